/**
 * Issue 24, Done when (end to end as admin, provider build against the API double): three
 * people work at two workplaces and one free-text place in a month; 'Timmar per arbetsplats'
 * shows each workplace's hours, days and people; assigning the free-text place to a workplace
 * moves its hours there and survives a reload; the CSV and the printed statement of one
 * workplace give the same hours as the screen. axe at 1280 and 390, screenshots.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axe, desktop, double, loginProvider, openProvider, phone, providerUrl, screenshot, useBrowser } from './harness.mjs';
import { download } from './month-close-files.mjs';

const browser = useBrowser({ resetDouble: true });
const pad2 = (n) => String(n).padStart(2, '0');

const VALSTA = 'Valstaskolan, Ekillavägen 2, 195 49 Märsta';
const KUNGSGATAN = 'Kungsgatan 28, 111 35 Stockholm';
const STATIONSGATAN = 'Stationsgatan 10, 195 30 Märsta';

const printStub = () => {
  window.print = () => {
    const top = window.top ?? window;
    top.__printCount = (top.__printCount ?? 0) + 1;
    top.__printed = document.documentElement.outerHTML;
  };
};

/** Two months back: the seed has no time there, so the month is only what this test gives. */
function chosenMonth(now = new Date()) {
  const d = new Date(now.getFullYear(), now.getMonth() - 2, 1);
  return { year: d.getFullYear(), month: d.getMonth() + 1, monthsAgo: 2 };
}

/** Each entry is 06:00–14:00 with 30 minutes' lunch: 7:30, one a day from the month's last day back. */
async function seedMonth() {
  const { monthsAgo } = chosenMonth();
  // Fatima: Valsta twice (two spellings), Kungsgatan once, the free-text place once.
  await post('/seed/entries', { phone: '0735512348', count: 4, monthsAgo, places: [`Storstädning, ${VALSTA}`, 'ekillavägen 2', 'Kungsgatan 28', 'Björkvägen 5, Märsta'] });
  // Mikael: Kungsgatan and the free-text place.
  await post('/seed/entries', { phone: '0762233445', count: 2, monthsAgo, places: ['KUNGSGATAN 28, Stockholm', 'björkvägen 5'] });
  // Sara: Valsta and Kungsgatan.
  await post('/seed/entries', { phone: '0723456789', count: 2, monthsAgo, places: ['Ekillavägen 2, Märsta', 'Kungsgatan 28, 111 35 Stockholm'] });
}

