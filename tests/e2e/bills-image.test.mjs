/**
 * Replacing a bill's receipt keeps a working image whatever fails (issue 10 item 5,
 * DECISIONS.md 9), in Chromium against the fault-injecting API double: the save's answer lost,
 * the save refused, the upload failed, the old file's delete failed. After each, the entry as
 * the double STORED it names a file the upload host has and serves (HTTP 200).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { appSends, desktop, double, loginProvider, openProvider, screenshot, useBrowser } from './harness.mjs';

const fixtures = join(process.cwd(), 'tests', 'fixtures');
const thisMonth = new Date().getMonth() + 1;
const UPDATE = '^/api/bill/updating/';

const browser = useBrowser({ resetDouble: true });

/** The entries of this month as the double stores them, newest first (the list's first row). */
async function storedBills() {
  const { db } = await double.state();
  return db.items.bill
    .filter((item) => (item.months ?? Number(item.date.slice(5, 7))) === thisMonth)
    .sort((a, b) => b.date.localeCompare(a.date) || b._id.localeCompare(a._id));
}

async function storedBill(id) {
  const { db } = await double.state();
  return db.items.bill.find((item) => item._id === id);
}

/** The entry's image exists on the upload host: stored by the double and served with 200. */
async function assertImageWorks(id) {
  const entry = await storedBill(id);
  assert.ok(entry, 'the entry is stored');
  assert.ok(entry.image, 'the entry names an image');
  assert.notEqual(await double.file(entry.image), null, `the double has ${entry.image}`);
  const served = await fetch(`${double.uploadUrl}/${encodeURIComponent(entry.image)}`);
  assert.equal(served.status, 200);
  return entry;
}

/** Admin on /admin/bill/, the newest bill's edit form open with a new JPEG picked. */
async function replaceReady() {
  const [target] = await storedBills();
  assert.ok(target, 'the seed has bills this month');
  const { context, page } = await openProvider(browser(), '/admin/bill/', desktop);
  await loginProvider(page, 'admin');
  await page.getByRole('button', { name: `Visa kvitto ${target.number}` }).click();
  await page.getByRole('dialog', { name: `Kvitto ${target.number}` }).getByRole('button', { name: 'Ändra' }).click();
  const form = page.getByRole('dialog', { name: 'Ändra kvitto' });
  await form.getByLabel('Bild').setInputFiles(join(fixtures, 'kvitto.jpg'));
  await form.getByRole('img', { name: 'Förhandsvisning' }).waitFor();
  return { context, page, form, target };
}

test("(a) the save's answer is lost after the double stored it: the entry names the new file, which exists", async () => {
  const { context, page, form, target } = await replaceReady();
  // Every answer lost: the page's PUT and Chromium's own resend of it (kept-alive connection).
  await double.fault({ method: 'PUT', path: UPDATE, fault: 'drop-after-store', times: 'always' });
  await form.getByRole('button', { name: 'Spara', exact: true }).click();
  // The app reads the month back, finds the entry naming the new file: saved.
  await page.getByText('Informationen har uppdaterats').waitFor();
  const entry = await assertImageWorks(target._id);
  assert.notEqual(entry.image, target.image, 'the new file is the entry’s image');
  // The app sent the save once (the same PUT again is harmless: it sets the same fields).
  assert.equal(appSends(await double.log({ method: 'PUT', path: new RegExp(UPDATE) })).length, 1);
  // The old file is gone only now that nothing names it.
  await double.waitForLog({ method: 'DELETE', origin: 'upload' });
  assert.equal(await double.file(target.image), null);
  await context.close();
});

test('(b) the save is refused: the new upload is deleted, the entry keeps its old file, which still works', async () => {
  const { context, page, form, target } = await replaceReady();
  const filesBefore = (await double.state()).files.length;
  await double.fault({ method: 'PUT', path: UPDATE, fault: 'status-500-message', message: 'Servern vägrade' });
  await form.getByRole('button', { name: 'Spara', exact: true }).click();
  await form.getByRole('alert').filter({ hasText: 'Servern vägrade' }).waitFor();
  await screenshot(page, 'bills-image-refused-desktop');
  const entry = await assertImageWorks(target._id);
  assert.equal(entry.image, target.image);
  // The upload that nobody names was removed (no orphan); the old file was never touched.
  const deletes = await double.waitForLog({ method: 'DELETE', origin: 'upload' });
  assert.equal(deletes.length, 1);
  assert.ok(!deletes[0].path.endsWith(encodeURIComponent(target.image)), 'the old file is not deleted');
  assert.equal((await double.state()).files.length, filesBefore);
  await context.close();
});

test('(c) the upload fails: nothing is saved, the entry keeps its old file, which still works', async () => {
  const { context, form, target } = await replaceReady();
  await double.fault({ method: 'POST', origin: 'upload', path: '^/api/uploading/', fault: 'status-500-message', message: 'Uppladdningen misslyckades' });
  await form.getByRole('button', { name: 'Spara', exact: true }).click();
  await form.getByRole('alert').filter({ hasText: 'Uppladdningen misslyckades' }).waitFor();
  const entry = await assertImageWorks(target._id);
  assert.equal(entry.image, target.image);
  assert.deepEqual(await double.log({ method: 'PUT', path: new RegExp(UPDATE) }), []);
  assert.deepEqual(await double.log({ method: 'DELETE', origin: 'upload' }), []);
  await context.close();
});

test("(d) the old file's delete fails: the entry names the new file, which works; the person is told the old one was left", async () => {
  const { context, page, form, target } = await replaceReady();
  await double.fault({ method: 'DELETE', origin: 'upload', fault: 'status-500-message', message: 'Kunde inte radera' });
  await form.getByRole('button', { name: 'Spara', exact: true }).click();
  await page.getByText('Informationen har uppdaterats').waitFor();
  await page.getByText('Sparat. Den gamla bilden kunde inte tas bort från servern, men posten visar den nya.').waitFor();
  const entry = await assertImageWorks(target._id);
  assert.notEqual(entry.image, target.image);
  const [failedDelete] = await double.waitForLog({ method: 'DELETE', origin: 'upload' });
  assert.equal(failedDelete.status, 500);
  await context.close();
});

test('two presses in one tick on the bill form’s Spara: one upload, one save', async () => {
  const { context, page, form, target } = await replaceReady();
  await page.evaluate(() => {
    const dialog = [...document.querySelectorAll('dialog')].find((d) => d.open && /Ändra kvitto/.test(d.textContent ?? ''));
    const button = [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Spara');
    button.click();
    button.click();
  });
  await page.getByText('Informationen har uppdaterats').waitFor();
  assert.equal((await double.log({ method: 'POST', origin: 'upload' })).length, 1);
  assert.equal((await double.log({ method: 'PUT', path: new RegExp(UPDATE) })).length, 1);
  await assertImageWorks(target._id);
  assert.equal(await form.count(), 0);
  await context.close();
});
