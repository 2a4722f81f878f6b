/**
 * Same-origin mode of the API double (issue 19, `--app-dir <build>`): the API port also serves
 * a built app, as a reverse proxy in front of the provider would (README 'Same-origin
 * deployment'). The app's calls are then same-origin: no CORS, no preflight. Like a usual web
 * server: text files gzipped when the browser accepts it, `/assets/` immutable, the HTML and
 * sw.js `no-cache`, an unknown path answered with the app's index.html.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};

const gzipped = new Map<string, Buffer>();

/** Whether this request is for the app's files rather than the API or the control API. */
export function isAppRequest(pathname: string): boolean {
  return !pathname.startsWith('/api/') && !pathname.startsWith('/__double/');
}

function fileFor(dir: string, pathname: string): string {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  const candidate = join(dir, relative);
  // Nothing outside the build.
  if (candidate !== dir && !candidate.startsWith(dir + sep)) return join(dir, 'index.html');
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  const index = join(candidate, 'index.html');
  if (existsSync(index)) return index;
  return join(dir, 'index.html');
}

export function serveAppFile(dir: string, req: IncomingMessage, res: ServerResponse, pathname: string): void {
  const file = fileFor(dir, pathname);
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const immutable = pathname.startsWith('/assets/');
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  let body: Buffer = readFileSync(file);
  const text = /^(text\/|application\/(json|manifest|wasm))|svg/.test(type);
  if (text && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    const cached = gzipped.get(file);
    body = cached ?? gzipSync(body);
    if (!cached && immutable) gzipped.set(file, body);
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  }
  headers['Content-Length'] = String(body.length);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
