/**
 * Issue 23 items 3 and 4, end to end on the provider build against the API double: two browser
 * profiles that never share a settings file export the same month's SIE with the same voucher
 * numbers (YYMM and the item's place), byte for byte apart from #GEN, and so does an export
 * made again; a fresh profile says on the overview, before any export, that it never read the
 * settings in.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axe, desktop, loginProvider, openProvider, screenshot, useBrowser } from './harness.mjs';
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

test("two computers that never shared their settings export a month's SIE with the same voucher numbers", async () => {
  const chosen = previousMonth();
  const base = `${pad2(chosen.year % 100)}${pad2(chosen.month)}`;

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
  // The month (YYMM) and the item's place in four digits, from 0001 in each series.
  assert.ok(numbers.every((n) => new RegExp(`^[AB] ${base}\\d{4}$`).test(n)), numbers.join(' '));
  assert.ok(numbers.includes(`A ${base}0001`) && numbers.includes(`B ${base}0001`), numbers.join(' '));
  assert.equal(new Set(numbers).size, numbers.length);
  // Exported again, or on the other computer: the same file apart from its creation date.
  assert.equal(withoutGen(again.bytes), withoutGen(first.bytes));
  assert.equal(withoutGen(other.bytes), withoutGen(first.bytes));
});
