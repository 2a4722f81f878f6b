#!/usr/bin/env node
/**
 * Min sida with years of data (issue 12 item 8). Two things:
 *
 * 1. Helpers shared with scripts/lighthouse.mjs: a provider-mode build served by `vite preview`
 *    against the API double (tests/double/), the double seeded through its control route
 *    POST /__double/seed/entries, and the demo staff member signed in (the session is put in
 *    local storage before the page loads, as the app keeps it).
 *
 * 2. Run directly: Min sida in Chromium at a phone viewport (412×823) with the CPU slowed 4×
 *    (as Lighthouse's mobile preset), median of 3 runs (issue 19). Per run: when the month is
 *    shown (the first frame painted with its first entry line, ms after navigation start);
 *    every long task while loading (PerformanceObserver 'longtask', until a second after);
 *    the longest task when an earlier month is opened (scripts/shown-probe.mjs: shown = the
 *    presentation of the frame that first paints it, by Element Timing; also printed, the
 *    measure before session 24: a task after the next frame). The floor, a React + Vite hello world
 *    (scripts/floor, built with the project's React and Vite into dist-floor; --floor-dir <dir>:
 *    another build, --no-floor: none), is timed the same way (its heading shown), served the
 *    same way, a visit of it before each of the app's. Fails when the month is shown later
 *    than 2× the floor, a loading task is over 100 ms, or opening a month has one over 200 ms.
 *    Served by `vite preview` (HTTP/1.1: six connections for the screen's two dozen files), the
 *    API on the double's own origin; --same-origin: the double serves the app too (no CORS, no
 *    preflight); --deployed: as README deploys it, Debian's nginx with deploy/'s site over TLS
 *    and HTTP/2 (a certificate made for the run), the API proxied on the same origin.
 *
 *      node scripts/profile-bench.mjs [--entries 500] [--earlier 500] [--runs 3] [--cpu 4] [--no-build]
 *                                     [--floor-dir /tmp/floor/dist | --no-floor] [--same-origin | --deployed] [--repeat]
 *
 * Ports: BENCH_PORT (4390, the app), BENCH_DOUBLE_PORT (4391), BENCH_UPLOAD_PORT (4392) and
 * BENCH_FLOOR_PORT (BENCH_PORT + 3, the floor's preview).
 */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { localNginx, nginx } from '../deploy/local-nginx.mjs';
import { shownProbe, shownTime } from './shown-probe.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const host = '127.0.0.1';
export const STAFF = { phone: '0709876543', password: 'städa123' };
export const ADMIN = { phone: '0701234567', password: 'admin123' };

/** Value of `--name value` on the command line, else the default. */
export function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] !== undefined ? process.argv[at + 1] : fallback;
}

/** The admin seed at scale from --staff, --bills, --people and --days (the double's seed/scale); none given: {}. */
export function scaleOptions() {
  return Object.fromEntries(
    ['staff', 'bills', 'people', 'days'].flatMap((name) => (option(name, null) === null ? [] : [[name, Number(option(name, null))]])),
  );
}

/** The month overview's address on the month the seeded people's days are in (the previous one), unless it has a query. */
export function onSeededMonth(path, scale) {
  if (scale.people === undefined || !path.startsWith('/admin/manad/') || path.includes('?')) return path;
  const previous = new Date(new Date().getFullYear(), new Date().getMonth() - 1, 1);
  return `${path}?ar=${previous.getFullYear()}&manad=${previous.getMonth() + 1}`;
}

