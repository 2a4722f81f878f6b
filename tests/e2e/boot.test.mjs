/**
 * The entry loads React and then the app in steps (src/main.tsx, issue 19). When the app's code
 * cannot be fetched (a bad network, or a redeploy that removed the files the page names), the
 * page says so in Swedish and offers a reload, instead of a blank or dead page; the reload,
 * once the file can be fetched, brings the signed-in screen back with the session kept.
 * The login screen is prerendered: typed into and pressed before the app has taken it over, it
 * signs in once the app is ready, with what was typed, one request (lib/early-submit.ts).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axe, demo, double, loginProvider, phone, providerUrl, screenshot, useBrowser } from './harness.mjs';

const browser = useBrowser({ resetDouble: true });

test("the app's code cannot be fetched: a Swedish message and 'Uppdatera sidan', which brings the screen back", async () => {
  // No service worker: it would serve the app's chunk from its cache, past the route below.
  const context = await browser().newContext({ viewport: phone, locale: 'sv-SE', timezoneId: 'Europe/Stockholm', serviceWorkers: 'block' });
  context.setDefaultTimeout(60_000); // the harness's wait (README: a busy machine)
  const page = await context.newPage();
  await page.goto(providerUrl + '/login/');
  await loginProvider(page, 'staff');
  await page.getByRole('heading', { level: 1 }).waitFor();

  // The app's chunk fails as a dropped connection would (routing also bypasses the HTTP cache).
  let refused = 0;
  await context.route(/\/assets\/boot-[\w-]+\.js$/, (route) => {
    refused += 1;
    return route.abort('connectionreset');
  });
  await page.reload();
  const alert = page.getByRole('alert');
  await alert.waitFor();
  assert.ok(refused >= 1, 'the app chunk was asked for and refused');
  assert.equal((await alert.getByRole('paragraph').textContent()).trim(), 'Sidan kunde inte laddas. Kontrollera anslutningen och försök igen.');
  const reload = alert.getByRole('button', { name: 'Uppdatera sidan' });
  assert.ok((await reload.boundingBox()).height >= 44, 'a touch target of at least 44 px');
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'boot-failed-phone');

  // The network is back: the reload shows the signed-in screen (the session was kept).
  await context.unroute(/\/assets\/boot-[\w-]+\.js$/);
  await reload.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1 }).waitFor();
  assert.equal(await page.getByRole('alert').count(), 0);
  assert.equal(new URL(page.url()).pathname, '/');
  assert.equal(await page.getByLabel('Telefonnummer').count(), 0, 'still signed in');
  await context.close();
});

test('the prerendered login typed into and pressed before the app is ready: one sign-in, with what was typed, once it is', async () => {
  const context = await browser().newContext({ viewport: phone, locale: 'sv-SE', timezoneId: 'Europe/Stockholm', serviceWorkers: 'block' });
  context.setDefaultTimeout(60_000); // the harness's wait (README: a busy machine)
  const page = await context.newPage();
  // The app's chunk is held back until the person has typed and pressed.
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await context.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(providerUrl + '/login/', { waitUntil: 'commit' });
  await page.getByLabel('Telefonnummer').fill(demo.staff.phone);
  await page.getByLabel('Lösenord', { exact: true }).fill(demo.staff.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  // Held: no reload by the browser (the address keeps no query), nothing sent yet.
  await page.waitForTimeout(500);
  assert.equal(new URL(page.url()).search, '');
  assert.deepEqual(await double.log({ method: 'POST', path: '/api/auth/login/' }), []);

  release();
  const [login] = await double.waitForLog({ method: 'POST', path: '/api/auth/login/' });
  assert.deepEqual(login.body, { phone: demo.staff.phone.replace(/\D/g, ''), password: demo.staff.password });
  assert.equal(login.status, 200);
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(500);
  assert.equal((await double.log({ method: 'POST', path: '/api/auth/login/' })).length, 1, 'one sign-in');
  await context.close();
});