async function post(path, body) {
  const res = await fetch(`${double.url}/__double${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  assert.equal(res.status, 200, await res.text());
}

async function signedIn(viewport) {
  const { context, page } = await openProvider(browser(), '/login/', viewport);
  await context.addInitScript(printStub);
  await loginProvider(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/admin/');
  return { context, page };
}

async function openMonth(page) {
  const { year, month } = chosenMonth();
  await page.goto(`${providerUrl}/admin/platser/manad/?ar=${year}&manad=${month}`);
  await page.getByRole('heading', { name: 'Summa', level: 2 }).waitFor();
}

/** A workplace's card: its figures as the screen shows them. */
async function card(page, address) {
  const article = page.getByRole('article', { name: address, exact: true });
  const fact = (label) => article.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').innerText();
  return {
    article,
    hours: await fact('Arbetad tid'),
    days: await fact('Dagar med arbete'),
    contract: await fact('Enligt avtalet'),
    people: await article.locator('ul li').allInnerTexts(),
  };
}

const oneLine = (texts) => texts.map((t) => t.replace(/\s+/g, ' ').trim());

test('hours per workplace: the screen, assigning a free-text place (kept after a reload), the CSV and the print agree', async () => {
  await seedMonth();
  const { context, page } = await signedIn(desktop);
  const { year, month } = chosenMonth();

  // Reached from 'Alla våra arbetsplatser'.
  await page.goto(`${providerUrl}/admin/posts/`);
  await page.getByRole('link', { name: 'Timmar per arbetsplats' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/platser/manad/');
  await openMonth(page);

  const valsta = await card(page, VALSTA);
  assert.equal(valsta.hours, '22:30');
  assert.equal(valsta.days, '2');
  assert.equal(valsta.contract, '6 tim/dag × 2 dagar = 12:00');
  assert.deepEqual(oneLine(valsta.people), ['Fatima Hassan 15:00', 'Sara Nilsson 7:30']);
  const kungsgatan = await card(page, KUNGSGATAN);
  assert.equal(kungsgatan.hours, '22:30');
  assert.equal(kungsgatan.days, '3');
  assert.deepEqual(oneLine(kungsgatan.people), ['Fatima Hassan 7:30', 'Mikael Svensson 7:30', 'Sara Nilsson 7:30']);
  // A workplace nobody worked at this month: 0.
  const stationsgatan = await card(page, STATIONSGATAN);
  assert.equal(stationsgatan.hours, '0:00');
  assert.equal(stationsgatan.days, '0');

  // The free-text place, with its hours, and the totals (the month overview's: 8 entries × 7:30).
  const unmatched = page.getByRole('article', { name: 'Björkvägen 5, Märsta' });
  await unmatched.getByText('15:00, 2 personer, 2 dagar').waitFor();
  const totals = page.getByRole('region', { name: 'Summa' });
  assert.match(await totals.innerText(), /Summa \(som i månadsöversikten\)\s+60:00/);

  assert.deepEqual(await axe(page), [], 'axe at 1280');
  await screenshot(page, 'workplace-month-desktop');

  // Assign the free-text place to Stationsgatan: its hours move there.
  await unmatched.getByLabel('Arbetsplats för Björkvägen 5, Märsta').selectOption({ label: STATIONSGATAN });
  await unmatched.getByRole('button', { name: 'Koppla till arbetsplats' }).click();
  await page.getByText(`Björkvägen 5, Märsta hör nu till ${STATIONSGATAN}.`).waitFor();
  await unmatched.waitFor({ state: 'detached' });
  const moved = await card(page, STATIONSGATAN);
  assert.deepEqual([moved.hours, moved.days], ['15:00', '2']);
  assert.deepEqual(oneLine(moved.people), ['Fatima Hassan 7:30', 'Mikael Svensson 7:30']);
  assert.match(await totals.innerText(), /Summa \(som i månadsöversikten\)\s+60:00/);

  // It is kept: after a reload the place is still Stationsgatan's.
  await page.reload();
  await page.getByRole('heading', { name: 'Summa', level: 2 }).waitFor();
  const reloaded = await card(page, STATIONSGATAN);
  assert.deepEqual([reloaded.hours, reloaded.days], ['15:00', '2']);
  assert.equal(await page.getByRole('heading', { name: 'Platser som inte är en arbetsplats' }).count(), 0);

  // Kungsgatan's CSV: the time CSV's rules, everyone's rows and the workplace's sum = the screen's 22:30.
  const k = (await card(page, KUNGSGATAN)).article;
  const csv = await download(page, () => k.getByRole('button', { name: 'Tid för Excel (CSV)' }).click());
  assert.equal(csv.name, `tid-${year}-${pad2(month)}-kungsgatan-28-111-35-stockholm.csv`);
  assert.deepEqual([...csv.bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
  const rows = csv.bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean).map((line) => line.split(';'));
  assert.deepEqual(rows[0], ['Namn', 'Personnummer', 'Datum', 'Start', 'Slut', 'Rast', 'Timmar', 'Arbetsplats', 'Anmärkning']);
  assert.equal(rows.filter((r) => r[2] !== 'Summa').length - 1, 3);
  assert.deepEqual(rows.at(-1).slice(0, 7), [KUNGSGATAN, '', 'Summa', '', '', '', '22,50']);

  // Its printed statement: the address and the month at the head of the table, the days, the total last.
  // This computer has no export settings: the company's name is asked for first (issue 43 item 6).
  await k.getByRole('button', { name: 'Skriv ut underlaget' }).click();
  const ask = page.getByRole('form', { name: 'Företagets namn för underlaget' });
  await ask.getByLabel('Företagets namn').fill('Ågrens Städ AB');
  assert.equal(await page.evaluate(() => window.__printCount ?? 0), 0, 'nothing printed before the company is known');
  await ask.getByRole('button', { name: 'Spara och skriv ut' }).click();
  await page.waitForFunction(() => window.__printCount === 1, null, { timeout: 60_000 });
  const printed = await page.evaluate(() => {
    const doc = new DOMParser().parseFromString(window.__printed, 'text/html');
    return [...doc.querySelectorAll('tr')].map((tr) =>
      [...tr.cells]
        .map((cell) => cell.textContent.trim())
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  });
  assert.equal(printed[0], `${KUNGSGATAN} · ${pad2(month)}/${year} · Ågrens Städ AB`);
  assert.ok(!(await page.evaluate(() => window.__printed)).includes('Städtid Städservice AB'), 'no name of the app’s own');
  assert.equal(printed.filter((r) => /^\S+ \d{4}-\d{2}-\d{2}/.test(r)).length, 3);
  assert.equal(printed.at(-1), 'Summa arbetad tid 22 Timmar och 30 minuter');

  // On a phone: axe and a look.
  await page.setViewportSize(phone);
  await page.getByRole('heading', { name: 'Summa', level: 2 }).waitFor();
  assert.deepEqual(await axe(page), [], 'axe at 390');
  await screenshot(page, 'workplace-month-phone');
  await context.close();
});

test('a phone before the assignment: the free-text place and its button, axe at 390', async () => {
  await seedMonth();
  const { context, page } = await signedIn(phone);
  await openMonth(page);
  await page.getByRole('article', { name: 'Björkvägen 5, Märsta' }).getByRole('button', { name: 'Koppla till arbetsplats' }).waitFor();
  assert.deepEqual(await axe(page), [], 'axe at 390');
  await screenshot(page, 'workplace-month-phone-unmatched');
  await context.close();
});