/** Debian's Chromium (CHROME_PATH), with the flags a closed network needs. */
export function launchChromium(chromium) {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * The double seeded from the command line and a session for it: `--entries N` the staff member
 * (Min sida) with N entries this month and N the month before, signed in; otherwise the admin
 * seed at scale (scaleOptions), the admin signed in.
 */
export async function seededSession(doubleUrl, scale) {
  const entries = option('entries', null);
  if (entries === null) await seedScale(doubleUrl, scale);
  else await seedStaff(doubleUrl, { entries: Number(entries), earlier: Number(entries) });
  return staffSession(doubleUrl, ...(entries === null ? [ADMIN] : []));
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function run(args, env) {
  const result = spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function waitFor(url) {
  for (let i = 0; ; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      // not yet
    }
    if (i > 240) throw new Error(`${url} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Until something accepts connections on `port` (nginx over TLS with a certificate Node would refuse). */
async function waitForPort(port) {
  for (let i = 0; ; i++) {
    const open = await new Promise((resolve) => {
      const socket = connect(port, host, () => resolve(socket.end() && true)).on('error', () => resolve(false));
    });
    if (open) return;
    if (i > 240) throw new Error(`nothing listens on ${host}:${port}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Debian's nginx serving `dir` as README 'Same-origin deployment' does (deploy/local-nginx.mjs),
 * over TLS and HTTP/2 on `port`, /api/ proxied to `api`. Answers { url, stop }.
 */
function deployedHost(dir, port, api) {
  const site = localNginx({ host, port, root: resolve(root, dir), api, tls: true });
  const server = spawn(nginx, site.args, { cwd: root, stdio: 'ignore', detached: true });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // gone
    }
    rmSync(site.dir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  return { url: `https://${host}:${port}`, ready: waitForPort(port), stop };
}

/**
 * Builds (unless build is false) and starts the double and a provider-mode build of the app.
 * Answers { appUrl, doubleUrl, stop }. With sameOrigin, the double serves the app as well as
 * the API on its API port (as a reverse proxy would: README 'Same-origin deployment'), so the
 * app's calls are same-origin: no CORS, no preflight; appUrl is then the double's. With
 * deployed, as README deploys it: Debian's nginx serves the build over TLS and HTTP/2 on
 * appPort and proxies /api/ to the double (the browser must accept the run's own certificate:
 * `--ignore-certificate-errors`).
 */
export async function startProvider({ appPort, doublePort, uploadPort, outDir, build = true, sameOrigin = false, deployed = false }) {
  const doubleUrl = `http://${host}:${doublePort}`;
  const uploadUrl = `http://${host}:${uploadPort}`;
  const appUrl = deployed ? `https://${host}:${appPort}` : sameOrigin ? doubleUrl : `http://${host}:${appPort}`;
  const doubleDir = `${outDir}-double`;
  const env = { ...process.env };
  delete env.VITE_API_URL;
  delete env.VITE_UPLOAD_URL;
  if (build) {
    run([join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'tests/double/vite.config.ts', '--outDir', doubleDir], env);
    run(['scripts/build.mjs', '--outDir', outDir], { ...env, VITE_API_URL: deployed ? appUrl : doubleUrl, VITE_UPLOAD_URL: uploadUrl });
  }
  // --gzip: JSON compressed like a provider behind a usual web server (tests/double/server.ts).
  const doubleArgs = [join(doubleDir, 'server.js'), '--api-port', String(doublePort), '--upload-port', String(uploadPort), '--gzip'];
  if (sameOrigin) doubleArgs.push('--app-dir', join(root, outDir));
  const servers = [spawn(process.execPath, doubleArgs, { cwd: root, env, stdio: 'ignore', detached: true })];
  const site = deployed ? deployedHost(outDir, appPort, doubleUrl) : null;
  if (!sameOrigin && !deployed) {
    servers.push(
      spawn('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(appPort), '--strictPort', '--host', host], {
        cwd: root,
        env,
        stdio: 'ignore',
        detached: true,
      }),
    );
  }
  const stop = () => {
    site?.stop();
    for (const server of servers) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // gone
      }
    }
  };
  process.on('exit', stop);
  await waitFor(`${doubleUrl}/__double/log`);
  if (site) await site.ready;
  else await waitFor(`${appUrl}/login/`);
  return { appUrl, doubleUrl, stop };
}

async function control(doubleUrl, method, path, body) {
  const res = await fetch(`${doubleUrl}/__double${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const value = await res.json();
  if (!res.ok) throw new Error(`double ${method} ${path}: ${res.status} ${value?.message ?? ''}`);
  return value;
}

/** Seeds the demo staff member: `entries` in the current month, `earlier` in the month before. */
export async function seedStaff(doubleUrl, { entries, earlier = 0 }) {
  await control(doubleUrl, 'POST', '/reset');
  await control(doubleUrl, 'POST', '/seed/entries', { phone: STAFF.phone, count: entries });
  if (earlier > 0) await control(doubleUrl, 'POST', '/seed/entries', { phone: STAFF.phone, count: earlier, monthsAgo: 1 });
}

/**
 * Adds data at scale (the double's POST /__double/seed/scale, tests/double/seed-scale.ts) to a
 * double reset to its seed: e.g. { staff: 1000 }, { bills: 1000 }, { people: 300, days: 25 }.
 */
export async function seedScale(doubleUrl, body) {
  await control(doubleUrl, 'POST', '/reset');
  return control(doubleUrl, 'POST', '/seed/scale', body);
}

/** Signs the demo staff member (or `who`) in at the double; answers the local storage the app keeps. */
export async function staffSession(doubleUrl, who = STAFF) {
  const res = await fetch(`${doubleUrl}/api/auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(who),
  });
  const answer = await res.json();
  if (!res.ok || !answer.token) throw new Error(`login failed: ${res.status}`);
  const { _id, fullname, email, isAdmin, phone } = answer.data;
  return { userInfo: JSON.stringify({ _id, fullname, email, isAdmin, phone }), token: JSON.stringify(answer.token) };
}

const browserArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-dev-shm-usage'];
const viewport = { width: 412, height: 823 };

const vite = join(root, 'node_modules/vite/bin/vite.js');
const floorRoot = join(root, 'scripts/floor');

/**
 * The floor: a React 19 + Vite hello world (scripts/floor, built with the project's own React
 * and Vite unless --floor-dir gives another build), served as the app is (`vite preview`, or
 * with --deployed the same nginx site over TLS and HTTP/2), timed the same way until its
 * heading is shown. Answers { url, stop }.
 */
async function startFloor(dir, port, deployed, api) {
  if (deployed) {
    const site = deployedHost(dir, port, api);
    await site.ready;
    return site;
  }
  // The project's own Vite serves it (scripts/floor's config: no app headers, no app plugins).
  const server = spawn(process.execPath, [vite, 'preview', floorRoot, '--outDir', dir, '--port', String(port), '--strictPort', '--host', host], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // gone
    }
  };
  process.on('exit', stop);
  await waitFor(`http://${host}:${port}/`);
  return { url: `http://${host}:${port}`, stop };
}

