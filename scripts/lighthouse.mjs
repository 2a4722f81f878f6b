#!/usr/bin/env node
/**
 * npm run lighthouse: Lighthouse (mobile) in Debian's Chromium.
 *
 *   node scripts/lighthouse.mjs [route] [--runs N] [--entries N] [--no-build] [--deployed]
 *
 * Without --entries (the login screen, default '/login/'): builds the app (demo mode unless
 * VITE_API_URL is set), serves the build and runs Lighthouse on the route. Fails when
 * performance < 98, accessibility < 100 or best practices < 100.
 *
 * With --entries N (issue 12 item 8, e.g. `node scripts/lighthouse.mjs /profile/ --entries 500
 * --runs 3`): a provider-mode build against the API double (scripts/profile-bench.mjs), the
 * demo staff member given N entries in the current month and signed in (the session put in
 * local storage first; Lighthouse keeps it), then Lighthouse on the route: any signed-in screen,
 * e.g. the registration screen with `/ --entries 500`. Fails when the median performance < 98
 * or accessibility < 100 (issue 19's figures).
 *
 * Admin screens at scale (issue 28), the same way but the demo admin signed in and the double
 * given data by its POST /__double/seed/scale: `--staff 1000` (1 000 more staff, e.g. on
 * /admin/list/), `--bills 1000` (1 000 more receipts in the current month, e.g. on /admin/bill/),
 * `--people 300 --days 25` (300 more staff with 25 days each in the previous month; on
 * /admin/manad/ the address gets `?ar=&manad=` of that month unless it has a query). Fails when
 * the median performance < 90 or accessibility < 100 (issue 28's figures).
 *
 * Provider builds are served with the app and the API on one origin, as README's host does (no
 * CORS preflight), by the double itself over HTTP/1.1. --deployed: as README deploys it, Debian's
 * nginx with deploy/'s site over TLS and HTTP/2 (scripts/profile-bench.mjs startProvider; the
 * run's own certificate accepted). Lighthouse's simulation gives a page of many files over
 * HTTP/1.1 six connections, each file a round trip of 150 ms on one of them; over HTTP/2 it
 * shares one connection. LH_CROSS_ORIGIN=1: the API on its own origin. LH_TRACE=<prefix>: each
 * run's trace and network log are written to <prefix>-<run>.json (to read the simulation's graph).
 *
 * --runs N runs Lighthouse N times, each in a fresh browser (a first visit: empty cache, no
 * service worker), and judges the median (default 1). Every run's scores are printed; the last
 * report is written to .lighthouse/report.html.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { ADMIN, median, onSeededMonth, option, scaleOptions, seedScale, seedStaff, staffSession, startProvider } from './profile-bench.mjs';

const port = Number(process.env.LH_PORT ?? 4280);
const outDir = 'dist-lighthouse';
let path = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : '/login/';
const runs = Number(option('runs', 1));
const entries = option('entries', null);
// Admin data at scale (the double's seed/scale), as numbers; none given: no admin seed.
const scale = scaleOptions();
const admin = Object.keys(scale).length > 0;
if (scale.people !== undefined) scale.days ??= 25;
const provider = entries !== null || admin;
const build = !process.argv.includes('--no-build');
const deployed = process.argv.includes('--deployed');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const flags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  ...(deployed ? ['--ignore-certificate-errors'] : []),
];

let base;
let stop;
let session = null;
if (!provider) {
  if (build) {
    const result = spawnSync(process.execPath, ['scripts/build.mjs', '--outDir', outDir], { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const server = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    stdio: 'ignore',
    detached: true,
  });
  stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // gone
    }
  };
  process.on('exit', stop);
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(base + path)).ok) break;
    } catch {
      // not yet
    }
    if (i > 120) throw new Error('preview server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
} else {
  const setup = await startProvider({
    appPort: port,
    doublePort: Number(process.env.LH_DOUBLE_PORT ?? port + 10),
    uploadPort: Number(process.env.LH_UPLOAD_PORT ?? port + 11),
    outDir: `${outDir}-provider${deployed ? '-deployed' : ''}`,
    build,
    // As the README's host serves it: the API on the app's origin behind the reverse proxy (no
    // CORS preflight before each call). LH_CROSS_ORIGIN=1: the API on an origin of its own.
    sameOrigin: process.env.LH_CROSS_ORIGIN !== '1',
    deployed,
  });
  ({ stop } = setup);
  base = setup.appUrl;
  if (admin) {
    await seedScale(setup.doubleUrl, scale);
    session = await staffSession(setup.doubleUrl, ADMIN);
    // The people's days are in the previous month: the overview opened on it.
    path = onSeededMonth(path, scale);
  } else {
    await seedStaff(setup.doubleUrl, { entries: Number(entries) });
    session = await staffSession(setup.doubleUrl);
  }
}
const seeded = admin ? ` with ${Object.entries(scale).map(([name, n]) => `${n} ${name}`).join(', ')}` : entries === null ? '' : ` with ${entries} entries this month`;

const url = base + path;
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
// A fresh browser (profile, cache, service workers) for every run: each run is a first visit.
let chrome;

/** Puts the signed-in session into the origin's local storage before Lighthouse loads the page. */
async function signIn() {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0].newPage();
  // A file of the origin that is not the app: the cache stays cold for Lighthouse's visit.
  await page.goto(`${base}/manifest.webmanifest`);
  await page.evaluate((stored) => {
    localStorage.setItem('userInfo', stored.userInfo);
    localStorage.setItem('token', stored.token);
  }, session);
  await page.close();
  await browser.close();
}

