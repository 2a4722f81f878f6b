/**
 * Issue 41, Done when (end to end, provider build against the API double): the written example,
 * a person's June 2025 (tests/person-time/wages/june-2025.ts, seeded through the double's
 * control API), closed by an admin: the overview's column per kind, the windows shown to confirm
 * before the first file with supplements, the PAXml read back (codes, dates, hours), its CSV
 * through the test's own reader, the print's sums; then a second browser profile with the settings
 * read in from the file exports the same PAXml, CSV and SIE apart from the creation time. And
 * Min sida's line on a phone in Swedish and Arabic. Screenshots in screenshots/wages-*.png.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axe, desktop, double, loginProvider, openProvider, phone, screenshot, useBrowser } from './harness.mjs';
import { download } from './month-close-files.mjs';

const browser = useBrowser({ resetDouble: true });
const NAME = 'Fatima Hassan';
const JUNE = { year: 2025, month: 6 };
const KINDS = ['Kväll', 'Natt', 'Helg', 'Storhelg', 'Mertid', 'Övertid'];

const printStub = () => {
  window.print = () => {
    const top = window.top ?? window;
    top.__printCount = (top.__printCount ?? 0) + 1;
    top.__printed = document.documentElement.outerHTML;
  };
};

async function seed(body) {
  const res = await fetch(`${double.url}/__double/seed/month`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  assert.equal(res.status, 200, await res.text());
}

async function signedIn(viewport = desktop, who = 'admin') {
  const { context, page } = await openProvider(browser(), '/login/', viewport);
  await context.addInitScript(printStub);
  await loginProvider(page, who);
  if (who === 'admin') await page.waitForURL((url) => url.pathname === '/admin/');
  else await page.getByLabel('Starttid').waitFor();
  return { context, page };
}

async function juneOverview(page) {
  await page.goto(new URL(`/admin/manad/?ar=${JUNE.year}&manad=${JUNE.month}`, page.url()).href);
  const table = page.getByRole('table', { name: 'Arbetad tid 06/2025' });
  await table.waitFor();
  await page.getByText(/^Läser in tid/).waitFor({ state: 'detached' });
  return table;
}

/** The test's own reader of the CSV: UTF-8 after the byte-order mark, CR LF rows, ';' fields (none quoted here). */
function readCsv(bytes) {
  assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
  const rows = bytes.subarray(3).toString('utf8').split('\r\n');
  assert.equal(rows.pop(), '', 'the last row ends with CR LF');
  return rows.map((row) => row.split(';'));
}

/** Each `<tidtrans>` as 'anstid code date hours'. */
function paxmlLines(bytes) {
  const text = bytes.toString('latin1');
  return [...text.matchAll(/<tidtrans anstid="([^"]+)"[^>]*>([\s\S]*?)<\/tidtrans>/g)].map(([, anstid, body]) => {
    const field = (name) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(body)?.[1];
    return `${anstid} ${field('tidkod')} ${field('datum')} ${field('timmar')}`;
  });
}

