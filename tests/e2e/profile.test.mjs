/**
 * Min sida end to end (demo mode, Chromium): the current month and its total, an earlier month,
 * an inline edit that changes the row and the month total, printing the statement (window.print
 * stubbed; the print iframe's document is checked and printed to PDF), and a password change
 * followed by a login with the new password.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { test } from 'node:test';
import { axe, baseUrl, demo, desktop, login, open, phone, screenshot, scrolledLines, useBrowser, windowDrawn } from './harness.mjs';

const browser = useBrowser();

const now = new Date();
const pad = (n) => String(n).padStart(2, '0');
const currentLabel = `${pad(now.getMonth() + 1)}/${now.getFullYear()}`;
const prev = new Date(now.getFullYear(), now.getMonth() - 1, 1);
const previousLabel = `${pad(prev.getMonth() + 1)}/${prev.getFullYear()}`;

/** '8 h 15 min' → minutes */
const cellMinutes = (text) => {
  const m = /(\d+) h (\d+) min/.exec(text);
  assert.ok(m, `not a duration: ${text}`);
  return Number(m[1]) * 60 + Number(m[2]);
};
/** '112 Timmar och 30 minuter' / '112 timmar och 30 minuter' / '112 h 30 min' → minutes */
const totalMinutes = (text) => {
  const m = /(\d+) (?:[Tt]immar och|h) (\d+) min/.exec(text);
  assert.ok(m, `not a total: ${text}`);
  return Number(m[1]) * 60 + Number(m[2]);
};
const clock = (minutes) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/**
 * The worked time of every row of the table. It draws only the rows near the screen (issue 19):
 * the page is scrolled through it, each row read once by its aria-rowindex, until all the rows
 * the table says it has (aria-rowcount, less header and footer) are read.
 */
async function sumOfRows(table) {
  const count = Number(await table.getAttribute('aria-rowcount')) - 2;
  const seen = new Map();
  for (let step = 0; step < 200 && seen.size < count; step += 1) {
    const drawn = await table.locator('tbody tr[aria-rowindex]').evaluateAll((rows) =>
      rows.map((row) => [row.getAttribute('aria-rowindex'), row.querySelector('td:nth-child(6)')?.textContent ?? '']),
    );
    for (const [index, text] of drawn) seen.set(index, text);
    await table.page().mouse.wheel(0, 400);
    await windowDrawn(table.page());
  }
  assert.equal(seen.size, count);
  await table.page().evaluate(() => window.scrollTo(0, 0));
  return [...seen.values()].reduce((sum, text) => sum + cellMinutes(text), 0);
}

async function openMinSida(viewport, initScript) {
  const { context, page } = await open(browser(), '/login/', viewport);
  if (initScript) await context.addInitScript(initScript);
  await login(page, 'staff');
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('banner').getByRole('link', { name: 'Min sida' }).click();
  await page.waitForURL((url) => url.pathname === '/profile/');
  await page.getByRole('heading', { level: 1, name: 'Erik Johansson' }).waitFor();
  return { context, page };
}

for (const [name, viewport] of [
  ['phone', phone],
  ['desktop', desktop],
]) {
  test(`Min sida shows the current month with its total, axe-clean (${name})`, async () => {
    const { context, page } = await openMinSida(viewport);
    // On a phone one line per entry (issue 12), on a desk the table; the month total on top agrees.
    const top = page.getByRole('region', { name: 'Erik Johansson' });
    let rows;
    if (name === 'phone') {
      const lines = page.getByRole('group', { name: `Arbetstid ${currentLabel}` });
      await lines.waitFor();
      // Windowed (issue 19): every line, as scrolling the page draws them.
      const hours = [...(await scrolledLines(page, lines)).values()];
      rows = hours.reduce((sum, text) => sum + cellMinutes(text), 0);
    } else {
      const table = page.getByRole('table', { name: `Arbetstid ${currentLabel}` });
      await table.waitFor();
      rows = await sumOfRows(table);
      assert.equal(totalMinutes(await table.locator('tfoot').innerText()), rows);
    }
    assert.equal(totalMinutes(await top.innerText()), rows);
    assert.ok(await page.getByRole('button', { name: new RegExp(`^${previousLabel}`) }).isVisible());
    assert.deepEqual(await axe(page), []);
    await screenshot(page, `profile-${name}`);
    if (name === 'phone') {
      // Cards, not a sideways-scrolling grid.
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scrollWidth <= viewport.width, `page scrolls sideways: ${scrollWidth}`);
    }
    await context.close();
  });
}

