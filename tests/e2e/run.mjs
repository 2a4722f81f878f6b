#!/usr/bin/env node
/**
 * End-to-end: builds the app in demo mode, serves the build with `vite preview`, and runs
 * every tests/e2e/*.test.mjs with Node's test runner, driving Debian's Chromium through
 * playwright-core. Each test gets a fresh browser context, so the demo provider starts from
 * its seed. Extra arguments are passed to `node --test` (e.g. a file name).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = 'dist-e2e';

const env = { ...process.env };
delete env.VITE_API_URL;
delete env.VITE_UPLOAD_URL;

if (!process.env.E2E_SKIP_BUILD) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--outDir', outDir], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(join(root, 'node_modules/.bin/vite'), ['preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});

const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

// A preview that cannot take the port exits: never test someone else's server on it.
server.on('exit', (code) => {
  console.error(`vite preview exited (${code}); is port ${port} taken? Set E2E_PORT.`);
  process.exit(1);
});

const baseUrl = `http://127.0.0.1:${port}`;
const deadline = Date.now() + 90_000;
for (;;) {
  try {
    const res = await fetch(baseUrl + '/');
    if (res.ok) break;
  } catch {
    // not up yet
  }
  if (Date.now() > deadline) {
    console.error('vite preview did not start');
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 250));
}

const args = process.argv.slice(2);
const files = args.length
  ? args
  : readdirSync(join(root, 'tests/e2e'))
      .filter((f) => f.endsWith('.test.mjs'))
      .sort()
      .map((f) => join('tests/e2e', f));

mkdirSync(join(root, 'test-results'), { recursive: true });
const run = spawnSync(
  process.execPath,
  [
    '--test',
    '--test-concurrency=1',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    '--test-reporter-destination=test-results/e2e.tap',
    ...files,
  ],
  {
  cwd: root,
  env: { ...env, E2E_BASE_URL: baseUrl },
  stdio: 'inherit',
  },
);
server.removeAllListeners('exit');
stop();
process.exit(run.status ?? 1);
