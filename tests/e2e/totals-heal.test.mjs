/**
 * Totals that heal and writes that are never re-sent blindly (issue 18 items 1 and 2), and safe
 * corrections and moves (issue 16 item 3), in Chromium against the API double with keep-alive
 * on: a dropped answer on a reused connection makes Chromium send the write again by itself.
 * Every assertion that matters is on what the double STORED.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { appSends, axe, desktop, double, loginProvider, openProvider, phone, useBrowser } from './harness.mjs';

const browser = useBrowser({ resetDouble: true });

const CORRECT = /^\/api\/auth\/time\/update\//;
const OLDTIMES = /^\/api\/month\/update\/oldtimes\//;
const MOVE = /^\/api\/time\/time\/user\/newmonth\//;
const READ = /\/api\/time\/time\/user\/[0-9a-f]{24}$/;

/** What a person sees around `locator` (a viewport, not the whole long page) in screenshots/<name>.png. */
async function shot(page, name, locator) {
  await locator.scrollIntoViewIfNeeded();
  mkdirSync(join(process.cwd(), 'screenshots'), { recursive: true });
  await page.screenshot({ path: join(process.cwd(), 'screenshots', `${name}.png`) });
}

const minutes = (t) => t.total * 60 + t.half;
const pad2 = (n) => String(n).padStart(2, '0');
const hm = (m) => `${Math.floor(m / 60)}:${pad2(m % 60)}`;

/** Erik's stored totals: the person's, and each month record's beside its entries. */
async function stored(userId) {
  const { db } = await double.state();
  const user = db.users.find((u) => u._id === userId);
  const months = db.months
    .filter((m) => m.userId === userId)
    .map((m) => ({ id: m._id, MonthNumber: m.MonthNumber, year: m.year, stored: minutes(m), entries: m.months.reduce((s, e) => s + minutes(e), 0), entryIds: m.months.map((e) => e._id) }))
    .sort((a, b) => b.year - a.year || b.MonthNumber - a.MonthNumber);
  return { user: minutes(user), months };
}

/** The person's total is the sum of the months' stored totals (nothing applied to the person alone). */
function assertPersonAgrees(totals) {
  assert.equal(totals.user, totals.months.reduce((s, m) => s + m.stored, 0), 'person total = sum of the months');
}

async function memberPage(viewport = desktop) {
  const erik = await double.user('staff');
  const { context, page } = await openProvider(browser(), `/admin/list/user/${erik._id}`, viewport);
  await loginProvider(page, 'admin');
  await page.getByRole('heading', { level: 1, name: erik.fullname }).waitFor();
  return { context, page, erik };
}

/** 'Rätta arbetad tid' on the latest month: fills the panel, checks the confirmation, confirms. */
async function correct(page, fullname, latest, change) {
  if (!(await page.getByLabel('Skriv månadsnumret').isVisible())) await page.getByRole('button', { name: 'Rätta arbetad tid' }).click();
  await page.getByLabel('Skriv månadsnumret').selectOption(latest.id);
  await page.getByLabel('Ändring').selectOption(change < 0 ? '-' : '+');
  await page.getByLabel('Timmar', { exact: true }).fill(String(Math.floor(Math.abs(change) / 60)));
  await page.getByLabel('Minuter', { exact: true }).fill(String(Math.abs(change) % 60));
  await page.getByRole('button', { name: 'updatera tid' }).click();
  const label = `${pad2(latest.MonthNumber)}/${latest.year}`;
  const question = page.getByRole('dialog', {
    name: `Rätta ${fullname}s tid i ${label} med ${change < 0 ? '−' : '+'}${hm(Math.abs(change))}? Månaden går från ${hm(latest.entries)} till ${hm(latest.entries + change)}.`,
  });
  await question.waitFor();
  return { question, label };
}

