/**
 * The API double: the demo provider's handlers (src/demo/handlers.ts, data in memory) served
 * over real HTTP for a provider-mode build of the app, with a fault hook and a control API, so
 * that end-to-end tests can assert what the provider STORED (not only what the screen says).
 *
 * Two ports, like the real provider: the API origin (`/api/...`, plus the control API under
 * `/__double/`) and the upload origin (`/api/uploading/`, `/api/delete/image/:name`, `/:name`).
 * The handlers were built for two placeholder origins (tests/double/vite.config.ts); each
 * request is re-addressed to the placeholder of the port it came in on, so one build serves
 * any pair of ports.
 *
 * Built with `vite build --config tests/double/vite.config.ts`, run with
 * `node <outDir>/server.js --api-port 4180 --upload-port 4181` (see README 'The API double').
 * `--app-dir <build>` serves a built app on the API port too (same origin, app-files.ts).
 * Connections are kept alive, as a real server and its proxies keep them (issue 18): a browser
 * reuses its sockets, and when a reused socket closes before any answer (the double's
 * 'drop-after-store'), Chromium sends the same request again by itself, before the app can do
 * anything. The log says which connection each request came on and whether it was reused, so
 * a test can see that resend.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { env } from '../../src/config/env';
import { demoState, readFile, resetDemoData, storedFileNames } from '../../src/demo/db';
import { handlers } from '../../src/demo/handlers';
import { isAppRequest, serveAppFile } from './app-files';
import { seedScale } from './seed-scale';
import { seedEntries } from './seed-entries';
import { seedMonth } from './seed-month';

export const FAULTS = [
  'drop-after-store',
  '502-after-store',
  'hang-after-store',
  'drop-before-store',
  'html-200',
  'status-500',
  'status-500-message',
  'json-200',
  'delay',
] as const;
export type FaultName = (typeof FAULTS)[number];

type Origin = 'api' | 'upload';

export interface FaultRule {
  id: number;
  /** HTTP method, upper case; null = any. */
  method: string | null;
  /** Regular expression (source) tested against the path, without the query. */
  path: string;
  /** Which port; null = either. */
  origin: Origin | null;
  fault: FaultName;
  /** How many matching requests get the fault; 'always' = every one. */
  times: number | 'always';
  /** 'delay' and 'hang-after-store': milliseconds (hang: null = never answer). */
  ms: number | null;
  /** 'status-500' and 'status-500-message': the status sent (default 500); '502-after-store': default 502. */
  status: number;
  /** 'status-500-message': the message of the JSON body. */
  message: string;
  /** 'json-200': the JSON body answered with 200 instead of the provider's answer (an answer of another shape). */
  body: unknown;
  /** How many requests it has hit so far. */
  hits: number;
}

interface Part {
  name: string;
  /** A file part: its name, type and size; a text part: its value. */
  filename?: string;
  type?: string;
  size?: number;
  value?: string;
}

export interface LogEntry {
  seq: number;
  at: string;
  origin: Origin;
  method: string;
  path: string;
  query: Record<string, string>;
  /** Parsed JSON, 'multipart' (see parts), other text, or null when empty. */
  body: unknown;
  parts?: Part[];
  authorization: string | null;
  /** The connection it came on (numbered from 1 in the order they opened). */
  connection: number;
  /** The connection had carried an earlier request (keep-alive): a drop on it makes Chromium resend. */
  reused: boolean;
  fault: FaultName | null;
  /** True when the provider's handler ran (so a write was stored). */
  handled: boolean;
  /** The status sent; null while nothing was sent, or when nothing ever was. */
  status: number | null;
  /** 'pending' until it ends: 'answered', 'dropped' (socket destroyed), 'aborted' (client left). */
  outcome: 'pending' | 'answered' | 'dropped' | 'aborted';
}

function argument(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  const value = at > 0 ? process.argv[at + 1] : undefined;
  return value ?? fallback;
}

const host = argument('host', '127.0.0.1');
const apiPort = Number(argument('api-port', process.env.E2E_DOUBLE_PORT ?? '4180'));
const uploadPort = Number(argument('upload-port', process.env.E2E_UPLOAD_PORT ?? '4181'));
const gzipJson = process.argv.includes('--gzip');
/** Same-origin mode (issue 19): a built app served on the API port too, as behind a reverse proxy. */
const appDir = process.argv.includes('--app-dir') ? resolve(argument('app-dir', '')) : null;

