#!/usr/bin/env node
/**
 * End-to-end: builds the app twice — in demo mode, and in provider mode against the API double
 * (tests/double/, the demo provider's handlers served over real HTTP with a fault hook) — builds
 * and starts the double, serves both builds with `vite preview`, and runs every
 * tests/e2e/*.test.mjs with Node's test runner, driving Debian's Chromium through
 * playwright-core. Each test gets a fresh browser context, so the demo provider starts from
 * its seed; tests on the provider build reset the double themselves (harness `double.reset()`).
 * Extra arguments are passed to `node --test` (e.g. a file name).
 *
 * Ports (all on 127.0.0.1; each build's directory is named after its port, so two runs on
 * different ports never share one):
 *   E2E_PORT           4173  demo build            → tests get E2E_BASE_URL, E2E_OUT_DIR
 *   E2E_PROVIDER_PORT  4174  provider-mode build   → E2E_PROVIDER_URL, E2E_PROVIDER_OUT_DIR
 *   E2E_DOUBLE_PORT    4180  the double's API origin (and its control API under /__double/) → E2E_DOUBLE_URL;
 *                             it also serves the provider build (same origin, `--app-dir`: no
 *                             CORS, no preflight; tests/e2e/same-origin.test.mjs), no third build
 *   E2E_UPLOAD_PORT    4181  the double's upload origin → E2E_UPLOAD_URL
 *   E2E_NGINX_PORT     4182  Debian's nginx (/usr/sbin/nginx) with deploy/'s site rendered for
 *                             these ports: the provider build as its root, /api/ proxied to the
 *                             double → E2E_NGINX_URL, E2E_NGINX_LOG (its access log);
 *                             tests/e2e/nginx.test.mjs. Started only when that test runs; a run
 *                             that needs it fails when nginx is not installed (npm test installs it: scripts/ensure-system.mjs).
 * E2E_SKIP_BUILD=1 reuses the builds of an earlier run on the same ports.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const host = '127.0.0.1';
const port = Number(process.env.E2E_PORT ?? 4173);
const providerPort = Number(process.env.E2E_PROVIDER_PORT ?? 4174);
const doublePort = Number(process.env.E2E_DOUBLE_PORT ?? 4180);
const uploadPort = Number(process.env.E2E_UPLOAD_PORT ?? 4181);
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4182);
const outDir = `dist-e2e-${port}`;
const providerOutDir = `dist-e2e-provider-${providerPort}`;
const doubleOutDir = `dist-e2e-double-${doublePort}`;

const baseUrl = `http://${host}:${port}`;
const providerUrl = `http://${host}:${providerPort}`;
const doubleUrl = `http://${host}:${doublePort}`;
const uploadUrl = `http://${host}:${uploadPort}`;
const nginxUrl = `http://${host}:${nginxPort}`;
const nginx = '/usr/sbin/nginx';

const env = { ...process.env };
delete env.VITE_API_URL;
delete env.VITE_UPLOAD_URL;
const providerEnv = { ...env, VITE_API_URL: doubleUrl, VITE_UPLOAD_URL: uploadUrl };

function build(args, buildEnv) {
  const result = spawnSync(process.execPath, args, { cwd: root, env: buildEnv, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const args = process.argv.slice(2);
const files = args.length
  ? args
  : readdirSync(join(root, 'tests/e2e'))
      .filter((f) => f.endsWith('.test.mjs'))
      .sort()
      .map((f) => join('tests/e2e', f));
const withNginx = files.some((f) => basename(f) === 'nginx.test.mjs');
if (withNginx && !existsSync(nginx)) {
  console.error(`${nginx} is missing: tests/e2e/nginx.test.mjs runs Debian's nginx (npm test installs it: scripts/ensure-system.mjs).`);
  process.exit(1);
}

if (!process.env.E2E_SKIP_BUILD) {
  build(['scripts/build.mjs', '--outDir', outDir], env);
  build(['scripts/build.mjs', '--outDir', providerOutDir], providerEnv);
  build([join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'tests/double/vite.config.ts', '--outDir', doubleOutDir], env);
}

const servers = [];
const cleanups = [];
const stop = () => {
  for (const server of servers) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  for (const cleanup of cleanups) cleanup();
};
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

/** Starts a server in its own process group; one that exits (e.g. a taken port) ends the run. */
function start(name, command, args, hint) {
  const server = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  // A server that cannot take its port exits: never test someone else's server on it.
  server.on('exit', (code) => {
    console.error(`${name} exited (${code}); ${hint}`);
    process.exit(1);
  });
  servers.push(server);
}

