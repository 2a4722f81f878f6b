/**
 * The provider check (DECISIONS.md 35): every read-only call of SPEC.md §7 the app makes, sent
 * to the company's API, each answer read with the app's own readers (features/<area>/api.ts,
 * lib/read.ts) under readWithFallbacks, and classified call by call: read as expected, read
 * with a fallback (which field, what the app does), or cannot be read (what the person sees).
 * One module (in routes/, where features are composed) for both `npm run check-provider`
 * (scripts/check-provider.mjs, in Node) and the admin's screen 'Kontrollera tjänsten' (in the
 * browser). It writes nothing: the only POSTs are the sign-in (the script only), the month's
 * entries and a month's count and sums of bills and invoices, which API.md gives as reads.
 */
import { readLogin } from '../features/auth/api';
import { readMonthSums, readPage, readStatement } from '../features/bills/api';
import { readCounts, readUserAnswer, readUserList } from '../features/staff/api';
import { readEntries, readUserTime } from '../person-time/api';
import { normalizePost, readPostForEdit, readPosts } from '../features/workplaces/api';
import { sv } from '../i18n/sv-admin';
import { apiPath, badAnswer, errorOfAnswer } from '../lib/api-client';
import { readWithFallbacks, type Fallback } from '../lib/read-fallbacks';
import type { BillItem, BillKind, MonthSum, Post, User, UserTime } from '../types/api';

const t = sv.providerCheck;

export type CheckStatus = 'ok' | 'fallback' | 'unreadable' | 'skipped';

export interface CheckResult {
  /** The call's name in Swedish ('Personallistan'). */
  name: string;
  /** Method and path as sent ('GET /api/auth/show/all/'). */
  request: string;
  status: CheckStatus;
  /** What was found and what the app does, in Swedish, one sentence each. */
  notes: string[];
}

export interface CheckOptions {
  /** The provider's API origin (VITE_API_URL); '' is this origin. */
  api: string;
  /** The upload host (VITE_UPLOAD_URL). */
  upload: string;
  /** The script signs in; the admin's screen has the session's token and id. */
  signIn: { phone: string; password: string } | { token: string; userId: string };
  /**
   * The CORS preflight: 'ask' sends the OPTIONS a browser would send from `appOrigin` (Node);
   * 'browser' is the admin's screen, whose browser sent them itself before the calls.
   */
  preflight: 'ask' | 'browser';
  /** The app's origin; null when not known (the script without --app-origin). */
  appOrigin: string | null;
  /** How an image is shown: the screen loads it as the app does (an img); default: fetch. */
  showImage?: (url: string) => Promise<boolean>;
  /** Each call's result as it comes (the screen's progress, the script's lines). */
  onResult?: (result: CheckResult) => void;
}

/** An answer, read or not. */
type Outcome<T> = { result: CheckResult; value?: T };

function fieldName(path: string): string {
  // List positions are left out of the path: `[].total` is the total of each of the list's items.
  return t.field(path.replace(/^\[\]\.?/, '').replace(/\[\]/g, ''));
}

function shown(value: unknown): string {
  if (value === undefined || value === null) return t.missing;
  const json = JSON.stringify(value);
  return json.length > 40 ? `${json.slice(0, 37)}…` : json;
}

