/**
 * Exactly-once writes (issue 10, DECISIONS.md 25) in Chromium against the fault-injecting API
 * double (tests/double/): the provider-mode build talks to a real HTTP server that can store a
 * write and then lose its answer, hold it while the page reloads, or answer with a hotel
 * network's HTML page. Every assertion that matters is on what the double STORED.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appSends, assertBrowserResend, desktop, double, isoDate, loginProvider, openProvider, phone, recordDayProvider, screenshot, useBrowser } from './harness.mjs';

const browser = useBrowser({ resetDouble: true });

const CREATE = /^\/api\/time\/create\//;

/** The stored entries of a person with this description. */
async function storedDays(who, des) {
  const person = await double.user(who);
  const { db } = await double.state();
  return db.months.filter((m) => m.userId === person._id).flatMap((m) => m.months).filter((e) => e.des === des);
}

/** Staff on the registration screen, with a confirmed-to-be day typed in (not yet sent). */
async function dayReady(des, viewport = phone) {
  const { context, page } = await openProvider(browser(), '/', viewport);
  await recordDayProvider(page, des);
  return { context, page };
}

const thanks = (page) => page.getByRole('heading', { name: 'Tack, arbetstiden har registrerats' }).waitFor();

test('a reload while the day is being posted: stored once', async () => {
  const des = 'Reload mitt i, Valstaskolan';
  const { context, page } = await dayReady(des);
  await double.fault({ method: 'POST', path: CREATE, fault: 'hang-after-store' });
  await page.getByRole('button', { name: 'Skicka arbetstiden' }).click();
  // The server has stored it; the answer is held while the phone reloads the page.
  await double.waitForLog({ method: 'POST', path: CREATE }, { settled: false });
  assert.equal((await storedDays('staff', des)).length, 1);
  await page.reload();
  // After the reload the app checks before it sends: found means registered.
  await thanks(page);
  await page.getByText('Dagen var redan registrerad. Den har inte skickats en gång till.').waitFor();
  await screenshot(page, 'exactly-once-reload-phone');
  assert.equal((await storedDays('staff', des)).length, 1);
  assert.equal((await double.log({ method: 'POST', path: CREATE })).length, 1);
  await context.close();
});

/**
 * A server that stores the day only after `ms`, and a phone reloaded 1 s after the press: the
 * earlier send may still land, so the app waits for it, reading the entries, and sends nothing
 * again (issue 18 item 3).
 */