async function waitFor(name, url) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      console.error(`${name} did not start (${url})`);
      process.exit(1);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

const vite = join(root, 'node_modules/.bin/vite');
const preview = (dir, p) => ['preview', '--outDir', dir, '--port', String(p), '--strictPort', '--host', host];
// Every port free before any server starts: a server left running by an earlier run would
// answer the readiness checks, and the tests (run synchronously below, so a server that exits on
// a taken port is not heard until they end) would test its old build.
for (const [p, variable] of [
  [port, 'E2E_PORT'],
  [providerPort, 'E2E_PROVIDER_PORT'],
  [doublePort, 'E2E_DOUBLE_PORT'],
  [uploadPort, 'E2E_UPLOAD_PORT'],
  ...(withNginx ? [[nginxPort, 'E2E_NGINX_PORT']] : []),
]) {
  const free = await new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(p, host, () => probe.close(() => done(true)));
  });
  if (!free) {
    console.error(`port ${p} is taken (a server left by an earlier run?); stop it or set ${variable}.`);
    process.exit(1);
  }
}
start('vite preview (demo)', vite, preview(outDir, port), `is port ${port} taken? Set E2E_PORT.`);
start('vite preview (provider)', vite, preview(providerOutDir, providerPort), `is port ${providerPort} taken? Set E2E_PROVIDER_PORT.`);
start(
  'API double',
  process.execPath,
  // --app-dir: the provider build (its VITE_API_URL is this origin) served same-origin too.
  [join(doubleOutDir, 'server.js'), '--host', host, '--api-port', String(doublePort), '--upload-port', String(uploadPort), '--app-dir', providerOutDir],
  `are ports ${doublePort}/${uploadPort} taken? Set E2E_DOUBLE_PORT and E2E_UPLOAD_PORT.`,
);

/** nginx as the host of README 'Same-origin deployment' (deploy/local-nginx.mjs): the provider build as root, /api/ to the double. */
let nginxLog = '';
if (withNginx) {
  const { localNginx } = await import('../../deploy/local-nginx.mjs');
  const site = localNginx({ host, port: nginxPort, root: resolve(root, providerOutDir), api: doubleUrl });
  cleanups.push(() => rmSync(site.dir, { recursive: true, force: true }));
  nginxLog = site.log;
  start('nginx', nginx, site.args, `is port ${nginxPort} taken? Set E2E_NGINX_PORT.`);
}

await Promise.all([
  waitFor('vite preview (demo)', baseUrl + '/'),
  waitFor('vite preview (provider)', providerUrl + '/'),
  waitFor('API double', doubleUrl + '/__double/faults'),
  withNginx ? waitFor('nginx', nginxUrl + '/login/') : null,
]);


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
    env: {
      ...env,
      E2E_BASE_URL: baseUrl,
      E2E_OUT_DIR: outDir,
      E2E_PROVIDER_URL: providerUrl,
      E2E_PROVIDER_OUT_DIR: providerOutDir,
      E2E_DOUBLE_URL: doubleUrl,
      E2E_UPLOAD_URL: uploadUrl,
      E2E_NGINX_URL: nginxUrl,
      E2E_NGINX_LOG: nginxLog,
    },
    stdio: 'inherit',
  },
);
for (const server of servers) server.removeAllListeners('exit');
stop();
process.exit(run.status ?? 1);
