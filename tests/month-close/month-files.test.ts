/**
 * Issue 16, Done when: the PAXml and the CSV of a month with a correction, a negative correction
 * and a moved month, parsed back, give each person's month as the screen does (person-month.ts)
 * and carry only the month's dates; two consecutive months' SIE files share no voucher number,
 * and output VAT is booked by rate. Issue 41 item 6: a correction is one line of its size only,
 * whatever this device noted.
 */
import { buildTimeCsv } from '../../src/features/month-close/exports/csv';
import { buildPaxml } from '../../src/features/month-close/exports/paxml';
import type { PayrollInput } from '../../src/features/month-close/exports/payroll';
import { defaultSieAccounts, defaultSieNumbering, readExportSettings } from '../../src/features/month-close/exports/settings';
import { buildSie, financialYear, type SieItem } from '../../src/features/month-close/exports/sie';
import { FIRST_TIME_NUMBER, LAST_TIME_NUMBER, voucherNumber } from '../../src/features/month-close/exports/sie-numbers';
import { entryMinutes, personMonth, type MonthCorrection, type PayrollEntry } from '../../src/person-time/person-month';

const YEAR = 2026;
const OCTOBER = 10;
const entry = (date: string, total: number, half: number, start = '07:00') => ({ date, start, end: '16:00', total, half, des: 'Märsta' });

/** October 2026 with a stored total of its entries plus the corrections (DECISIONS.md 30), noted on this device. */
function monthWith(entries: PayrollEntry[], corrections: MonthCorrection[]) {
  const stored = entries.reduce((sum, e) => sum + entryMinutes(e), 0) + corrections.reduce((sum, c) => sum + c.minutes, 0);
  return personMonth({ year: YEAR, month: OCTOBER, entries, stored, notes: corrections });
}

/**
 * October 2026: Anna worked 22:35 and was corrected +1:15 (the measured case: 23:50 on the
 * screen); Bo worked 10:00, corrected −0:30; Cia has her November shifts moved into October.
 */
const people: PayrollInput[] = [
  {
    person: { fullname: 'Anna Lindqvist', personnummer: '900521-2379', anstid: '101' },
    month: monthWith([entry('2026-10-05', 8, 0), entry('2026-10-06', 7, 20), entry('2026-10-07', 7, 15)], [{ minutes: 75, at: '2026-11-24T08:10:00.000Z' }]),
  },
  {
    person: { fullname: 'Bo Ek', personnummer: '', anstid: '102' },
    month: monthWith([entry('2026-10-12', 6, 0), entry('2026-10-30', 4, 0)], [{ minutes: -30, at: '2026-11-24T08:20:00.000Z' }]),
  },
  {
    person: { fullname: 'Cia Öberg', personnummer: '19851010-1234', anstid: '103' },
    month: monthWith([entry('2026-10-20', 5, 0), entry('2026-11-03', 3, 20), entry('2026-11-04', 2, 0), entry('2026-11-06', 1, 0)], []),
  },
];
const shown = new Map(people.map((p) => [p.person.fullname, p.month.minutes]));
const hundredths = (minutes: number) => Math.round((minutes * 100) / 60);

