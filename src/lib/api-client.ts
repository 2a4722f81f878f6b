/**
 * The one way to call the provider (ARCHITECTURE.md): writes by one axios instance, loaded on
 * first use so that the first screen does not pay for it, reads by a plain fetch (issue 28: a
 * read pays for nothing but the token and the error mapping); every failure becomes an ApiError with the
 * catalogue's text (SPEC.md §8). lib/ never imports the store: the app registers how to read
 * the token and what to do when the session has expired (configureClient).
 */
import type { AxiosError, AxiosInstance, AxiosRequestConfig } from 'axios';
import { env } from '../config/env';
import { sv } from '../i18n/sv-common';
import { takeEarlyRead } from './early-read';

export type ApiErrorKind = 'network' | 'http' | 'session' | 'shape';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  /** Session-reset errors are not shown to the person (SPEC.md §8). */
  readonly silent: boolean;
  /** The message is the client's own: the server said nothing usable. */
  readonly own: boolean;
  /**
   * The write may or may not have been stored (DECISIONS.md 25): no answer, a 5xx without the
   * server's own message, or a 2xx that is not the expected JSON. Before sending such a write
   * again, read back what the server holds. A definite refusal (a 4xx, or any answer carrying
   * the server's message) is not ambiguous: retrying it is safe.
   */
  readonly ambiguous: boolean;

  constructor(message: string, kind: ApiErrorKind, status?: number, own = false) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.silent = kind === 'session';
    this.own = own || kind === 'network';
    this.ambiguous =
      kind === 'network' || kind === 'shape' || (kind === 'http' && this.own && (status === undefined || status >= 500));
  }
}

/** A 2xx whose body is not JSON (a captive portal's login page, a proxy's error page). */
export function badAnswer(): ApiError {
  return new ApiError(sv.errors.badAnswer, 'shape');
}

/** Messages after which the session is reset, silently (SPEC.md §8). */
const SESSION_RESET = [
  /^Not authorized/i,
  /^token failed/i,
  /^The person does not exist in the database/i,
  // The two null-property read errors the provider leaks when the user is gone.
  /^Cannot read propert(y|ies) .*(of|from) null/i,
];

export function isSessionResetMessage(message: string): boolean {
  return SESSION_RESET.some((pattern) => pattern.test(message));
}

interface ClientHooks {
  getToken: () => string | null;
  /** The signed-in person's id: 'does not exist' about someone else is no session failure. */
  getUserId?: () => string | null;
  onSessionExpired: () => void;
}

let hooks: ClientHooks = { getToken: () => null, onSessionExpired: () => undefined };

export function configureClient(next: ClientHooks): void {
  hooks = next;
}

let instance: Promise<AxiosInstance> | undefined;
/** Requests wait for this first: in demo mode, the fake provider's start (run once, on first use). */
let openGate: () => Promise<unknown> = () => Promise.resolve();
let gate: Promise<unknown> | undefined;

export function setRequestGate(ready: () => Promise<unknown>): void {
  openGate = ready;
  gate = undefined;
}

/** Resolves once requests may be sent (in demo mode, once the fake provider has started). */
export function requestsReady(): Promise<unknown> {
  gate ??= openGate();
  return gate;
}

/** The axios instance, imported on first use. Safe to call early to warm it up. */
export function loadClient(): Promise<AxiosInstance> {
  instance ??= import('axios').then(({ default: axios }) =>
    // JSON Accept header, no default timeout (SPEC.md §9).
    axios.create({ headers: { Accept: 'application/json' } }),
  );
  return instance;
}

function messageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const axiosError = error as Partial<AxiosError>;
  if (axiosError.isAxiosError) {
    const response = axiosError.response;
    if (!response) return new ApiError(sv.errors.network, 'network');
    return errorOfAnswer(response.status, response.data);
  }
  return new ApiError(sv.errors.unknown, 'http', undefined, true);
}

/** The error an answer with a failure status is (also read by the provider check). */
export function errorOfAnswer(status: number, data: unknown): ApiError {
  const message = messageOf(data);
  if (message && isSessionResetMessage(message)) return new ApiError(message, 'session', status);
  // A message the app does not know, as it came: in another language than Swedish, in the
  // catalogue's words (issue 43 item 3; a known refusal is mapped where it is known: auth/api.ts).
  if (message) return new ApiError(sv.errors.serverSaid(message), 'http', status);
  // The client's own message when the server gives none (SPEC.md §8), in Swedish.
  return new ApiError(sv.errors.server(status), 'http', status, true);
}

const UNKNOWN_PERSON = /^The person does not exist in the database/i;

