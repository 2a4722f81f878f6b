/**
 * The registration screen as a timekeeper on a phone (issue 12), in Chromium against the API
 * double: 'Nu' buttons, a draft from yesterday with the clock moved forward, the overlap
 * warning, /valja/ for someone else, and the layout at 390 and 320 px wide.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axe, double, loginProvider, narrow, phone, providerUrl, screenshot, useBrowser, dayAt as at, isoDate as iso } from './harness.mjs';

const browser = useBrowser({ resetDouble: true });

const CREATE = /^\/api\/time\/create\//;

async function staffOn(path, viewport = phone, clock) {
  // The browser's clock zone is this process's, so the times built here are the page's times.
  const timezoneId = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const context = await browser().newContext({ viewport, locale: 'sv-SE', timezoneId });
  context.setDefaultTimeout(60_000); // the harness's wait (README: a busy machine)
  if (clock) await context.clock.setFixedTime(clock);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('pageerror:', error.message));
  await page.goto(providerUrl + path);
  await loginProvider(page, 'staff');
  return { context, page };
}

/** Interactive elements in <main> under 44 px, and sideways scrolling. */
async function layoutProblems(page) {
  return page.evaluate(() => ({
    small: [...document.querySelectorAll('main button, main a, main input, main select, main textarea, header a, header button')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.height < 44 || r.width < 44);
      })
      .map((el) => el.outerHTML.slice(0, 80)),
    overflow: document.documentElement.scrollWidth > window.innerWidth,
  }));
}

test("a day registered with the 'Nu' buttons: start and end are the time now", async () => {
  const { context, page } = await staffOn('/', phone, at(0, 6, 5));
  await page.getByText(/^Idag, /).waitFor();
  await page.getByRole('button', { name: 'Nu (start)' }).click();
  assert.equal(await page.getByLabel('Starttid').inputValue(), '06:05');
  await page.getByRole('button', { name: 'Spara starttid' }).click();
  await context.clock.setFixedTime(at(0, 9, 35));
  await page.getByRole('button', { name: 'Nu (slut)' }).click();
  assert.equal(await page.getByLabel('Sluttid').inputValue(), '09:35');
  await page.getByLabel('Arbetsplats').fill('Trapphus, Kungsgatan 28');
  await screenshot(page, 'timekeeper-nu-phone');
  await page.getByRole('button', { name: 'Registrera arbetstid' }).click();
  await page.getByRole('button', { name: 'Skicka arbetstiden' }).click();
  await page.getByRole('heading', { name: 'Tack, arbetstiden har registrerats' }).waitFor();
  const [post] = await double.log({ method: 'POST', path: CREATE });
  assert.deepEqual([post.body.date, post.body.start, post.body.end], [iso(at(0, 6, 5)), '06:05', '09:35']);
  await context.close();
});

test("the clock moves to the next day: yesterday's draft asks before sending, and is sent under the chosen date", async () => {
  const yesterday = at(-1, 21, 0);
  const { context, page } = await staffOn('/', phone, yesterday);
  await page.getByRole('button', { name: 'Nu (start)' }).click();
  await page.getByRole('button', { name: 'Spara starttid' }).click();
  await page.getByLabel('Sluttid').waitFor();
  // The phone sleeps until the morning.
  await context.clock.setFixedTime(at(0, 7, 30));
  await page.reload();
  await page.getByText(/^Passet startade /).waitFor();
  await screenshot(page, 'timekeeper-earlier-day-phone');
  assert.equal(await page.getByRole('button', { name: /^Skicka/ }).count(), 0);
  await page.getByRole('button', { name: /^Avsluta passet från / }).click();
  await page.getByLabel('Sluttid').fill('23:30');
  await page.getByLabel('Arbetsplats').fill('Nattstädning, Arlanda');
  await page.getByRole('button', { name: 'Registrera arbetstid' }).click();
  await page.getByRole('button', { name: 'Skicka arbetstiden' }).click();
  await page.getByRole('heading', { name: 'Tack, arbetstiden har registrerats' }).waitFor();
  const posts = await double.log({ method: 'POST', path: CREATE });
  assert.equal(posts.length, 1);
  assert.equal(posts[0].body.date, iso(yesterday));
  await context.close();
});