const withoutMadeAt = (bytes) => bytes.toString('latin1').replace(/<datum>\d{4}-\d{2}-\d{2}T[^<]+<\/datum>/, '');
const withoutGen = (bytes) => bytes.toString('latin1').replace(/#GEN \d{8}/, '');

test('June 2025: the overview, the confirmation, the PAXml, the CSV and the print; a second profile with the settings file exports the same files', async () => {
  const fatima = (await double.state()).db.users.find((u) => u.fullname === NAME);
  await seed({ phone: fatima.phone, example: 'june-2025' });

  // 1. The overview: a column per kind, her supplements and the totals.
  const first = await signedIn();
  let page = first.page;
  let table = await juneOverview(page);
  const heads = (await table.getByRole('columnheader').allTextContents()).map((t) => t.replace(/[▲▼↕]/g, '').trim());
  assert.deepEqual(heads, ['Namn', 'Arbetad tid', 'Dagar', 'Poster', ...KINDS, 'Att se över']);
  const row = table.locator('tbody tr').filter({ has: page.getByRole('link', { name: NAME, exact: true }) });
  const cells = (await row.getByRole('cell').allTextContents()).map((t) => t.trim());
  assert.deepEqual(cells.slice(0, 9), ['69:30', '11', '11', '7:30', '1:00', '8:00', '6:30', '–', '3:00']);
  const total = (await table.locator('tfoot td').allTextContents()).map((t) => t.trim());
  assert.deepEqual(total.slice(3, 9), ['7:30', '1:00', '8:00', '6:30', '–', '3:00']);
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'wages-overview-1280');

  // 2. The first PAXml with supplements: the settings show the windows to confirm (saving
  // confirms them), then her employment number is asked for right there.
  await page.getByRole('button', { name: 'Löneunderlag (PAXml)' }).click();
  const form = page.getByRole('form', { name: 'Exportinställningar' });
  await form.getByText(/^Månaden har OB-tillägg, mertid eller övertid\. Kontrollera tiderna/).waitFor();
  assert.equal(await form.getByLabel('Kväll: från').inputValue(), '18:00');
  assert.equal(await form.getByLabel('Kväll: till').inputValue(), '24:00');
  assert.equal(await form.getByLabel('Natt: till').inputValue(), '06:00');
  assert.equal(await form.getByLabel('Kod för storhelg').inputValue(), 'OB4');
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'wages-confirm-1280');
  await form.getByLabel('Företagets namn').fill('Städtid Städservice AB');
  await form.getByLabel('Organisationsnummer').fill('556036-0793');
  await form.getByRole('button', { name: 'Spara och exportera' }).click();
  const review = page.getByRole('form', { name: 'Innan löneunderlaget sparas' });
  await review.getByLabel(`Anställningsnummer för ${NAME}`).fill('101');
  const paxml = await download(page, () => review.getByRole('button', { name: 'Spara och exportera' }).click());
  await page.getByText('Tilläggen står som egna rader: 8 rader med OB-tillägg, mertid eller övertid.').waitFor();
  assert.deepEqual(paxmlLines(paxml.bytes), [
    ...['03 6.00', '04 7.00', '06 4.00', '09 8.00', '10 8.00', '11 8.00', '12 8.00', '13 8.00', '14 3.00', '16 2.00', '20 7.50'].map((d) => `101 ARB 2025-06-${d}`),
    '101 OB1 2025-06-03 4.00',
    '101 OB1 2025-06-04 3.50',
    '101 OB3 2025-06-06 4.00',
    '101 OB3 2025-06-14 3.00',
    '101 ÖT1 2025-06-15 3.00',
    '101 OB3 2025-06-16 1.00',
    '101 OB2 2025-06-20 1.00',
    '101 OB4 2025-06-20 6.50',
  ]);

  // 3. The CSV, through this test's reader: a column per kind, the week's overtime on its Sunday, the sums.
  const csv = await download(page, () => page.getByRole('button', { name: 'Tid för Excel (CSV)' }).click());
  const rows = readCsv(csv.bytes);
  const header = rows[0];
  assert.deepEqual(header.slice(9), ['Kväll (OB1)', 'Natt (OB2)', 'Helg (OB3)', 'Storhelg (OB4)', 'Mertid (MER)', 'Övertid (ÖT1)']);
  const mine = rows.slice(1).filter((r) => r[0] === NAME);
  const at = (date) => mine.find((r) => r[2] === date && r[3] !== '');
  assert.deepEqual(at('2025-06-20').slice(9), ['', '1,00', '', '6,50', '', '']);
  assert.deepEqual(mine.find((r) => r[2] === '2025-06-15').slice(6), ['', '', 'Vecka 2025-06-09–2025-06-15', '', '', '', '', '', '3,00']);
  assert.deepEqual(mine.find((r) => r[2] === 'Summa').slice(6), ['69,50', '', '', '7,50', '1,00', '8,00', '6,50', '0,00', '3,00']);

  // 4. The print: the supplements per date and their sums.
  await page.getByRole('button', { name: 'Skriv ut alla tidrapporter' }).click();
  await page.waitForFunction(() => window.__printCount === 1, null, { timeout: 60_000 });
  const printed = await page.evaluate(() => {
    const doc = new DOMParser().parseFromString(window.__printed, 'text/html');
    const table = [...doc.querySelectorAll('table')].find((t) => t.caption?.textContent === 'OB-tillägg, mertid och övertid');
    return [...table.querySelectorAll('tr')].map((r) => [...r.cells].map((c) => c.textContent.trim()));
  });
  assert.deepEqual(printed[0], ['Datum', ...KINDS]);
  assert.deepEqual(printed.at(-1), ['Summa', '7:30', '1:00', '8:00', '6:30', '–', '3:00']);
  assert.deepEqual(printed.find((r) => r[0] === '2025-06-15'), ['2025-06-15', '–', '–', '–', '–', '–', '3:00']);

  // 5. Her page: the month's supplements under its time, the weekly hours beside the number.
  await page.goto(new URL(`/admin/list/user/${fatima._id}?ar=2025&manad=6`, page.url()).href);
  await page.getByText('OB-tillägg, mertid och övertid: kväll 7:30, natt 1:00, helg 8:00, storhelg 6:30, övertid 3:00.').waitFor();
  assert.equal(await page.getByRole('form', { name: 'Veckoarbetstid' }).getByLabel('Veckoarbetstid (timmar)').inputValue(), '40');
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'wages-member-1280');
  await juneOverview(page);

  // 6. SIE, and the settings saved to a file.
  const sie = await download(page, () => page.getByRole('button', { name: 'Bokföring (SIE 4)' }).click());
  const settings = await download(page, () => page.getByRole('button', { name: 'Spara inställningar i en fil' }).click());
  await first.context.close();

  // 7. A second browser profile reads the file in: the same overview, no question, the same files.
  const second = await signedIn();
  page = second.page;
  table = await juneOverview(page);
  await page.getByLabel('Läs in inställningsfilen').setInputFiles(settings.path);
  await page.getByText(/^Inställningarna är inlästa: 1 anställningsnummer/).waitFor();
  const again = (await table.locator('tbody tr').filter({ has: page.getByRole('link', { name: NAME, exact: true }) }).getByRole('cell').allTextContents()).map((t) => t.trim());
  assert.deepEqual(again.slice(0, 9), cells.slice(0, 9));
  const paxml2 = await download(page, () => page.getByRole('button', { name: 'Löneunderlag (PAXml)' }).click());
  assert.equal(withoutMadeAt(paxml2.bytes), withoutMadeAt(paxml.bytes));
  const csv2 = await download(page, () => page.getByRole('button', { name: 'Tid för Excel (CSV)' }).click());
  assert.deepEqual(csv2.bytes, csv.bytes);
  const sie2 = await download(page, () => page.getByRole('button', { name: 'Bokföring (SIE 4)' }).click());
  assert.equal(withoutGen(sie2.bytes), withoutGen(sie.bytes));
  await page.getByRole('button', { name: 'Ändra exportinställningar' }).click();
  const form2 = page.getByRole('form', { name: 'Exportinställningar' });
  assert.equal(await form2.getByText(/^Tiderna och koderna är inte godkända än/).count(), 0);
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'wages-settings-1280');
  await second.context.close();
});