/** One visit of the floor: when its heading is shown, and its longest loading task (React's evaluation and first render are one task). */
async function floorOnce(browser, url, cpu) {
  const context = await browser.newContext({ viewport, locale: 'sv-SE' });
  await context.addInitScript(shownProbe, 'h1');
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  if (repeat) await visitBefore(page, cdp, `${url}/`);
  await page.goto(`${url}/`, { waitUntil: 'commit' });
  const { paint, afterNextFrame } = await shownTime(cdp);
  await page.waitForTimeout(1000);
  const task = Math.round(Math.max(0, ...(await page.evaluate(() => window.__longtasks.map((t) => t.duration)))));
  await context.close();
  return { paint, afterNextFrame, task };
}

/**
 * --repeat: each visit measured (the app's and the floor's) is the second in its browser profile,
 * as a staff member meets Min sida from day to day: the files from the HTTP cache (and the app's
 * from its service worker's), V8's code cache made by the first visit, the app's own kept data.
 * The first visit is waited for (shown, then a second for what runs when idle), not measured;
 * then the service worker is stopped, as the browser stops an idle one between two visits.
 */
const repeat = process.argv.includes('--repeat');

async function visitBefore(page, cdp, url) {
  await page.goto(url, { waitUntil: 'commit' });
  await shownTime(cdp);
  await page.waitForTimeout(1000);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.send('ServiceWorker.disable');
}

