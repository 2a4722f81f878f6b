/**
 * A person's time against the API double, read strictly as the provider reads it (issues 23
 * and 27): 'Ta bort allt den här månaden' names the month record (DELETE
 * /api/month/delete/month/{monthId}); the double answers POST /api/month/delete/{userId} with a
 * month's id as IsMatching with 404 'Tiden finns inte', as the provider does, so a clear sent
 * that way would fail here. Every assertion that matters is on what the double STORED.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appSends, desktop, double, loginProvider, openProvider, phone, useBrowser } from './harness.mjs';

const browser = useBrowser({ resetDouble: true });

const minutes = (t) => t.total * 60 + t.half;
const pad2 = (n) => String(n).padStart(2, '0');
const hm = (m) => `${m < 0 ? '−' : ''}${Math.floor(Math.abs(m) / 60)}:${pad2(Math.abs(m) % 60)}`;
const CLEARS = /^\/api\/month\/delete\//;

/** A person's stored totals: the person's, and each month record's beside its entries, newest first. */
async function stored(userId) {
  const { db } = await double.state();
  const user = db.users.find((u) => u._id === userId);
  const months = db.months
    .filter((m) => m.userId === userId)
    .map((m) => ({ id: m._id, MonthNumber: m.MonthNumber, year: m.year, stored: minutes(m), entries: m.months.reduce((s, e) => s + minutes(e), 0), entryIds: m.months.map((e) => e._id) }))
    .sort((a, b) => b.year - a.year || b.MonthNumber - a.MonthNumber);
  return { user: minutes(user), months };
}

test("'Ta bort allt den här månaden' on Min sida: one DELETE naming the month record; its entries are gone, its total and the person's drop by it", async () => {
  const erik = await double.user('staff');
  const before = await stored(erik._id);
  const now = new Date();
  const current = before.months.find((m) => m.MonthNumber === now.getMonth() + 1 && m.year === now.getFullYear());
  assert.ok(current && current.entryIds.length > 0, 'the seed gives Erik time this month');
  const { context, page } = await openProvider(browser(), '/profile/', phone);
  await loginProvider(page, 'staff');
  const label = `${pad2(current.MonthNumber)}/${current.year}`;
  await page.getByRole('group', { name: `Arbetstid ${label}` }).waitFor();
  await page.getByRole('button', { name: 'Ta bort allt den här månaden' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ja, ta bort' }).click();
  await page.getByText('Den här månaden har ingen arbetstid registrerats ännu').first().waitFor();
  await page.getByText('Raderades framgångsrikt').first().waitFor();
  const calls = await double.log({ path: CLEARS });
  assert.deepEqual(
    calls.map((c) => [c.method, c.path, c.status]),
    [['DELETE', `/api/month/delete/month/${current.id}`, 200]],
  );
  const after = await stored(erik._id);
  const emptied = after.months.find((m) => m.id === current.id);
  assert.deepEqual([emptied.entryIds, emptied.stored], [[], 0]);
  assert.equal(after.user, before.user - current.stored);
  for (const m of after.months.filter((o) => o.id !== current.id)) assert.deepEqual(m, before.months.find((o) => o.id === m.id));
  await context.close();
});

test("'Ta bort allt den här månaden' on an earlier month of a person's page: the strict double deletes it with one call", async () => {
  const erik = await double.user('staff');
  const before = await stored(erik._id);
  const earlier = before.months[1];
  assert.ok(earlier && earlier.entryIds.length > 0, 'the seed gives Erik an earlier month with time');
  const { context, page } = await openProvider(browser(), `/admin/list/user/${erik._id}`, desktop);
  await loginProvider(page, 'admin');
  await page.getByRole('heading', { level: 1, name: erik.fullname }).waitFor();
  const label = `${pad2(earlier.MonthNumber)}/${earlier.year}`;
  await page.getByRole('button', { name: new RegExp(`^Visa ${label.replace('/', '\\/')} `) }).click();
  await page.getByRole('button', { name: 'Ta bort allt den här månaden' }).click();
  const question = page.getByRole('dialog', {
    name: `Du är säker på att du vill radera hela tiden för ${erik.fullname} i ${label} (${hm(earlier.stored)})?`,
  });
  await question.getByRole('button', { name: 'Ta bort allt den här månaden' }).click();
  await page.getByText('Raderades framgångsrikt').first().waitFor();
  const calls = appSends(await double.log({ path: CLEARS }));
  assert.deepEqual(calls.map((c) => [c.method, c.path, c.status]), [['DELETE', `/api/month/delete/month/${earlier.id}`, 200]]);
  const after = await stored(erik._id);
  const emptied = after.months.find((m) => m.id === earlier.id);
  assert.deepEqual([emptied.entryIds, emptied.stored], [[], 0]);
  assert.equal(after.user, before.user - earlier.stored);
  await context.close();
});