/** One sentence per field and kind, with how many items of a list it concerns. */
function fallbackNotes(fallbacks: Fallback[]): string[] {
  const groups = new Map<string, { first: Fallback; count: number }>();
  for (const f of fallbacks) {
    const key = `${f.field}|${f.kind}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { first: f, count: 1 });
  }
  return [...groups.values()].map(({ first, count }) => {
    const text = t.fallback[first.kind](fieldName(first.field), shown(first.value));
    return count > 1 ? text.replace(/ –/, `${t.times(count)} –`) : text;
  });
}

function describeShape(data: unknown): string {
  if (Array.isArray(data)) return t.shapes.list(data.length);
  if (typeof data === 'object' && data !== null) return t.shapes.object(Object.keys(data).slice(0, 6).join(', '));
  return t.shapes.value(shown(data));
}

/** An origin as given ('' and paths are this page's, in the browser), without a trailing slash. */
function absolute(origin: string): string {
  return typeof location === 'undefined' ? origin : new URL(origin || '/', location.href).href.replace(/\/$/, '');
}

interface Call<T> {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** What API.md says the answer is, for a person reading a failure. */
  expects: string;
  reader: (answer: unknown) => T;
}

async function send<T>(options: CheckOptions, token: string | null, call: Call<T>): Promise<Outcome<T>> {
  const request = `${call.method} ${call.path}`;
  const result = (status: CheckStatus, notes: string[]): CheckResult => ({ name: call.name, request, status, notes });
  let response: Response;
  try {
    response = await fetch(options.api + call.path, {
      method: call.method,
      headers: {
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(call.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
  } catch {
    return { result: result('unreadable', [t.network, t.personSees(sv.errors.network)]) };
  }
  const text = await response.text();
  let data: unknown;
  let json = true;
  try {
    data = JSON.parse(text) as unknown;
  } catch {
    json = false;
  }
  const type = response.headers.get('content-type')?.split(';')[0] ?? '';
  if (!response.ok) {
    // The same error the app makes of this answer (lib/api-client.ts).
    const error = errorOfAnswer(response.status, json ? data : undefined);
    const notes =
      error.kind === 'session'
        ? [t.signedOut(response.status, error.message)]
        : [t.failedStatus(response.status), ...(json ? [] : [t.notJson(type)]), t.personSees(error.message)];
    return { result: result('unreadable', notes) };
  }
  // Every answer of the provider is JSON (lib/api-client.ts send): anything else is a failure.
  if (!json || typeof data !== 'object' || data === null) {
    const found = json ? t.otherShape(describeShape(data)) : t.notJson(type);
    return { result: result('unreadable', [found, t.expected(call.expects), t.personSees(badAnswer().message)]) };
  }
  try {
    const { value, fallbacks } = readWithFallbacks(data, call.reader);
    return { result: result(fallbacks.length ? 'fallback' : 'ok', fallbackNotes(fallbacks)), value };
  } catch (error) {
    const message = error instanceof Error ? error.message : badAnswer().message;
    return { result: result('unreadable', [t.otherShape(describeShape(data)), t.expected(call.expects), t.personSees(message)]) };
  }
}

function skipped(name: string, request: string, why: string): CheckResult {
  return { name, request, status: 'skipped', notes: [why] };
}

/** The person whose time is read: someone with months of time, else the signed-in admin. */
function personToRead(users: User[] | undefined, self: string): string {
  const withTime = users?.find((u) => u._id && u.months_id.length > 0 && !u.isAdmin) ?? users?.find((u) => u._id && u.months_id.length > 0);
  return withTime?._id ?? self;
}

function monthToRead(time: UserTime | undefined): number | null {
  const month = time?.months_id.find((m) => m.months.length > 0 && m.MonthNumber >= 1 && m.MonthNumber <= 12);
  return month?.MonthNumber ?? null;
}

/** The image: fetched (Node) and its type looked at, or shown as the app shows it (the screen). */
async function checkImage(options: CheckOptions, items: BillItem[]): Promise<CheckResult> {
  const name = t.calls.image;
  const item = items.find((i) => i.image && !/\.pdf$/i.test(i.image)) ?? items.find((i) => i.image);
  if (!item) return skipped(name, 'GET /<bild>', t.skipped.noImage);
  const path = `/${encodeURIComponent(item.image)}`;
  const request = `GET ${path}`;
  const url = options.upload + path;
  if (options.showImage) {
    const ok = await options.showImage(url);
    return { name, request, status: ok ? 'ok' : 'unreadable', notes: [ok ? t.image.shown('') : t.image.notShown] };
  }
  try {
    const response = await fetch(url);
    const type = response.headers.get('content-type')?.split(';')[0] ?? '';
    await response.arrayBuffer();
    if (!response.ok) return { name, request, status: 'unreadable', notes: [t.image.failed(response.status)] };
    if (!/^image\/|^application\/pdf$/.test(type)) return { name, request, status: 'unreadable', notes: [t.image.notImage(type)] };
    return { name, request, status: 'ok', notes: [t.image.shown(type)] };
  } catch {
    return { name, request, status: 'unreadable', notes: [t.network, t.image.notShown] };
  }
}

/** What one preflight allows, or why not. */
async function askPreflight(url: string, appOrigin: string, method: string, headers: string[]): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'OPTIONS',
      headers: { Origin: appOrigin, 'Access-Control-Request-Method': method, ...(headers.length ? { 'Access-Control-Request-Headers': headers.join(',') } : {}) },
    });
    await response.arrayBuffer();
  } catch {
    return t.preflight.noAnswer;
  }
  if (response.status < 200 || response.status > 299) return t.preflight.status(response.status);
  const allowOrigin = response.headers.get('access-control-allow-origin');
  if (allowOrigin !== '*' && allowOrigin !== appOrigin) return t.preflight.origin;
  const methods = (response.headers.get('access-control-allow-methods') ?? '').toUpperCase().split(/\s*,\s*/);
  // GET and POST need no listing (CORS-safelisted methods).
  if (method !== 'GET' && method !== 'POST' && !methods.includes(method) && !methods.includes('*')) return t.preflight.methods;
  const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/);
  // '*' never covers Authorization (the Fetch standard).
  const missing = headers.filter((h) => !allowed.includes(h) && !(allowed.includes('*') && h !== 'authorization'));
  return missing.length ? t.preflight.headers(missing.join(', ')) : null;
}

async function checkPreflight(options: CheckOptions): Promise<CheckResult> {
  const name = t.calls.preflight;
  const request = 'OPTIONS';
  const appOrigin = options.appOrigin;
  if (appOrigin && sameOrigin(appOrigin, options.api) && sameOrigin(appOrigin, options.upload)) {
    return { name, request, status: 'ok', notes: [t.preflight.sameOrigin] };
  }
  if (options.preflight === 'browser') return { name, request, status: 'ok', notes: [t.preflight.browser] };
  if (!appOrigin) return skipped(name, request, t.skipped.noAppOrigin);
  // What the app sends: reads with the token; writes with the token and JSON; to the upload
  // host a multipart POST (no preflight: nothing but safelisted headers) and a DELETE.
  const asks: { origin: string; path: string; method: string; headers: string[] }[] = [
    { origin: options.api, path: '/api/auth/show/all/', method: 'GET', headers: ['authorization'] },
    { origin: options.api, path: '/api/time/create/check', method: 'POST', headers: ['authorization', 'content-type'] },
    { origin: options.api, path: '/api/auth/edit/', method: 'PUT', headers: ['authorization', 'content-type'] },
    { origin: options.api, path: '/api/auth/remove/check', method: 'DELETE', headers: ['authorization'] },
    { origin: options.upload, path: '/api/delete/image/check', method: 'DELETE', headers: [] },
  ].filter((a) => !sameOrigin(appOrigin, a.origin));
  const notes = [options.api, options.upload].filter((o) => sameOrigin(appOrigin, o)).map((o) => t.preflight.sameHost(o));
  const allowed = new Map<string, string[]>();
  let refused = false;
  for (const ask of asks) {
    const why = await askPreflight(ask.origin + ask.path, appOrigin, ask.method, ask.headers);
    if (why) {
      refused = true;
      notes.push(t.preflight.refused(ask.origin, ask.method, why));
    } else allowed.set(ask.origin, [...(allowed.get(ask.origin) ?? []), ask.method]);
  }
  for (const [host, methods] of allowed) notes.push(t.preflight.allowed(host, methods.join(', ')));
  return { name, request, status: refused ? 'unreadable' : 'ok', notes };
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

/** Runs every call in turn; each result is also handed to onResult as it comes. */
export async function checkProvider(given: CheckOptions): Promise<CheckResult[]> {
  const options = { ...given, api: absolute(given.api), upload: absolute(given.upload) };
  const results: CheckResult[] = [];
  const add = (result: CheckResult) => {
    results.push(result);
    options.onResult?.(result);
  };
  /** `concern`: what of a readable answer the app would still take otherwise (a note, or null). */
  const run = async <T>(token: string | null, call: Call<T>, concern?: (value: T) => string | null): Promise<T | undefined> => {
    const { result, value } = await send(options, token, call);
    const note = value !== undefined && concern ? concern(value) : null;
    if (note) {
      result.notes.push(note);
      if (result.status === 'ok') result.status = 'fallback';
    }
    add(result);
    return value;
  };

  let token: string;
  let self: string;
  if ('token' in options.signIn) {
    ({ token, userId: self } = options.signIn);
  } else {
    const { phone, password } = options.signIn;
    const login = await run(
      null,
      { name: t.calls.login, method: 'POST', path: '/api/auth/login/', body: { phone, password }, expects: t.expects.login, reader: readLogin },
      (answer) => (answer.data.isAdmin ? null : t.notAdmin),
    );
    if (!login) return results;
    token = login.token;
    self = login.data._id;
  }

  await run(token, { name: t.calls.user, method: 'GET', path: apiPath`/api/auth/user/${self}/`, expects: t.expects.user, reader: readUserAnswer });
  const users = await run(token, { name: t.calls.staff, method: 'GET', path: '/api/auth/show/all/', expects: t.expects.list(t.what.users), reader: readUserList });
  const person = personToRead(users, self);
  const time = await run(token, { name: t.calls.personTime, method: 'GET', path: apiPath`/api/time/time/user/${person}`, expects: t.expects.personTime, reader: readUserTime });
  const month = monthToRead(time);
  const monthPath = apiPath`/api/month/3/${person}/`;
  if (month === null) add(skipped(t.calls.month, `POST ${monthPath}`, time ? t.skipped.noMonth : t.skipped.after(t.calls.personTime)));
  else await run(token, { name: t.calls.month, method: 'POST', path: monthPath, body: { MonthNumber: month }, expects: t.expects.list(t.what.entries), reader: readEntries });
  await run(token, { name: t.calls.todaysWork, method: 'GET', path: '/api/time/time/filter/', expects: t.expects.list(t.what.entries), reader: readEntries });

  const posts = await run(token, { name: t.calls.posts, method: 'GET', path: '/api/post/alla/', expects: t.expects.list(t.what.posts), reader: readPosts });
  const post: Post | undefined = posts?.find((p) => p._id);
  if (post) {
    await run(token, { name: t.calls.postWorkers, method: 'GET', path: apiPath`/api/post/id/${post._id}`, expects: t.expects.post, reader: normalizePost });
    await run(token, { name: t.calls.postForEdit, method: 'GET', path: apiPath`/api/post/show/${post._id}/`, expects: t.expects.postForEdit, reader: readPostForEdit });
  } else {
    const why = posts ? t.skipped.noPost : t.skipped.after(t.calls.posts);
    add(skipped(t.calls.postWorkers, 'GET /api/post/id/{id}', why));
    add(skipped(t.calls.postForEdit, 'GET /api/post/show/{id}/', why));
  }
  await run(token, { name: t.calls.counts, method: 'GET', path: '/api/post/count/', expects: t.expects.counts, reader: readCounts });

  const items: BillItem[] = [];
  const kinds: { kind: BillKind; months: string; page: string; monthPage: string; statement: string }[] = [
    { kind: 'bill', months: t.calls.billMonths, page: t.calls.billPage, monthPage: t.calls.billMonthPage, statement: t.calls.billStatement },
    { kind: 'invoice', months: t.calls.invoiceMonths, page: t.calls.invoicePage, monthPage: t.calls.invoiceMonthPage, statement: t.calls.invoiceStatement },
  ];
  for (const { kind, months, page, monthPage, statement } of kinds) {
    const sums: MonthSum[] | undefined = await run(token, { name: months, method: 'GET', path: `/api/severalmonths?name=${kind}`, expects: t.expects.months, reader: readMonthSums });
    const first = await run(token, { name: page, method: 'GET', path: `/api/${kind}/?pageNumber=1`, expects: t.expects.page, reader: readPage });
    items.push(...(first?.product ?? []));
    const withItems = sums?.[0]?.months;
    if (withItems === undefined) {
      const why = sums ? t.skipped.noMonth : t.skipped.after(months);
      add(skipped(monthPage, `GET /api/${kind}/?pageNumber=1&month={månad}`, why));
      add(skipped(statement, `POST /api/${kind}/this/`, why));
    } else {
      const ofMonth = await run(token, { name: monthPage, method: 'GET', path: `/api/${kind}/?pageNumber=1&month=${withItems}`, expects: t.expects.page, reader: readPage });
      items.push(...(ofMonth?.product ?? []));
      // The month's count and sums, as the list's heading and a whole-month action read them.
      await run(token, { name: statement, method: 'POST', path: `/api/${kind}/this/`, body: { name: kind, months: withItems }, expects: t.expects.statement, reader: readStatement });
    }
  }
  add(await checkImage(options, items));
  add(await checkPreflight(options));
  return results;
}

/** The texts of the check, for the script (which prints them) without loading the catalogue again. */
export const checkTexts = t;

/** The closing line a person can act on, and whether every call read as expected. */
export function verdict(results: CheckResult[]): { ok: boolean; line: string } {
  const count = (status: CheckStatus) => results.filter((r) => r.status === status).length;
  const [ok, fallback, unreadable, skippedCalls] = [count('ok'), count('fallback'), count('unreadable'), count('skipped')];
  const login = results[0]?.request === 'POST /api/auth/login/' ? results[0] : undefined;
  if (login?.status === 'unreadable') return { ok: false, line: t.verdict.noLogin };
  if (unreadable || fallback) return { ok: false, line: t.verdict.notOk(unreadable, fallback) };
  return { ok: true, line: skippedCalls ? t.verdict.okSkipped(ok, skippedCalls) : t.verdict.ok(ok) };
}
