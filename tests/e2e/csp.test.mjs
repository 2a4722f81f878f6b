/**
 * The Content-Security-Policy (issue 18 item 6): the built index.html and the prerendered login
 * carry it, it names exactly the build's API and upload origins, and a walk through every
 * screen of both builds — with a receipt previewed, a HEIC converted, a PDF shown, a month
 * printed — records no `securitypolicyviolation` at all.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { baseUrl, desktop, double, login, loginProvider, phone, providerUrl, uploadUrl, useBrowser } from './harness.mjs';

const browser = useBrowser({ resetDouble: true });
const fixtures = join(process.cwd(), 'tests', 'fixtures');

/** The policy of a built HTML file, as directive → sources. */
function policyOf(file) {
  const html = readFileSync(file, 'utf8');
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  assert.ok(content, `${file} has a Content-Security-Policy meta tag`);
  return Object.fromEntries(
    content.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const hashOf = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The hashes of a built page's own inline scripts and styles. */
function inlineOf(file) {
  const html = readFileSync(file, 'utf8');
  return {
    scripts: [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]),
    styles: [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]),
  };
}

/**
 * Each page's policy allows by hash exactly its own inline scripts and styles, and the print
 * frame's page style (react-to-print's, in a frame of any screen): index.html its stored
 * language's script (every page's first) and its font faces' style; the prerendered login the
 * language script only; /profile/ also its head script (the kept picture,
 * src/app/kept-picture-show.ts, and its modules, page-modules.ts) and its stylesheets' style.
 */