test('an earlier month opens; editing an end time changes the row and the month total', async () => {
  const { context, page } = await openMinSida(desktop);
  const monthButton = page.getByRole('button', { name: new RegExp(`^${previousLabel}`) });
  const before = totalMinutes(await monthButton.innerText());
  await monthButton.click();
  const table = page.getByRole('table', { name: `Arbetstid ${previousLabel}` });
  await table.waitFor();
  assert.equal(totalMinutes(await table.locator('tfoot').innerText()), before);

  const row = table.locator('tbody tr').first();
  const oldEnd = (await row.locator('td:nth-child(4)').innerText()).trim();
  const oldWorked = cellMinutes(await row.locator('td:nth-child(6)').innerText());
  const [h, m] = oldEnd.split(':').map(Number);
  const newEnd = clock(h * 60 + m + 60);
  await row.getByRole('button', { name: 'Ändra' }).click();
  await row.getByLabel('Sluttid').fill(newEnd);
  await row.getByRole('button', { name: 'Spara' }).click();

  await row.locator('td:nth-child(4)', { hasText: newEnd }).waitFor();
  assert.equal(cellMinutes(await row.locator('td:nth-child(6)').innerText()), oldWorked + 60);
  await page.waitForFunction(
    ([label, expected]) => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.startsWith(label));
      const match = /(\d+) h (\d+) min/.exec(button?.textContent ?? '');
      return match && Number(match[1]) * 60 + Number(match[2]) === expected;
    },
    [previousLabel, before + 60],
  );
  assert.equal(totalMinutes(await table.locator('tfoot').innerText()), before + 60);
  // And it is stored: a reload shows the same.
  await page.reload();
  await page.getByRole('button', { name: new RegExp(`^${previousLabel}`) }).waitFor();
  assert.equal(totalMinutes(await page.getByRole('button', { name: new RegExp(`^${previousLabel}`) }).innerText()), before + 60);
  await context.close();
});

test('Skriv ut renders the statement into the print frame; it prints to an A4 PDF', async () => {
  // window.print is stubbed in every frame: the print iframe hands its document to the page.
  const stub = () => {
    window.print = () => {
      const top = window.top ?? window;
      top.__printCount = (top.__printCount ?? 0) + 1;
      top.__printed = document.documentElement.outerHTML;
    };
  };
  const { context, page } = await openMinSida(desktop, stub);
  await page.getByRole('button', { name: 'Skriv ut' }).first().click();
  await page.waitForFunction(() => window.__printCount === 1, null, { timeout: 60_000 });
  const html = await page.evaluate(() => window.__printed);
  for (const text of ['Städtid Städservice AB', 'Arbetstidsrapport', 'Erik Johansson', '19900521-2379', currentLabel, 'Summa arbetad tid']) {
    assert.ok(html.includes(text), `statement lacks ${text}`);
  }
  // The whole month (the table draws only rows near the screen; it says how many it has).
  const entries = Number(await page.getByRole('table', { name: `Arbetstid ${currentLabel}` }).getAttribute('aria-rowcount')) - 2;
  const printedRows = (html.match(/<tr/g) ?? []).length;
  // Every entry, plus the page head repeated on each printed page, the column heads and the total.
  assert.equal(printedRows, entries + 3);

  const pdfPage = await context.newPage();
  await pdfPage.goto(baseUrl + '/login/');
  await pdfPage.setContent(`<!DOCTYPE html>${html}`, { waitUntil: 'load' });
  await pdfPage.emulateMedia({ media: 'print' });
  mkdirSync('screenshots', { recursive: true });
  const pdf = await pdfPage.pdf({ path: 'screenshots/profile-statement.pdf', format: 'A4', preferCSSPageSize: true });
  assert.ok(pdf.length > 5000);
  await context.close();
});

test('a password change works: log out, log in with the new password', async () => {
  const { context, page } = await openMinSida(phone);
  await page.getByText('Inställningar').click();
  const panel = page.getByRole('region', { name: 'ändra lösenord' });
  await panel.getByLabel('Nytt lösenord').fill('nyttlösen7');
  await panel.getByLabel('Bekräfta lösenord').fill('nyttlösen7');
  await panel.getByRole('button', { name: 'Ändra lösenord' }).click();
  await panel.getByText('Lösenordet har ändrats').waitFor();
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await page.getByRole('heading', { name: 'Logga in' }).waitFor();
  await page.getByLabel('Telefonnummer').fill(demo.staff.phone);
  await page.getByLabel('Lösenord', { exact: true }).fill(demo.staff.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await page.getByRole('alert').waitFor();
  await page.getByLabel('Lösenord', { exact: true }).fill('nyttlösen7');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await context.close();
});
