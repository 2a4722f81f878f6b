/**
 * One call of the provider check: sent as the app sends it, its answer read with the app's own
 * reader under readWithFallbacks, and classified (read, read with a fallback, cannot be read).
 */
import { sv } from '../../i18n/sv-admin';
import { badAnswer, errorOfAnswer } from '../../lib/api-client';
import { readWithFallbacks, type Fallback } from '../../lib/read-fallbacks';
import type { Call, CheckOptions, CheckResult, CheckStatus, Outcome } from './types';

const t = sv.providerCheck;

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


export async function send<T>(options: CheckOptions, token: string | null, call: Call<T>): Promise<Outcome<T>> {
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

