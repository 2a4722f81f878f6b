/**
 * The host configuration run for real (issue 26 item 3): Debian's nginx with deploy/'s site
 * (rendered by tests/e2e/run.mjs for the local ports) serves the provider build and proxies
 * /api/ to the API double. The build's API origin is the double's; Chromium is told that this
 * origin lives at nginx (--host-resolver-rules), as DNS sends the company's host name to its
 * server, so the app is the one built for the same-origin deployment and no fourth build is
 * needed. The upload host stays the double's own origin (deploy/stadtid.conf.template).
 * Through nginx a person signs in, registers a day, opens Min sida, and an admin registers a
 * bill with a receipt; every answer carries the headers of README's table, caching and gzip
 * are as documented, no preflight is sent, and the double stored the day and the bill.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { after, before, beforeEach, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumFlags, desktop, double, login, phone, screenshot, until } from './harness.mjs';

const nginxUrl = process.env.E2E_NGINX_URL ?? 'http://127.0.0.1:4182';
const nginxLog = process.env.E2E_NGINX_LOG;
const providerOutDir = process.env.E2E_PROVIDER_OUT_DIR ?? 'dist-e2e-provider-4174';
/** The app's origin: the build's VITE_API_URL (the double's origin), reached at nginx. */
const appUrl = double.url;
const fixtures = join(process.cwd(), 'tests', 'fixtures');
const place = 'Sigtuna bibliotek, entré och trappor';

/** README 'Content-Security-Policy and headers for the host', on every answer. */
const hostHeaders = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000',
  'permissions-policy': 'camera=(self), geolocation=()',
};
const immutable = 'public, max-age=31536000, immutable';

let browser;
before(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...chromiumFlags, `--host-resolver-rules=MAP ${new URL(appUrl).host} ${new URL(nginxUrl).host}`],
  });
});
after(() => browser?.close());
beforeEach(() => double.reset());

/**
 * A fresh context and page on the app's origin, noting every answer the page got (url, method,
 * status, headers as received) and every request Chromium sent, CORS preflights included (the
 * DevTools protocol reports those; Playwright's own events do not).
 */
async function openApp(path, viewport) {
  const context = await browser.newContext({ viewport, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
  context.setDefaultTimeout(60_000); // the harness's wait (README: a busy machine)
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('pageerror:', error.message));
  const answers = [];
  page.on('response', async (response) => {
    const entry = { url: response.url(), method: response.request().method(), status: response.status(), type: response.request().resourceType() };
    answers.push(entry);
    entry.headers = await response.allHeaders().catch(() => null);
  });
  const sent = [];
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => sent.push({ method: event.request.method, url: event.request.url, type: event.type }));
  await page.goto(appUrl + path);
  return { context, page, answers, sent };
}

/** The answer as the page received it, once its headers are in. */
async function answer(answers, match, what) {
  const found = () => answers.find((a) => match(a) && a.headers);
  await until(found, () => `an answer for ${what} (${JSON.stringify(answers.map((a) => `${a.method} ${a.url}`))})`);
  return found();
}

function assertHostHeaders(entry, what) {
  for (const [name, value] of Object.entries(hostHeaders)) assert.equal(entry.headers[name], value, `${what}: ${name}`);
}

