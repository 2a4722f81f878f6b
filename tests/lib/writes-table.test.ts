/**
 * docs/writes.md lists every API write with its policy (issue 42 item 1): this test reads the
 * source for every call to the provider through lib/api-client.ts (`api`, `uploadHost`) that is
 * not a GET, and fails when one has no row in the table, when a row names a call that is gone,
 * or when a row's policy is not one of lib/writes/'s.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const src = path.join(root, 'src');
const POLICIES = ['create-once', 'update', 'delta', "day's registration", 'image replaced', 'read'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === path.join(src, 'demo') ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

interface Call {
  method: string;
  path: string;
  fn: string;
}

const CALL = /\b(?:api|uploadHost)(?:<[^>()]*>)?\(\s*([^,)]*),\s*(?:apiPath)?(['`])(.*?)\2/gs;

/** The provider calls a module makes: method, path as written (`${id}` as `{id}`), and the function making it. */
function callsIn(text: string): Call[] {
  const calls: Call[] = [];
  for (const match of text.matchAll(CALL)) {
    const [, methodArg = '', , rawPath = ''] = match;
    const method = /^'([A-Z]+)'$/.exec(methodArg.trim())?.[1];
    // A method the test cannot read could be a write: it must be written out.
    if (!method) throw new Error(`a call whose method is not written out: ${match[0]}`);
    if (method === 'GET') continue;
    const before = text.slice(0, match.index);
    const fn = [...before.matchAll(/function\s+(\w+)/g)].at(-1)?.[1] ?? '?';
    calls.push({ method, path: rawPath.replace(/\$\{(\w+)\}/g, '{$1}'), fn });
  }
  return calls;
}

const key = (module: string, call: Call) => `${call.method} ${call.path} ${module} ${call.fn}`;

function callsInSource(): string[] {
  return sourceFiles(src)
    .filter((file) => !file.endsWith(path.join('lib', 'api-client.ts')))
    .flatMap((file) => callsIn(readFileSync(file, 'utf8')).map((call) => key(path.relative(src, file).split(path.sep).join('/'), call)));
}

/** The table's rows: method, path, 'module function', policy. */
function tableRows(): { key: string; policy: string }[] {
  const doc = readFileSync(path.join(root, 'docs/writes.md'), 'utf8');
  const table = doc.slice(doc.indexOf('## Every API write'));
  return table
    .split('\n')
    .filter((line) => /^\|\s*(POST|PUT|PATCH|DELETE)\s*\|/.test(line))
    .map((line) => {
      const [method = '', callPath = '', where = '', policy = ''] = line.split('|').slice(1).map((cell) => cell.trim());
      const [module = '', fn = ''] = where.split(/\s+/);
      return { key: key(module, { method, path: callPath, fn }), policy };
    });
}

describe('docs/writes.md: every API write with its policy', () => {
  it('reads the calls the way the api modules write them', () => {
    const calls = callsIn("export function f(id) {\n  return api('PUT', apiPath`/api/x/${id}/`, {});\n}\nexport async function g() {\n  return api<unknown>('GET', '/api/y');\n}");
    expect(calls).toEqual([{ method: 'PUT', path: '/api/x/{id}/', fn: 'f' }]);
    expect(() => callsIn("function h(m) { return api(m, '/api/z'); }")).toThrow(/not written out/);
  });

  it('has one row for each write in the source, and no row for a call that is gone', () => {
    const rows = tableRows();
    const found = callsInSource();
    expect(found.length).toBeGreaterThan(20);
    expect(rows.map((row) => row.key).sort()).toEqual([...new Set(found)].sort());
  });

  it("names one of lib/writes/'s policies in every row", () => {
    for (const row of tableRows()) expect(POLICIES, row.key).toContain(row.policy);
  });
});