const ids = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
const all = [];
let last;
try {
  for (let i = 0; i < runs; i++) {
    await chrome?.kill();
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
    if (session) await signIn();
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // The signed-in session stays (a fresh profile has none, and Min sida needs one).
      disableStorageReset: session !== null,
    });
    last = result;
    if (process.env.LH_TRACE) writeFileSync(`${process.env.LH_TRACE}-${i}.json`, JSON.stringify({ trace: result.artifacts.Trace, log: result.artifacts.DevtoolsLog, URL: result.artifacts.URL, gatherContext: result.artifacts.GatherContext, settings: result.lhr.configSettings }));
    const { categories, audits } = result.lhr;
    const scores = {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      'best-practices': Math.round(categories['best-practices'].score * 100),
    };
    all.push(scores);
    if (result.lhr.finalDisplayedUrl !== url) console.log(`  note: ended on ${result.lhr.finalDisplayedUrl}`);
    console.log(`Lighthouse (mobile) ${url}${seeded}, run ${i + 1} of ${runs}`);
    for (const [name, score] of Object.entries(scores)) console.log(`  ${name.padEnd(15)} ${score}`);
    for (const id of ids) console.log(`  ${audits[id].title.padEnd(28)} ${audits[id].displayValue} (${Math.round(audits[id].numericValue * 1000) / 1000})`);
    console.log(`  ${'DOM size'.padEnd(28)} ${audits['dom-size']?.displayValue ?? '–'}`);
    const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
    if (failing.length) console.log('  not passing:', failing.map((a) => a.id).join(', '));
  }
  mkdirSync('.lighthouse', { recursive: true });
  writeFileSync('.lighthouse/report.html', last.report);
  writeFileSync('.lighthouse/report.json', JSON.stringify(last.lhr));
  const med = Object.fromEntries(['performance', 'accessibility', 'best-practices'].map((k) => [k, median(all.map((s) => s[k]))]));
  if (runs > 1) console.log(`Median of ${runs}: performance ${med.performance}, accessibility ${med.accessibility}, best practices ${med['best-practices']}`);
  const ok = !provider
    ? med.performance >= 98 && med.accessibility === 100 && med['best-practices'] === 100
    : med.performance >= (admin ? 90 : 98) && med.accessibility === 100;
  const targets = !provider ? '98 / 100 / 100' : `performance ${admin ? 90 : 98}, accessibility 100`;
  console.log(ok ? `Lighthouse targets met (${targets}).` : `Lighthouse targets NOT met (${targets}).`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await chrome?.kill();
  stop();
}