test("Min sida on a phone: the month's unsocial hours, in Swedish and in Arabic", async () => {
  const erik = await double.user('staff');
  const now = new Date();
  const iso = (day) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const first = (weekdays) => {
    let day = 1;
    while (!weekdays.includes(new Date(now.getFullYear(), now.getMonth(), day).getDay())) day += 1;
    return day;
  };
  const lunch = { hours: 0, minutes: 30 };
  const none = { hours: 0, minutes: 0 };
  await seed({
    phone: erik.phone,
    year: now.getFullYear(),
    month: now.getMonth() + 1,
    entries: [
      { date: iso(first([2])), start: '07:00', end: '15:30', lunch, total: 8, half: 0, des: 'Kontorsstädning, Vasagatan 7' },
      { date: iso(first([3])), start: '16:00', end: '22:00', lunch: none, total: 6, half: 0, des: 'Kvällsstädning, Vasagatan 7' },
      { date: iso(first([6])), start: '09:00', end: '12:00', lunch: none, total: 3, half: 0, des: 'Trappstädning, Sveavägen 44' },
    ],
  });
  const { context, page } = await signedIn(phone, 'staff');
  await page.goto(new URL('/profile/', page.url()).href);
  const line = page.getByText(/^Arbetad tid 17:00, varav /);
  await line.waitFor();
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'wages-min-sida-sv-390');

  await page.getByLabel('Språk').selectOption({ label: 'العربية' });
  await page.getByText(/^وقت العمل 17:00، منها /).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'wages-min-sida-ar-390');
  await context.close();
});