test('an overlapping shift warns before it is sent', async () => {
  const { context, page } = await staffOn('/', phone);
  for (const [start, end, des] of [
    ['07:00', '11:00', 'Förskolan Tallen'],
    ['10:00', '12:00', 'Valstaskolan'],
  ]) {
    await page.getByLabel('Starttid').fill(start);
    await page.getByRole('button', { name: 'Spara starttid' }).click();
    await page.getByLabel('Sluttid').fill(end);
    await page.getByLabel('Arbetsplats').fill(des);
    await page.getByRole('button', { name: 'Registrera arbetstid' }).click();
    if (des === 'Valstaskolan') break;
    await page.getByRole('button', { name: 'Skicka arbetstiden' }).click();
    await page.getByRole('button', { name: 'Tillbaka till startsidan' }).click();
    await page.getByRole('region', { name: 'Idag' }).getByText(/Förskolan Tallen/).waitFor();
  }
  await page.getByRole('alert').getByText('Passet överlappar 07:00–11:00 (Förskolan Tallen) som redan är registrerat samma dag.').waitFor();
  await screenshot(page, 'timekeeper-overlap-phone');
  assert.deepEqual(await axe(page), []);
  assert.equal((await double.log({ method: 'POST', path: CREATE })).length, 1);
  await page.getByRole('button', { name: 'Skicka ändå' }).click();
  await page.getByRole('heading', { name: 'Tack, arbetstiden har registrerats' }).waitFor();
  assert.equal((await double.log({ method: 'POST', path: CREATE })).length, 2);
  await context.close();
});

test("a staff member on /valja/{someone else's id}/ cannot post for that person", async () => {
  const admin = await double.user('admin');
  const erik = await double.user('staff');
  const { context, page } = await staffOn(`/valja/${admin._id}/`);
  await page.getByRole('button', { name: 'Registrera timmar' }).click();
  await page.getByLabel('Starttid').fill('08:00');
  await page.getByRole('button', { name: 'Spara starttid' }).click();
  await page.getByLabel('Sluttid').fill('10:00');
  await page.getByLabel('Arbetsplats').fill('Annan arbetsplats, Sigtuna');
  await page.getByRole('button', { name: 'Registrera arbetstid' }).click();
  await page.getByRole('button', { name: 'Skicka arbetstiden' }).click();
  await page.getByRole('heading', { name: 'Tack, arbetstiden har registrerats' }).waitFor();
  const posts = await double.log({ method: 'POST', path: CREATE });
  assert.deepEqual(posts.map((p) => p.path), [`/api/time/create/${erik._id}`]);
  assert.equal((await double.log({ path: new RegExp(admin._id) })).length, 0);
  await context.close();
});

for (const [name, viewport] of [
  ['phone', phone],
  ['narrow', narrow],
]) {
  test(`the registration screen at ${viewport.width} px: header on one line, 44 px targets, no sideways scroll, axe clean`, async () => {
    const { context, page } = await staffOn('/', viewport);
    await page.getByLabel('Starttid').waitFor();
    // Every header link and button on one line (no 'Min / sida').
    const wrapped = await page.evaluate(() =>
      [...document.querySelectorAll('header a, header button')]
        .filter((el) => el.getBoundingClientRect().height > 0 && el.textContent.trim())
        .filter((el) => el.getClientRects().length > 1 || el.getBoundingClientRect().height > 48)
        .map((el) => el.textContent.trim()),
    );
    assert.deepEqual(wrapped, []);
    assert.deepEqual(await layoutProblems(page), { small: [], overflow: false });
    assert.deepEqual(await axe(page), []);
    await screenshot(page, `timekeeper-start-${name}`);
    await context.close();
  });
}
