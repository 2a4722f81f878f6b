/**
 * Offline words that agree (issue 43 item 5, DECISIONS.md 33), on the provider build against the
 * API double. The dead zone: the day sent with the network off says only that it waits for the
 * network (no error words, no 'Försök igen'), and goes by itself once the network is back, stored
 * exactly once. Min sida opened offline on a phone that never read it says so in plain words,
 * not '…' and 'not fund 404'. Screenshots: screenshots/offline-words-*.png.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { double, loginProvider, narrow, openProvider, phone, providerUrl, recordDayProvider, screenshot, useBrowser } from './harness.mjs';

const browser = useBrowser({ resetDouble: true });

const CREATE = /^\/api\/time\/create\//;
const waiting = 'Väntar på nätet – skickas automatiskt';

async function storedDays(des) {
  const person = await double.user('staff');
  return (await double.state()).db.months.filter((m) => m.userId === person._id).flatMap((m) => m.months).filter((e) => e.des === des);
}

/** What the page shows of errors: alerts, the spec's failed-call words, a 'Försök igen'. */
async function errorWords(page) {
  return {
    alerts: await page.getByRole('alert').count(),
    notFund: await page.getByText(/not fund 404/).count(),
    retry: await page.getByRole('button', { name: 'Försök igen' }).count(),
  };
}

for (const [width, viewport] of [
  [390, phone],
  [320, narrow],
]) {
  test(`${width} px, the dead zone: the day sent offline says only that it waits, then goes by itself once, stored once`, async () => {
    const des = `Ingen täckning i källaren ${width}, Märsta`;
    const { context, page } = await openProvider(browser(), '/', viewport);
    await recordDayProvider(page, des);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Skicka arbetstiden' }).click();
    await page.getByRole('status').getByText(waiting).waitFor();
    assert.equal(await page.getByText(waiting).count(), 1, 'said once');
    assert.deepEqual(await errorWords(page), { alerts: 0, notFund: 0, retry: 0 });
    // Nothing else promises or refuses: no offline banner beside the status, nothing sent.
    assert.equal(await page.getByText(/Ingen anslutning/).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Skicka arbetstiden' }).isDisabled(), true);
    assert.deepEqual(await double.log({ method: 'POST', path: CREATE }), []);
    await screenshot(page, `offline-words-waiting-${width}`);

    await context.setOffline(false);
    await page.getByRole('heading', { name: 'Tack, arbetstiden har registrerats' }).waitFor();
    await page.getByText('Dagen skickades av sig själv när nätet fungerade igen.').waitFor();
    const posts = await double.waitForLog({ method: 'POST', path: CREATE });
    assert.equal(posts.length, 1, 'one post');
    assert.equal(posts[0].status, 201);
    assert.equal((await storedDays(des)).length, 1, 'stored exactly once');
    await context.close();
  });
}

test('Min sida opened offline on a phone that never read it: plain words, not "…" and "not fund 404"', async () => {
  const { context, page } = await openProvider(browser(), '/', phone);
  await loginProvider(page, 'staff');
  await page.getByLabel('Starttid').fill('07:00');
  // The app shell is kept by its worker after the first interaction; the page is controlled once it has activated.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        if (navigator.serviceWorker.controller) resolve();
        else navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
      }),
  );
  await context.setOffline(true);
  const response = await page.goto(`${providerUrl}/profile/`);
  assert.ok(response?.fromServiceWorker(), 'Min sida came from the worker');
  const words = page.getByText('Ingen anslutning, och din tid har inte lästs på den här telefonen än. Den visas här när telefonen har nät igen.');
  await words.waitFor();
  assert.equal(await page.getByRole('status').filter({ has: words }).count(), 1);
  await page.getByRole('heading', { name: 'Erik Johansson' }).waitFor();
  assert.deepEqual(await errorWords(page), { alerts: 0, notFund: 0, retry: 0 });
  assert.equal(await page.getByText('…', { exact: true }).count(), 0);
  await screenshot(page, 'offline-words-never-read-390');

  // Back online, the time is read and shown.
  await context.setOffline(false);
  await page.getByText(/^Totalt \d+ timmar och \d+ minuter$/).waitFor();
  assert.equal(await words.count(), 0);
  await context.close();
});