async function reloadIntoSlowServer(ms, des) {
  const { context, page } = await dayReady(des);
  await double.fault({ method: 'POST', path: CREATE, fault: 'delay', ms });
  await page.getByRole('button', { name: 'Skicka arbetstiden' }).click();
  await double.waitForLog({ method: 'POST', path: CREATE }, { settled: false });
  await page.waitForTimeout(1000);
  await page.reload();
  // Nothing stored yet: the app says it waits for the earlier send, and sends nothing.
  await page.getByText(/Dagen skickades nyss och kan fortfarande komma fram\. Vi tittar efter den och skickar inte igen före kl\. \d\d:\d\d\./).waitFor();
  assert.equal((await storedDays('staff', des)).length, 0);
  await screenshot(page, `exactly-once-waiting-${ms / 1000}s-phone`);
  // The server stores it; the app's next read finds it.
  await page.getByRole('heading', { name: 'Tack, arbetstiden har registrerats' }).waitFor({ timeout: ms + 15_000 });
  await page.getByText('Dagen var redan registrerad. Den har inte skickats en gång till.').waitFor();
  const posts = await double.log({ method: 'POST', path: CREATE });
  assert.deepEqual(
    posts.map((p) => [p.fault, p.handled, p.outcome]),
    [['delay', true, 'aborted']],
  );
  assert.equal((await storedDays('staff', des)).length, 1);
  // The reads while waiting: the person's time, every few seconds.
  const reads = await double.log({ method: 'GET', path: /^\/api\/time\/time\/user\// });
  assert.ok(reads.filter((r) => r.seq > posts[0].seq).length >= 2);
  await context.close();
}

test('a reload 1 s into a send the server stores after 4 s: the app waits for it, stored once', async () => {
  await reloadIntoSlowServer(4000, 'Långsam server 4 s, Kista');
});

test('a reload 1 s into a send the server stores after 20 s: the app waits for it, stored once', async () => {
  await reloadIntoSlowServer(20_000, 'Långsam server 20 s, Kista');
});

/**
 * The day's POST dropped after the double stored it, every time (`always`): the page's request
 * and Chromium's own resend of it on a new connection (the first went on a kept-alive one) are
 * both stored, and the page gets no answer. The app sent it once.
 */
async function sendLost(page) {
  await double.fault({ method: 'POST', path: CREATE, fault: 'drop-after-store', times: 'always' });
  await page.getByRole('button', { name: 'Skicka arbetstiden' }).click();
  // The person is told the outcome is unknown and that nothing is registered twice; it goes
  // again by itself, so no error words and no 'Försök igen' (issue 43 item 5).
  await page.getByText(/Vi vet inte om dagen kom fram/).waitFor();
  await page.getByText('Väntar på nätet – skickas automatiskt').waitFor();
  assert.equal(await page.getByText(/not fund 404/).count(), 0);
  assert.equal(await page.getByRole('button', { name: 'Försök igen' }).count(), 0);
  const posts = await double.log({ method: 'POST', path: CREATE });
  assert.equal(posts[0].reused, true);
  assert.equal(posts.length, 2, "the page's request and Chromium's resend");
  assert.equal(appSends(posts).length, 1);
  assert.ok(posts.every((p) => p.handled && p.outcome === 'dropped'));
}

test('the answer lost after storing (and the browser’s own resend stored too), then every retry a person can make: stored once', async () => {
  const des = 'Svaret försvann, Märsta';
  const { context, page } = await dayReady(des);
  await sendLost(page);
  assert.equal((await storedDays('staff', des)).length, 2);
  await screenshot(page, 'exactly-once-unsure-phone');
  // 'Skicka arbetstiden' meanwhile, pressed twice in a row: the app reads the entries first,
  // finds the day, sends nothing, and removes the later copy.
  await page.getByRole('button', { name: 'Skicka arbetstiden' }).dblclick();
  await thanks(page);
  await page.getByText('Dagen hade kommit in två gånger. Den extra registreringen har tagits bort.').waitFor();
  assert.equal((await storedDays('staff', des)).length, 1);
  assert.equal((await double.log({ method: 'POST', path: CREATE })).length, 2);
  // And a reload afterwards sends nothing either.
  await page.reload();
  await page.getByLabel('Starttid').waitFor();
  assert.equal((await double.log({ method: 'POST', path: CREATE })).length, 2);
  assert.equal((await storedDays('staff', des)).length, 1);
  await context.close();
});

test('offline, then back online with the first attempt’s answer lost: stored once', async () => {
  const des = 'Nätet borta, trapphus Gävle';
  const { context, page } = await dayReady(des);
  await sendLost(page);
  // The phone loses the network, then finds it again: the app checks, and sends nothing.
  await context.setOffline(true);
  await page.getByText('Väntar på nätet – skickas automatiskt').waitFor();
  await screenshot(page, 'exactly-once-offline-phone');
  await context.setOffline(false);
  await thanks(page);
  assert.equal((await storedDays('staff', des)).length, 1);
  assert.equal((await double.log({ method: 'POST', path: CREATE })).length, 2);
  await context.close();
});

test('the answer dropped once on a kept-alive connection: Chromium sends the day again by itself, the double stores it twice, the app removes the copy', async () => {
  const des = 'Webbläsaren skickade igen, Solna';
  const { context, page } = await dayReady(des);
  await double.fault({ method: 'POST', path: CREATE, fault: 'drop-after-store' });
  await page.getByRole('button', { name: 'Skicka arbetstiden' }).click();
  await thanks(page);
  await page.getByText('Dagen hade kommit in två gånger. Den extra registreringen har tagits bort.').waitFor();
  const posts = await double.log({ method: 'POST', path: CREATE });
  assert.deepEqual(
    posts.map((p) => [p.fault, p.outcome]),
    [
      ['drop-after-store', 'dropped'],
      [null, 'answered'],
    ],
  );
  assertBrowserResend(posts[0], posts[1]);
  assert.equal(appSends(posts).length, 1);
  assert.equal((await storedDays('staff', des)).length, 1);
  const [removal] = await double.log({ method: 'POST', path: /^\/api\/month\/delete\// });
  assert.equal(removal.status, 200);
  await context.close();
});

test("the copy's removal dropped too: Chromium's resend of it deletes nothing more; the rest of the month stays", async () => {
  const des = 'Två gånger borttaget, Solna';
  const { context, page } = await dayReady(des);
  const erik = await double.user('staff');
  const monthOf = async () => (await double.state()).db.months.find((m) => m.userId === erik._id && m.months.some((e) => e.des === des));
  await double.fault([
    { method: 'POST', path: CREATE, fault: 'drop-after-store' },
    { method: 'POST', path: /^\/api\/month\/delete\//, fault: 'drop-after-store' },
  ]);
  await page.getByRole('button', { name: 'Skicka arbetstiden' }).click();
  await thanks(page);
  await page.getByText('Dagen hade kommit in två gånger. Den extra registreringen har tagits bort.').waitFor();
  const removals = await double.log({ method: 'POST', path: /^\/api\/month\/delete\// });
  // The app's removal was stored and dropped; the browser sent it again, which found no entry
  // and, naming no month (0), deleted nothing.
  assert.deepEqual(
    removals.map((r) => [r.fault, r.outcome, r.status, r.body.IsMonthNumber]),
    [
      ['drop-after-store', 'dropped', null, 0],
      [null, 'answered', 404, 0],
    ],
  );
  assert.equal(appSends(removals).length, 1);
  const month = await monthOf();
  assert.ok(month, 'the month is still there');
  assert.equal(month.months.filter((e) => e.des === des).length, 1);
  assert.ok(month.months.length > 1, 'the month keeps its other entries');
  await context.close();
});

test('a 200 answer that is an HTML page: no thanks, the draft is kept, the next send stores once', async () => {
  const des = 'Hotellnätet, Sigtuna';
  const { context, page } = await dayReady(des);
  await double.fault({ method: 'POST', path: CREATE, fault: 'html-200' });
  await page.getByRole('button', { name: 'Skicka arbetstiden' }).click();
  await page.getByRole('alert').getByText(/Servern svarade på ett oväntat sätt/).waitFor();
  assert.equal(await page.getByRole('heading', { name: 'Tack, arbetstiden har registrerats' }).count(), 0);
  const draft = await page.evaluate(() => localStorage.getItem('TheTime'));
  assert.match(draft ?? '', /Hotellnätet, Sigtuna/);
  assert.equal((await storedDays('staff', des)).length, 0);
  await page.getByRole('button', { name: 'Försök igen' }).first().click();
  await thanks(page);
  assert.equal((await storedDays('staff', des)).length, 1);
  await context.close();
});

test('two presses in one tick on the time post: one call', async () => {
  const des = 'Dubbeltryck, Arlanda';
  const { context, page } = await dayReady(des);
  await page.evaluate(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Skicka arbetstiden');
    button.click();
    button.click();
  });
  await thanks(page);
  assert.equal((await double.log({ method: 'POST', path: CREATE })).length, 1);
  assert.equal((await storedDays('staff', des)).length, 1);
  await context.close();
});

/** Erik's page as admin, his latest month open. */
async function memberPage(viewport = desktop) {
  const erik = await double.user('staff');
  const { context, page } = await openProvider(browser(), `/admin/list/user/${erik._id}`, viewport);
  await loginProvider(page, 'admin');
  await page.getByRole('heading', { level: 1, name: erik.fullname }).waitFor();
  return { context, page, erik };
}

/** The person's and the months' stored totals, and what the stored entries add up to. */
async function storedTotals(userId) {
  const { db } = await double.state();
  const user = db.users.find((u) => u._id === userId);
  const months = db.months.filter((m) => m.userId === userId);
  const minutes = (t) => t.total * 60 + t.half;
  return {
    user: minutes(user),
    months: months.map((m) => ({ stored: minutes(m), entries: m.months.reduce((sum, e) => sum + minutes(e), 0) })),
  };
}

test('inline edit: two presses on Spara send one change; a failed last call is kept as not fully saved and completed by Försök igen', async () => {
  const { context, page, erik } = await memberPage();
  const before = await storedTotals(erik._id);
  const table = page.getByRole('table').first();
  const row = table.getByRole('row').nth(1);
  const rowName = await row.getAttribute('aria-label');
  await row.getByRole('button', { name: 'Ändra' }).click();
  const editing = table.getByRole('row', { name: rowName });
  const end = editing.getByLabel('Slut');
  const oldEnd = await end.inputValue();
  const [h, m] = oldEnd.split(':').map(Number);
  await end.fill(`${String(h + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  // The totals call fails with the server's message: entry and month copy are saved, totals not.
  await double.fault({ method: 'PUT', path: /^\/api\/month\/update\/oldtimes\//, fault: 'status-500-message', message: 'Databasen svarar inte' });
  await page.evaluate(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Spara');
    button.click();
    button.click();
  });
  await page.getByText(/Inte helt sparat/).first().waitFor();
  await screenshot(page, 'exactly-once-unsaved-desktop');
  assert.equal((await double.log({ method: 'PUT', path: /^\/api\/time\/[0-9a-f]+\/$/ })).length, 1);
  assert.equal((await double.log({ method: 'POST', path: /^\/api\/month\/update\/code\// })).length, 1);
  // The stored totals lag behind the entries now; the page says so.
  const half = await storedTotals(erik._id);
  assert.equal(half.user, before.user);
  await page.getByRole('button', { name: 'Försök igen' }).first().click();
  await page.getByText(/Inte helt sparat/).first().waitFor({ state: 'detached' });
  // Exactly the missing call was sent again, and entry, month and person totals agree.
  assert.equal((await double.log({ method: 'PUT', path: /^\/api\/time\/[0-9a-f]+\/$/ })).length, 1);
  assert.equal((await double.log({ method: 'PUT', path: /^\/api\/month\/update\/oldtimes\// })).length, 2);
  const afterFix = await storedTotals(erik._id);
  assert.equal(afterFix.user, before.user + 60);
  for (const month of afterFix.months) assert.equal(month.stored, month.entries);
  assert.equal(afterFix.user, afterFix.months.reduce((sum, mm) => sum + mm.entries, 0));
  // On screen: 'Månadens tid' and the footer show the same time.
  const monthTotal = await page.getByText(/^Månadens tid:/).textContent();
  const footer = await table.getByText(/Timmar och \d+ minuter$/).textContent();
  const [, fh, fm] = /(\d+) Timmar och (\d+) minuter/.exec(footer);
  assert.match(monthTotal, new RegExp(`${Number(fh)}:${fm.padStart(2, '0')}$`));
  await context.close();
});

test("registering time for a member as admin updates the member's month table, total and list without a reload", async () => {
  const { context, page, erik } = await memberPage();
  // The table draws only the rows near the screen; aria-rowcount says how many it has.
  const rowCount = async () => Number(await page.getByRole('table').first().getAttribute('aria-rowcount'));
  const rowsBefore = await rowCount();
  await page.getByRole('button', { name: 'Registrera tid för personen' }).click();
  await page.getByLabel('Datum').fill(isoDate(new Date()));
  await page.getByLabel('Starttid').fill('05:30');
  await page.getByRole('button', { name: 'Spara starttid' }).click();
  await page.getByLabel('Sluttid').fill('06:45');
  await page.getByLabel('Arbetsplats').fill('Admin registrerar, Kista');
  await page.getByRole('button', { name: 'Registrera arbetstid' }).click();
  await page.getByRole('button', { name: 'Skicka arbetstiden' }).click();
  await page.getByRole('heading', { name: 'Tack, arbetstiden har registrerats' }).waitFor();
  // The member's table has the new row, and its footer and 'Månadens tid' agree — no reload.
  const table = page.getByRole('table').first();
  await table.getByText('Admin registrerar, Kista').waitFor();
  assert.equal(await rowCount(), rowsBefore + 1);
  const { db } = await double.state();
  const month = db.months.find((m) => m.userId === erik._id && m.months.some((e) => e.des === 'Admin registrerar, Kista'));
  const current = { entries: month.months.reduce((sum, e) => sum + e.total * 60 + e.half, 0) };
  const monthTotal = await page.getByText(/^Månadens tid:/).textContent();
  assert.match(monthTotal, new RegExp(`${Math.floor(current.entries / 60)}:${String(current.entries % 60).padStart(2, '0')}$`));
  assert.equal((await storedDays('staff', 'Admin registrerar, Kista')).length, 1);
  await screenshot(page, 'exactly-once-add-mode-desktop');
  await context.close();
});