if (env.demo) throw new Error('The double must be built with VITE_API_URL set (tests/double/vite.config.ts).');
const placeholder: Record<Origin, string> = { api: env.apiUrl, upload: env.uploadUrl };

let log: LogEntry[] = [];
/** CORS preflights (OPTIONS) as they came, kept apart from the log: same-origin mode has none. */
let preflights: { at: string; origin: Origin; path: string; method: string }[] = [];
let rules: FaultRule[] = [];
let nextRule = 1;
let nextSeq = 1;
let nextConnection = 1;
/** Each open connection's number and how many requests it has carried. */
const connections = new WeakMap<Socket, { id: number; requests: number }>();
/** Answers held by 'hang-after-store' without an end; a reset drops them. */
const hanging = new Set<ServerResponse>();

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function reset(): void {
  resetDemoData();
  log = [];
  preflights = [];
  rules = [];
  for (const res of hanging) res.destroy();
  hanging.clear();
}

// ---------------------------------------------------------------------------------------------
// HTTP plumbing

function readBytes(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function corsHeaders(req: IncomingMessage): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': req.headers.origin ?? '*',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

function send(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, body?: Buffer | string): void {
  if (res.destroyed) return;
  res.writeHead(status, { ...headers, ...corsHeaders(req) });
  res.end(body);
}

function sendJson(req: IncomingMessage, res: ServerResponse, status: number, value: unknown): void {
  send(req, res, status, { 'Content-Type': 'application/json; charset=utf-8' }, JSON.stringify(value));
}

const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'upgrade']);

function fetchRequest(origin: Origin, req: IncomingMessage, bytes: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && bytes.length > 0;
  return new Request(placeholder[origin] + (req.url ?? '/'), { method, headers, body: hasBody ? new Uint8Array(bytes) : undefined });
}

async function describeBody(req: IncomingMessage, bytes: Buffer): Promise<{ body: unknown; parts?: Part[] }> {
  if (bytes.length === 0) return { body: null };
  const type = req.headers['content-type'] ?? '';
  const textBody = bytes.toString('utf8');
  if (type.includes('json')) {
    try {
      return { body: JSON.parse(textBody) as unknown };
    } catch {
      return { body: textBody };
    }
  }
  if (type.includes('multipart/form-data')) {
    const parts: Part[] = [];
    try {
      const form = await new Request('http://double.invalid/', { method: 'POST', headers: { 'Content-Type': type }, body: new Uint8Array(bytes) }).formData();
      form.forEach((value, name) => {
        parts.push(typeof value === 'string' ? { name, value } : { name, filename: value.name, type: value.type, size: value.size });
      });
    } catch {
      // An unreadable multipart body is still logged as multipart.
    }
    return { body: 'multipart', parts };
  }
  return { body: textBody };
}

async function sendResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name)) headers[name] = value;
  });
  let body = Buffer.from(await response.arrayBuffer());
  // --gzip: JSON answers compressed when the browser accepts it, as a provider behind a usual
  // web server sends them (Lighthouse runs on Min sida, scripts/lighthouse.mjs). Off by default.
  if (gzipJson && body.length > 1024 && /json/.test(headers['content-type'] ?? '') && /gzip/.test(String(req.headers['accept-encoding'] ?? ''))) {
    body = gzipSync(body);
    headers['content-encoding'] = 'gzip';
    headers.vary = 'Accept-Encoding';
    delete headers['content-length'];
  }
  send(req, res, response.status, headers, body);
}

// ---------------------------------------------------------------------------------------------
// Faults

function takeRule(origin: Origin, method: string, path: string): FaultRule | undefined {
  const rule = rules.find(
    (r) =>
      (r.origin === null || r.origin === origin) &&
      (r.method === null || r.method === method) &&
      new RegExp(r.path).test(path) &&
      (r.times === 'always' || r.hits < r.times),
  );
  if (rule) rule.hits += 1;
  return rule;
}

