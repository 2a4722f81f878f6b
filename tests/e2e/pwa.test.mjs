/**
 * Installable and offline-ready (issue 12, item 11): the Web App Manifest makes the app
 * installable (Chromium's own installability check), the provider build's app-shell service
 * worker opens the registration screen with the network off after one online visit, and the
 * demo build keeps MSW's worker and has no app-shell worker at all.
 */
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { test } from 'node:test';
import { chromium } from 'playwright-core';
import { baseUrl, chromiumFlags, double, login, loginProvider, open, openProvider, phone, providerUrl, screenshot, until, useBrowser } from './harness.mjs';

const providerOutDir = process.env.E2E_PROVIDER_OUT_DIR ?? 'dist-e2e-provider-4174';

const browser = useBrowser();

/**
 * Chromium's verdict on installing `url`'s login screen, and the manifest as it parsed it.
 * A browser profile on disk: Chromium never offers to install from an incognito context.
 */
async function installability(url) {
  const profile = mkdtempSync(join(tmpdir(), 'stadtid-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumFlags,
    viewport: phone,
    locale: 'sv-SE',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${url}/login/`);
    await page.getByRole('heading', { name: 'Logga in' }).waitFor();
    const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const manifest = await cdp.send('Page.getAppManifest');
    return { installabilityErrors, manifest, themeColor };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

test('the demo build is installable: a valid Swedish manifest, no installability errors', async () => {
  const { installabilityErrors, manifest, themeColor } = await installability(baseUrl);
  assert.deepEqual(installabilityErrors, []);
  assert.equal(manifest.url, `${baseUrl}/manifest.webmanifest`);
  assert.deepEqual(manifest.errors, []);
  assert.equal(themeColor, '#0f5c4d');

  const data = JSON.parse(manifest.data);
  assert.equal(data.name, 'Städtid');
  assert.equal(data.short_name, 'Städtid');
  assert.equal(data.lang, 'sv');
  assert.equal(data.start_url, '/');
  assert.equal(data.display, 'standalone');
  assert.equal(data.theme_color, '#0f5c4d');
  const icons = data.icons.map(({ src, sizes, purpose }) => `${sizes} ${purpose} ${src}`);
  assert.deepEqual(icons, [
    '192x192 any /icons/icon-192.png',
    '512x512 any /icons/icon-512.png',
    '192x192 maskable /icons/icon-maskable-192.png',
    '512x512 maskable /icons/icon-maskable-512.png',
  ]);
  // Every icon is a PNG of the size it claims (the width and height in the IHDR chunk).
  for (const { src, sizes } of data.icons) {
    const res = await fetch(baseUrl + src);
    assert.equal(res.headers.get('content-type'), 'image/png');
    const bytes = Buffer.from(await res.arrayBuffer());
    assert.equal(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, sizes, src);
  }
});

// A browser downloads a page's favicon in the page's own process and decodes an SVG one there as
// a whole SVG document, on the main thread (16-35 ms at CPU 4x in Min sida's first visit, while
// its code was evaluated); a PNG decodes in under 2 (docs/decisions.md, session 27).
test("each page's favicon is one PNG of the size it names, not an SVG", async () => {
  for (const path of ['/', '/login/', '/profile/']) {
    const html = await (await fetch(providerUrl + path)).text();
    const icons = [...html.matchAll(/<link rel="icon"[^>]*>/g)].map(([tag]) => tag);
    assert.equal(icons.length, 1, `${path}: ${icons.join(' ')}`);
    const [, type] = /type="([^"]+)"/.exec(icons[0]);
    const [, sizes] = /sizes="([^"]+)"/.exec(icons[0]);
    const [, href] = /href="([^"]+)"/.exec(icons[0]);
    assert.equal(type, 'image/png', path);
    const res = await fetch(providerUrl + href);
    assert.equal(res.headers.get('content-type'), 'image/png', href);
    const bytes = Buffer.from(await res.arrayBuffer());
    assert.equal(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, sizes, href);
  }
});

test('the demo build keeps MSW as its only worker: no app-shell worker is built or registered', async () => {
  const res = await fetch(baseUrl + '/sw.js');
  assert.ok(!(res.ok && /javascript/.test(res.headers.get('content-type') ?? '')), 'a demo build serves /sw.js');
  const { context, page } = await open(browser(), '/login/');
  await login(page, 'staff');
  await page.getByLabel('Starttid').waitFor();
  const workers = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => (r.active ?? r.installing ?? r.waiting)?.scriptURL));
  assert.deepEqual(workers, [`${baseUrl}/mockServiceWorker.js`]);
  await context.close();
});

test('the provider build is installable too', async () => {
  const { installabilityErrors, manifest } = await installability(providerUrl);
  assert.deepEqual(installabilityErrors, []);
  assert.deepEqual(manifest.errors, []);
});

test('provider build: after one online visit the registration screen opens with the network off', async () => {
  await double.reset();
  const { context, page } = await openProvider(browser(), '/login/');
  // Nothing is registered before the first interaction (the login screen stays light).
  assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0);
  // A cache left by an older build, to be deleted when this build's worker activates.
  await page.evaluate(async () => (await caches.open('stadtid-shell-000000000000')).put('/old', new Response('old')));

  await loginProvider(page, 'staff');
  await page.getByLabel('Starttid').fill('07:00');
  await page.getByRole('button', { name: 'Spara starttid' }).click();
  await page.getByLabel('Sluttid').waitFor();

  // The page is controlled once the worker has activated: after it deleted the older caches and
  // claimed the page (src/pwa/service-worker.js). `ready` comes sooner, while it is activating.
  const worker = await page.evaluate(() =>
    Promise.race([
      new Promise((resolve) => {
        if (navigator.serviceWorker.controller) resolve(navigator.serviceWorker.controller.scriptURL);
        else navigator.serviceWorker.addEventListener('controllerchange', () => resolve(navigator.serviceWorker.controller?.scriptURL), { once: true });
      }),
      new Promise((resolve) => setTimeout(() => resolve('none within 15 s'), 15_000)),
    ]),
  );
  assert.equal(worker, `${providerUrl}/sw.js`);
  // This build's cache only, holding its shell; nothing from the API or upload origins.
  const sw = readFileSync(join(providerOutDir, 'sw.js'), 'utf8');
  const { version, shell } = JSON.parse(/^self\.__BUILD__ = (.*);$/m.exec(sw)[1]);
  const cached = await page.evaluate(async () => {
    const keys = await caches.keys();
    const urls = [];
    for (const key of keys) for (const request of await (await caches.open(key)).keys()) urls.push(request.url);
    return { keys, urls };
  });
  assert.deepEqual(cached.keys, [`stadtid-shell-${version}`]);
  for (const path of ['/index.html', '/login/index.html', '/manifest.webmanifest']) assert.ok(shell.includes(path), path);
  for (const path of shell) assert.ok(cached.urls.includes(providerUrl + path), `${path} is cached`);
  assert.deepEqual(cached.urls.filter((url) => !url.startsWith(providerUrl + '/')), []);
  assert.ok(!shell.some((path) => /heic/i.test(path)), 'the HEIC converter is not in the shell');
  // A page's request goes to the network while the worker starts, not after it (navigation
  // preload, issue 28); the reloads below, online and off, are answered through it.
  assert.deepEqual(await page.evaluate(async () => (await navigator.serviceWorker.ready).navigationPreload.getState()), { enabled: true, headerValue: 'true' });

  // The API goes past the worker (issue 28): the browser's static routing sends every API read to
  // the network, so the worker's fetch handler is never woken for one (the provider's origin here).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const apiReads = [];
  const methods = new Map();
  // Cross-origin with a token: each read has a CORS preflight (OPTIONS), which no worker sees.
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => methods.set(requestId, request.method));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (new URL(response.url).pathname.startsWith('/api/') && methods.get(requestId) === 'GET') {
      apiReads.push({ url: response.url, routed: response.serviceWorkerRouterInfo?.matchedSourceType ?? 'the worker' });
    }
  });
  await page.reload();
  await page.getByLabel('Sluttid').waitFor();
  // The person's time is read on every start; its answer's event may come after the screen.
  await until(() => apiReads.length > 0, "the person's time read");
  assert.ok(apiReads.every((read) => !read.url.startsWith(providerUrl)), 'the API is on its own origin');
  assert.deepEqual([...new Set(apiReads.map((read) => read.routed))], ['network']);
  await cdp.detach();

  // The network goes off for the page and for the worker itself (playwright applies the
  // context's offline switch to service workers in Chromium): probe both, before and after.
  const probe = (url) => fetch(url, { cache: 'no-store' }).then(() => 'online', () => 'offline');
  const [swTarget] = context.serviceWorkers();
  assert.ok(swTarget, 'the worker is reachable');
  assert.equal(await swTarget.evaluate(probe, `${providerUrl}/social.png`), 'online');
  await context.setOffline(true);
  assert.equal(await page.evaluate(probe, `${providerUrl}/social.png`), 'offline');
  assert.equal(await swTarget.evaluate(probe, `${providerUrl}/social.png`), 'offline');

  const response = await page.reload();
  assert.ok(response?.fromServiceWorker(), 'the page came from the service worker');
  await page.getByRole('heading', { name: 'Erik Johansson' }).waitFor();
  await page.getByLabel('Sluttid').waitFor();
  assert.equal(await page.getByLabel('Starttid').inputValue(), '07:00');
  await screenshot(page, 'pwa-offline-registration');

  // A fresh visit to /login/ offline gets the prerendered login screen (signed-in: on to /).
  const login = await page.goto(`${providerUrl}/login/`);
  assert.ok(login?.fromServiceWorker());
  await page.getByLabel('Sluttid').waitFor();
  await context.close();
});

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
};

/** A static host for a copy of a build (like a real one: a file, a folder's index.html, or the app). */
async function host(dir) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) file = extname(path) ? '' : join(dir, 'index.html');
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
    res.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('provider build: a new build is picked up on the next visit, and the old cache is deleted', async () => {
  // A copy of the provider build on a host of our own, so that the test can "deploy" over it.
  const dir = mkdtempSync(join(tmpdir(), 'stadtid-deploy-'));
  cpSync(providerOutDir, dir, { recursive: true });
  const site = await host(dir);
  const context = await browser().newContext({ viewport: phone, locale: 'sv-SE' });
  context.setDefaultTimeout(60_000); // the harness's wait (README: a busy machine)
  try {
    const page = await context.newPage();
    await page.goto(`${site.url}/login/`);
    // The first interaction registers the worker.
    await page.getByLabel('Telefonnummer').focus();
    const firstVersion = JSON.parse(/^self\.__BUILD__ = (.*);$/m.exec(readFileSync(join(dir, 'sw.js'), 'utf8'))[1]).version;
    const cacheNames = () => page.evaluate(() => caches.keys());
    const waitForCaches = (expected) => until(async () => JSON.stringify(await cacheNames()) === JSON.stringify(expected), `the caches ${expected}`);
    // The first build's worker is installed (its shell cached) and active.
    const active = await page.evaluate(() =>
      Promise.race([navigator.serviceWorker.ready.then((r) => r.active?.scriptURL), new Promise((resolve) => setTimeout(() => resolve('none within 15 s'), 15_000))]),
    );
    assert.equal(active, `${site.url}/sw.js`);
    await waitForCaches([`stadtid-shell-${firstVersion}`]);

    // A new build: new HTML and a new worker version (the build hash changed).
    const nextVersion = 'feedfacecafe';
    for (const page of ['index.html', join('login', 'index.html')]) {
      const file = join(dir, page);
      writeFileSync(file, readFileSync(file, 'utf8').replace('<head>', '<head><meta name="stadtid-build" content="2" />'));
    }
    const sw = join(dir, 'sw.js');
    writeFileSync(sw, readFileSync(sw, 'utf8').replace(`"version":"${firstVersion}"`, `"version":"${nextVersion}"`));

    // The next visit shows the new build at once, with no cache cleared by hand ...
    await page.goto(`${site.url}/login/`);
    assert.equal(await page.locator('meta[name="stadtid-build"]').getAttribute('content'), '2');
    await page.getByRole('heading', { name: 'Logga in' }).waitFor();
    // ... and the new worker (found by the browser's own check on navigation, and the app's at
    // the first interaction) replaces the old one and deletes the old build's cache.
    await page.getByLabel('Telefonnummer').focus();
    await waitForCaches([`stadtid-shell-${nextVersion}`]);
    const controller = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { workers: [registration.installing, registration.waiting].filter(Boolean).length, active: registration.active?.state };
    });
    assert.deepEqual(controller, { workers: 0, active: 'activated' });
  } finally {
    await context.close();
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