/** The bytes nginx sends for `path` to a client that accepts gzip, as sent (not inflated). */
function rawGet(path) {
  return new Promise((resolve, reject) => {
    const req = request(nginxUrl + path, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** nginx's access log: one request line ('POST /api/auth/login/ HTTP/1.1') per request. */
function nginxRequests() {
  assert.ok(nginxLog, 'the runner names nginx’s access log (E2E_NGINX_LOG)');
  return readFileSync(nginxLog, 'utf8')
    .split('\n')
    .map((line) => /"([A-Z]+ \S+) HTTP\/[\d.]+"/.exec(line)?.[1])
    .filter(Boolean);
}

test('through nginx: sign in, register a day, Min sida, a bill with a receipt; every answer with the host headers; no preflight', async () => {
  // --- A person on a phone: sign in, register today, Min sida ---
  const staff = await openApp('/login/', phone);
  const { page } = staff;
  await page.getByRole('heading', { name: 'Logga in' }).waitFor();
  await login(page, 'staff');
  await page.getByLabel('Starttid').fill('07:00');
  await page.getByRole('button', { name: 'Spara starttid' }).click();
  await page.getByLabel('Sluttid').fill('15:30');
  await page.getByRole('radio', { name: 'lunch' }).click();
  await page.getByLabel('Timmar').selectOption('0');
  await page.getByLabel('Minuter').selectOption('30');
  await page.getByLabel('Arbetsplats').fill(place);
  await page.getByRole('button', { name: 'Registrera arbetstid' }).click();
  await page.getByRole('button', { name: 'Skicka arbetstiden' }).click();
  await page.getByRole('heading', { name: 'Tack, arbetstiden har registrerats' }).waitFor();
  await page.getByRole('link', { name: 'Min sida' }).first().click();
  const now = new Date();
  const label = `${String(now.getMonth() + 1).padStart(2, '0')}/${now.getFullYear()}`;
  await page
    .getByRole('group', { name: `Arbetstid ${label}` })
    .getByRole('button', { name: new RegExp(`07:00–15:30 8 h 00 min ${place}`) })
    .waitFor();
  assert.equal(page.url(), `${appUrl}/profile/`);
  await screenshot(page, 'nginx-profile');
  // Opened anew, Min sida's page links its screen's script once: the app's own preload adds none.
  await page.reload();
  await page.getByRole('group', { name: `Arbetstid ${label}` }).getByRole('button', { name: new RegExp(`07:00–15:30 8 h 00 min ${place}`) }).waitFor();
  assert.equal(await page.locator('link[href^="/assets/profile-page-"][href$=".js"]').count(), 1);

  // What the double stored: the day, once, as registered.
  const erik = await double.user('staff');
  const [create] = await double.waitForLog({ method: 'POST', path: `/api/time/create/${erik._id}` });
  assert.equal(create.status, 201);
  const stored = (await double.state()).db.months
    .filter((m) => m.userId === erik._id)
    .flatMap((m) => m.months)
    .filter((e) => e.date === create.body.date && e.start === '07:00');
  assert.equal(stored.length, 1);
  assert.deepEqual([stored[0].end, stored[0].des, stored[0].total], ['15:30', place, 8]);

  // The headers, as the phone received them. The HTML (the prerendered login):
  const html = await answer(staff.answers, (a) => a.url === `${appUrl}/login/` && a.type === 'document', 'the login page');
  assert.equal(html.status, 200);
  assertHostHeaders(html, 'HTML');
  assert.equal(html.headers['cache-control'], 'no-cache', 'HTML');
  assert.match(html.headers['content-type'], /^text\/html/);
  // A hashed script, gzipped and immutable:
  const script = await answer(staff.answers, (a) => a.type === 'script' && new URL(a.url).pathname.startsWith('/assets/'), 'a script');
  assert.equal(script.status, 200);
  assertHostHeaders(script, 'asset');
  assert.equal(script.headers['cache-control'], immutable, 'asset');
  assert.equal(script.headers['content-encoding'], 'gzip', 'asset');
  // An API answer (the login's), proxied: the host's headers on it, its caching left to the provider.
  const api = await answer(staff.answers, (a) => a.method === 'POST' && a.url === `${appUrl}/api/auth/login/`, 'the login call');
  assert.equal(api.status, 200);
  assertHostHeaders(api, 'API answer');
  assert.equal(api.headers['cache-control'], undefined, 'API answer: nginx adds no Cache-Control');
  await staff.context.close();

  // --- An admin registers a bill with a JPEG receipt ---
  const admin = await openApp('/login/', desktop);
  await login(admin.page, 'admin');
  await admin.page.waitForURL((url) => url.pathname === '/admin/');
  await admin.page.goto(`${appUrl}/admin/bill/`);
  await admin.page.getByRole('heading', { name: 'LEVERANS OCH KVITTO' }).waitFor();
  await admin.page.getByRole('button', { name: 'Registrera ny' }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Nytt kvitto' });
  const today = create.body.date;
  await dialog.getByLabel('Nummer').fill('NGINX-1');
  await dialog.getByLabel('Datum').fill(today);
  await dialog.getByLabel('Företagsnamn').selectOption('Clas Ohlson');
  await dialog.getByLabel('Pris').fill('1 249,50');
  await dialog.getByLabel('Moms', { exact: true }).fill('249,90');
  await dialog.getByLabel('Betald').selectOption({ label: 'Ja' });
  await dialog.getByLabel('Sista dag').fill('2030-12-31');
  await dialog.getByLabel('Bild').setInputFiles(join(fixtures, 'kvitto.jpg'));
  await dialog.getByRole('img', { name: 'Förhandsvisning' }).waitFor();
  await dialog.getByRole('button', { name: 'Spara', exact: true }).click();
  await admin.page.getByText('Fakturan har registrerats. Tack').waitFor();
  await admin.page.getByRole('button', { name: 'Visa kvitto NGINX-1' }).waitFor();
  await screenshot(admin.page, 'nginx-bill');

  // What the double stored: the bill, once, naming the receipt the upload host has, byte for byte.
  const { db } = await double.state();
  const bills = db.items.bill.filter((item) => item.number === 'NGINX-1');
  assert.equal(bills.length, 1);
  assert.equal(bills[0].date.slice(0, 10), today);
  const file = await double.file(bills[0].image);
  assert.ok(file, `the double has ${bills[0].image}`);
  assert.equal(file.size, readFileSync(join(fixtures, 'kvitto.jpg')).length);
  // The upload went to the upload host's own origin (not through nginx).
  const [upload] = await double.waitForLog({ method: 'POST', path: '/api/uploading/', origin: 'upload' });
  assert.equal(upload.status, 201);
  await admin.context.close();

  // --- No preflight at all: none sent by Chromium, none received by the double ---
  const sent = [...staff.sent, ...admin.sent];
  assert.ok(sent.some((r) => r.method === 'POST' && r.url === `${appUrl}/api/time/create/${erik._id}`), 'the watch sees the app’s calls');
  assert.deepEqual(
    sent.filter((r) => r.method === 'OPTIONS' || r.type === 'Preflight'),
    [],
  );
  assert.deepEqual(await double.preflights(), []);

  // nginx was in front: the calls are in its log, proxied; no OPTIONS reached it either.
  const lines = nginxRequests();
  for (const call of ['POST /api/auth/login/', `POST /api/time/create/${erik._id}`, `GET /api/time/time/user/${erik._id}`, 'GET /login/']) {
    assert.ok(lines.includes(call), `nginx served ${call}`);
  }
  assert.deepEqual(
    lines.filter((line) => line.startsWith('OPTIONS')),
    [],
  );
});

test('nginx: sw.js and the screens no-cache; a missing asset 404 with the headers; gzip at the level npm run size measures', async () => {
  // The largest script of the build (React's chunk or the like): where the level shows most.
  const script = readdirSync(join(providerOutDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: statSync(join(providerOutDir, 'assets', name)).size }))
    .sort((a, b) => b.size - a.size)[0].name;

  for (const path of ['/sw.js', '/', '/profile/', '/manifest.webmanifest']) {
    const res = await fetch(nginxUrl + path);
    assert.equal(res.status, 200, path);
    assert.equal(res.headers.get('cache-control'), 'no-cache', path);
    for (const [name, value] of Object.entries(hostHeaders)) assert.equal(res.headers.get(name), value, `${path}: ${name}`);
  }
  assert.equal((await fetch(nginxUrl + '/manifest.webmanifest')).headers.get('content-type'), 'application/manifest+json');
  assert.match((await fetch(nginxUrl + '/sw.js')).headers.get('content-type'), /javascript/);
  // A screen's path is the app's HTML; a missing hashed file is not.
  const profileHtml = await (await fetch(nginxUrl + '/profile/')).text();
  assert.match(profileHtml, /<div id="root">/);
  // Min sida's page names its screen's files (scripts/build.mjs), so the browser asks for them
  // beside the entry: its head script links them (src/app/page-modules.ts); the root page (every
  // other screen) does not.
  assert.match(profileHtml, /"\/assets\/profile-page-[\w-]+\.js"/);
  assert.doesNotMatch(await (await fetch(nginxUrl + '/')).text(), /profile-page-/);
  const missing = await fetch(nginxUrl + '/assets/missing-0000.js');
  assert.equal(missing.status, 404);
  assert.equal(missing.headers.get('cache-control'), null, 'a 404 is not cached for a year');
  for (const [name, value] of Object.entries(hostHeaders)) assert.equal(missing.headers.get(name), value, `404: ${name}`);

  // The script as nginx sends it: gzip, at the level `npm run size` counts (zlib level 9).
  const { headers, body } = await rawGet(`/assets/${script}`);
  assert.equal(headers['content-encoding'], 'gzip');
  assert.equal(headers['cache-control'], immutable);
  const measured = gzipSync(readFileSync(join(providerOutDir, 'assets', script)), { level: 9 }).length;
  // nginx's own gzip header and stream flushes differ from zlib's one-shot output by a few bytes.
  assert.ok(Math.abs(body.length - measured) <= measured * 0.005, `${script}: served ${body.length} B, measured ${measured} B`);
});
