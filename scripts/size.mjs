#!/usr/bin/env node
/**
 * npm run size: builds for a provider (VITE_API_URL set, so no demo code) and reports, in gzip
 * kB of JS and CSS (kB = 1 000 bytes; the login screen's figures also in KiB = 1 024 bytes):
 * 1. per route, what a phone downloads before that screen is interactive: the entry's static
 *    import graph and what index.html preloads, plus the route screen's chunk and its static
 *    imports (from Vite's manifest);
 * 2. what the built /login/ really downloads in Chromium (phone viewport, slow-4G network), from
 *    the log of a server of its own that serves the build as README's host does (gzip,
 *    /assets/ immutable, HTML and sw.js no-cache) on SIZE_PORT (default 4191; not 4190, a port
 *    browsers refuse):
 *    a. untouched, until the network is idle (idle loads included);
 *    b. after a first tap in the phone field, as a person signs in: the page's own JS and CSS
 *       (the HTTP client, the toasts), and
 *    c. the service worker that tap registers: what it downloads for its cache (its own
 *       requests, told apart by Sec-Fetch-Dest; files the page already has come from the HTTP
 *       cache and cost nothing), what its cache holds, and when the app registered it (it must
 *       wait until the tap's own downloads have arrived).
 * Budgets and their reasons: docs/decisions.md ('meas19'). Fails over any budget, when a service
 * worker is registered before any interaction, is not active 20 s after the tap or registers
 * before the tap's downloads arrived, when the HEIC converter or demo code is in a route's first
 * load or downloaded by the login screen, or when any demo code is in the build at all.
 * Usage: node scripts/size.mjs [--no-build] [--no-browser]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Sizes are in kB of 1 000 bytes (issue 28), the unit of every budget below. */
const KB = 1000;
const KIB = 1024;

const BUDGET_KB = 130;
const TARGET_KB = 110;
/** Everything the untouched login screen downloads, idle loads included (issue 12). */
const IDLE_BUDGET_KB = 110;
/** The first tap's own JS and CSS (issue 19; docs/decisions.md 'meas19'). */
const TAP_BUDGET_KB = 40;
/**
 * What the service worker downloads for its cache, past the HTTP cache (issue 19). 60 until
 * session 19, when Min sida gained the month's supplements (the wage rules, ~4.5 kB) and the
 * write policies and plural rules came: 66 until issue 44 took Min sida's editing code (heal,
 * month writes, moving) out of what its first paint loads, measured then at 59.9 kB: 62, a
 * margin of 2 kB (docs/decisions.md, session 19 and 'floor').
 */
const WORKER_BUDGET_KB = 62;
/** The login screen until idle after the first tap: untouched, the tap and the worker (200 until session 19, 206 until issue 44: 200.2 kB measured then). */
const TOTAL_BUDGET_KB = 203;
/** How long after the first tap the service worker may take to be active. */
const WORKER_WAIT_MS = 20_000;
/** Content types of the built files, as the host serves them. */
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};
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
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / KB);
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
// The first load is what index.html loads: the entry, and what it preloads for the steps it
// evaluates later (React, then the app: src/main.tsx, vite.config.ts `preloadBoot`).
const entryFiles = closure(entryKey);
const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
for (const [, file] of indexHtml.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) {
  const key = Object.keys(manifest).find((k) => manifest[k].file === file);
  if (key) closure(key, entryFiles);
  else entryFiles.add(file);
}
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