function parseRule(value: unknown): FaultRule | string {
  if (!value || typeof value !== 'object') return 'a rule is an object';
  const r = value as Record<string, unknown>;
  if (typeof r.fault !== 'string' || !(FAULTS as readonly string[]).includes(r.fault)) return `fault must be one of ${FAULTS.join(', ')}`;
  const path = typeof r.path === 'string' ? r.path : r.path === undefined ? '.*' : undefined;
  if (path === undefined) return 'path must be a regular expression (as text)';
  try {
    new RegExp(path);
  } catch {
    return `path is not a regular expression: ${path}`;
  }
  const times = r.times === undefined ? 1 : r.times;
  if (times !== 'always' && !(typeof times === 'number' && Number.isInteger(times) && times > 0)) return "times must be a whole number > 0 or 'always'";
  const ms = r.ms === undefined || r.ms === null ? null : r.ms;
  if (ms !== null && !(typeof ms === 'number' && ms >= 0)) return 'ms must be a number ≥ 0';
  if (r.fault === 'delay' && ms === null) return "'delay' needs ms";
  const origin = r.origin === undefined || r.origin === null ? null : r.origin;
  if (origin !== null && origin !== 'api' && origin !== 'upload') return "origin must be 'api' or 'upload'";
  return {
    id: nextRule++,
    method: typeof r.method === 'string' ? r.method.toUpperCase() : null,
    path,
    origin,
    fault: r.fault as FaultName,
    times,
    ms,
    status: typeof r.status === 'number' ? r.status : r.fault === '502-after-store' ? 502 : 500,
    message: typeof r.message === 'string' ? r.message : 'Internal Server Error',
    body: r.body ?? {},
    hits: 0,
  };
}

const BAD_GATEWAY =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n' +
  '<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

const CAPTIVE_PORTAL =
  '<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Logga in på nätverket</title></head>' +
  '<body><h1>Välkommen till gäst-wifi</h1><p>Godkänn villkoren för att fortsätta.</p></body></html>';

// ---------------------------------------------------------------------------------------------
// The provider, with faults

