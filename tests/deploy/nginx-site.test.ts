// @vitest-environment node
/**
 * The nginx site README 'Same-origin deployment' shows is the one deploy/ holds (issue 26): the
 * README's own render command, run, writes exactly the README's nginx block. The end-to-end
 * tests run deploy/'s file (tests/e2e/nginx.test.mjs); this keeps the README's copy from
 * drifting away from it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** The README's `node deploy/render.mjs …` command (in a sh block) and the nginx block after it. */
function documented(): { command: string; args: string[]; block: string } {
  const match = /```sh\n(node deploy\/render\.mjs [^\n]*)\n```\n[\s\S]*?```nginx\n([\s\S]*?)```\n/.exec(readme);
  if (!match?.[1] || match[2] === undefined) throw new Error('README has no `node deploy/render.mjs …` command followed by an nginx block');
  const command = match[1];
  // --name value | --name 'value with spaces'; the redirect to the site file is not an argument.
  const args = [...command.replace(/\s*>.*$/, '').matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? '').slice(2);
  return { command, args, block: match[2] };
}

describe("README's nginx site", () => {
  it('is what deploy/render.mjs writes with the README’s own command (no drift from deploy/)', () => {
    const { command, args, block } = documented();
    expect(args).toEqual([
      '--listen',
      '443 ssl http2',
      '--server-name',
      'stadtid.example.se',
      '--root',
      '/srv/stadtid/dist',
      '--api',
      'https://api.example.se',
    ]);
    const rendered = execFileSync(process.execPath, [path.join(root, 'deploy/render.mjs'), ...args], { encoding: 'utf8' });
    // On failure: paste the output of the README's command (`${command}` without the redirect).
    expect(block, `README's nginx block differs from: ${command}`).toBe(rendered);
  });

  it('carries every header of the README’s table, on the server (inherited by every location)', () => {
    const { block } = documented();
    const table = readme.slice(readme.indexOf('| header | value | why |'));
    const rows = [...table.matchAll(/^\| `([\w-]+)` \| `([^`]+)`/gm)].map((m) => [m[1], m[2]]);
    expect(rows.map(([name]) => name)).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Strict-Transport-Security',
      'Permissions-Policy',
    ]);
    for (const [name, value] of rows) expect(block).toContain(`  add_header ${name} "${value}" always;\n`);
    // nginx drops the server's add_header in any location that has one of its own.
    const locations = block.slice(block.indexOf('  location '));
    expect(locations).not.toMatch(/add_header/);
  });
});