test("a correction whose answer is dropped on a kept-alive connection: Chromium stores it twice, the app asks (it cannot tell the resend from another admin's), and 'Ta bort den ena' removes it with one write", async () => {
  const { context, page, erik } = await memberPage();
  const before = await stored(erik._id);
  const [latest] = before.months;
  const { question, label } = await correct(page, erik.fullname, latest, 60);
  await shot(page, 'heal-correction-confirm-desktop', question);
  await double.fault({ method: 'POST', path: CORRECT, fault: 'drop-after-store' });
  await question.getByRole('button', { name: 'Rätta tiden' }).click();
  // DECISIONS.md 37: nothing removed on its own; the month before and now, and the choice.
  const asked = page.getByRole('status').filter({ hasText: `${label} har fått rättningen +1:00 två gånger: månaden var ${hm(latest.stored)} före rättningen och är ${hm(latest.stored + 120)} nu.` });
  await asked.waitFor();
  assert.equal((await stored(erik._id)).months.find((m) => m.id === latest.id).stored, latest.stored + 120, 'nothing removed before the admin chose');
  await asked.getByRole('button', { name: `Ta bort den ena rättningen +1:00 i ${label}` }).click();
  await page.getByText(`Den ena rättningen +1:00 av ${label} är borttagen: ${hm(latest.stored + 120)} → ${hm(latest.stored + 60)}.`).waitFor();
  const posts = await double.log({ method: 'POST', path: CORRECT });
  // The browser's own resend stored it a second time; the app sent it once, then the one the admin chose.
  assert.deepEqual(posts.map((p) => [p.reused, p.fault, p.handled]), [[true, 'drop-after-store', true], [false, null, true], [true, null, true]]);
  const sent = appSends(posts);
  assert.deepEqual(sent.map((p) => p.body), [
    { hours: 1, minutes: 0, howhour: '+', howminutes: '+', MonthNumber: latest.MonthNumber },
    { hours: 1, minutes: 0, howhour: '-', howminutes: '-', MonthNumber: latest.MonthNumber },
  ]);
  // Stored: the month is its entries plus the one correction, every other month its entries.
  const after = await stored(erik._id);
  for (const m of after.months) assert.equal(m.stored, m.entries + (m.id === latest.id ? 60 : 0), `${m.MonthNumber}/${m.year}`);
  assertPersonAgrees(after);
  assert.equal(await page.getByText('De sparade summorna stämmer inte med posterna.').count(), 0);
  await page.getByRole('heading', { name: 'Rättningar' }).waitFor();
  await shot(page, 'heal-correction-healed-desktop', page.getByRole('heading', { level: 1 }));
  await context.close();
});

test("a correction answered by a proxy's 502 after it was stored: read back, stored once, and the person is told", async () => {
  const { context, page, erik } = await memberPage();
  const before = await stored(erik._id);
  const [latest] = before.months;
  const { question } = await correct(page, erik.fullname, latest, 75);
  await double.fault({ method: 'POST', path: CORRECT, fault: '502-after-store' });
  await question.getByRole('button', { name: 'Rätta tiden' }).click();
  await page.getByText('Svaret från servern kom inte fram, men ändringen är sparad.').first().waitFor();
  const posts = await double.log({ method: 'POST', path: CORRECT });
  assert.deepEqual(posts.map((p) => [p.fault, p.status]), [['502-after-store', 502]]);
  const after = await stored(erik._id);
  for (const m of after.months) assert.equal(m.stored, m.entries + (m.id === latest.id ? 75 : 0), `${m.MonthNumber}/${m.year}`);
  assertPersonAgrees(after);
  // The month shows the correction, and the page's total is what is stored.
  await page.getByText(/^Rättad \d{4}-\d{2}-\d{2}: \+1:15$/).waitFor();
  assert.match(await page.getByText(/^Månadens tid:/).textContent(), new RegExp(`${hm(latest.entries + 75)}$`));
  await context.close();
});

test('an inline edit whose totals answer is dropped: the resend is found and repaired, the totals equal the entries', async () => {
  const { context, page, erik } = await memberPage();
  const table = page.getByRole('table').first();
  const row = table.getByRole('row').nth(1);
  const rowName = await row.getAttribute('aria-label');
  await row.getByRole('button', { name: 'Ändra' }).click();
  const editing = table.getByRole('row', { name: rowName });
  const end = editing.getByLabel('Slut');
  const [h, m] = (await end.inputValue()).split(':').map(Number);
  await end.fill(`${pad2(h + 1)}:${pad2(m)}`);
  await double.fault({ method: 'PUT', path: OLDTIMES, fault: 'drop-after-store' });
  await editing.getByRole('button', { name: 'Spara' }).click();
  await page.getByText(/Ändringen kom fram två gånger till servern/).first().waitFor();
  const puts = await double.log({ method: 'PUT', path: OLDTIMES });
  assert.deepEqual(puts.map((p) => [p.reused, p.fault, p.handled]), [[true, 'drop-after-store', true], [false, null, true]]);
  assert.equal(appSends(puts).length, 1);
  // One compensating write of the duplicate's hour, computed from the read.
  const fixes = await double.log({ method: 'POST', path: CORRECT });
  assert.equal(fixes.length, 1);
  assert.deepEqual({ ...fixes[0].body, MonthNumber: undefined }, { hours: 1, minutes: 0, howhour: '-', howminutes: '-', MonthNumber: undefined });
  const after = await stored(erik._id);
  for (const month of after.months) assert.equal(month.stored, month.entries, `${month.MonthNumber}/${month.year}`);
  assertPersonAgrees(after);
  assert.equal(await page.getByText(/Inte helt sparat/).count(), 0);
  await context.close();
});

