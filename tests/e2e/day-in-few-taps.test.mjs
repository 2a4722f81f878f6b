/**
 * A working day in a few taps (issue 17), on a 390×844 phone against the API double (provider
 * build): the typical day (07:00–15:30, 30 min lunch, a place used before) clocked with 'Nu' at
 * its start and its end, counting taps and typed characters; yesterday's shift closed the next
 * morning ('Nu' not offered for the end, an end of 'now' refused and not sent); axe at 390 and
 * 320. Screenshots of every step land in screenshots/few-taps-*.png.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axe, double, loginProvider, narrow, phone, providerUrl, screenshot, useBrowser, dayAt as at, isoDate as iso } from './harness.mjs';

const browser = useBrowser({ resetDouble: true });
const CREATE = /^\/api\/time\/create\//;

async function staffAt(clock, viewport = phone) {
  // The browser's clock zone is this process's, so the times built here are the page's times.
  const timezoneId = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const context = await browser().newContext({ viewport, locale: 'sv-SE', timezoneId });
  context.setDefaultTimeout(60_000); // the harness's wait (README: a busy machine)
  await context.clock.setFixedTime(clock);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('pageerror:', error.message));
  await page.goto(`${providerUrl}/`);
  await loginProvider(page, 'staff');
  return { context, page };
}

/** The place of the demo staff member's latest entry, as the double stores it. */
async function lastPlaceStored() {
  const erik = await double.user('staff');
  const entries = (await double.state()).db.months.filter((m) => m.userId === erik._id).flatMap((m) => m.months);
  entries.sort((a, b) => `${b.date} ${b.start}`.localeCompare(`${a.date} ${a.start}`));
  return { erik, place: entries.find((e) => e.des.trim())?.des.trim() };
}

/** Whether the person has an entry at this place. */
async function placeStored(erik, place) {
  return (await double.state()).db.months.filter((m) => m.userId === erik._id).flatMap((m) => m.months).some((e) => e.des.trim() === place);
}

/** Counts what the person does from now on: taps (pointer presses) and typed characters. */
async function startCounting(page) {
  await page.evaluate(() => {
    const counts = { taps: 0, keys: 0, typed: 0 };
    window.__effort = counts;
    window.addEventListener('pointerdown', () => (counts.taps += 1), true);
    window.addEventListener('keydown', () => (counts.keys += 1), true);
    window.addEventListener('beforeinput', (e) => (counts.typed += e.data?.length ?? 0), true);
  });
}

const effort = (page) => page.evaluate(() => window.__effort);

/** Whether the element is wholly inside the window, as it is now (no scrolling). */
const inView = (locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight;
  });

test("the typical day with 'Nu' at a place used before: at most 6 taps, nothing typed; the double stores it", async () => {
  const { erik, place: last } = await lastPlaceStored();
  assert.ok(last, 'the seed gives the staff member a place used before');
  let place;
  const { context, page } = await staffAt(at(0, 7, 0));
  // The place most likely meant today is filled in and said so (issue 25 item 4): one of the
  // person's own places (day-one-screen.test.mjs and the unit tests check which).
  await page.getByText(/^Ifylld: .*Annan plats idag\?/).waitFor();
  place = (await page.getByLabel('Arbetsplats').inputValue()).trim();
  assert.ok(await placeStored(erik, place), `a place of the person's own: ${place}`);
  await screenshot(page, 'few-taps-1-morning');
  await startCounting(page);

  // Morning: clock in.
  await page.getByRole('button', { name: 'Nu (start)' }).click();
  await page.getByRole('button', { name: 'Spara starttid' }).click();
  await page.getByText('start tid', { exact: true }).waitFor();
  await screenshot(page, 'few-taps-2-clocked-in');

  // End of the day: 'Nu', lunch (30 min suggested), the place as preselected, one confirmation.
  await context.clock.setFixedTime(at(0, 15, 30));
  await page.getByRole('button', { name: 'Nu (slut)' }).click();
  assert.equal(await page.getByLabel('Sluttid').inputValue(), '15:30');
  await page.getByRole('radio', { name: 'lunch' }).click();
  assert.equal(await page.getByLabel('Minuter').inputValue(), '30');
  await screenshot(page, 'few-taps-3-end-of-day');
  await page.getByRole('button', { name: 'Registrera arbetstid' }).click();
  const send = page.getByRole('button', { name: 'Skicka arbetstiden' });
  await send.waitFor();
  // The summary: the day beside the times, the send button in view at 390×844, 'Idag' kept.
  const day = await page.evaluate(() => new Intl.DateTimeFormat('sv-SE', { weekday: 'long' }).format(new Date()));
  await page.getByText(new RegExp(`^${day} \\d+/\\d+ kl\\. 07:00$`)).waitFor();
  await page.getByText(new RegExp(`^${day} \\d+/\\d+ kl\\. 15:30$`)).waitFor();
  assert.equal(await inView(send), true, 'the send button is in view');
  await page.getByRole('region', { name: 'Idag' }).waitFor();
  await screenshot(page, 'few-taps-4-summary');
  assert.deepEqual(await axe(page), []);
  await send.click();
  await page.getByRole('heading', { name: 'Tack, arbetstiden har registrerats' }).waitFor();
  await screenshot(page, 'few-taps-5-thanks');

  const counted = await effort(page);
  assert.ok(counted.taps <= 6, `taps: ${counted.taps}`);
  assert.equal(counted.taps, 6);
  assert.deepEqual([counted.keys, counted.typed], [0, 0]);

  // What the double received and stored.
  const posts = await double.log({ method: 'POST', path: CREATE });
  assert.equal(posts.length, 1);
  assert.equal(posts[0].path, `/api/time/create/${erik._id}`);
  assert.match(posts[0].authorization, /^Bearer /);
  assert.deepEqual(
    {
      date: posts[0].body.date,
      start: posts[0].body.start,
      end: posts[0].body.end,
      des: posts[0].body.des,
      rast: posts[0].body.rast,
      total: posts[0].body.total,
      half: posts[0].body.half,
    },
    { date: iso(at(0, 7, 0)), start: '07:00', end: '15:30', des: place, rast: { name: 'lunch', hours: 0, minutes: 30 }, total: 8, half: 0 },
  );
  const stored = (await double.state()).db.months
    .filter((m) => m.userId === erik._id)
    .flatMap((m) => m.months)
    .filter((e) => e.date === iso(at(0, 7, 0)) && e.start === '07:00');
  assert.equal(stored.length, 1);
  assert.deepEqual([stored[0].end, stored[0].des, stored[0].total, stored[0].half], ['15:30', place, 8, 0]);
  await context.close();
});