// V8's compile hint (vite.config.ts `compileHints`): every file of the first load and of Min
// sida's page is compiled while it streams in; the HEIC converter never is (3 MB mostly unused).
const hinted = (file) => readFileSync(join(outDir, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n');
const profileHtml = readFileSync(join(outDir, 'profile/index.html'), 'utf8');
// Its modules are named in its head script's list (src/app/page-modules.ts), not in attributes.
const profileFiles = [...profileHtml.matchAll(/"\/(assets\/[^"]+\.js)"/g)].map(([, file]) => file);
const unhinted = [...entryFiles, ...profileFiles].filter((file) => file.endsWith('.js') && !hinted(file));
if (unhinted.length) problems.push(`first-load files without the compile hint: ${[...new Set(unhinted)].join(', ')}`);
for (const file of heicFiles) if (hinted(file)) problems.push(`the HEIC converter carries the compile hint (${file})`);
console.log(`\nCompile hint on the first load's and Min sida's ${new Set([...entryFiles, ...profileFiles].filter((f) => f.endsWith('.js'))).size} files: ${unhinted.length ? 'MISSING on some' : 'yes'}`);

const pad = (s, n) => String(s).padEnd(n);
const num = (n) => n.toFixed(1).padStart(7);
console.log('\nWhat each route downloads before it is interactive, gzip, in kB of 1 000 bytes:');
console.log(`\n${pad('route', 26)}${'JS kB'.padStart(7)}${'CSS kB'.padStart(8)}${'total'.padStart(8)}  files`);
for (const r of rows) console.log(`${pad(r.route, 26)}${num(r.js)}${num(r.css).padStart(8)}${num(r.total).padStart(8)}  ${r.files}`);
const loginRow = rows.find((r) => r.route === '/login/');
console.log(`\nLogin screen before interactive: ${kbAndKib(loginRow.total)} gzip (budget ${BUDGET_KB} kB, target ${TARGET_KB} kB)`);
console.log(`HEIC converter chunk (loaded only when a HEIC file is picked): ${[...heicFiles].join(', ') || 'none'}`);

// The staff's languages (src/i18n/language.ts, DECISIONS.md 34): each a chunk fetched only when
// chosen. What choosing one adds to what a phone downloads: its chunk and anything it imports
// that the first load does not already have.
// A language's own files: what its chunk needs beyond the entry and beyond the Swedish staff
// screens (the registration screen and Min sida), which load a helper they share anyway (the
// plural rules, i18n/plural.ts): only its texts are a download a Swedish phone must not make.
const languageFiles = new Set();
const swedishStaffFiles = new Set(['/', '/profile/'].flatMap((route) => [...closure(screens[route])]));
console.log('\nWhat choosing a language adds (fetched only when chosen), gzip:');
for (const key of Object.keys(manifest).filter((k) => /^src\/i18n\/(?!sv|catalogue|language)[\w-]+\.ts$/.test(k))) {
  const files = [...closure(key)].filter((file) => !entryFiles.has(file));
  files.filter((file) => !swedishStaffFiles.has(file)).forEach((file) => languageFiles.add(file));
  const added = files.reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(`  ${pad(key.replace(/^src\/i18n\/|\.ts$/g, ''), 6)}${kbAndKib(added)}  ${files.join(', ')}`);
}
if (loginRow.total > BUDGET_KB) problems.push(`login screen is ${loginRow.total.toFixed(1)} kB, over the ${BUDGET_KB} kB budget`);

if (!process.argv.includes('--no-browser')) {
  const measured = await measureLogin();
  const kb = (entries) => entries.reduce((sum, e) => sum + sizeKb(e.file), 0);
  const list = (entries) => entries.map((e) => `${e.file} (${sizeKb(e.file).toFixed(1)} kB)`).join(', ');
  const { atLoad, untouched, tap, worker } = measured;
  const untouchedKb = kb(untouched.filter(isCode));
  console.log(`\nLogin screen in Chromium (${measured.url}; served as README's host: gzip, /assets/ immutable):`);
  console.log(`  before interactive (load event): ${kbAndKib(kb(atLoad.filter(isCode)))} gzip, ${atLoad.filter(isCode).length} files`);
  console.log(`  until the network is idle, untouched: ${kbAndKib(untouchedKb)} gzip, ${untouched.filter(isCode).length} files (budget ${IDLE_BUDGET_KB} kB)`);
  console.log(`    ${list(untouched.filter(isCode))}; exactly ${Math.round(untouchedKb * 1000)} bytes`);
  const late = untouched.filter((e) => isCode(e) && !atLoad.includes(e));
  if (late.length) console.log(`  loaded after the load event: ${list(late)}`);
  if (untouchedKb > IDLE_BUDGET_KB) problems.push(`the untouched login screen downloads ${untouchedKb.toFixed(1)} kB until idle, over the ${IDLE_BUDGET_KB} kB budget`);
  if (measured.registeredUntouched) problems.push(`a service worker (${measured.registeredUntouched}) is registered on the login screen before any interaction`);

  const tapCode = tap.filter(isCode);
  const tapKb = kb(tapCode);
  const { tapEnd, registerAt } = measured.timing;
  console.log(`\n  first tap (focus in 'Telefonnummer'), the page's own JS and CSS: ${kbAndKib(tapKb)} gzip, ${tapCode.length} files (budget ${TAP_BUDGET_KB} kB)`);
  if (tapCode.length) console.log(`    ${list(tapCode)}; all in ${ms(tapEnd)} after the tap`);
  if (tapKb > TAP_BUDGET_KB) problems.push(`the first tap downloads ${tapKb.toFixed(1)} kB of JS and CSS, over the ${TAP_BUDGET_KB} kB budget`);

  const workerKb = kb(worker.downloaded);
  console.log(`  service worker: ${measured.workerUrl ?? 'none registered'}`);
  if (!measured.workerUrl) problems.push(`no service worker is active ${WORKER_WAIT_MS / 1000} s after the first tap (the registration screen would not open offline)`);
  else {
    console.log(`    registered ${ms(registerAt)} after the tap (${ms(registerAt - tapEnd)} after the tap's own downloads arrived)`);
    if (registerAt < tapEnd) problems.push(`the service worker is registered before the first tap's own downloads have arrived (${ms(registerAt - tapEnd)})`);
    console.log(`    its precache downloads (network, past the HTTP cache): ${kbAndKib(workerKb)} gzip, ${worker.downloaded.length} files (budget ${WORKER_BUDGET_KB} kB): ${list(worker.downloaded)}`);
    console.log(`    its cache holds ${kb(measured.cached).toFixed(1)} kB gzip in ${measured.cached.length} files (the rest is cached when first used)`);
    for (const e of worker.downloaded) if (languageFiles.has(e.file)) problems.push(`the service worker precaches a language (${e.file}): a Swedish phone would download it`);
    if (workerKb > WORKER_BUDGET_KB) problems.push(`the service worker downloads ${workerKb.toFixed(1)} kB for its cache, over the ${WORKER_BUDGET_KB} kB budget`);
  }
  const total = untouchedKb + tapKb + workerKb;
  console.log(`  login screen until idle after the first tap, worker included: ${kbAndKib(total)} gzip (budget ${TOTAL_BUDGET_KB} kB)`);
  if (total > TOTAL_BUDGET_KB) problems.push(`the login screen downloads ${total.toFixed(1)} kB until idle after the first tap, over the ${TOTAL_BUDGET_KB} kB budget`);
  for (const e of [...untouched, ...tap, ...worker.downloaded]) if (heicFiles.has(e.file)) problems.push(`the login screen downloaded the HEIC converter (${e.file})`);
  for (const path of measured.missing) problems.push(`the login screen asked for ${path}, which is not in ${outDir}`);
}
if (problems.length) {
  console.error('\nSize check failed:\n- ' + problems.join('\n- '));
  process.exit(1);
}
console.log('Size check passed.');

function ms(value) {
  return `${Math.round(value)} ms`;
}

/** '111.5 kB (108.9 KiB)': kB of 1 000 bytes, the budgets' unit, and KiB of 1 024 beside it. */
function kbAndKib(kb) {
  return `${kb.toFixed(1)} kB (${((kb * KB) / KIB).toFixed(1)} KiB)`;
}

function isCode(entry) {
  return /\.(?:js|css)$/.test(entry.file) && entry.file !== 'sw.js';
}

/** gzip kB of a text file (as served), raw kB of anything else (PNG). */
function sizeKb(file) {
  return /\.(?:png|jpe?g|webp|ico)$/.test(file) ? statSync(join(outDir, file)).size / KB : gzipKb(file);
}


/**
 * The build served as README's host configuration serves it: gzip, /assets/ immutable, HTML and
 * sw.js `no-cache` with an ETag, unknown paths get index.html. Every request is logged with who
 * asked for it (Sec-Fetch-Dest: a service worker's own fetches are 'empty', its script
 * 'serviceworker'), when it started and ended, and whether a body was sent.
 */
async function serve() {
  const log = [];
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const entry = { path, dest: req.headers['sec-fetch-dest'] ?? '', status: 0, end: 0, file: '' };
    log.push(entry);
    res.on('close', () => {
      entry.end = Date.now();
    });
    let file = normalize(path).replace(/^([/\\])+/, '');
    if (file.includes('..')) file = '';
    if (file === '' || (existsSync(join(outDir, file)) && statSync(join(outDir, file)).isDirectory())) file = join(file, 'index.html');
    if (!existsSync(join(outDir, file))) {
      if (extname(file)) {
        entry.status = 404;
        res.writeHead(404).end();
        return;
      }
      file = 'index.html';
    }
    entry.file = file.split(sep).join('/');
    const stat = statSync(join(outDir, file));
    const etag = `"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`;
    const immutable = entry.file.startsWith('assets/');
    const headers = {
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: etag,
    };
    if (req.headers['if-none-match'] === etag) {
      entry.status = 304;
      res.writeHead(304, headers).end();
      return;
    }
    entry.status = 200;
    const body = readFileSync(join(outDir, file));
    if (/^(?:text|application)\/|svg/.test(headers['Content-Type'])) {
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' }).end(gzipSync(body, { level: 9 }));
    } else res.writeHead(200, headers).end(body);
  });
  await new Promise((resolve, reject) => {
    server.once('error', (error) => reject(new Error(`cannot serve ${outDir} on port ${port} (${error.message}); set SIZE_PORT`)));
    server.listen(port, '127.0.0.1', resolve);
  });
  return { log, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * Opens the built /login/ in Chromium and records, from the server's log, everything it
 * downloads: until the network is idle with no interaction, then after a first tap in the phone
 * field (what the page asks for, and what the service worker it registers asks for) until the
 * worker is active and the network is idle again.
 */
async function measureLogin() {
  const { chromium } = await import('playwright-core');
  const base = `http://127.0.0.1:${port}`;
  const { log, close } = await serve();
  let browser;
  const quiet = async (since, minimum) => {
    for (;;) {
      const last = Math.max(since, ...log.map((e) => e.end || Date.now()));
      if (Date.now() - since >= minimum && log.every((e) => e.end) && Date.now() - last >= 1000) return;
      if (Date.now() - since > 60_000) throw new Error('the login screen never went network-idle');
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
    });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'sv-SE', hasTouch: true, isMobile: true });
    const page = await context.newPage();
    // A phone's network (Lighthouse's slow 4G: 150 ms round trip, 1.6 Mbit/s down), so that
    // what competes with the first tap's downloads shows in the timings.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    // When the app asks for its worker, in the page's own clock (compared with the tap's loads).
    await page.addInitScript(() => {
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args) {
        window.__sizeRegisterAt ??= performance.now();
        return register.apply(this, args);
      };
    });
    const start = Date.now();
    await page.goto(base + '/login/', { waitUntil: 'load' });
    const atLoad = log.filter((e) => e.status === 200);
    // The longest idle-callback timeout the app ever used was 3 s: wait past it, then for 1 s
    // without any request.
    await quiet(start, 4000);
    const untouched = log.filter((e) => e.status === 200);
    const registration = () =>
      page.evaluate(async () => {
        const r = await navigator.serviceWorker?.getRegistration();
        return { any: (r?.active ?? r?.installing ?? r?.waiting)?.scriptURL ?? null, active: r?.active?.state === 'activated' ? r.active.scriptURL : null };
      });
    const registeredUntouched = (await registration()).any;

    // A person's first tap: the phone field.
    const seen = log.length;
    const tapAt = Date.now();
    const tapAtPage = await page.evaluate(() => performance.now());
    await page.getByLabel('Telefonnummer').tap();
    let workerUrl = null;
    while (!workerUrl && Date.now() - tapAt < WORKER_WAIT_MS) {
      workerUrl = (await registration()).active;
      if (!workerUrl) await new Promise((r) => setTimeout(r, 200));
    }
    await quiet(tapAt, 1000);
    const after = log.slice(seen);
    const byWorker = (e) => e.dest === 'serviceworker' || e.dest === 'empty';
    const tap = after.filter((e) => e.status === 200 && !byWorker(e));
    const worker = {
      downloaded: after.filter((e) => e.status === 200 && byWorker(e) && e.dest !== 'serviceworker'),
    };
    const cachedUrls = await page.evaluate(async () => {
      const urls = [];
      for (const key of await caches.keys()) for (const request of await (await caches.open(key)).keys()) urls.push(request.url);
      return urls;
    });
    const cached = cachedUrls
      .map((url) => new URL(url).pathname.slice(1))
      .map((path) => ({ file: path.endsWith('/') ? `${path}index.html` : path }))
      .filter((e) => existsSync(join(outDir, e.file)));
    // The tap's own JS and CSS as the page saw them arrive, and when the app asked for the worker.
    const timing = await page.evaluate((since) => {
      const loads = performance
        .getEntriesByType('resource')
        .filter((r) => r.startTime >= since && new URL(r.name).origin === location.origin && /\.(?:js|css)$/.test(new URL(r.name).pathname));
      return { tapEnd: Math.max(since, ...loads.map((r) => r.responseEnd)) - since, registerAt: window.__sizeRegisterAt === undefined ? null : window.__sizeRegisterAt - since };
    }, tapAtPage);
    const missing = [...new Set(log.filter((e) => e.status === 404).map((e) => e.path))];
    return { url: base + '/login/', atLoad, untouched, registeredUntouched, tap, worker, workerUrl, cached, missing, timing };
  } finally {
    await browser?.close();
    await close();
  }
}
