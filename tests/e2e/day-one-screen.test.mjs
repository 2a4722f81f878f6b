/**
 * The day on one screen, the receipt and plain network words (issue 25 items 1–3), on the
 * provider build against the API double: at 390×844 the typical day (start, end, lunch, the
 * place offered) is written and sent without the page scrolling once, and the receipt says what
 * was registered; the network fails while the phone believes it is online, comes back, and the
 * day is stored exactly once without a tap. axe at 390 and 320; screenshots in
 * screenshots/one-screen-*.png.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axe, double, loginProvider, narrow, openProvider, phone, providerUrl, screenshot, useBrowser, windowDrawn, dayAt, isoDate as iso } from './harness.mjs';
import { sideways } from './page-checks.mjs';

const browser = useBrowser({ resetDouble: true });
const CREATE = /^\/api\/time\/create\//;

const at = (hh, mm) => dayAt(0, hh, mm);

async function staffAt(clock, viewport = phone) {
  const timezoneId = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const context = await browser().newContext({ viewport, locale: 'sv-SE', timezoneId });
  context.setDefaultTimeout(60_000); // the harness's wait (README: a busy machine)
  await context.clock.setFixedTime(clock);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('pageerror:', error.message));
  await page.goto(`${providerUrl}/`);
  await loginProvider(page, 'staff');
  // The place the person most likely means today is filled in, and the form says why.
  await page.getByText(/^Ifylld: .*Annan plats idag\?/).waitFor();
  return { context, page };
}

/** From now on, the highest the page has ever been scrolled to. */
const watchScroll = (page) =>
  page.evaluate(() => {
    window.__maxScroll = window.scrollY;
    window.addEventListener('scroll', () => (window.__maxScroll = Math.max(window.__maxScroll, window.scrollY)), { passive: true });
  });
const maxScroll = (page) => page.evaluate(() => Math.max(window.__maxScroll, window.scrollY));

/** Wholly inside the window as it is now, and not covered by anything at its centre. */
const inView = (locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth && (top === el || el.contains(top));
  });

async function storedOf(erik, date, start) {
  return (await double.state()).db.months
    .filter((m) => m.userId === erik._id)
    .flatMap((m) => m.months)
    .filter((e) => e.date === date && e.start === start);
}

