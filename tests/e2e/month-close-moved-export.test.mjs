/**
 * Issue 16 items 2 and 3, end to end as admin (provider build against the API double): a month's
 * time moved into another month with 'Flytta tid', then that target month's PAXml and CSV from
 * the month overview. The files carry only the target month's dates, the moved time dated on the
 * month's last day and marked; their totals equal the overview's; and what the double stored
 * equals the total the confirmation promised.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { desktop, double, loginProvider, openProvider, screenshot, useBrowser } from './harness.mjs';
import { download, paxmlWithAnstid } from './month-close-files.mjs';

const browser = useBrowser({ resetDouble: true });
const pad2 = (n) => String(n).padStart(2, '0');
const minutes = (t) => t.total * 60 + t.half;
const hm = (m) => `${Math.floor(m / 60)}:${pad2(m % 60)}`;
/** Hundredths of an hour, as the files round (20 min → 33). */
const hundredths = (m) => Math.floor((m * 5 + 1) / 3);
const lastDay = (year, month) => `${year}-${pad2(month)}-${pad2(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;



/** The person's month records as the double stores them, newest first. */
async function storedMonths(userId) {
  const { db } = await double.state();
  return db.months
    .filter((m) => m.userId === userId)
    .map((m) => ({
      id: m._id,
      MonthNumber: m.MonthNumber,
      year: m.year,
      stored: minutes(m),
      entries: m.months.reduce((s, e) => s + minutes(e), 0),
      dates: m.months.map((e) => String(e.date).slice(0, 10)),
    }))
    .sort((a, b) => b.year - a.year || b.MonthNumber - a.MonthNumber);
}

test("a month moved into another: the target month's PAXml and CSV carry only its dates, the moved time on its last day and marked, the overview's total, and the promised total is what is stored", async () => {
  const erik = await double.user('staff');
  const before = await storedMonths(erik._id);
  const [source] = before;
  // Into the latest other month of the same year (a merge); in January, into an empty February.
  const target = before.find((m) => m.id !== source.id && m.year === source.year);
  const to = target?.MonthNumber ?? source.MonthNumber + 1;
  const { year } = source;
  const toLabel = `${pad2(to)}/${year}`;
  const prefix = `${year}-${pad2(to)}-`;
  const sourcePrefix = `${year}-${pad2(source.MonthNumber)}-`;
  assert.ok(source.dates.length > 0 && source.dates.every((d) => d.startsWith(sourcePrefix)), 'the seeded month has entries of its own dates');

  const { context, page } = await openProvider(browser(), `/admin/list/user/${erik._id}`, desktop);
  await loginProvider(page, 'admin');
  await page.getByRole('heading', { level: 1, name: erik.fullname }).waitFor();

  // 'Flytta tid': the confirmation names the month and its hours; a merge names the merged total.
  await page.getByRole('button', { name: 'Flytta tid' }).click();
  await page.getByLabel('Flytta från').selectOption(source.id);
  await page.getByLabel('Till månad').selectOption(String(to));
  await page.getByRole('button', { name: 'Flytta tiden' }).click();
  const sourceLabel = `${pad2(source.MonthNumber)}/${year}`;
  await page
    .getByRole('dialog', { name: `Flytta ${erik.fullname}s tid i ${sourceLabel} (${hm(source.entries)}) till ${toLabel}?` })
    .getByRole('button', { name: 'Flytta tiden' })
    .click();
  let promised = source.entries;
  if (target) {
    const merge = page.getByRole('dialog', { name: /^\d{2}\/\d{4} har redan .* Månaderna slås ihop till \d+:\d{2} och/ });
    const [, h, m] = /slås ihop till (\d+):(\d{2})/.exec(await merge.textContent());
    promised = Number(h) * 60 + Number(m);
    assert.equal(promised, source.entries + target.entries, 'the promise is both months');
    await merge.getByRole('button', { name: 'Slå ihop' }).click();
  }
  await page.getByText('vi har flyttat alla tid').first().waitFor();

  // What the double stored equals the promise.
  const after = await storedMonths(erik._id);
  const result = after.find((m) => m.year === year && m.MonthNumber === to);
  assert.ok(result, `a month ${toLabel} is stored`);
  assert.equal(result.stored, promised, `stored ${hm(result.stored)}, promised ${hm(promised)}`);
  assert.equal(result.entries, promised);
  assert.equal(after.some((m) => m.id === source.id && m.MonthNumber === source.MonthNumber), false, 'the source month is gone from its number');

  // The overview of the target month: the promised total, the moved time named.
  await page.goto(new URL(`/admin/manad/?ar=${year}&manad=${to}`, page.url()).href);
  const table = page.getByRole('table', { name: `Arbetad tid ${toLabel}` });
  await table.waitFor();
  await page.getByText(/^Läser in tid/).waitFor({ state: 'detached' });
  const row = table.locator('tbody tr').filter({ has: page.getByRole('link', { name: erik.fullname, exact: true }) });
  assert.equal((await row.getByRole('cell').first().textContent()).trim(), hm(promised));
  const count = source.dates.length;
  await row.getByText(`${count === 1 ? '1 pass' : `${count} pass`} (${hm(source.entries)}) daterade i ${sourceLabel} räknas här (flyttade)`).waitFor();
  await screenshot(page, 'month-close-moved-overview-desktop');

  // The PAXml: settings first, then Erik's employment number right there.
  const review = await paxmlWithAnstid(page, erik.fullname, '201');
  const paxml = await download(page, () => review.getByRole('button', { name: 'Spara och exportera' }).click());
  const text = paxml.bytes.toString('latin1');
  const lines = [...text.matchAll(/<tidtrans anstid="([^"]+)"[^>]*>([\s\S]*?)<\/tidtrans>/g)].map(([, anstid, body]) => ({
    anstid,
    code: /<tidkod>([^<]+)<\/tidkod>/.exec(body)[1],
    date: /<datum>([^<]+)<\/datum>/.exec(body)[1],
    hundredths: Number(/<timmar>(\d+\.\d{2})<\/timmar>/.exec(body)[1].replace('.', '')),
    info: /<info>([^<]*)<\/info>/.exec(body)?.[1] ?? '',
  }));
  // Only the target month's dates, for everyone in the file.
  assert.ok(lines.length > 0);
  assert.deepEqual(lines.filter((l) => !l.date.startsWith(prefix)), []);
  // The worked hours (ARB); supplements are lines of their own beside them (issue 41).
  const eriks = lines.filter((l) => l.anstid === '201' && l.code === 'ARB');
  const moved = eriks.filter((l) => l.info.startsWith('Flyttad tid'));
  assert.equal(moved.length, 1, 'the moved time is one marked line');
  assert.equal(moved[0].date, lastDay(year, to));
  assert.equal(moved[0].info, `Flyttad tid, daterad ${[...new Set(source.dates)].sort().join(', ')}`);
  assert.equal(moved[0].hundredths, hundredths(source.entries));
  // The file's total is the overview's.
  assert.equal(eriks.reduce((s, l) => s + l.hundredths, 0), hundredths(promised));

  // The CSV: the same dates, one marked row per moved entry, the same total.
  const csv = await download(page, () => page.getByRole('button', { name: 'Tid för Excel (CSV)' }).click());
  const rows = csv.bytes
    .subarray(3)
    .toString('utf8')
    .split('\r\n')
    .filter(Boolean)
    .slice(1)
    .map((line) => line.split(';'));
  assert.deepEqual(rows.filter((cells) => cells[2] !== 'Summa' && !cells[2].startsWith(prefix)), []);
  const erikRows = rows.filter((cells) => cells[0] === erik.fullname);
  const movedRows = erikRows.filter((cells) => cells[8].startsWith('Flyttad tid'));
  assert.equal(movedRows.length, count);
  assert.ok(movedRows.every((cells) => cells[2] === lastDay(year, to)));
  assert.deepEqual(movedRows.map((cells) => cells[8].replace('Flyttad tid, daterad ', '')).sort(), [...source.dates].sort());
  const summa = erikRows.find((cells) => cells[2] === 'Summa');
  assert.equal(Number(summa[6].replace(',', '')), hundredths(promised));
  await context.close();
});
