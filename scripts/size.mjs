#!/usr/bin/env node
/**
 * npm run size: builds for a provider (VITE_API_URL set, so no demo code) and reports two
 * figures, gzip kB of JS and CSS:
 * 1. per route, what a phone downloads before that screen is interactive: the entry's static
 *    import graph plus the route screen's chunk and its static imports (from Vite's manifest);
 * 2. for the login screen, everything the built /login/ really downloads in Chromium until the
 *    network is idle with no interaction (idle loads included): the build is served with
 *    `vite preview` on SIZE_PORT (default 4191; not 4190, a port browsers refuse) and opened in Debian's Chromium (playwright-core).
 * Dynamic imports (axios, toasts, the HEIC converter, react-to-print) wait for a first interaction or use.
 * Fails when the login screen is over budget (before interactive, or until idle), when a service
 * worker is registered before any interaction, when the HEIC converter or demo code is in a route's first
 * load, or when any demo code is in the build at all.
 * Usage: node scripts/size.mjs [--no-build] [--no-browser]
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 130;
const TARGET_KB = 110;
/** Everything the untouched login screen downloads, idle loads included (issue 12). */
const IDLE_BUDGET_KB = 110;
const port = Number(process.env.SIZE_PORT ?? 4191);
// Named after the port, so two runs on different ports never share a build.
const outDir = `dist-size-${port}`;

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--outDir', outDir], {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_URL: 'https://api.example.se', VITE_UPLOAD_URL: 'https://upload.example.se' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
const gz = new Map();
const gzipKb = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024);
  return gz.get(file);
};