function parseXml(bytes: Uint8Array): Document {
  const doc = new DOMParser().parseFromString(new TextDecoder('iso-8859-1').decode(bytes), 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const child = (el: Element, name: string) => el.getElementsByTagName(name)[0]?.textContent ?? null;

describe('the month as the screen shows it', () => {
  it('counts the correction, the negative correction and the moved shifts', () => {
    expect(shown.get('Anna Lindqvist')).toBe(23 * 60 + 50);
    expect(shown.get('Bo Ek')).toBe(9 * 60 + 30);
    expect(shown.get('Cia Öberg')).toBe(11 * 60 + 20);
    expect(people[2]?.month.moved.map((m) => m.date)).toEqual(['2026-11-03', '2026-11-04', '2026-11-06']);
    expect(people[2]?.month.lastDay).toBe('2026-10-31');
  });
});

describe('PAXml of a month with corrections and a move, parsed back', () => {
  const result = buildPaxml(people, { year: YEAR, month: OCTOBER, companyName: 'Städtid AB', orgnr: '', generatedAt: new Date(2026, 10, 24) });
  const doc = parseXml(result.file.bytes);
  const trans = [...doc.getElementsByTagName('tidtrans')].map((t) => ({
    anstid: t.getAttribute('anstid'),
    persnr: t.getAttribute('persnr'),
    datum: child(t, 'datum') ?? '',
    timmar: child(t, 'timmar') ?? '',
    info: child(t, 'info'),
  }));

  it("gives each person's hours as the screen, to the hundredth", () => {
    const byAnstid = (anstid: string) => trans.filter((t) => t.anstid === anstid).reduce((sum, t) => sum + Math.round(Number(t.timmar) * 100), 0);
    expect(byAnstid('101')).toBe(hundredths(shown.get('Anna Lindqvist') ?? 0)); // 23.83
    expect(byAnstid('101')).toBe(2383);
    expect(byAnstid('102')).toBe(950);
    expect(byAnstid('103')).toBe(hundredths(shown.get('Cia Öberg') ?? 0));
  });

  it("carries only October's dates, no negative hours, anstid on every transaction", () => {
    for (const t of trans) {
      expect(t.datum).toMatch(/^2026-10-\d{2}$/);
      expect(t.timmar).toMatch(/^\d+\.\d{2}$/);
      expect(t.anstid).toMatch(/^10[123]$/);
    }
    expect(trans.filter((t) => t.anstid === '102').every((t) => t.persnr === null)).toBe(true);
    expect(trans.find((t) => t.anstid === '101')?.persnr).toBe('199005212379');
  });

  it('writes the correction as a line of its own, dated in the month and marked', () => {
    expect(trans.filter((t) => t.anstid === '101' && t.info !== null)).toEqual([
      // Its size only: the day it was made is this device's note (DECISIONS.md 31).
      { anstid: '101', persnr: '199005212379', datum: '2026-10-31', timmar: '1.25', info: 'Rättelse +1:15' },
    ]);
  });

  it('takes a negative correction off the latest day, marks it there and names it before the export', () => {
    expect(trans.filter((t) => t.anstid === '102')).toEqual([
      { anstid: '102', persnr: null, datum: '2026-10-12', timmar: '6.00', info: null },
      { anstid: '102', persnr: null, datum: '2026-10-30', timmar: '3.50', info: 'Minskad med 0:30 (rättelse -0:30)' },
    ]);
    expect(result.netted).toEqual([{ fullname: 'Bo Ek', minutes: 30, dates: ['2026-10-30'], uncovered: 0 }]);
  });

  it("dates the moved shifts on the month's last day, marked with their own dates", () => {
    expect(trans.filter((t) => t.anstid === '103')).toEqual([
      { anstid: '103', persnr: '198510101234', datum: '2026-10-20', timmar: '5.00', info: null },
      { anstid: '103', persnr: '198510101234', datum: '2026-10-31', timmar: '6.33', info: 'Flyttad tid, daterad 2026-11-03, 2026-11-04, 2026-11-06' },
    ]);
  });

  it('names a correction larger than the month instead of dropping it silently', () => {
    const over = buildPaxml(
      [
        {
          person: { fullname: 'Bo Ek', personnummer: '', anstid: '102' },
          month: monthWith([entry('2026-10-12', 1, 0)], [{ minutes: -99 * 60, at: '2026-11-24T08:00:00Z' }]),
        },
      ],
      { year: YEAR, month: OCTOBER, companyName: 'Städtid AB', orgnr: '' },
    );
    expect(over.netted).toEqual([{ fullname: 'Bo Ek', minutes: 99 * 60, dates: ['2026-10-12'], uncovered: 98 * 60 }]);
    expect(parseXml(over.file.bytes).getElementsByTagName('tidtrans')).toHaveLength(0);
  });
});

describe('CSV of a month with corrections and a move, parsed back', () => {
  const { text } = buildTimeCsv(people, { year: YEAR, month: OCTOBER });
  const rows = text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';'));
  const header = rows[0] ?? [];
  const col = (name: string) => header.indexOf(name);
  const toHundredths = (cell: string | undefined) => Math.round(Number((cell ?? '').replace(',', '.')) * 100);

  it("gives each person's Summa as the screen, and the rows add up to it", () => {
    for (const [name, minutes] of shown) {
      const mine = rows.filter((r) => r[0] === name);
      const total = mine.find((r) => r[col('Datum')] === 'Summa');
      expect(toHundredths(total?.[col('Timmar')])).toBe(hundredths(minutes));
      const lines = mine.filter((r) => r !== total);
      expect(lines.reduce((sum, r) => sum + toHundredths(r[col('Timmar')]), 0)).toBe(hundredths(minutes));
    }
  });

  it("carries only October's dates; corrections (signed) and moved shifts are marked", () => {
    for (const r of rows.slice(1)) if (r[col('Datum')] !== 'Summa') expect(r[col('Datum')]).toMatch(/^2026-10-\d{2}$/);
    const notes = rows.slice(1).map((r) => [r[0], r[col('Datum')], r[col('Timmar')], r[col('Anmärkning')]]).filter((r) => r[3]);
    expect(notes).toEqual([
      ['Anna Lindqvist', '2026-10-31', '1,25', 'Rättelse +1:15'],
      ['Bo Ek', '2026-10-31', '-0,50', 'Rättelse -0:30'],
      ['Cia Öberg', '2026-10-31', '3,33', 'Flyttad tid, daterad 2026-11-03'],
      ['Cia Öberg', '2026-10-31', '2,00', 'Flyttad tid, daterad 2026-11-04'],
      ['Cia Öberg', '2026-10-31', '1,00', 'Flyttad tid, daterad 2026-11-06'],
    ]);
  });
});

