/**
 * A create is found before it is made twice (issue 27 items 1–2, lib/writes/create-once.ts), in
 * Chromium against the fault-injecting API double with kept-alive connections: when the double
 * drops the answer of a stored create, Chromium sends the request again by itself, so the
 * double may store it twice before the app can do anything. Every assertion that matters is on
 * what the double STORED, and on the Swedish text the person is shown.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { appSends, desktop, double, isoDate, loginProvider, openProvider, screenshot, useBrowser } from './harness.mjs';

const browser = useBrowser({ resetDouble: true });
const fixtures = join(process.cwd(), 'tests', 'fixtures');
const today = isoDate(new Date());

const BILL_CREATE = /^\/api\/bill\/create\/$/;

/** The bills the double stores with this number. */
async function storedBills(number) {
  const { db } = await double.state();
  return db.items.bill.filter((item) => item.number === number);
}

/** Admin on /admin/bill/, the 'Nytt kvitto' form filled in (not yet saved). */
async function billFormOn(page, number) {
  await page.getByRole('button', { name: 'Registrera ny' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nytt kvitto' });
  await dialog.getByLabel('Nummer').fill(number);
  await dialog.getByLabel('Datum').fill(today);
  await dialog.getByLabel('Företagsnamn').selectOption('Clas Ohlson');
  await dialog.getByLabel('Pris').fill('1 249,50');
  await dialog.getByLabel('Moms', { exact: true }).fill('249,90');
  await dialog.getByLabel('Sista dag').fill('2030-12-31');
  await dialog.getByLabel('Bild').setInputFiles(join(fixtures, 'kvitto.jpg'));
  await dialog.getByRole('img', { name: 'Förhandsvisning' }).waitFor();
  return dialog;
}

async function billsPage() {
  const { context, page } = await openProvider(browser(), '/admin/bill/', desktop);
  await loginProvider(page, 'admin');
  await page.getByRole('heading', { name: 'LEVERANS OCH KVITTO' }).waitFor();
  return { context, page };
}

const ONCE_TEXT = 'Fakturan har registrerats. Den hade kommit in två gånger; den extra har tagits bort.';
/** Chromium may re-send a dropped create twice: three stored, and the message says three (issue 42). */
const THRICE_TEXT = 'Fakturan har registrerats. Den hade kommit in tre gånger; de två extra har tagits bort.';
const LOST_TEXT = 'Fakturan har registrerats. Svaret från servern kom inte fram, men fakturan är sparad – en gång.';

test('a bill whose create answer is dropped once: Chromium sends it again, the double stores two, the app keeps one and says so', async () => {
  const { context, page } = await billsPage();
  const dialog = await billFormOn(page, 'B-9001');
  await double.fault({ method: 'POST', path: BILL_CREATE, fault: 'drop-after-store' });
  await dialog.getByRole('button', { name: 'Spara', exact: true }).click();
  // What the person is told once the app has read back what is stored: only then is the
  // browser's own resend (if any) in the double's log, so the log is read after it.
  await page.getByRole('status').filter({ hasText: /^Fakturan har registrerats\. (Den hade kommit in (två|tre) gånger|Svaret från servern kom inte fram)/ }).waitFor();
  const posts = await double.log({ method: 'POST', path: BILL_CREATE });
  assert.equal(appSends(posts).length, 1, 'the app sent the create once');
  // Chromium's resend on a new connection was answered: the page saw a 201 for a create stored twice.
  const text = posts.length === 2 ? ONCE_TEXT : LOST_TEXT;
  assert.equal(await page.getByRole('status').filter({ hasText: text }).count(), 1, `told: ${text}`);
  await page.getByRole('button', { name: 'Visa kvitto B-9001' }).waitFor();
  await screenshot(page, 'create-once-bill-dropped-desktop');
  assert.equal((await storedBills('B-9001')).length, 1);
  assert.equal(await page.getByText('Fakturan har registrerats. Tack').count(), 0);
  await context.close();
});

test('a bill whose create answer is dropped every time: one bill stored, the person told', async () => {
  const { context, page } = await billsPage();
  const dialog = await billFormOn(page, 'B-9002');
  await double.fault({ method: 'POST', path: BILL_CREATE, fault: 'drop-after-store', times: 'always' });
  await dialog.getByRole('button', { name: 'Spara', exact: true }).click();
  await page.getByRole('status').filter({ hasText: /^Fakturan har registrerats\. (Den hade kommit in (två|tre) gånger|Svaret från servern kom inte fram)/ }).waitFor();
  const posts = await double.log({ method: 'POST', path: BILL_CREATE });
  assert.equal(appSends(posts).length, 1, 'the app sent the create once');
  assert.ok(posts.every((p) => p.handled && p.outcome === 'dropped'));
  // However many the browser stored, one is left, and the one left names a stored file.
  const stored = await storedBills('B-9002');
  assert.equal(stored.length, 1);
  assert.notEqual(await double.file(stored[0].image), null);
  if (posts.length === 2) await page.getByText(ONCE_TEXT).waitFor();
  if (posts.length === 3) await page.getByText(THRICE_TEXT).waitFor();
  await page.getByRole('button', { name: 'Visa kvitto B-9002' }).waitFor();
  await context.close();
});

test('a bill saved with a 4 s server and a reload at 1 s, then entered again: one bill', async () => {
  const { context, page } = await billsPage();
  const dialog = await billFormOn(page, 'B-9003');
  await double.fault({ method: 'POST', path: BILL_CREATE, fault: 'delay', ms: 4000 });
  await dialog.getByRole('button', { name: 'Spara', exact: true }).click();
  const [post] = await double.waitForLog({ method: 'POST', path: BILL_CREATE }, { settled: false });
  await page.waitForTimeout(Math.max(0, 1000 - (Date.now() - Date.parse(post.at))));
  await page.reload();
  await page.getByRole('heading', { name: 'LEVERANS OCH KVITTO' }).waitFor();
  // The app says the earlier save may still arrive, or that it has (the server stored it at 4 s).
  await page
    .getByText(/^Fakturan B-9003 clas ohlson (skickades nyss och kan fortfarande komma fram\. Vi tittar efter den och sparar den inte igen före kl\. \d\d:\d\d\.|kom fram och är registrerad\.)$/i)
    .first()
    .waitFor();
  await screenshot(page, 'create-once-bill-reload-desktop');
  // The person enters the same bill again.
  const again = await billFormOn(page, 'B-9003');
  await again.getByRole('button', { name: 'Spara', exact: true }).click();
  await page.getByText('Fakturan var redan registrerad. Den har inte sparats en gång till.').waitFor({ timeout: 30_000 });
  await page.getByText('Fakturan B-9003 Clas Ohlson kom fram och är registrerad.').waitFor();
  assert.equal((await storedBills('B-9003')).length, 1);
  assert.equal((await double.log({ method: 'POST', path: BILL_CREATE })).length, 1, 'the create was sent once');
  await page.getByRole('button', { name: 'Visa kvitto B-9003' }).waitFor();
  await context.close();
});

test('a member created with the answer dropped once: stored once, told it was created (not that the number is taken)', async () => {
  const { context, page } = await openProvider(browser(), '/admin/list/create/', desktop);
  await loginProvider(page, 'admin');
  await page.getByRole('heading', { name: 'Skapa En Ny Medlem' }).waitFor();
  await page.getByLabel('Fullständigt namn').fill('Nora Berglund');
  await page.getByLabel('Telefonnummer').fill('0731112233');
  await page.getByLabel('E-post').fill('nora@stadtid.se');
  await page.getByLabel('Personnummer').fill('19900101-0017');
  await page.getByLabel('Lösenord', { exact: true }).fill('hemligt1');
  await double.fault({ method: 'POST', path: /^\/api\/auth\/create\/$/, fault: 'drop-after-store' });
  await page.getByRole('button', { name: 'Skapa en ny medlem' }).click();
  const posts = await double.waitForLog({ method: 'POST', path: '/api/auth/create/' });
  assert.equal(appSends(posts).length, 1);
  await page.getByText(/^Personen har lagts till\./).waitFor();
  assert.equal(await page.getByText('Telefonnumret används redan').count(), 0);
  await screenshot(page, 'create-once-member-desktop');
  const { db } = await double.state();
  assert.equal(db.users.filter((u) => u.phone.replace(/\D/g, '') === '0731112233').length, 1);
  await context.close();
});

test('a member deleted with the answer dropped once: told deleted, gone from the list and from the double', async () => {
  const { context, page } = await openProvider(browser(), '/admin/list/', desktop);
  await loginProvider(page, 'admin');
  const sara = (await double.state()).db.users.find((u) => u.fullname === 'Sara Nilsson');
  await page.getByRole('rowheader', { name: sara.fullname }).waitFor();
  await double.fault({ method: 'DELETE', path: /^\/api\/auth\/remove\//, fault: 'drop-after-store' });
  await page.getByRole('button', { name: `Ta bort ${sara.fullname}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ta bort' }).click();
  await page.getByText('personen har tagits bort').waitFor();
  await page.getByRole('rowheader', { name: sara.fullname }).waitFor({ state: 'detached' });
  assert.equal(await page.getByText(`${sara.fullname} är kvar.`).count(), 0);
  const deletes = await double.log({ method: 'DELETE', path: /^\/api\/auth\/remove\// });
  assert.equal(appSends(deletes).length, 1);
  assert.equal((await double.state()).db.users.some((u) => u._id === sara._id), false);
  await context.close();
});

test('a workplace created with the answer dropped once, next to an identical OLDER workplace: one new stored, the older one kept', async () => {
  const { db } = await double.state();
  const older = db.posts[0];
  const { context, page } = await openProvider(browser(), '/admin/post/create/', desktop);
  await loginProvider(page, 'admin');
  await page.getByRole('heading', { name: 'Ny arbetsplats', level: 1 }).waitFor();
  await page.getByLabel('Adress').fill(older.address);
  await page.getByLabel('Telefon').fill(older.phone);
  await page.getByLabel('Timmar per dag').fill(older.hours);
  await page.getByLabel('Antal personer').fill(older.Howmany);
  await page.getByLabel('Avtalstid').fill(older.Duration);
  await double.fault({ method: 'POST', path: /^\/api\/post\/create\/$/, fault: 'drop-after-store' });
  await page.getByRole('button', { name: 'skapa ett nytt inlägg' }).click();
  await page.getByText(/^En ny plats har skapats\. (Den hade kommit in två gånger; den extra har tagits bort\.|Svaret från servern kom inte fram, men platsen är sparad – en gång\.)$/).waitFor();
  const posts = await double.log({ method: 'POST', path: '/api/post/create/' });
  assert.equal(appSends(posts).length, 1);
  const same = (await double.state()).db.posts.filter((p) => p.address === older.address);
  assert.equal(same.length, 2, 'the older one and exactly one new');
  assert.ok(same.some((p) => p._id === older._id), 'the older workplace is never deleted');
  assert.deepEqual(same.find((p) => p._id === older._id).workers, older.workers, 'with its staff');
  const removals = await double.log({ method: 'DELETE', path: /^\/api\/post\/remove\// });
  assert.ok(removals.every((r) => r.path !== `/api/post/remove/${older._id}`));
  await context.close();
});

test('a worker added with the answer dropped once: stored once, told added (not that the person already works there)', async () => {
  const { db } = await double.state();
  const post = db.posts.find((p) => p.workers.length === 0) ?? db.posts[0];
  const person = db.users.find((u) => !post.workers.includes(u._id) && !u.isAdmin);
  const { context, page } = await openProvider(browser(), `/admin/post/${post._id}`, desktop);
  await loginProvider(page, 'admin');
  const members = page.getByRole('region', { name: 'Lägg till personer' });
  await double.fault({ method: 'POST', path: /^\/api\/post\/new\//, fault: 'drop-after-store' });
  await members.getByRole('button', { name: `Lägg till ${person.fullname}` }).click();
  await page.getByText(/^Personen har lagts till på platsen/).first().waitFor();
  assert.equal(await page.getByText('Personen arbetar redan här').count(), 0);
  await members.getByRole('button', { name: `Lägg till ${person.fullname}` }).waitFor({ state: 'detached' });
  const adds = await double.log({ method: 'POST', path: /^\/api\/post\/new\// });
  assert.equal(appSends(adds).length, 1);
  const stored = (await double.state()).db.posts.find((p) => p._id === post._id);
  assert.equal(stored.workers.filter((id) => id === person._id).length, 1);
  await context.close();
});