test("a move whose answer is lost, then 'Försök igen': it reads first, finds the move stored, and exactly one month moved", async () => {
  const { context, page, erik } = await memberPage();
  const before = await stored(erik._id);
  const [latest, earlier] = before.months;
  // A month of the latest's year with no record: a plain move, no merge.
  const to = [3, 4, 5, 6].find((n) => !before.months.some((mm) => mm.year === latest.year && mm.MonthNumber === n));
  await page.getByRole('button', { name: 'Flytta tid' }).click();
  // Any of the person's months, each with its year.
  const offered = await page.getByLabel('Flytta från').locator('option').allTextContents();
  assert.deepEqual(offered.map((o) => o.slice(0, 7)), before.months.map((mm) => `${pad2(mm.MonthNumber)}/${mm.year}`));
  await page.getByLabel('Flytta från').selectOption(latest.id);
  await page.getByLabel('Till månad').selectOption(String(to));
  await shot(page, 'heal-move-form-desktop', page.getByLabel('Till månad'));
  // Every answer of the move is lost, and for a moment the person's time cannot be read either.
  await double.fault({ method: 'POST', path: MOVE, fault: 'drop-after-store', times: 'always' });
  let blockReads = false;
  await page.route(READ, (route) => (blockReads && route.request().method() === 'GET' ? route.abort('connectionreset') : route.fallback()));
  page.on('request', (request) => {
    if (MOVE.test(new URL(request.url()).pathname)) blockReads = true;
  });
  await page.getByRole('button', { name: 'Flytta tiden' }).click();
  await page.getByRole('dialog', { name: new RegExp(`^Flytta ${erik.fullname}s tid i ${pad2(latest.MonthNumber)}/${latest.year} \\(${hm(latest.stored)}\\) till ${pad2(to)}/${latest.year}\\?$`) }).getByRole('button', { name: 'Flytta tiden' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Ändringen kan redan vara sparad.' });
  await alert.waitFor();
  await shot(page, 'heal-move-unsure-desktop', alert);
  const moves = await double.log({ method: 'POST', path: MOVE });
  // Named by the month record's id, never the user's.
  assert.ok(moves.every((mv) => mv.path === `/api/time/time/user/newmonth/${latest.id}`));
  assert.equal(appSends(moves).length, 1);
  await double.clearFaults();
  blockReads = false;
  await alert.getByRole('button', { name: 'Försök igen' }).click();
  await page.getByText('Ändringen var redan sparad. Den har inte skickats en gång till.').first().waitFor();
  assert.equal(appSends(await double.log({ method: 'POST', path: MOVE })).length, 1);
  // Stored: exactly the one month moved, with its entries and its total; the earlier month untouched.
  const after = await stored(erik._id);
  const moved = after.months.find((mm) => mm.id === latest.id);
  assert.equal(moved.MonthNumber, to);
  assert.deepEqual([moved.stored, moved.entryIds], [latest.stored, latest.entryIds]);
  assert.deepEqual(after.months.find((mm) => mm.id === earlier.id), earlier);
  assert.equal(after.months.length, before.months.length);
  assertPersonAgrees(after);
  await context.close();
});

test('a corrected month moved into another: the stored result equals the total the confirmation promised, correction included', async () => {
  const { context, page, erik } = await memberPage();
  const before = await stored(erik._id);
  const [latest] = before.months;
  const { question } = await correct(page, erik.fullname, latest, 75);
  await question.getByRole('button', { name: 'Rätta tiden' }).click();
  await page.getByText(/^Rättad \d{4}-\d{2}-\d{2}: \+1:15$/).waitFor();
  // Into the month before, of the same year when there is one (a merge), else an empty month.
  const target = before.months.find((mm) => mm.id !== latest.id && mm.year === latest.year);
  const to = target?.MonthNumber ?? (latest.MonthNumber === 1 ? 2 : latest.MonthNumber - 1);
  const promised = latest.entries + 75 + (target?.entries ?? 0);
  await page.getByRole('button', { name: 'Flytta tid' }).click();
  await page.getByLabel('Flytta från').selectOption(latest.id);
  await page.getByLabel('Till månad').selectOption(String(to));
  await page.getByRole('button', { name: 'Flytta tiden' }).click();
  const toLabel = `${pad2(to)}/${latest.year}`;
  await page.getByRole('dialog', { name: new RegExp(`\\(${hm(latest.entries + 75)}\\) till ${toLabel}\\?$`) }).getByRole('button', { name: 'Flytta tiden' }).click();
  if (target) {
    const again = page.getByRole('dialog', { name: `${toLabel} har redan ${hm(target.entries)}. Månaderna slås ihop till ${hm(promised)} och kan inte delas igen. Slå ihop ändå?` });
    await again.getByRole('button', { name: 'Slå ihop' }).click();
  }
  await page.getByText('vi har flyttat alla tid').first().waitFor();
  const after = await stored(erik._id);
  const result = after.months.find((mm) => mm.year === latest.year && mm.MonthNumber === to);
  assert.equal(result.stored, promised, `stored ${hm(result.stored)}, promised ${hm(promised)}`);
  assert.equal(result.entries + 75, promised);
  assertPersonAgrees(after);
  // On the page: the month with the promised total, its correction with it, and no drift.
  await page.getByLabel('Månad', { exact: true }).selectOption(result.id);
  await page.getByText(/^Rättad \d{4}-\d{2}-\d{2}: \+1:15$/).waitFor();
  assert.match(await page.getByText(/^Månadens tid:/).textContent(), new RegExp(`${hm(promised)}$`));
  assert.equal(await page.getByText('De sparade summorna stämmer inte med posterna.').count(), 0);
  assert.equal(await page.getByText(/blev .*, inte .* som bekräftelsen sa/).count(), 0);
  await context.close();
});

test('a correction below zero is refused with the reason; a correction is undone from the bar right after', async () => {
  const { context, page, erik } = await memberPage(phone);
  const before = await stored(erik._id);
  const [latest] = before.months;
  const label = `${pad2(latest.MonthNumber)}/${latest.year}`;
  await page.getByRole('button', { name: 'Rätta arbetad tid' }).click();
  await page.getByLabel('Skriv månadsnumret').selectOption(latest.id);
  await page.getByLabel('Ändring').selectOption('-');
  await page.getByLabel('Timmar', { exact: true }).fill('999');
  await page.getByRole('button', { name: 'updatera tid' }).click();
  await page.getByText(`${label} har ${hm(latest.entries)}. En rättning på −999:00 skulle ta månaden under noll och görs inte.`).waitFor();
  assert.equal(await page.getByRole('dialog').count(), 0);
  assert.deepEqual(await double.log({ method: 'POST', path: CORRECT }), []);

  const { question } = await correct(page, erik.fullname, latest, 60);
  await question.getByRole('button', { name: 'Rätta tiden' }).click();
  const bar = page.getByRole('status').filter({ hasText: `${label} rättad med +1:00: ${hm(latest.entries)} → ${hm(latest.entries + 60)}.` });
  await bar.waitFor();
  assert.deepEqual(await axe(page), []);
  await shot(page, 'heal-undo-bar-phone', bar);
  assert.equal((await stored(erik._id)).months.find((mm) => mm.id === latest.id).stored, latest.stored + 60);
  await bar.getByRole('button', { name: `Ångra rättningen +1:00 i ${label}` }).click();
  await page.getByText(`Rättningen av ${label} är ångrad.`).first().waitFor();
  // Stored as before the correction, and the page no longer lists it.
  const after = await stored(erik._id);
  assert.deepEqual(after, before);
  const sent = appSends(await double.log({ method: 'POST', path: CORRECT })).map((p) => [p.body.howhour, p.body.hours, p.body.minutes]);
  assert.deepEqual(sent, [['+', 1, 0], ['-', 1, 0]]);
  assert.equal(await page.getByRole('heading', { name: 'Rättningar' }).count(), 0);
  await context.close();
});

test("an entry delete whose answer is dropped: Chromium's resend deletes nothing more; the month keeps its other entries and its totals", async () => {
  const { context, page, erik } = await memberPage();
  const before = await stored(erik._id);
  const [latest] = before.months;
  const table = page.getByRole('table').first();
  const row = table.getByRole('row').nth(1);
  await double.fault({ method: 'POST', path: /^\/api\/month\/delete\//, fault: 'drop-after-store' });
  await row.getByRole('button', { name: 'Ta bort' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ja, ta bort' }).click();
  await page.getByText('Svaret från servern kom inte fram, men ändringen är sparad.').first().waitFor();
  const removals = await double.log({ method: 'POST', path: /^\/api\/month\/delete\// });
  // The app sent it once, naming no month (0); the browser's resend found no entry and deleted nothing.
  assert.deepEqual(removals.map((r) => [r.fault, r.status, r.body.IsMonthNumber]), [['drop-after-store', null, 0], [null, 404, 0]]);
  assert.equal(appSends(removals).length, 1);
  const after = await stored(erik._id);
  const month = after.months.find((mm) => mm.id === latest.id);
  assert.equal(month.entryIds.length, latest.entryIds.length - 1);
  for (const mm of after.months) assert.equal(mm.stored, mm.entries, `${mm.MonthNumber}/${mm.year}`);
  assertPersonAgrees(after);
  await context.close();
});
