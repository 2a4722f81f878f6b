/**
 * Closing the month as admin (issue 13), on the provider build against the API double: the
 * month overview with the seeded staff, each export downloaded and checked (PAXml parses, SIE
 * vouchers balance, CSV has its BOM and semicolons), every statement in one print, deleting
 * oneself refused, and a member who is not there keeps the session.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { axe, desktop, double, loginProvider, openProvider, phone, screenshot, useBrowser } from './harness.mjs';

const browser = useBrowser({ resetDouble: true });

const printStub = () => {
  window.print = () => {
    const top = window.top ?? window;
    top.__printCount = (top.__printCount ?? 0) + 1;
    top.__printed = document.documentElement.outerHTML;
  };
};

const pad2 = (n) => String(n).padStart(2, '0');

/** The previous calendar month: complete in the seed (time, bills over several pages, invoices). */
function previousMonth(now = new Date()) {
  const d = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return { year: d.getFullYear(), month: d.getMonth() + 1 };
}

async function openOverview(viewport) {
  const { context, page } = await openProvider(browser(), '/login/', viewport);
  await context.addInitScript(printStub);
  await loginProvider(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/admin/');
  const { year, month } = previousMonth();
  const nav = page.getByRole('navigation', { name: 'Administration' });
  if (await nav.getByRole('link', { name: 'Månadsöversikt' }).isVisible()) {
    await nav.getByRole('link', { name: 'Månadsöversikt' }).click();
  } else {
    await page.goto(new URL('/admin/manad/', page.url()).href);
  }
  await page.getByRole('heading', { level: 1, name: 'Månadsöversikt' }).waitFor();
  await page.getByLabel('Månad', { exact: true }).selectOption(String(month));
  await page.getByLabel('År', { exact: true }).selectOption(String(year));
  const table = page.getByRole('table', { name: `Arbetad tid ${pad2(month)}/${year}` });
  await table.waitFor();
  await page.getByText(/^Läser in tid/).waitFor({ state: 'detached' });
  return { context, page, table, year, month };
}

async function download(page, click) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

test('the month overview lists the seeded staff with their month; every export is downloaded and checked', async () => {
  const { page, table, year, month } = await openOverview(desktop);
  const { db } = await double.state();
  const rows = table.locator('tbody tr');
  assert.equal(await rows.count(), db.users.length);
  // Each person's hours and entries are what the double stores for the month.
  for (const user of db.users) {
    const stored = db.months.find((m) => m.userId === user._id && m.MonthNumber === month && m.year === year);
    const minutes = (stored?.months ?? []).reduce((s, e) => s + e.total * 60 + e.half, 0);
    const row = rows.filter({ has: page.getByRole('link', { name: user.fullname, exact: true }) });
    const cells = await row.getByRole('cell').allTextContents();
    assert.equal(cells[0], `${Math.floor(minutes / 60)}:${pad2(minutes % 60)}`, user.fullname);
    assert.equal(cells[2], String(stored?.months.length ?? 0), user.fullname);
  }
  // Each person's time was read once.
  const reads = await double.log({ method: 'GET', path: /^\/api\/time\/time\/user\// });
  assert.equal(reads.length, db.users.length);
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'month-overview-desktop');

  // PAXml: the settings come first, then the file.
  await page.getByRole('button', { name: 'Löneunderlag (PAXml)' }).click();
  const form = page.getByRole('form', { name: 'Exportinställningar' });
  await form.getByLabel('Företagets namn').fill('Städtid Städservice AB');
  await form.getByLabel('Organisationsnummer').fill('556036-0793');
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'month-overview-settings-desktop');
  await form.getByRole('button', { name: 'Spara och exportera' }).click();
  // Employment numbers are asked for right there, before the file; each person gets one.
  const review = page.getByRole('form', { name: 'Innan löneunderlaget sparas' });
  const numberFields = await review.getByLabel(/^Anställningsnummer för /).all();
  for (const [index, field] of numberFields.entries()) await field.fill(String(101 + index));
  const paxml = await download(page, () => review.getByRole('button', { name: 'Spara och exportera' }).click());
  assert.equal(paxml.name, `loneunderlag-${year}-${pad2(month)}.xml`);
  const xmlText = paxml.bytes.toString('latin1');
  assert.match(xmlText, /^<\?xml version="1.0" encoding="ISO-8859-1"\?>/);
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      root: doc.documentElement.nodeName,
      version: doc.querySelector('header > version')?.textContent,
      company: doc.querySelector('header > foretagnamn')?.textContent,
      orgnr: doc.querySelector('header > foretagorgnr')?.textContent,
      trans: [...doc.querySelectorAll('tidtransaktioner > tidtrans')].map((t) => ({
        anstid: t.getAttribute('anstid'),
        persnr: t.getAttribute('persnr'),
        timmar: t.querySelector('timmar')?.textContent,
      })),
    };
  }, xmlText);
  assert.equal(parsed.error, null);
  assert.equal(parsed.root, 'paxml');
  assert.equal(parsed.version, '2.0');
  assert.equal(parsed.company, 'Städtid Städservice AB');
  assert.equal(parsed.orgnr, '556036-0793');
  assert.ok(parsed.trans.length > 0);
  for (const t of parsed.trans) {
    assert.match(t.timmar, /^\d+\.\d{2}$/);
    assert.match(t.anstid, /^\d{3}$/);
  }
  // 'ä' of the company name is one ISO-8859-1 byte (0xE4).
  assert.ok(paxml.bytes.includes(Buffer.from([0x53, 0x74, 0xe4, 0x64]))); // 'Städ'

  // CSV for Excel: BOM, semicolons, decimal commas.
  const csv = await download(page, () => page.getByRole('button', { name: 'Tid för Excel (CSV)' }).click());
  assert.equal(csv.name, `tid-${year}-${pad2(month)}.csv`);
  assert.deepEqual([...csv.bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
  const lines = csv.bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  // Issue 41: a column per supplement after the columns it had.
  assert.equal(lines[0], 'Namn;Personnummer;Datum;Start;Slut;Rast;Timmar;Arbetsplats;Anmärkning;Kväll (OB1);Natt (OB2);Helg (OB3);Storhelg (OB4);Mertid (MER);Övertid (ÖT1)');
  // Every row has hours with a decimal comma (a week's overtime row has them in its last column).
  assert.ok(lines.slice(1).every((l) => /;\d+,\d{2}(;|$)/.test(l)));
  assert.ok(lines.some((l) => l.split(';')[2] === 'Summa'));

  // SIE 4I of the month's bills and invoices (all pages): every voucher balances to the öre.
  const sie = await download(page, () => page.getByRole('button', { name: 'Bokföring (SIE 4)' }).click());
  assert.equal(sie.name, `verifikationer-${year}-${pad2(month)}.si`);
  const billPages = await double.log({ method: 'GET', path: '/api/bill/' });
  assert.ok(billPages.filter((e) => String(e.query?.month) === String(month)).length > 1, 'more than one page of bills read');
  const sieText = sie.bytes.toString('latin1');
  assert.match(sieText, /#FORMAT PC8\r\n/);
  assert.match(sieText, /#SIETYP 4\r\n/);
  const vouchers = sieText.split('#VER').slice(1);
  // The double's month of an item: its `months`, else the month of its date.
  const inMonth = (b) => (b.months ?? Number(b.date.slice(5, 7))) === month;
  const storedCount = db.items.bill.filter(inMonth).length + db.items.invoice.filter(inMonth).length;
  assert.equal(vouchers.length, storedCount);
  for (const voucher of vouchers) {
    const ore = [...voucher.matchAll(/#TRANS \d{4} \{\} (-?\d+(?:\.\d{1,2})?)/g)].map(([, amount]) => Math.round(Number(amount) * 100));
    assert.ok(ore.length >= 2);
    assert.equal(ore.reduce((s, o) => s + o, 0), 0, voucher);
  }

  // Every statement of the month in one print: one page each, with the names.
  await page.getByRole('button', { name: 'Skriv ut alla tidrapporter' }).click();
  await page.waitForFunction(() => window.__printCount === 1);
  const printed = await page.evaluate(() => window.__printed);
  const worked = db.users.filter((u) => db.months.some((m) => m.userId === u._id && m.MonthNumber === month && m.year === year && m.months.length > 0));
  for (const user of worked) assert.ok(printed.includes(user.fullname), user.fullname);
  assert.equal((printed.match(/Arbetstidsrapport<\/h1>/g) ?? []).length, worked.length);
});

test('the month overview on a phone', async () => {
  const { page } = await openOverview(phone);
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'month-overview-phone');
});

test('deleting oneself is refused: the dialog says why and nothing is sent', async () => {
  const { page } = await openProvider(browser(), '/login/', desktop);
  await loginProvider(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/admin/');
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Personal' }).click();
  const me = await double.user('admin');
  await page.getByRole('button', { name: `Ta bort ${me.fullname}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Kan inte tas bort' });
  await dialog.getByText('Du kan inte ta bort ditt eget konto.', { exact: false }).waitFor();
  assert.deepEqual(await axe(page), []);
  await dialog.getByRole('button', { name: 'Stäng' }).first().click();
  await dialog.waitFor({ state: 'detached' });
  assert.deepEqual(await double.log({ method: 'DELETE' }), []);
  assert.ok((await double.state()).db.users.some((u) => u._id === me._id));
  // The list has its back link (SPEC.md §2).
  assert.equal(await page.getByRole('link', { name: 'Tillbaka' }).getAttribute('href'), '/admin/');
});

test("'Dagens arbete' lists who has not registered today, at 1280 and 390", async () => {
  for (const viewport of [desktop, phone]) {
    const { page, context } = await openProvider(browser(), '/login/', viewport);
    await loginProvider(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/admin/');
    await page.goto(new URL('/admin/arbetsdag/', page.url()).href);
    const section = page.getByRole('region', { name: 'Har inte registrerat i dag' });
    await section.waitFor();
    const { db } = await double.state();
    const today = new Date();
    const iso = `${today.getFullYear()}-${pad2(today.getMonth() + 1)}-${pad2(today.getDate())}`;
    const worked = new Set(db.months.filter((m) => m.months.some((e) => e.date === iso)).map((m) => m.userId));
    const missing = db.users.filter((u) => !worked.has(u._id)).map((u) => u.fullname);
    for (const name of missing) await section.getByRole('link', { name, exact: true }).waitFor();
    assert.equal(await section.getByRole('link', { name: /^[^0-9]/ }).count(), missing.length);
    assert.deepEqual(await axe(page), []);
    await screenshot(page, `workday-not-registered-${viewport.width}`);
    await context.close();
  }
});

test('/admin/list/user/doesnotexist says the person is not there and keeps the admin signed in', async () => {
  const { page } = await openProvider(browser(), '/login/', desktop);
  await loginProvider(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/admin/');
  await page.goto(new URL('/admin/list/user/doesnotexist', page.url()).href);
  await page.getByRole('heading', { name: 'Personen finns inte längre' }).waitFor();
  await page.getByRole('link', { name: 'Till personallistan' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/list/');
  await page.getByRole('navigation', { name: 'Administration' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Logga in' }).count(), 0);
});
