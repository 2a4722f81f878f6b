/**
 * Issue 18 item 5 against the API double: POST /api/bill/this/ answering another shape (200,
 * `{ message }`) never makes 'Radera hela månaden' ask about '0 poster' or '0,00 kr'.
 */
import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { desktop, double, loginProvider, openProvider, screenshot, useBrowser } from './harness.mjs';

const browser = useBrowser();
beforeEach(() => double.reset());

test("'Radera hela månaden' with /this/ answering another shape names the month's real count and sum, and deletes nothing on Avbryt", async () => {
  await double.fault({ method: 'POST', path: '^/api/bill/this/$', fault: 'json-200', body: { message: 'ok' }, times: 'always' });
  const { context, page } = await openProvider(browser(), '/admin/bill/', desktop);
  await loginProvider(page, 'admin');
  await page.getByRole('button', { name: 'Radera hela månaden' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const text = (await dialog.textContent()).replace(/[\u00a0\u202f]/g, ' ');
  const month = new Date().getMonth() + 1;
  const items = (await double.state()).db.items.bill.filter((i) => Number(i.date.slice(5, 7)) === month);
  assert.ok(items.length > 0, 'the seed has bills this month');
  assert.match(text, new RegExp(`^Radera (${items.length} poster|alla poster) i ${String(month).padStart(2, '0')}/`));
  assert.doesNotMatch(text, /\b0 poster|summa 0,00/);
  // The sum is the month's stored one (the month list's figure), to the öre.
  const ore = items.reduce((sum, i) => sum + Math.round(Number(i.price) * 100), 0);
  const kr = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ore / 100).replace(/[\u00a0\u202f]/g, ' ');
  assert.ok(text.includes(`(summa ${kr} kr)`), `${text} names ${kr} kr`);
  const faulted = await double.log({ method: 'POST', path: '/api/bill/this/', fault: 'json-200' });
  assert.ok(faulted.length >= 1);
  await screenshot(page, 'bills-unread-delete-month');
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  assert.deepEqual(await double.log({ method: 'DELETE' }), []);
  await context.close();
});
