/**
 * Same-origin deployment (issue 19, README 'Same-origin deployment'): the provider build, whose
 * VITE_API_URL is the double's own origin, served by the double itself (`--app-dir`, as behind
 * the reverse proxy of the README). Signing in, registering a day and seeing it on Min sida
 * work end to end, and the browser sends no CORS preflight; the same steps from the build's
 * other origin (vite preview) do send them, so the count is real.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { double, login, phone, providerUrl, screenshot, useBrowser } from './harness.mjs';

const browser = useBrowser({ resetDouble: true });
const place = 'Sigtuna bibliotek, entré och trappor';

/** Signs in as the demo staff member at `origin` and registers today 07:00–15:30, 30 min lunch. */
async function registerADay(origin) {
  const context = await browser().newContext({ viewport: phone, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
  context.setDefaultTimeout(60_000); // the harness's wait (README: a busy machine)
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('pageerror:', error.message));
  await page.goto(`${origin}/login/`);
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
  return { context, page };
}

test('served same-origin by the double: sign in, register a day, Min sida shows it; no preflight at all', async () => {
  // The double serves the app only when started with --app-dir (tests/e2e/run.mjs does).
  const app = await fetch(`${double.url}/login/`);
  assert.equal(app.status, 200, 'the double serves the app (started with --app-dir <provider build>)');
  assert.match(app.headers.get('content-type') ?? '', /^text\/html/);

  const { context, page } = await registerADay(double.url);
  const erik = await double.user('staff');
  const [create] = await double.log({ method: 'POST', path: /^\/api\/time\/create\// });
  assert.equal(create.path, `/api/time/create/${erik._id}`);
  assert.equal(create.status, 201);
  assert.equal(create.body.des, place);
  assert.equal(create.body.start, '07:00');
  assert.equal(create.body.end, '15:30');

  await page.getByRole('link', { name: 'Min sida' }).first().click();
  const today = new Date();
  const label = `${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`;
  const lines = page.getByRole('group', { name: `Arbetstid ${label}` });
  const line = lines.getByRole('button', { name: new RegExp(`07:00–15:30 8 h 00 min ${place}`) });
  await line.waitFor();
  assert.equal(page.url(), `${double.url}/profile/`);
  await screenshot(page, 'same-origin-profile');

  // Every call was the app's own origin's: the double got the app's calls and no preflight
  // (the log leaves preflights out; the double counts them apart, see the next test).
  const log = await double.log({ origin: 'api' });
  assert.ok(log.some((e) => e.method === 'POST' && e.path === '/api/auth/login/'), 'signed in through the double');
  assert.ok(log.some((e) => e.method === 'GET' && e.path === `/api/time/time/user/${erik._id}`), 'Min sida read through the double');
  assert.deepEqual(await double.preflights(), []);
  await context.close();
});

test('the same build on another origin (vite preview) sends a preflight before its calls', async () => {
  const { context } = await registerADay(providerUrl);
  const preflights = await double.preflights();
  assert.ok(
    preflights.some((p) => p.origin === 'api' && p.method === 'POST' && p.path.startsWith('/api/time/create/')),
    JSON.stringify(preflights),
  );
  await context.close();
});