function assertOwnInline(dir) {
  const pages = { index: join(dir, 'index.html'), login: join(dir, 'login', 'index.html'), profile: join(dir, 'profile', 'index.html') };
  const inline = Object.fromEntries(Object.entries(pages).map(([name, file]) => [name, inlineOf(file)]));
  assert.deepEqual(Object.values(inline).map(({ scripts, styles }) => [scripts.length, styles.length]), [[1, 1], [1, 0], [2, 2]], 'inline scripts and styles of index.html, the login and /profile/');
  assert.ok(inline.index.styles[0].startsWith('.font-faces{'), "index.html's style is its font faces'");
  assert.match(inline.profile.scripts[1], /^\(function linkModules\([\s\S]*\)\(\(function showKeptPicture\(/);
  const printStyles = new Set();
  for (const [name, file] of Object.entries(pages)) {
    const policy = policyOf(file);
    assert.deepEqual(policy['script-src'], ["'self'", "'wasm-unsafe-eval'", ...inline[name].scripts.map(hashOf)], `${file}: its own inline scripts`);
    const own = inline[name].styles.map(hashOf);
    const others = policy['style-src'].filter((source) => !own.includes(source));
    assert.equal(others.length, 2, `${file}: 'self' and the print frame's style besides its own`);
    assert.equal(policy['style-src'].length, 2 + own.length, `${file}: each of its own styles`);
    assert.equal(others[0], "'self'");
    printStyles.add(others[1]);
  }
  assert.equal(printStyles.size, 1, "the print frame's style is the same on every page");
  return pages;
}

test('the policy is in index.html, the prerendered login and /profile/ of both builds, naming exactly their origins and their own inline scripts and styles', () => {
  const demoDir = process.env.E2E_OUT_DIR;
  const providerDir = process.env.E2E_PROVIDER_OUT_DIR;
  assert.ok(demoDir && providerDir, 'run through tests/e2e/run.mjs');
  const api = new URL(double.url).origin;
  const upload = new URL(uploadUrl).origin;
  for (const file of Object.values(assertOwnInline(providerDir))) {
    const policy = policyOf(file);
    assert.deepEqual(policy['connect-src'], ["'self'", api, upload]);
    assert.deepEqual(policy['img-src'], ["'self'", upload, 'blob:']);
  }
  for (const file of Object.values(assertOwnInline(demoDir))) {
    const policy = policyOf(file);
    assert.deepEqual(policy['connect-src'], ["'self'"]);
    assert.deepEqual(policy['img-src'], ["'self'", 'blob:']);
  }
});

/** A context whose pages record every CSP violation (and 'Refused to' console lines). */
async function watched(base, viewport = desktop) {
  const context = await browser().newContext({ viewport, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
  context.setDefaultTimeout(60_000); // the harness's wait (README: a busy machine)
  await context.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const page = await context.newPage();
  const refused = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) refused.push(message.text());
  });
  page.on('pageerror', (error) => console.error('pageerror:', error.message));
  const violations = async () => [...(await page.evaluate(() => window.__violations)), ...refused];
  await page.goto(base + '/login/');
  return { context, page, violations };
}

/** Every admin screen, each loaded and given time to draw, collecting violations along the way. */
async function walkAdmin(page, base, violations) {
  const seen = [];
  const visit = async (path, ready) => {
    await page.goto(base + path);
    await ready();
    await page.waitForLoadState('networkidle');
    seen.push(...(await violations()));
  };
  const heading = (name) => () => page.getByRole('heading', { level: 1, name }).first().waitFor();
  await visit('/admin/', () => page.getByRole('link', { name: /Personal/ }).first().waitFor());
  await visit('/admin/arbetsdag/', () => page.locator('main h1').first().waitFor());
  await visit('/admin/manad/', () => page.locator('main h1').first().waitFor());
  await visit('/admin/list/', () => page.locator('main h1').first().waitFor());
  await visit('/admin/list/create/', () => page.locator('main h1').first().waitFor());
  await visit('/admin/posts/', () => page.locator('main h1').first().waitFor());
  await visit('/admin/post/create/', heading('Ny arbetsplats'));
  // A member's page and a workplace's, through the lists.
  const member = page.locator('main a[href^="/admin/list/user/"]').first();
  await visit('/admin/list/', () => member.waitFor());
  await member.click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin/list/user/'));
  await page.getByRole('table').first().waitFor();
  await page.waitForLoadState('networkidle');
  await visit('/admin/posts/', () => page.locator('main h1').first().waitFor());
  const firstPost = page.locator('main a[href^="/admin/post/"]').first();
  if (await firstPost.count()) {
    await firstPost.click();
    await page.waitForLoadState('networkidle');
  }
  // Bills: thumbnails from the upload host, a receipt and a PDF shown, a JPEG and a HEIC
  // previewed in the form, the month printed; then the invoices.
  await visit('/admin/bill/', () => page.getByRole('button', { name: /Visa kvitto/ }).first().waitFor());
  await page.getByRole('button', { name: /Visa kvitto/ }).first().click();
  await page.getByRole('dialog').first().waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Registrera ny' }).click();
  const form = page.getByRole('dialog', { name: 'Nytt kvitto' });
  await form.getByLabel('Bild').setInputFiles(join(fixtures, 'kvitto.jpg'));
  await form.getByRole('img', { name: 'Förhandsvisning' }).waitFor();
  await form.getByLabel('Bild').setInputFiles(join(fixtures, 'kvitto.heic'));
  await form.getByText('Vald fil: kvitto.jpg').waitFor({ timeout: 60_000 });
  await form.getByLabel('Bild').setInputFiles(join(fixtures, 'faktura.pdf'));
  await form.getByText('Vald fil: faktura.pdf').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Skriv ut månaden' }).click();
  await page.waitForTimeout(1500);
  seen.push(...(await violations()));
  await visit('/admin/invoice/', () => page.locator('main h1').first().waitFor());
  return seen;
}

test('demo build: every screen, staff and admin, with no CSP violation', async () => {
  const { context, page, violations } = await watched(baseUrl);
  const seen = [];
  await login(page, 'staff');
  await page.getByLabel('Starttid').waitFor();
  await page.goto(baseUrl + '/profile/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  seen.push(...(await violations()));
  await page.getByRole('button', { name: 'Logga ut' }).first().click();
  await page.goto(baseUrl + '/login/');
  await login(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/admin/');
  seen.push(...(await walkAdmin(page, baseUrl, violations)));
  assert.deepEqual([...new Set(seen)], []);
  await context.close();
});

test('provider build against the double: every screen, staff and admin, with no CSP violation', async () => {
  const { context, page, violations } = await watched(providerUrl);
  const seen = [];
  await loginProvider(page, 'staff');
  await page.getByLabel('Starttid').waitFor();
  await page.goto(providerUrl + '/profile/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  seen.push(...(await violations()));
  // On a phone (the picture is taken of a phone's layout only), again once the page is kept as
  // a picture: the next visit's inline script draws it (styles through the style object),
  // before the app replaces it.
  await page.setViewportSize(phone);
  await page.goto(providerUrl + '/profile/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => localStorage.getItem('KeptPicture') !== null);
  await page.goto(providerUrl + '/profile/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.locator('#kept-picture').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  seen.push(...(await violations()));
  await page.setViewportSize(desktop);
  await page.getByRole('button', { name: 'Logga ut' }).first().click();
  await page.goto(providerUrl + '/login/');
  await loginProvider(page, 'admin');
  seen.push(...(await walkAdmin(page, providerUrl, violations)));
  assert.deepEqual([...new Set(seen)], []);
  await context.close();
});

test('the CSP is enforced: a script or a fetch to an origin it does not name is refused', async () => {
  const context = await browser().newContext();
  context.setDefaultTimeout(60_000); // the harness's wait (README: a busy machine)
  const page = await context.newPage();
  await page.goto(providerUrl + '/login/');
  const outcome = await page.evaluate(async () => {
    const violations = [];
    document.addEventListener('securitypolicyviolation', (e) => violations.push(e.violatedDirective));
    const fetched = await fetch('http://127.0.0.1:9/elsewhere').then(
      () => 'fetched',
      () => 'refused',
    );
    const script = document.createElement('script');
    script.textContent = 'window.__inline = true';
    document.head.append(script);
    await new Promise((r) => setTimeout(r, 100));
    return { fetched, inline: window.__inline === true, violations };
  });
  assert.equal(outcome.fetched, 'refused');
  assert.equal(outcome.inline, false);
  assert.ok(outcome.violations.includes('connect-src'));
  assert.ok(outcome.violations.includes('script-src-elem'));
  await context.close();
});
