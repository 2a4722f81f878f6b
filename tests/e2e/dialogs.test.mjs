/**
 * Dialogs never lose work (issue 18 item 4), in Chromium against the API double (keep-alive on):
 * a session that runs out while the bill dialog is open leaves a sign-in that works and brings
 * the dialog back with what was typed; the file picker's own `cancel` never closes the form;
 * after 'Spara och nästa' the file field is empty and says so. Assertions on what the double
 * stored.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { desktop, double, loginProvider, openProvider, phone, screenshot, useBrowser } from './harness.mjs';

const fixtures = join(process.cwd(), 'tests', 'fixtures');
const CREATE = /^\/api\/bill\/create\/$/;

const browser = useBrowser({ resetDouble: true });

/** Admin on /admin/bill/ with the new-bill dialog open. */
async function newBillDialog(viewport = desktop) {
  const { context, page } = await openProvider(browser(), '/admin/bill/', viewport);
  await loginProvider(page, 'admin');
  await page.getByRole('button', { name: 'Registrera ny' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nytt kvitto' });
  await dialog.getByLabel('Nummer').waitFor();
  return { context, page, dialog };
}

async function fillBill(dialog, number) {
  await dialog.getByLabel('Nummer').fill(number);
  await dialog.getByLabel('Företagsnamn').selectOption('Jula');
  await dialog.getByLabel('Pris').fill('1249,50');
  await dialog.getByLabel('Moms', { exact: true }).fill('249,90');
}

const storedBills = async (number) => (await double.state()).db.items.bill.filter((item) => item.number === number);

test('a 401 while the bill dialog is open: the sign-in works, and after it the dialog is back with its values and saves once', async () => {
  const { context, page, dialog } = await newBillDialog();
  await fillBill(dialog, 'S-401');
  await dialog.getByLabel('Bild').setInputFiles(join(fixtures, 'kvitto.jpg'));
  await dialog.getByRole('img', { name: 'Förhandsvisning' }).waitFor();
  // The token runs out: the provider answers the save with 401 'Not authorized, token failed'.
  await double.fault({ method: 'POST', path: CREATE, fault: 'status-500-message', status: 401, message: 'Not authorized, token failed' });
  await dialog.getByRole('button', { name: 'Spara', exact: true }).click();

  // The sign-in is on top and usable: the dialog has left the top layer (not open, not modal).
  const phoneField = page.getByLabel('Telefonnummer');
  await phoneField.waitFor();
  assert.equal(await page.evaluate(() => document.querySelector('dialog[open]')), null);
  await screenshot(page, 'dialogs-401-signin-desktop');
  await phoneField.click();
  await phoneField.fill('0701234567');
  await page.getByLabel('Lösenord', { exact: true }).fill('admin123');
  await page.getByRole('button', { name: 'Logga in' }).click();

  // The dialog comes back with everything typed, and the picked file.
  await dialog.waitFor();
  assert.equal(await dialog.getByLabel('Nummer').inputValue(), 'S-401');
  assert.equal(await dialog.getByLabel('Pris').inputValue(), '1249,50');
  assert.equal(await dialog.getByLabel('Moms', { exact: true }).inputValue(), '249,90');
  await dialog.getByText('Vald fil: kvitto.jpg').waitFor();
  await screenshot(page, 'dialogs-401-back-desktop');
  await dialog.getByRole('button', { name: 'Spara', exact: true }).click();
  await page.getByText('Fakturan har registrerats. Tack').first().waitFor();

  const creates = await double.log({ method: 'POST', path: CREATE });
  assert.deepEqual(
    creates.map((c) => c.status),
    [401, 201],
  );
  const [stored] = await storedBills('S-401');
  assert.ok(stored, 'the double stored the bill');
  assert.deepEqual([stored.companyname, stored.price, stored.tex], ['jula', 1249.5, 249.9]);
  assert.equal((await storedBills('S-401')).length, 1);
  assert.notEqual(await double.file(stored.image), null);
  await context.close();
});

test("cancelling the file picker keeps the form; after 'Spara och nästa' the file field is empty and says so", async () => {
  const { context, page, dialog } = await newBillDialog();
  await fillBill(dialog, 'S-CANCEL');
  const file = dialog.getByLabel('Bild');
  // What Chromium fires at the input when the picker is dismissed, or the same file is picked
  // again: `cancel`, which bubbles to the dialog.
  await file.dispatchEvent('cancel', { bubbles: true, cancelable: true });
  await page.waitForTimeout(200);
  assert.equal(await dialog.isVisible(), true);
  assert.equal(await dialog.getByLabel('Nummer').inputValue(), 'S-CANCEL');
  await dialog.getByText('Ingen fil vald.').waitFor();

  await file.setInputFiles(join(fixtures, 'kvitto.jpg'));
  await dialog.getByText('Vald fil: kvitto.jpg').waitFor();
  await file.dispatchEvent('cancel', { bubbles: true, cancelable: true });
  assert.equal(await dialog.isVisible(), true);
  await dialog.getByRole('button', { name: 'Spara och nästa' }).click();

  // Saved, and a fresh form: the field holds no file and the form says so.
  await dialog.getByLabel('Nummer').and(page.locator(':focus')).waitFor();
  assert.equal(await dialog.getByLabel('Nummer').inputValue(), '');
  assert.equal(await file.evaluate((input) => input.files.length), 0);
  await dialog.getByText('Ingen fil vald.').waitFor();
  await screenshot(page, 'dialogs-next-empty-file-desktop');
  assert.equal((await storedBills('S-CANCEL')).length, 1);
  await context.close();
});

test('phone 412×700: Spara with an empty Nummer scrolls Nummer into view and focuses it', async () => {
  const { context, page, dialog } = await newBillDialog({ width: 412, height: 700 });
  await fillBill(dialog, '');
  await dialog.getByLabel('Bild').setInputFiles(join(fixtures, 'kvitto.jpg'));
  const save = dialog.getByRole('button', { name: 'Spara', exact: true });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  await dialog.getByRole('alert').filter({ hasText: 'Kontrollera de markerade fälten.' }).waitFor();
  const number = dialog.getByLabel('Nummer');
  await number.and(page.locator(':focus')).waitFor();
  await page.waitForFunction(() => {
    const box = document.activeElement?.getBoundingClientRect();
    return Boolean(box) && box.top >= 0 && box.bottom <= window.innerHeight;
  });
  await screenshot(page, 'dialogs-invalid-in-view-phone');
  assert.equal((await double.log({ method: 'POST', path: CREATE })).length, 0);
  await context.close();
});

test("phone: 'Skriv företagsnamnet själv' moves focus to the name field it opens", async () => {
  const { context, page, dialog } = await newBillDialog(phone);
  await dialog.getByRole('button', { name: 'Skriv företagsnamnet själv' }).click();
  await dialog.getByRole('textbox', { name: 'Företagsnamn' }).and(page.locator(':focus')).waitFor();
  await context.close();
});