/** The provider's 'unknown user' (API.md): about the signed-in person, about another member, or a sign-in's. */
export function isUnknownPerson(message: string): boolean {
  return UNKNOWN_PERSON.test(message);
}

/**
 * DECISIONS.md 18: 'The person does not exist in the database' resets the session only when
 * it is about the signed-in person (their own id, or a call about nobody in particular). About
 * another member it means that member is gone: a plain 404 the screen shows.
 */
function aboutSomeoneElse(error: ApiError, about: string | undefined): ApiError {
  if (error.kind !== 'session' || !about || !isUnknownPerson(error.message)) return error;
  if (about === hooks.getUserId?.()) return error;
  return new ApiError(sv.errors.personGone, 'http', 404);
}

/** A write, by the axios instance (uploads, the writes' tests): its answer's body. */
async function write(config: AxiosRequestConfig, token: string | null): Promise<unknown> {
  const client = await loadClient();
  const response = await client.request<unknown>({
    ...config,
    headers: { ...config.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  return response.data;
}

/**
 * A read, by a plain fetch (issue 28): a read needs only the token and the error mapping, and
 * the month overview makes 300 of them, where axios's config merging, interceptor chain and
 * header objects were a third of the main thread's time. It answers and fails as a write does:
 * the body parsed as JSON when it is JSON (else the text, which the caller refuses), a status
 * outside 2xx read by errorOfAnswer, no answer at all a network error.
 */
async function read(url: string, token: string | null): Promise<unknown> {
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
    status = response.status;
    text = await response.text();
  } catch {
    throw new ApiError(sv.errors.network, 'network');
  }
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // Not JSON (an HTML page): the text, as axios leaves it.
  }
  if (status < 200 || status >= 300) throw errorOfAnswer(status, data);
  return data;
}

async function send<T>(config: AxiosRequestConfig, withToken: boolean, about?: string, resetsSession = true, readPath?: string): Promise<T> {
  // The entry may have read this already (lib/early-read.ts): its answer, read like any other.
  if (readPath) {
    const early = await takeEarlyRead(readPath, hooks.getToken());
    if (early) return early as T;
  }
  await requestsReady();
  const token = withToken ? hooks.getToken() : null;
  try {
    const data = config.method === 'GET' ? await read(config.url ?? '', token) : await write(config, token);
    // Every answer of the provider is JSON: anything else answered with 2xx (an HTML page from
    // a hotel network, a proxy) is a failure, never a success (DECISIONS.md 7, 25).
    if (typeof data !== 'object' || data === null) throw badAnswer();
    return data as T;
  } catch (error) {
    const apiError = aboutSomeoneElse(toApiError(error), about);
    if (apiError.kind === 'session' && resetsSession) hooks.onSessionExpired();
    throw apiError;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * An API path with its ids encoded: `apiPath\`/api/time/create/${userId}\`` (issue 10 item 9), so
 * an id such as `..%2F..%2Fpost%2Falla` taken from a route can never reach another endpoint.
 */
export function apiPath(strings: TemplateStringsArray, ...ids: (string | number)[]): string {
  return strings.reduce((path, part, i) => path + part + (i < ids.length ? segment(ids[i]) : ''), '');
}

/** One path segment. '', '.' and '..' would change the endpoint even encoded: refused. */
function segment(id: string | number | undefined): string {
  const value = String(id ?? '');
  if (value === '' || value === '.' || value === '..') throw new ApiError(sv.errors.badId, 'http', 404, true);
  return encodeURIComponent(value);
}

/**
 * A call to the provider's API: `path` exactly as SPEC.md §7 writes it (DECISIONS.md 3).
 * The bearer token goes with every call while one is held (DECISIONS.md 4). `about` is the
 * person the call is about, when there is one (see aboutSomeoneElse).
 */
export function api<T>(method: Method, path: string, data?: unknown, about?: string): Promise<T> {
  return send<T>({ method, url: env.apiUrl + path, data }, true, about, true, method === 'GET' ? path : undefined);
}

/**
 * A read a screen can do without (issue 17: the workplaces a staff member is assigned to, which
 * the provider may keep for admins). Its refusal says nothing about the session: it never signs
 * the person out; the caller shows the screen without it.
 */
export function apiOptionalRead<T>(path: string): Promise<T> {
  return send<T>({ method: 'GET', url: env.apiUrl + path }, true, undefined, false, path);
}

/** A call to the upload host: never carries the token (DECISIONS.md 4). */
export function uploadHost<T>(method: Method, path: string, data?: unknown): Promise<T> {
  return send<T>({ method, url: env.uploadUrl + path, data }, false);
}

/** Where a stored file is shown from. */
export function imageUrl(name: string): string {
  return `${env.uploadUrl}/${encodeURIComponent(name)}`;
}