async function serveProvider(origin: Origin, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const method = req.method ?? 'GET';
  const bytes = await readBytes(req);
  const connection = connections.get(req.socket) ?? { id: 0, requests: 1 };
  const entry: LogEntry = {
    seq: nextSeq++,
    at: new Date().toISOString(),
    origin,
    method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    ...(await describeBody(req, bytes)),
    authorization: req.headers.authorization ?? null,
    connection: connection.id,
    reused: connection.requests > 1,
    fault: null,
    handled: false,
    status: null,
    outcome: 'pending',
  };
  log.push(entry);
  res.on('close', () => {
    if (entry.outcome === 'pending') entry.outcome = res.writableFinished ? 'answered' : 'aborted';
  });
  const answer = (status: number, headers: Record<string, string>, body?: Buffer | string) => {
    if (res.destroyed) return;
    entry.status = status;
    entry.outcome = 'answered';
    send(req, res, status, headers, body);
  };
  const drop = () => {
    entry.outcome = 'dropped';
    req.socket.destroy();
  };

  const rule = takeRule(origin, method, url.pathname);
  entry.fault = rule?.fault ?? null;
  switch (rule?.fault) {
    case 'drop-before-store':
      return drop();
    case 'html-200':
      return answer(200, { 'Content-Type': 'text/html; charset=utf-8' }, CAPTIVE_PORTAL);
    case 'status-500':
      return answer(rule.status, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Internal Server Error');
    case 'status-500-message':
      return answer(rule.status, { 'Content-Type': 'application/json; charset=utf-8' }, JSON.stringify({ message: rule.message }));
    case 'json-200':
      return answer(200, { 'Content-Type': 'application/json; charset=utf-8' }, JSON.stringify(rule.body));
    case 'delay':
      await sleep(rule.ms ?? 0);
      break;
    default:
      break;
  }

  let response: Response | undefined;
  try {
    response = await getResponse(handlers, fetchRequest(origin, req, bytes));
  } catch (error) {
    console.error('double: handler failed', method, url.pathname, error);
    return answer(500, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Handler failed');
  }
  entry.handled = response !== undefined;
  if (!response) {
    // What the provider's Express answers for a path it does not know.
    return answer(404, { 'Content-Type': 'text/html; charset=utf-8' }, `<pre>Cannot ${method} ${url.pathname}</pre>`);
  }
  if (response.type === 'error') return drop();

  if (rule?.fault === 'drop-after-store') return drop();
  // A proxy that lost the provider's answer after the provider stored the write.
  if (rule?.fault === '502-after-store') return answer(rule.status, { 'Content-Type': 'text/html' }, BAD_GATEWAY);
  if (rule?.fault === 'hang-after-store') {
    if (rule.ms === null) {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    await sleep(rule.ms);
  }
  if (res.destroyed) return;
  entry.status = response.status;
  entry.outcome = 'answered';
  await sendResponse(req, res, response);
}

// ---------------------------------------------------------------------------------------------
// Control API (API port, under /__double/)

async function control(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const method = req.method ?? 'GET';
  const route = url.pathname.replace(/^\/__double/, '').replace(/\/$/, '');
  const json = async (): Promise<unknown> => {
    const text = (await readBytes(req)).toString('utf8');
    return text ? (JSON.parse(text) as unknown) : undefined;
  };

  if (method === 'GET' && route === '/log') return sendJson(req, res, 200, log);
  if (method === 'GET' && route === '/preflights') return sendJson(req, res, 200, preflights);
  if (method === 'POST' && route === '/reset') {
    reset();
    return sendJson(req, res, 200, { ok: true });
  }
  if (method === 'GET' && route === '/faults') return sendJson(req, res, 200, rules);
  if (method === 'DELETE' && route === '/faults') {
    rules = [];
    return sendJson(req, res, 200, rules);
  }
  if (method === 'POST' && route === '/faults') {
    let body: unknown;
    try {
      body = await json();
    } catch {
      return sendJson(req, res, 400, { message: 'body is not JSON' });
    }
    const parsed = (Array.isArray(body) ? body : [body]).map(parseRule);
    const problem = parsed.find((p) => typeof p === 'string');
    if (problem !== undefined) return sendJson(req, res, 400, { message: problem });
    const added = parsed.filter((p): p is FaultRule => typeof p !== 'string');
    rules.push(...added);
    return sendJson(req, res, 201, added);
  }
  // Seeding: each route's body is read as JSON and answered with what was stored, or a 400 with why not.
  const seeders: Record<string, (body: unknown) => object | string> = { '/seed/entries': seedEntries, '/seed/month': seedMonth, '/seed/scale': seedScale };
  const seeder = method === 'POST' ? seeders[route] : undefined;
  if (seeder) {
    let body: unknown;
    try {
      body = await json();
    } catch {
      return sendJson(req, res, 400, { message: 'body is not JSON' });
    }
    const seeded = seeder(body);
    return typeof seeded === 'string' ? sendJson(req, res, 400, { message: seeded }) : sendJson(req, res, 200, seeded);
  }
  if (method === 'GET' && route === '/state') return sendJson(req, res, 200, { db: demoState(), files: storedFileNames() });
  const file = /^\/files\/(.+)$/.exec(route);
  if (method === 'GET' && file) {
    const name = decodeURIComponent(file[1] ?? '');
    const stored = readFile(name);
    return stored
      ? sendJson(req, res, 200, { name, type: stored.type, size: stored.bytes.byteLength })
      : sendJson(req, res, 404, { message: `no stored file ${name}` });
  }
  return sendJson(req, res, 404, { message: `no control route ${method} ${url.pathname}` });
}

// ---------------------------------------------------------------------------------------------

function listen(origin: Origin, port: number): Promise<void> {
  const server = createServer((req, res) => {
    const seen = connections.get(req.socket);
    if (seen) seen.requests += 1;
    else connections.set(req.socket, { id: nextConnection++, requests: 1 });
    const url = new URL(req.url ?? '/', 'http://double.invalid');
    if (req.method === 'OPTIONS') {
      // CORS preflight: answered by the double itself, never faulted; not in the log, but
      // counted apart (GET /__double/preflights).
      const asked = req.headers['access-control-request-method'];
      preflights.push({ at: new Date().toISOString(), origin, path: url.pathname, method: typeof asked === 'string' ? asked : '' });
      send(req, res, 204, {});
      return;
    }
    if (appDir && origin === 'api' && isAppRequest(url.pathname)) {
      serveAppFile(appDir, req, res, url.pathname);
      return;
    }
    const work = origin === 'api' && url.pathname.startsWith('/__double/') ? control(req, res, url) : serveProvider(origin, req, res, url);
    work.catch((error: unknown) => {
      console.error('double:', error);
      if (!res.headersSent) send(req, res, 500, { 'Content-Type': 'text/plain' }, 'double failed');
    });
  });
  // Idle connections stay open as long as behind a usual proxy (nginx: 75 s), so the browser
  // reuses them; Node's own default (5 s) would close most before the next request.
  server.keepAliveTimeout = 75_000;
  server.headersTimeout = 80_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}

reset();
await Promise.all([listen('api', apiPort), listen('upload', uploadPort)]);
console.log(`API double: api http://${host}:${apiPort} upload http://${host}:${uploadPort}`);
