/**
 * What the provider check asks beside the API's reads: that a receipt's image can be shown from
 * the upload host, and that the browser's CORS preflights are answered as the app needs.
 */
import { sv } from '../../i18n/sv-admin';
import type { BillItem } from '../../types/api';
import { skipped, type CheckOptions, type CheckResult } from './types';

const t = sv.providerCheck;

/** An origin as given ('' and paths are this page's, in the browser), without a trailing slash. */
export function absolute(origin: string): string {
  return typeof location === 'undefined' ? origin : new URL(origin || '/', location.href).href.replace(/\/$/, '');
}


/** The image: fetched (Node) and its type looked at, or shown as the app shows it (the screen). */
export async function checkImage(options: CheckOptions, items: BillItem[]): Promise<CheckResult> {
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

export async function checkPreflight(options: CheckOptions): Promise<CheckResult> {
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