/** Files (JS and CSS) of a manifest key and its static imports, transitively. */
function closure(key, files = new Set(), seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in the manifest: ${key}`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, files, seen);
  return files;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const screens = {
  '/login/': 'src/features/auth/components/login-page.tsx',
  '/': 'src/routes/time-registration-page.tsx',
  '/profile/': 'src/routes/profile-page.tsx',
  '/valja/:id/': 'src/features/time/components/valja-page.tsx',
  '/admin/': 'src/features/staff/components/admin-home-page.tsx',
  '/admin/arbetsdag/': 'src/routes/workday-page.tsx',
  '/admin/manad/': 'src/routes/month-overview-page.tsx',
  '/admin/list/': 'src/routes/staff-list-route.tsx',
  '/admin/list/create/:id?': 'src/features/staff/components/member-form-page.tsx',
  '/admin/list/user/:id': 'src/routes/member-time-page.tsx',
  '/admin/list/place/:id/': 'src/routes/member-places-page.tsx',
  '/admin/posts/': 'src/features/workplaces/components/posts-page.tsx',
  '/admin/post/:id/': 'src/routes/post-workers-page.tsx',
  '/admin/post/create/:id?': 'src/features/workplaces/components/post-form-page.tsx',
  '/admin/bill/': 'src/routes/bills-route.tsx',
  '/admin/invoice/': 'src/routes/bills-route.tsx',
};

const problems = [];
// Chunks that hold the HEIC converter itself (heic2any or heic-to; a first load may name it for
// a dynamic import, not contain it).
const heicFiles = new Set(
  Object.entries(manifest)
    .filter(([key]) => /node_modules\/heic/.test(key))
    .map(([, chunk]) => chunk.file),
);
const rows = [];
const entryFiles = closure(entryKey);
for (const [route, key] of Object.entries(screens)) {
  // A screen without a chunk of its own is part of the entry (the login screen is).
  const files = manifest[key] ? closure(key, new Set(entryFiles)) : new Set(entryFiles);
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.css')) css += gzipKb(file);
    else js += gzipKb(file);
    if (heicFiles.has(file)) problems.push(`${route}: the HEIC converter is in its first load (${file})`);
  }
  rows.push({ route, js, css, total: js + css, files: files.size });
}

// No demo code anywhere in a provider build.
const allFiles = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else allFiles.push(path);
  }
};
walk(join(outDir, 'assets'));
for (const path of allFiles) {
  if (!/\.(js|css)$/.test(path)) continue;
  const text = readFileSync(path, 'utf8');
  if (/setupWorker|mockServiceWorker|Lindqvist|städa123/.test(text)) problems.push(`demo code in a provider build: ${path}`);
}

const pad = (s, n) => String(s).padEnd(n);
const num = (n) => n.toFixed(1).padStart(7);
console.log(`\n${pad('route', 26)}${'JS kB'.padStart(7)}${'CSS kB'.padStart(8)}${'total'.padStart(8)}  files`);
for (const r of rows) console.log(`${pad(r.route, 26)}${num(r.js)}${num(r.css).padStart(8)}${num(r.total).padStart(8)}  ${r.files}`);
const loginRow = rows.find((r) => r.route === '/login/');
console.log(`\nLogin screen before interactive: ${loginRow.total.toFixed(1)} kB gzip (budget ${BUDGET_KB} kB, target ${TARGET_KB} kB)`);
console.log(`HEIC converter chunk (loaded only when a HEIC file is picked): ${[...heicFiles].join(', ') || 'none'}`);
if (loginRow.total > BUDGET_KB) problems.push(`login screen is ${loginRow.total.toFixed(1)} kB, over the ${BUDGET_KB} kB budget`);

if (!process.argv.includes('--no-browser')) {
  const measured = await measureLogin();
  const sum = (files) => [...files].reduce((kb, file) => kb + gzipKb(file), 0);
  const atLoad = sum(measured.atLoad);
  const idle = sum(measured.idle);
  console.log(`\nLogin screen in Chromium (${measured.url}, no interaction):`);
  console.log(`  before interactive (load event): ${atLoad.toFixed(1)} kB gzip, ${measured.atLoad.size} files`);
  console.log(`  until the network is idle:       ${idle.toFixed(1)} kB gzip, ${measured.idle.size} files (budget ${IDLE_BUDGET_KB} kB)`);
  const late = [...measured.idle].filter((file) => !measured.atLoad.has(file));
  if (late.length) console.log(`  loaded after the load event: ${late.map((f) => `${f} (${gzipKb(f).toFixed(1)} kB)`).join(', ')}`);
  if (idle > IDLE_BUDGET_KB) problems.push(`the untouched login screen downloads ${idle.toFixed(1)} kB until idle, over the ${IDLE_BUDGET_KB} kB budget`);
  if (measured.worker) problems.push(`a service worker (${measured.worker}) is registered on the login screen before any interaction`);
  for (const file of measured.missing) problems.push(`the login screen loaded ${file}, which is not in ${outDir}`);
}
if (problems.length) {
  console.error('\nSize check failed:\n- ' + problems.join('\n- '));
  process.exit(1);
}
console.log('Size check passed.');

/**
 * Opens the built /login/ in Chromium with no interaction and records every JS and CSS file of
 * this origin it requests (the page's and, if one were registered, a service worker's) until
 * the network has been quiet for a while after the idle callbacks' longest timeout.
 */
async function measureLogin() {
  const { chromium } = await import('playwright-core');
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(join('node_modules', '.bin', 'vite'), ['preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let exited = false;
  server.on('exit', () => {
    exited = true;
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  let browser;
  try {
    for (const deadline = Date.now() + 60_000; ; ) {
      if (exited) throw new Error(`vite preview could not serve ${outDir} on port ${port}; is it taken? Set SIZE_PORT.`);
      try {
        if ((await fetch(base + '/login/')).ok) break;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error('vite preview did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
    });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'sv-SE' });
    const page = await context.newPage();
    const idle = new Set();
    const atLoad = new Set();
    const missing = new Set();
    let inFlight = 0;
    let lastActivity = Date.now();
    let loaded = false;
    // Context-level: a service worker's own requests are reported here too (Chromium).
    context.on('request', (request) => {
      inFlight += 1;
      lastActivity = Date.now();
      const url = new URL(request.url());
      if (url.origin !== base || !/\.(?:js|css)$/.test(url.pathname)) return;
      const file = url.pathname.slice(1);
      if (!existsSync(join(outDir, file))) missing.add(file);
      else {
        idle.add(file);
        if (!loaded) atLoad.add(file);
      }
    });
    const done = () => {
      inFlight = Math.max(0, inFlight - 1);
      lastActivity = Date.now();
    };
    context.on('requestfinished', done);
    context.on('requestfailed', done);
    await page.goto(base + '/login/', { waitUntil: 'load' });
    loaded = true;
    // The longest idle-callback timeout the app ever used was 3 s: wait past it, then for 1 s
    // without any request.
    const start = Date.now();
    while (Date.now() - start < 4000 || inFlight > 0 || Date.now() - lastActivity < 1000) {
      if (Date.now() - start > 30_000) throw new Error('the login screen never went network-idle');
      await new Promise((r) => setTimeout(r, 100));
    }
    const worker = await page.evaluate(async () => (await navigator.serviceWorker?.getRegistration())?.active?.scriptURL ?? (await navigator.serviceWorker?.getRegistration())?.installing?.scriptURL ?? null);
    for (const file of missing) idle.delete(file);
    return { url: base + '/login/', atLoad, idle, missing, worker: worker ?? (context.serviceWorkers()[0]?.url() || null) };
  } finally {
    await browser?.close();
    stop();
  }
}
