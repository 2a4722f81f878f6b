/**
 * An admin screen's top while its code loads (issue 28, app/admin-screen-top.tsx): opened by its
 * address, the screen's heading and intro are shown by the admin's frame before the screen's own
 * chunk has arrived, and the screen then draws them again at the same size: the page's largest
 * text paints once, early (no largest-contentful-paint candidate after the screen arrives).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { desktop, double, loginProvider, openProvider, phone, screenshot, useBrowser } from './harness.mjs';

const browser = useBrowser({ resetDouble: true });

/** Holds the screen's chunk (`/assets/<name>-<hash>.js`) until `release()` is called. */
async function holdChunk(page, name) {
  let release;
  const released = new Promise((resolve) => (release = resolve));
  let markAsked;
  // A failure, not a wait without end, when the chunk is never asked for.
  const asked = new Promise((resolve, reject) => {
    markAsked = resolve;
    setTimeout(() => reject(new Error(`${name} was never asked for`)), 60_000).unref();
  });
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    markAsked();
    await released;
    await route.continue();
  });
  return { release, asked };
}

/** Records the page's largest-contentful-paint candidates from its start. */
async function watchLargestPaint(context) {
  await context.addInitScript(() => {
    window.__largest = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__largest.push({ at: entry.startTime, text: entry.element?.textContent ?? '' });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

async function signedInAdmin(viewport) {
  // No service worker: it may hold the screen's chunk in its cache, and a chunk it serves is
  // never seen (nor held) by the page's routes.
  const { context, page } = await openProvider(browser(), '/login/', viewport, { serviceWorkers: 'block' });
  await loginProvider(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/admin/');
  await watchLargestPaint(context);
  return { context, page };
}

test("the bills screen's heading, month and a disabled 'Registrera ny' are shown before its code; then the screen, with nothing painted larger", async () => {
  const { page } = await signedInAdmin(phone);
  const chunk = await holdChunk(page, 'bills-route');
  await page.goto(new URL('/admin/bill/', page.url()).href);

  const heading = page.getByRole('heading', { level: 1, name: 'LEVERANS OCH KVITTO' });
  await heading.waitFor();
  const register = page.getByRole('button', { name: 'Registrera ny' });
  assert.equal(await register.isDisabled(), true, 'not usable before the screen is here');
  const month = String(new Date().getMonth() + 1).padStart(2, '0');
  assert.match(await page.locator('main').textContent(), new RegExp(`Månad ${month}`));
  await chunk.asked;
  await screenshot(page, 'admin-bills-top-phone');

  const releasedAt = await page.evaluate(() => performance.now());
  chunk.release();
  await page.waitForFunction(() => !document.querySelector('main button[disabled]'));
  await register.click();
  await page.getByRole('dialog').waitFor();
  assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1);

  const largest = await page.evaluate(() => window.__largest);
  assert.ok(largest.length > 0);
  const late = largest.filter((entry) => entry.at >= releasedAt);
  assert.deepEqual(late, [], 'nothing larger painted once the screen arrived');
});

test("the staff list's heading and intro are shown before its code and its data; then everyone, with nothing painted larger", async () => {
  const { db } = await double.state();
  const { page } = await signedInAdmin(desktop);
  const chunk = await holdChunk(page, 'staff-list-route');
  await page.goto(new URL('/admin/list/', page.url()).href);

  await page.getByRole('heading', { level: 1, name: 'Personal' }).waitFor();
  await page.getByText('Alla som arbetar här, med personnummer, månadens timmar och vem som är admin. Sök, sortera eller öppna en person.').waitFor();
  await page.getByRole('status').filter({ hasText: 'Laddar' }).waitFor();

  await chunk.asked;
  await screenshot(page, 'admin-list-top-desktop');
  const releasedAt = await page.evaluate(() => performance.now());
  chunk.release();
  await page.getByText(`Visar ${db.users.length} av ${db.users.length} personer`).waitFor();
  assert.equal(await page.getByText('Alla som arbetar här', { exact: false }).count(), 1);
  await screenshot(page, 'admin-list-desktop');

  const late = (await page.evaluate(() => window.__largest)).filter((entry) => entry.at >= releasedAt);
  assert.deepEqual(late, [], 'nothing larger painted once the screen arrived');
});