async function longTasks() {
  const entries = Number(option('entries', 500));
  const earlier = Number(option('earlier', 500));
  const runs = Number(option('runs', 3));
  const cpu = Number(option('cpu', 4));
  let floorDir = option('floor-dir', null);
  if (!floorDir && !process.argv.includes('--no-floor')) {
    floorDir = join(root, 'dist-floor');
    if (!process.argv.includes('--no-build')) run([vite, 'build', floorRoot, '--outDir', floorDir, '--emptyOutDir'], process.env);
  }
  const appPort = Number(process.env.BENCH_PORT ?? 4390);
  // --deployed: the app and the floor both behind nginx over TLS and HTTP/2, the API proxied
  // (README 'Same-origin deployment'), as a phone meets them.
  const deployed = process.argv.includes('--deployed');
  const { chromium } = await import('playwright-core');
  const setup = await startProvider({
    appPort,
    doublePort: Number(process.env.BENCH_DOUBLE_PORT ?? 4391),
    uploadPort: Number(process.env.BENCH_UPLOAD_PORT ?? 4392),
    // Named after the port, so two runs on different ports never share a build.
    outDir: `dist-profile-bench-${appPort}`,
    build: !process.argv.includes('--no-build'),
    sameOrigin: process.argv.includes('--same-origin'),
    deployed,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...browserArgs, ...(deployed ? ['--ignore-certificate-errors'] : [])],
  });
  const now = new Date();
  const label = (d) => `${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
  const previous = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const results = [];
  const floorRuns = [];
  const floorHost = floorDir ? await startFloor(floorDir, Number(process.env.BENCH_FLOOR_PORT ?? appPort + 3), deployed, setup.doubleUrl) : null;
  try {
    for (let i = 0; i < runs; i++) {
      // The floor and the app take turns: a machine busier in one part of the run weighs on both.
      if (floorHost) floorRuns.push(await floorOnce(browser, floorHost.url, cpu));
      await seedStaff(setup.doubleUrl, { entries, earlier });
      const session = await staffSession(setup.doubleUrl);
      const context = await browser.newContext({ viewport, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
      await context.addInitScript((stored) => {
        if (!localStorage.getItem('token')) {
          localStorage.setItem('userInfo', stored.userInfo);
          localStorage.setItem('token', stored.token);
        }
      }, session);
      // The month is shown: its first entry line is in the page.
          await context.addInitScript(shownProbe, `[role="group"][aria-label="Arbetstid ${label(now)}"] li`);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      if (repeat) await visitBefore(page, cdp, `${setup.appUrl}/profile/`);
      await page.goto(`${setup.appUrl}/profile/`, { waitUntil: 'commit' });
      const { paint: shownAt, afterNextFrame } = await shownTime(cdp);
      await page.waitForTimeout(1000);
      // Every long task while loading: from navigation until a second after the month is shown.
      const load = await page.evaluate(() => window.__longtasks.splice(0));
      const button = page.getByRole('button', { name: new RegExp(`^${label(previous)}`) });
      await button.click();
      await page.getByRole('group', { name: `Arbetstid ${label(previous)}` }).waitFor({ timeout: 60_000 });
      await page.waitForTimeout(1000);
      const open = await page.evaluate(() => window.__longtasks.splice(0));
      const shown = await page.locator('[role="group"] li').count();
      const longest = (tasks) => Math.round(Math.max(0, ...tasks.map((t) => t.duration)));
      const result = { shownAt, afterNextFrame, load: longest(load), loadTasks: load.map((t) => `${Math.round(t.duration)}@${Math.round(t.start)}`), open: longest(open), openTasks: open.length, lines: shown };
      results.push(result);
      console.log(
        `run ${i + 1}: month shown at ${shownAt} ms (a task after the next frame: ${afterNextFrame}); loading: ${load.length} long tasks [${result.loadTasks.join(', ')}] (ms@start); ` +
          `opening ${label(previous)} longest task ${result.open} ms (${result.openTasks} long tasks); ${shown} lines rendered`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    setup.stop();
    floorHost?.stop();
  }
  // The floor's own longest loading task: what React alone costs here, beside the app's.
  const floor = floorHost ? { paint: median(floorRuns.map((r) => r.paint)), task: median(floorRuns.map((r) => r.task)) } : null;
  if (floorHost) {
    console.log(
      `floor (React + Vite hello world, ${floorDir}): heading shown at ${floorRuns.map((r) => r.paint).join(', ')} ms ` +
        `(a task after the next frame: ${floorRuns.map((r) => r.afterNextFrame).join(', ')}); ` +
        `longest loading task ${floorRuns.map((r) => r.task).join(', ')} ms`,
    );
  }
  const shownMedian = median(results.map((r) => r.shownAt));
  const openMedian = median(results.map((r) => r.open));
  const loadMedian = median(results.map((r) => r.load));
  const shownOk = floor === null || shownMedian <= 2 * floor.paint;
  console.log(
    `Min sida${repeat ? ', a repeat visit (--repeat)' : ''}, ${entries} entries this month and ${earlier} in ${label(previous)}, 412×823, CPU ${cpu}× slower, median of ${runs}:\n` +
      `  ${shownOk ? 'ok  ' : 'OVER'} month shown at ${shownMedian} ms` +
      (floor === null
        ? ' (no floor: --no-floor)'
        : ` (floor ${floor.paint} ms; target ≤ 2× = ${2 * floor.paint} ms, here ${(shownMedian / floor.paint).toFixed(2)}×; ` +
          `each visit over the floor's taken before it: median ${median(results.map((r, i) => r.shownAt / floorRuns[i].paint)).toFixed(2)}×)`) +
      (floor === null
        ? ''
        : `\n       (as measured before session 24, a task after the next frame: ${median(results.map((r) => r.afterNextFrame))} ms, ` +
          `floor ${median(floorRuns.map((r) => r.afterNextFrame))} ms, pairs' median ${median(results.map((r, i) => r.afterNextFrame / floorRuns[i].afterNextFrame)).toFixed(2)}×)`) +
      `\n  ${loadMedian <= 100 ? 'ok  ' : 'OVER'} longest task while loading ${loadMedian} ms (target: none over 100 ms` +
      (floor === null ? ')' : `; the floor's own: ${floor.task} ms)`) +
      `\n  ${openMedian <= 200 ? 'ok  ' : 'OVER'} longest task opening a month ${openMedian} ms (target ≤ 200 ms)`,
  );
  process.exitCode = shownOk && loadMedian <= 100 && openMedian <= 200 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await longTasks();