test("yesterday's shift closed the next morning: no 'Nu' for the end, an end of 'now' is refused and not sent", async () => {
  const yesterday = at(-1, 7, 0);
  const { context, page } = await staffAt(yesterday);
  await page.getByRole('button', { name: 'Nu (start)' }).click();
  await page.getByRole('button', { name: 'Spara starttid' }).click();
  await page.getByText('start tid', { exact: true }).waitFor();
  // The next morning, 08:10.
  await context.clock.setFixedTime(at(0, 8, 10));
  await page.reload();
  await page.getByRole('button', { name: /^Avsluta passet från / }).click();
  await page.getByLabel('Sluttid').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Nu (slut)' }).count(), 0);
  assert.equal(await page.getByRole('button', { name: 'Nu (start)' }).count(), 0);
  await screenshot(page, 'few-taps-6-yesterday-end');

  await page.getByLabel('Sluttid').fill('08:10');
  await page.getByRole('button', { name: 'Registrera arbetstid' }).click();
  await page.getByText(/^Sluttiden är klockan nu, men passet är från .+\. Skriv när passet slutade den dagen\.$/).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Skicka arbetstiden' }).count(), 0);
  await screenshot(page, 'few-taps-7-yesterday-refused');
  assert.equal((await double.log({ method: 'POST', path: CREATE })).length, 0);

  await page.getByLabel('Sluttid').fill('15:30');
  await page.getByRole('button', { name: 'Registrera arbetstid' }).click();
  // The seed has a shift of Erik's on that day too: the overlap warning asks 'Skicka ändå'.
  const send = page.getByRole('button', { name: /^Skicka (arbetstiden|ändå)$/ });
  await send.waitFor();
  await page.getByText(/^måndag|tisdag|onsdag|torsdag|fredag|lördag|söndag/).first().waitFor();
  await screenshot(page, 'few-taps-8-yesterday-summary');
  await send.click();
  await page.getByRole('heading', { name: 'Tack, arbetstiden har registrerats' }).waitFor();
  const posts = await double.log({ method: 'POST', path: CREATE });
  assert.equal(posts.length, 1);
  assert.deepEqual([posts[0].body.date, posts[0].body.start, posts[0].body.end], [iso(yesterday), '07:00', '15:30']);
  await context.close();
});

for (const [name, viewport] of [
  ['phone', phone],
  ['narrow', narrow],
]) {
  test(`axe at ${viewport.width} px: the whole-day screen and the summary`, async () => {
    const { context, page } = await staffAt(at(0, 15, 30), viewport);
    await page.getByText(/^Ifylld: .*Annan plats idag\?/).waitFor();
    await page.getByLabel('Starttid').fill('07:00');
    await page.getByRole('button', { name: 'Nu (slut)' }).click();
    await page.getByRole('radio', { name: 'något annat' }).click();
    assert.deepEqual(await axe(page), []);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    assert.equal(overflow, false);
    await screenshot(page, `few-taps-form-${name}`);
    await page.getByRole('button', { name: 'Registrera arbetstid' }).click();
    await page.getByRole('button', { name: 'Skicka arbetstiden' }).click();
    // A break reason left at 0 asks before sending.
    const question = page.getByRole('dialog');
    await question.getByText('Rasten "något annat" har ingen längd (0 min).', { exact: false }).waitFor();
    assert.deepEqual(await axe(page), []);
    await screenshot(page, `few-taps-break-question-${name}`);
    await question.getByRole('button', { name: 'Ange längden' }).click();
    await page.getByLabel('Minuter').waitFor();
    assert.equal((await double.log({ method: 'POST', path: CREATE })).length, 0);
    await context.close();
  });
}