test('390×844: the typical day is written and sent with no scroll; the receipt says what was registered; stored once', async () => {
  const erik = await double.user('staff');
  const { context, page } = await staffAt(at(15, 40));
  const place = (await page.getByLabel('Arbetsplats').inputValue()).trim();
  assert.ok(place, 'a place is offered');
  await watchScroll(page);

  await page.getByLabel('Starttid').fill('07:00');
  await page.getByLabel('Sluttid').fill('15:30');
  await page.getByRole('radio', { name: 'lunch' }).click();
  assert.equal(await page.getByLabel('Minuter').inputValue(), '30');
  const record = page.getByRole('button', { name: 'Registrera arbetstid' });
  await screenshot(page, 'one-screen-form-390');
  assert.equal(await inView(record), true, "'Registrera arbetstid' is in view");
  assert.deepEqual(await axe(page), []);
  await record.click();

  const send = page.getByRole('button', { name: 'Skicka arbetstiden' });
  await send.waitFor();
  await screenshot(page, 'one-screen-summary-390');
  assert.equal(await inView(send), true, "'Skicka arbetstiden' is in view");
  await send.click();

  await page.getByRole('heading', { name: 'Tack, arbetstiden har registrerats' }).waitFor();
  await screenshot(page, 'one-screen-receipt-390');
  const receipt = page.getByRole('definition');
  const day = await page.evaluate(() => new Intl.DateTimeFormat('sv-SE', { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date()));
  assert.deepEqual(await receipt.allInnerTexts(), [day, '07:00–15:30', 'lunch 30 min', '8 tim 0 min', place]);
  const edit = page.getByRole('link', { name: 'Ändra passet på Min sida' });
  await edit.waitFor();
  assert.equal(await inView(edit), true, "'Ändra' is in view");
  // 'Idag' below it, with the day just sent.
  const today = page.getByRole('region', { name: 'Idag' });
  await today.getByText(/07:00–15:30/).waitFor();
  assert.equal(await inView(today.getByRole('heading', { name: 'Idag' })), true, "'Idag' is in view");
  await today.getByText('8 tim 0 min', { exact: false }).first().waitFor();
  assert.equal(await maxScroll(page), 0, 'the page never scrolled');
  await screenshot(page, 'one-screen-receipt-390');
  assert.deepEqual(await axe(page), []);

  const posts = await double.log({ method: 'POST', path: CREATE });
  assert.equal(posts.length, 1);
  assert.equal(posts[0].path, `/api/time/create/${erik._id}`);
  assert.deepEqual(
    [posts[0].body.date, posts[0].body.start, posts[0].body.end, posts[0].body.des, posts[0].body.rast, posts[0].body.total, posts[0].body.half],
    [iso(at(7, 0)), '07:00', '15:30', place, { name: 'lunch', hours: 0, minutes: 30 }, 8, 0],
  );
  const stored = await storedOf(erik, iso(at(7, 0)), '07:00');
  assert.equal(stored.length, 1);
  assert.deepEqual([stored[0].end, stored[0].des, stored[0].total, stored[0].half], ['15:30', place, 8, 0]);

  // 'Ändra' leads to the entry on Min sida.
  await edit.click();
  await page.waitForURL(/\/profile\/$/);
  await page.getByRole('button', { name: new RegExp(`07:00.15:30`) }).first().waitFor();
  await screenshot(page, 'one-screen-profile-390');
  await context.close();
});

test('320×640: the day may scroll, the send buttons are never hidden; axe finds nothing', async () => {
  const { context, page } = await staffAt(at(15, 40), narrow);
  await page.getByLabel('Starttid').fill('07:00');
  await page.getByLabel('Sluttid').fill('08:45');
  await page.getByRole('radio', { name: 'lunch' }).click();
  const record = page.getByRole('button', { name: 'Registrera arbetstid' });
  await record.scrollIntoViewIfNeeded();
  assert.equal(await inView(record), true, "'Registrera arbetstid' is not covered");
  assert.equal(await sideways(page), false, 'no sideways scroll');
  assert.deepEqual(await axe(page), []);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'one-screen-form-320');
  await record.click();
  // 1 h 45 with 30 min lunch: nothing is subtracted, and the form says why (SPEC.md §5).
  await page.getByText('Rasten dras av när passet är längre än 2 timmar.').waitFor();
  await page.getByText('du har jobbat 1 timmer och 45 minuter').waitFor();
  const send = page.getByRole('button', { name: 'Skicka arbetstiden' });
  await send.scrollIntoViewIfNeeded();
  assert.equal(await inView(send), true, "'Skicka arbetstiden' is not covered");
  await send.click();
  await page.getByRole('heading', { name: 'Tack, arbetstiden har registrerats' }).waitFor();
  await page.getByText('1 tim 45 min').first().waitFor();
  assert.deepEqual(await axe(page), []);
  assert.equal(await sideways(page), false, 'no sideways scroll');
  await screenshot(page, 'one-screen-receipt-320');
  await context.close();
});

