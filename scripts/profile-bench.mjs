#!/usr/bin/env node
/**
 * Min sida with years of data (issue 12 item 8). Two things:
 *
 * 1. Helpers shared with scripts/lighthouse.mjs: a provider-mode build served by `vite preview`
 *    against the API double (tests/double/), the double seeded through its control route
 *    POST /__double/seed/entries, and the demo staff member signed in (the session is put in
 *    local storage before the page loads, as the app keeps it).
 *
 * 2. Run directly: long tasks on /profile/ in Chromium, measured with a PerformanceObserver
 *    ('longtask') at a phone viewport (412×823) with the CPU slowed 4× (as Lighthouse's mobile
 *    preset), median of 3 runs. Per run: the longest task while the page loads and shows the
 *    current month, and the longest task when an earlier month is opened. Fails when the
 *    median longest task on opening a month is over 200 ms.
 *
 *      node scripts/profile-bench.mjs [--entries 500] [--earlier 500] [--runs 3] [--cpu 4] [--no-build]
 *
 * Ports: BENCH_PORT (4390, the app), BENCH_DOUBLE_PORT (4391) and BENCH_UPLOAD_PORT (4392).
 */
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const host = '127.0.0.1';
export const STAFF = { phone: '0709876543', password: 'städa123' };

/** Value of `--name value` on the command line, else the default. */
export function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] !== undefined ? process.argv[at + 1] : fallback;
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

/**
 * Builds (unless build is false) and starts the double and a provider-mode build of the app.
 * Answers { appUrl, doubleUrl, stop }.
 */
export async function startProvider({ appPort, doublePort, uploadPort, outDir, build = true }) {
  const doubleUrl = `http://${host}:${doublePort}`;
  const uploadUrl = `http://${host}:${uploadPort}`;
  const appUrl = `http://${host}:${appPort}`;
  const doubleDir = `${outDir}-double`;
  const env = { ...process.env };
  delete env.VITE_API_URL;
  delete env.VITE_UPLOAD_URL;
  if (build) {
    run([join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'tests/double/vite.config.ts', '--outDir', doubleDir], env);
    run(['scripts/build.mjs', '--outDir', outDir], { ...env, VITE_API_URL: doubleUrl, VITE_UPLOAD_URL: uploadUrl });
  }
  const servers = [
    // --gzip: JSON compressed like a provider behind a usual web server (tests/double/server.ts).
    spawn(process.execPath, [join(doubleDir, 'server.js'), '--api-port', String(doublePort), '--upload-port', String(uploadPort), '--gzip'], {
      cwd: root,
      env,
      stdio: 'ignore',
      detached: true,
    }),
    spawn('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(appPort), '--strictPort', '--host', host], {
      cwd: root,
      env,
      stdio: 'ignore',
      detached: true,
    }),
  ];
  const stop = () => {
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
  await waitFor(`${appUrl}/login/`);
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

/** Signs the demo staff member in at the double; answers the local storage the app keeps. */
export async function staffSession(doubleUrl) {
  const res = await fetch(`${doubleUrl}/api/auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  const answer = await res.json();
  if (!res.ok || !answer.token) throw new Error(`login failed: ${res.status}`);
  const { _id, fullname, email, isAdmin, phone } = answer.data;
  return { userInfo: JSON.stringify({ _id, fullname, email, isAdmin, phone }), token: JSON.stringify(answer.token) };
}

// ---------------------------------------------------------------------------------------------
// Long tasks (run directly)

async function longTasks() {
  const entries = Number(option('entries', 500));
  const earlier = Number(option('earlier', 500));
  const runs = Number(option('runs', 3));
  const cpu = Number(option('cpu', 4));
  const { chromium } = await import('playwright-core');
  const setup = await startProvider({
    appPort: Number(process.env.BENCH_PORT ?? 4390),
    doublePort: Number(process.env.BENCH_DOUBLE_PORT ?? 4391),
    uploadPort: Number(process.env.BENCH_UPLOAD_PORT ?? 4392),
    outDir: 'dist-bench',
    build: !process.argv.includes('--no-build'),
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  const now = new Date();
  const label = (d) => `${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
  const previous = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const results = [];
  try {
    for (let i = 0; i < runs; i++) {
      await seedStaff(setup.doubleUrl, { entries, earlier });
      const session = await staffSession(setup.doubleUrl);
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
      await context.addInitScript((stored) => {
        if (!localStorage.getItem('token')) {
          localStorage.setItem('userInfo', stored.userInfo);
          localStorage.setItem('token', stored.token);
        }
        window.__longtasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__longtasks.push({ start: entry.startTime, duration: entry.duration });
        }).observe({ type: 'longtask', buffered: true });
      }, session);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      await page.goto(`${setup.appUrl}/profile/`);
      await page.getByRole('group', { name: `Arbetstid ${label(now)}` }).waitFor({ timeout: 60_000 });
      await page.waitForTimeout(1000);
      const load = await page.evaluate(() => window.__longtasks.splice(0));
      const button = page.getByRole('button', { name: new RegExp(`^${label(previous)}`) });
      await button.click();
      await page.getByRole('group', { name: `Arbetstid ${label(previous)}` }).waitFor({ timeout: 60_000 });
      await page.waitForTimeout(1000);
      const open = await page.evaluate(() => window.__longtasks.splice(0));
      const shown = await page.locator('[role="group"] li').count();
      const longest = (tasks) => Math.round(Math.max(0, ...tasks.map((t) => t.duration)));
      const result = { load: longest(load), loadTasks: load.length, open: longest(open), openTasks: open.length, lines: shown };
      results.push(result);
      console.log(
        `run ${i + 1}: loading /profile/ longest task ${result.load} ms (${result.loadTasks} long tasks); opening ${label(previous)} longest task ${result.open} ms (${result.openTasks} long tasks); ${shown} lines rendered`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    setup.stop();
  }
  const openMedian = median(results.map((r) => r.open));
  const loadMedian = median(results.map((r) => r.load));
  console.log(
    `Min sida, ${entries} entries this month and ${earlier} in ${label(previous)}, CPU ${cpu}× slower, median of ${runs}: ` +
      `longest task loading ${loadMedian} ms, opening a month ${openMedian} ms (target ≤ 200 ms)`,
  );
  process.exitCode = openMedian <= 200 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await longTasks();