describe('SIE 4I month after month', () => {
  const item = (number: string, date: string, companyname: string, price: number, tex: number, _id = `id-${number}`): SieItem => ({
    _id,
    number,
    date,
    companyname,
    price,
    tex,
    payment: false,
  });
  const options = { companyName: 'Städtid AB', orgnr: '556036-0793', generatedAt: new Date(2026, 11, 1) };
  const octoberBills = [
    item('B-1', '2026-10-03', 'Clas Ohlson', 550, 110),
    item('B-2', '2026-10-09', 'Ica Maxi', 120, 24),
    // Same date and number: the id decides, on every computer.
    item('B-2', '2026-10-09', 'Ica Kvantum', 60, 12, 'id-b2-second'),
    item('B-10', '2026-10-09', 'Biltema', 80, 16),
  ];
  const octoberInvoices = [
    item('F-1', '2026-10-31', 'Brf Sjöviken', 1250, 250),
    item('F-2', '2026-10-31', 'Hotell Åkerö', 1120, 120),
    item('F-3', '2026-10-31', 'Kulturhuset', 1060, 60),
    item('F-4', '2026-10-31', 'Udda AB', 1200, 200),
  ];
  const october = buildSie({ year: YEAR, month: OCTOBER, bills: octoberBills, invoices: octoberInvoices }, { ...options, numbering: defaultSieNumbering });
  const november = buildSie(
    {
      year: YEAR,
      month: 11,
      bills: [item('B-3', '2026-11-02', 'Clas Ohlson', 100, 20)],
      invoices: [item('F-5', '2026-11-30', 'Brf Sjöviken', 500, 100)],
    },
    { ...options, numbering: defaultSieNumbering },
  );
  const numbers = (text: string) => [...text.matchAll(/^#VER (\S+) (\d+) /gm)].map(([, series, n]) => `${series} ${n}`);

  it('numbers each voucher from its item alone: two fresh settings, items read in another order, the same file', () => {
    // Two computers that never saw each other's settings, each reading the items in its own order.
    localStorage.clear();
    const first = buildSie(
      { year: YEAR, month: OCTOBER, bills: octoberBills, invoices: octoberInvoices },
      { ...options, numbering: readExportSettings().numbering, generatedAt: new Date(2026, 10, 1) },
    );
    localStorage.clear();
    const second = buildSie(
      { year: YEAR, month: OCTOBER, bills: [...octoberBills].reverse(), invoices: [octoberInvoices[2], octoberInvoices[0], octoberInvoices[3], octoberInvoices[1]].flatMap((i) => (i ? [i] : [])) },
      { ...options, numbering: readExportSettings().numbering, generatedAt: new Date(2026, 11, 24) },
    );
    expect(second.vouchers).toEqual(first.vouchers);
    // The whole file is the same apart from its creation date (#GEN).
    const withoutGen = (text: string) => text.replace(/^#GEN \d{8}\r\n/m, '');
    expect(withoutGen(second.text)).toBe(withoutGen(first.text));
    expect(first.text).not.toBe(second.text);
    // These ids are not ObjectIds: each number comes from the whole id, below every creation time.
    const ids = ['id-B-1', 'id-B-2', 'id-b2-second', 'id-B-10'];
    expect(numbers(first.text)).toEqual([...ids.map((id) => `A ${voucherNumber(id)}`), ...['id-F-1', 'id-F-2', 'id-F-3'].map((id) => `B ${voucherNumber(id)}`)]);
    expect(first.vouchers.every((v) => v.number >= 1 && v.number < FIRST_TIME_NUMBER)).toBe(true);
    // Written in date order, then number (B-2 before B-10), then id.
    expect(first.vouchers.filter((v) => v.series === 'A').map((v) => v.text)).toEqual([
      'Kvitto B-1 Clas Ohlson',
      'Kvitto B-2 Ica Maxi',
      'Kvitto B-2 Ica Kvantum',
      'Kvitto B-10 Biltema',
    ]);
    // Exporting again on the same computer keeps the numbers: nothing is counted on.
    expect(buildSie({ year: YEAR, month: OCTOBER, bills: octoberBills, invoices: octoberInvoices }, options).vouchers).toEqual(first.vouchers);
  });

  it('shares no voucher number between two consecutive months', () => {
    const oct = numbers(october.text);
    const nov = numbers(november.text);
    expect(nov).toEqual([`A ${voucherNumber('id-B-3')}`, `B ${voucherNumber('id-F-5')}`]);
    expect(oct.filter((n) => nov.includes(n))).toEqual([]);
    // Nor December of one year and January of the next: two items, two creation times.
    const december = buildSie({ year: YEAR, month: 12, bills: [item('B-9', '2026-12-30', 'Ica', 100, 20, '6952c1a0aaaaaaaaaa000001')], invoices: [] }, options);
    const january = buildSie({ year: YEAR + 1, month: 1, bills: [item('B-9', '2027-01-02', 'Ica', 100, 20, '6957f02baaaaaaaaaa000002')], invoices: [] }, options);
    expect(numbers(december.text)).toEqual([`A ${0x6952c1a0}`]);
    expect(numbers(january.text)).toEqual([`A ${0x6957f02b}`]);
    // A creation time is a ten-digit number within a signed 32-bit integer, as importers read it.
    expect([0x6952c1a0, 0x6957f02b].every((n) => n >= FIRST_TIME_NUMBER && n <= LAST_TIME_NUMBER)).toBe(true);
  });

  it('books output VAT on the account for its rate and names another rate instead of booking it', () => {
    const vatOf = (number: string) => october.vouchers.find((v) => v.text.includes(number))?.lines.find((l) => l.account.startsWith('26'));
    expect(vatOf('F-1')).toEqual({ account: '2611', ore: -25000 });
    expect(vatOf('F-2')).toEqual({ account: '2621', ore: -12000 });
    expect(vatOf('F-3')).toEqual({ account: '2631', ore: -6000 });
    expect(october.otherRates).toEqual([{ kind: 'invoice', number: 'F-4', companyname: 'Udda AB', rate: 20 }]);
    expect(october.text).not.toContain('F-4');
    expect(october.text).toContain('#KONTO 2621 "Utgående moms på försäljning inom Sverige, 12 %"');
    // Input VAT on bills goes to 2641 whatever the rate.
    expect(october.vouchers.find((v) => v.text.includes('B-2'))?.lines.map((l) => l.account)).toEqual([defaultSieAccounts.billCost, '2641', '2440']);
  });

  it('is a 4I file (.si), keeps the texts’ case and names the financial year of the setting', () => {
    expect(october.file.name).toBe('verifikationer-2026-10.si');
    expect(october.text).toContain(`#VER A ${voucherNumber('id-B-1')} 20261003 "Kvitto B-1 Clas Ohlson"`);
    expect(october.text).toContain('#RAR 0 20260101 20261231');
    expect(financialYear(2026, 10, 5)).toEqual({ from: '20260501', to: '20270430' });
    expect(financialYear(2026, 3, 5)).toEqual({ from: '20250501', to: '20260430' });
    const broken = buildSie({ year: 2026, month: 3, bills: [item('B-9', '2026-03-02', 'X', 10, 2)], invoices: [] }, { ...options, fiscalYearStart: 5 });
    expect(broken.text).toContain('#RAR 0 20250501 20260430');
  });
});