test('the network fails while the phone is online and comes back: the day is stored exactly once with no tap, in plain Swedish', async () => {
  const erik = await double.user('staff');
  const { context, page } = await staffAt(at(15, 40));
  const des = 'Nätet borta, Storgatan 1, Märsta';
  await page.getByLabel('Starttid').fill('06:15');
  await page.getByLabel('Sluttid').fill('14:15');
  await page.getByRole('radio', { name: 'lunch' }).click();
  await page.getByLabel('Arbetsplats').fill(des);
  await page.getByRole('button', { name: 'Registrera arbetstid' }).click();
  await page.getByRole('button', { name: 'Skicka arbetstiden' }).waitFor();

  // The phone stays 'online'; the network does not: the day's post reaches the server and is
  // stored, but its answer is lost; every call after it fails until the network is back.
  let networkUp = false;
  let posted = false;
  let triedWhileDown = 0;
  let onTry = () => undefined;
  await page.route(`${double.url}/api/**`, async (route) => {
    if (networkUp) return route.continue();
    if (!posted && route.request().method() === 'POST' && /\/api\/time\/create\//.test(route.request().url())) {
      posted = true;
      await route.fetch();
    } else if (posted) {
      triedWhileDown += 1;
      onTry();
    }
    return route.abort('connectionreset');
  });
  assert.equal(await page.evaluate(() => navigator.onLine), true);
  await page.getByRole('button', { name: 'Skicka arbetstiden' }).click();

  // A call that got no answer: the day goes again by itself, and the screen says only that, in
  // plain Swedish, once: no error words and no 'Försök igen' beside the promise (issue 43 item 5).
  await page.getByText('Väntar på nätet – skickas automatiskt').waitFor();
  assert.equal(await page.getByText('Väntar på nätet – skickas automatiskt').count(), 1);
  assert.equal(await page.getByText('skickad – inte bekräftad än').count(), 0);
  assert.equal(await page.getByText(/not fund 404/).count(), 0);
  assert.equal(await page.getByRole('button', { name: 'Försök igen' }).count(), 0);
  await screenshot(page, 'one-screen-network-down-390');
  assert.equal((await storedOf(erik, iso(at(6, 15)), '06:15')).length, 1, 'the lost answer was stored');

  // The app tries again by itself while the network is still down: it checks first, and fails.
  if (triedWhileDown === 0) await new Promise((resolve) => (onTry = resolve));
  await page.getByText('Väntar på nätet – skickas automatiskt').waitFor();
  networkUp = true;

  // Back: the app checks what is stored (DECISIONS.md 25), finds the day and sends nothing again.
  await page.getByRole('heading', { name: 'Tack, arbetstiden har registrerats' }).waitFor({ timeout: 45_000 });
  await page.getByText('Dagen skickades av sig själv när nätet fungerade igen.').waitFor();
  await page.getByText('Dagen var redan registrerad. Den har inte skickats en gång till.').waitFor();
  assert.equal(await page.getByText(/not fund 404/).count(), 0);
  const posts = await double.log({ method: 'POST', path: CREATE });
  assert.equal(posts.length, 1, 'one post reached the server');
  assert.equal((await storedOf(erik, iso(at(6, 15)), '06:15')).length, 1, 'stored exactly once');
  await screenshot(page, 'one-screen-network-back-390');
  await context.close();
});

test('Min sida at 320: an opened earlier month never overprints; without a network it shows the time last read, with when', async () => {
  const { context, page } = await openProvider(browser(), '/profile/', narrow);
  await loginProvider(page, 'staff');
  const top = page.getByRole('region', { name: 'Erik Johansson' });
  await top.getByText(/\d+ timmar och \d+ minuter/).first().waitFor();
  const earlier = page.getByRole('region', { name: 'Tidigare månader' });
  const month = earlier.getByRole('button', { expanded: false }).first();
  const label = (await month.innerText()).match(/\d{2}\/\d{4}/)[0];
  // Tapped as a person taps: once the page has stopped moving under the finger.
  await month.scrollIntoViewIfNeeded();
  await windowDrawn(page);
  await month.click();
  const lines = page.getByRole('group', { name: `Arbetstid ${label}` });
  await lines.locator('li[aria-posinset] > button').first().waitFor();
  // The day, the times and the hours of a line never cover each other (a line may wrap).
  const overprinted = await lines.locator('li[aria-posinset] > button').evaluateAll((buttons) =>
    buttons
      .filter((button) => {
        const rects = [...button.children].slice(0, 3).map((child) => child.getBoundingClientRect());
        return rects.some((a, i) => rects.some((b, j) => i < j && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom));
      })
      .map((button) => button.textContent),
  );
  assert.deepEqual(overprinted, []);
  assert.equal(await sideways(page), false, 'no sideways scroll');
  assert.deepEqual(await axe(page), []);
  await month.scrollIntoViewIfNeeded();
  await screenshot(page, 'one-screen-profile-320-earlier');
  const totals = await top.innerText();

  // The network fails: a fresh Min sida shows the hours it read last, and when; no 'not fund 404'.
  await page.route(`${double.url}/api/**`, (route) => route.abort('connectionreset'));
  await page.reload();
  await page.getByText(/^Ingen anslutning\. Du ser tiden som den var \S+ \d+\/\d+ kl\. \d\d:\d\d, när den lästes senast\.$/).waitFor();
  assert.equal(await top.innerText(), totals);
  assert.equal(await page.getByText(/not fund 404/).count(), 0);
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'one-screen-profile-320-offline');
  await context.close();
});
