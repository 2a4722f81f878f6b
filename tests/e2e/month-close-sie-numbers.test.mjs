/**
 * Issue 23 items 3 and 4, end to end on the provider build against the API double: two browser
 * profiles that never share a settings file export the same month's SIE with the same voucher
 * numbers (each its item's creation time, from the item's id: issue 41 item 5), byte for byte
 * apart from #GEN, and so does an export made again; a fresh profile says on the overview,
 * before any export, that it never read the settings in. Issue 41 item 5: after an export, a
 * bill added dated the 1st and another removed: exported again, every earlier voucher is the
 * same, number and all.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axe, demo, desktop, double, loginProvider, openProvider, screenshot, useBrowser } from './harness.mjs';
import { download } from './month-close-files.mjs';

const browser = useBrowser({ resetDouble: true });
const pad2 = (n) => String(n).padStart(2, '0');

/** The previous calendar month: complete in the seed (bills over several pages, invoices). */
function previousMonth(now = new Date()) {
  const d = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return { year: d.getFullYear(), month: d.getMonth() + 1 };
}

/** A fresh browser profile on the overview of the month. */
async function freshOverview({ year, month }) {
  const { context, page } = await openProvider(browser(), '/login/', desktop);
  await loginProvider(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/admin/');
  await page.goto(new URL(`/admin/manad/?ar=${year}&manad=${month}`, page.url()).href);
  await page.getByRole('table', { name: `Arbetad tid ${pad2(month)}/${year}` }).waitFor();
  await page.getByText(/^Läser in tid/).waitFor({ state: 'detached' });
  return { context, page };
}

/** 'Bokföring (SIE 4)': the settings first on a fresh profile (the company typed), then the file. */
async function exportSie(page, { first }) {
  const button = page.getByRole('button', { name: 'Bokföring (SIE 4)' });
  if (!first) return download(page, () => button.click());
  await button.click();
  const form = page.getByRole('form', { name: 'Exportinställningar' });
  await form.getByLabel('Företagets namn').fill('Städtid Städservice AB');
  await form.getByLabel('Organisationsnummer').fill('556036-0793');
  return download(page, () => form.getByRole('button', { name: 'Spara och exportera' }).click());
}

const withoutGen = (bytes) => bytes.toString('latin1').replace(/^#GEN \d{8}\r\n/m, '');

/** The creation time in an ObjectId: its first 8 hex digits, in seconds. */
const created = (id) => parseInt(id.slice(0, 8), 16);

/** The month's items as the double stores them (filed under the month, as the app asks), with the number each voucher must carry. */
async function storedItems({ month }) {
  const { db } = await double.state();
  const inMonth = (item) => (item.months ?? Number(item.date.slice(5, 7))) === month;
  return [
    ...db.items.bill.filter(inMonth).map((item) => ({ ...item, voucher: `A ${created(item._id)}` })),
    ...db.items.invoice.filter(inMonth).map((item) => ({ ...item, voucher: `B ${created(item._id)}` })),
  ];
}

/** Each voucher of a SIE file as its bytes ('#VER …' to '}'), by its series and number. */
function voucherBlocks(bytes) {
  const blocks = bytes.toString('latin1').match(/^#VER \S+ \d+ [^\r\n]*\r\n\{\r\n(?: {3}#TRANS [^\r\n]*\r\n)+\}\r\n/gm) ?? [];
  return new Map(blocks.map((block) => [block.match(/^#VER (\S+ \d+) /)?.[1], block]));
}

/** A call to the double's API as another admin's program makes it. */
async function api(method, path, body, token) {
  const res = await fetch(`${double.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  assert.ok(res.ok, `${method} ${path}: ${res.status}`);
  return res.json();
}

test("two computers that never shared their settings export a month's SIE with the same voucher numbers", async () => {
  const chosen = previousMonth();

  const a = await freshOverview(chosen);
  // Before any export: one line saying this computer never read the settings in, with the way to.
  const line = a.page.locator('p').filter({ hasText: /^Den här datorn har inte läst in exportinställningarna/ });
  await line.waitFor();
  assert.equal(await line.getByLabel('Läs in inställningsfilen', { exact: true }).count(), 1);
  assert.deepEqual(await axe(a.page), []);
  await screenshot(a.page, 'month-overview-settings-never-read-desktop');
  const first = await exportSie(a.page, { first: true });
  await line.waitFor({ state: 'detached' });
  const again = await exportSie(a.page, { first: false });
  await a.context.close();

  const b = await freshOverview(chosen);
  await b.page.locator('p').filter({ hasText: /^Den här datorn har inte läst in exportinställningarna/ }).waitFor();
  const other = await exportSie(b.page, { first: true });
  await b.context.close();

  const numbers = [...first.bytes.toString('latin1').matchAll(/^#VER (\S+) (\d+) /gm)].map(([, series, n]) => `${series} ${n}`);
  assert.ok(numbers.length > 10, `${numbers.length} vouchers`);
  // Each voucher the creation time of its item, as the double stored the item's id.
  assert.deepEqual([...numbers].sort(), (await storedItems(chosen)).map((item) => item.voucher).sort());
  assert.equal(new Set(numbers).size, numbers.length);
  // Exported again, or on the other computer: the same file apart from its creation date.
  assert.equal(withoutGen(again.bytes), withoutGen(first.bytes));
  assert.equal(withoutGen(other.bytes), withoutGen(first.bytes));
});

test('a bill added dated the 1st and another removed after an export: exported again, every earlier voucher keeps its number', async () => {
  const chosen = previousMonth();
  const { context, page } = await freshOverview(chosen);
  const before = await exportSie(page, { first: true });
  const earlier = voucherBlocks(before.bytes);
  const items = await storedItems(chosen);
  assert.equal(earlier.size, items.length);

  // Another admin's program, after the export: one bill entered late, dated the month's first
  // day, and one of the month's bills removed.
  const { token } = await api('POST', '/api/auth/login/', demo.admin);
  const firstDay = `${chosen.year}-${pad2(chosen.month)}-01`;
  await api('POST', '/api/bill/create/', { number: 'SEN-1', date: firstDay, companyname: 'sen leverantör', price: 250, tex: 50, payment: false, lastday: firstDay, image: '' });
  const removed = items.find((item) => item.voucher.startsWith('A ') && item.date !== firstDay);
  assert.ok(removed);
  await api('DELETE', `/api/bill/delete/${removed._id}`, undefined, token);
  const late = (await storedItems(chosen)).find((item) => item.number === 'SEN-1');
  assert.ok(late);

  const after = await exportSie(page, { first: false });
  await context.close();
  const now = voucherBlocks(after.bytes);
  // Every earlier voucher but the removed one is in the new file byte for byte, number and all.
  for (const [number, block] of earlier) {
    if (number === removed.voucher) assert.equal(now.has(number), false, `${number} removed`);
    else assert.equal(now.get(number), block, number);
  }
  // The late bill: dated the 1st, numbered by its own creation time, which no earlier voucher had.
  assert.equal(earlier.has(late.voucher), false);
  assert.match(now.get(late.voucher) ?? '', new RegExp(`^#VER ${late.voucher} ${chosen.year}${pad2(chosen.month)}01 "Kvitto SEN-1 `));
  assert.equal(now.size, earlier.size);
});
