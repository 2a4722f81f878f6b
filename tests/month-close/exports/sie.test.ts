import fc from 'fast-check';
import { decodeCp437 } from '../../../src/features/month-close/exports/encoding';
import { defaultSieAccounts } from '../../../src/features/month-close/exports/settings';
import { buildSie, type SieItem } from '../../../src/features/month-close/exports/sie';
import { toOre } from '../../../src/lib/money';
import { MONTH, YEAR, indexOfBytes, seededMonth } from './seeded-month';

/** A SIE record: its label and fields ("…" unquoted with \" read as ", {} kept as '{}'). */
interface SieRecord {
  label: string;
  fields: string[];
}

function tokenize(line: string): string[] {
  const fields: string[] = [];
  let i = 0;
  while (i < line.length) {
    if (line[i] === ' ' || line[i] === '\t') {
      i += 1;
    } else if (line[i] === '"') {
      let value = '';
      i += 1;
      while (i < line.length && line[i] !== '"') {
        if (line[i] === '\\' && line[i + 1] === '"') i += 1;
        value += line[i];
        i += 1;
      }
      expect(line[i]).toBe('"');
      i += 1;
      fields.push(value);
    } else if (line[i] === '{') {
      const end = line.indexOf('}', i);
      expect(end).toBeGreaterThan(i);
      fields.push(line.slice(i, end + 1));
      i = end + 1;
    } else {
      let value = '';
      while (i < line.length && line[i] !== ' ') value += line[i++];
      fields.push(value);
    }
  }
  return fields;
}

interface Voucher {
  series: string;
  number: number;
  date: string;
  text: string;
  trans: { account: string; ore: number }[];
}

/** Reads a SIE file as an importer would: PC8, CR LF, records, vouchers with their #TRANS lines. */
function readSie(bytes: Uint8Array): { records: SieRecord[]; vouchers: Voucher[] } {
  const text = decodeCp437(bytes);
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  expect(lines.every((line) => !line.includes('\n') && !line.includes('\r'))).toBe(true);
  const records: SieRecord[] = [];
  const vouchers: Voucher[] = [];
  let open: Voucher | null = null;
  let inBlock = false;
  for (const line of lines) {
    const trimmed = line.trim();
    if (trimmed === '{') {
      expect(open).not.toBeNull();
      inBlock = true;
      continue;
    }
    if (trimmed === '}') {
      expect(inBlock).toBe(true);
      if (open) vouchers.push(open);
      open = null;
      inBlock = false;
      continue;
    }
    const [label = '', ...fields] = tokenize(trimmed);
    records.push({ label, fields });
    if (label === '#VER') {
      const [series = '', number = '', date = '', verText = ''] = fields;
      open = { series, number: Number(number), date, text: verText, trans: [] };
    } else if (label === '#TRANS') {
      expect(inBlock).toBe(true);
      const [account = '', objects, amount = ''] = fields;
      expect(objects).toBe('{}');
      expect(amount).toMatch(/^-?\d+\.\d{2}$/);
      open?.trans.push({ account, ore: Number(amount.replace('.', '')) });
    }
  }
  expect(inBlock).toBe(false);
  return { records, vouchers };
}

const options = { companyName: 'Åkerö Städ & Ädelfönster AB', orgnr: '556677-8899', generatedAt: new Date(2026, 11, 1, 10, 0) };

describe('SIE 4 vouchers of a seeded month', () => {
  const { bills, invoices } = seededMonth();
  const result = buildSie({ bills, invoices, year: YEAR, month: MONTH }, options);
  const { records, vouchers } = readSie(result.file.bytes);

  it('is named by the month and opens with the identification records in order', () => {
    expect(result.file.name).toBe('verifikationer-2026-11.si');
    expect(records.slice(0, 8).map((r) => [r.label, ...r.fields].join(' '))).toEqual([
      '#FLAGGA 0',
      '#PROGRAM Städtid 1.0',
      '#FORMAT PC8',
      '#GEN 20261201',
      '#SIETYP 4',
      '#FNAMN Åkerö Städ & Ädelfönster AB',
      '#ORGNR 556677-8899',
      '#RAR 0 20260101 20261231',
    ]);
    const accounts = records.filter((r) => r.label === '#KONTO').map((r) => r.fields[0]);
    expect(accounts).toEqual(['1510', '2440', '2611', '2641', '3010', '4010']);
  });

  it('writes Å Ä Ö as PC8 bytes 8F 8E 99', () => {
    const bytes = result.file.bytes;
    const fnamn = [...'#FNAMN "'].map((c) => c.charCodeAt(0));
    // '#FNAMN "Åkerö Städ & Ädel…': Å = 8F, ö = 94, ä = 84, Ä = 8E.
    expect(indexOfBytes(bytes, [...fnamn, 0x8f, 0x6b, 0x65, 0x72, 0x94, 0x20, 0x53, 0x74, 0x84, 0x64, 0x20, 0x26, 0x20, 0x8e])).toBe(
      indexOfBytes(bytes, fnamn),
    );
    // 'Leverantörsskulder' (#KONTO 2440) and no UTF-8 pairs anywhere.
    expect(indexOfBytes(bytes, [...'Leverant'].map((c) => c.charCodeAt(0)).concat(0x94))).toBeGreaterThan(0);
    expect(bytes.includes(0xc3)).toBe(false);
    const withO = buildSie({ bills: [], invoices: [], year: YEAR, month: MONTH }, { ...options, companyName: 'ÖÖ' });
    expect(indexOfBytes(withO.file.bytes, [...fnamn, 0x99, 0x99, 0x22])).toBeGreaterThan(0);
  });

  it("has one balanced voucher per bill (series A) and invoice (series B), in date order, each numbered by its item's creation time", () => {
    expect(bills.length).toBe(60);
    expect(invoices.length).toBe(6);
    expect(vouchers).toHaveLength(bills.length + invoices.length);
    for (const voucher of vouchers) {
      expect(voucher.trans.length).toBeGreaterThanOrEqual(2);
      expect(voucher.trans.reduce((sum, t) => sum + t.ore, 0)).toBe(0);
      expect(voucher.date).toMatch(/^202611\d{2}$/);
    }
    for (const [series, items] of [['A', bills], ['B', invoices]] as const) {
      const inSeries = vouchers.filter((v) => v.series === series);
      // The seed's ids carry each item's creation time, one second apart: every number is its item's own.
      const created = (item: SieItem) => parseInt(item._id.slice(0, 8), 16);
      expect(inSeries.map((v) => v.number).sort()).toEqual(items.map(created).sort());
      expect(new Set(inSeries.map((v) => v.number)).size).toBe(items.length);
      const dates = inSeries.map((v) => v.date);
      expect(dates).toEqual([...dates].sort());
      // Gross of every item once, credited (bills) or debited (invoices).
      const grossOre = items.reduce((sum, item) => sum + toOre(item.price), 0);
      const payable = series === 'A' ? '2440' : '1510';
      const booked = inSeries.flatMap((v) => v.trans).filter((t) => t.account === payable);
      expect(Math.abs(booked.reduce((sum, t) => sum + t.ore, 0))).toBe(grossOre);
    }
  });
});

/** 2026-11-03 06:00 UTC: the fixtures' items were created then, a second apart. */
const CREATED = Date.UTC(2026, 10, 3, 6) / 1000;
let made = 0;
/** An ObjectId made `second` seconds after CREATED. */
const objectId = (second: number) => (CREATED + second).toString(16) + '0'.repeat(10) + (second + 1).toString(16).padStart(6, '0');

const item = (over: Partial<SieItem>): SieItem => ({
  _id: objectId((made += 1)),
  number: 'B-1012',
  date: '2026-11-03',
  companyname: 'clas ohlson',
  price: 550,
  tex: 110,
  payment: false,
  ...over,
});

describe('SIE voucher lines', () => {
  const month = { year: 2026, month: 11 };

  it('books a bill: cost net, input VAT, supplier debts gross (the FORMATS.md example)', () => {
    const { text } = buildSie({ ...month, bills: [item({ _id: objectId(0) })], invoices: [] }, options);
    expect(CREATED).toBe(1793685600);
    expect(text).toContain(
      '#VER A 1793685600 20261103 "Kvitto B-1012 clas ohlson"\r\n{\r\n   #TRANS 4010 {} 440.00\r\n   #TRANS 2641 {} 110.00\r\n   #TRANS 2440 {} -550.00\r\n}\r\n',
    );
  });

  it('books an invoice: customer claims gross, sales net, output VAT; öre exact from text amounts', () => {
    const { vouchers } = buildSie(
      { ...month, bills: [], invoices: [item({ _id: objectId(60), number: '7', price: '1 249,50', tex: '249,90', companyname: 'brf eken' })] },
      options,
    );
    expect(vouchers).toEqual([
      {
        series: 'B',
        number: 1793685660,
        date: '20261103',
        text: 'Faktura 7 brf eken',
        kind: 'invoice',
        lines: [
          { account: '1510', ore: 124950 },
          { account: '3010', ore: -99960 },
          { account: '2611', ore: -24990 },
        ],
      },
    ]);
  });

  it('credits the bank for a paid bill when that setting is on, and uses configured accounts', () => {
    const accounts = { ...defaultSieAccounts, billCost: '5460', paidBillsToBank: true };
    const { text } = buildSie(
      { ...month, bills: [item({ _id: objectId(1), payment: true }), item({ _id: objectId(2), number: 'B-2', payment: false, tex: 0 })], invoices: [] },
      { ...options, accounts },
    );
    // In date order, then by number (B-2 before B-1012); each numbered by its own creation time.
    expect(text).toContain('#VER A 1793685602 20261103 "Kvitto B-2 clas ohlson"\r\n{\r\n   #TRANS 5460 {} 550.00\r\n   #TRANS 2440 {} -550.00\r\n}');
    expect(text).toContain('#VER A 1793685601 20261103 "Kvitto B-1012 clas ohlson"\r\n{\r\n   #TRANS 5460 {} 440.00\r\n   #TRANS 2641 {} 110.00\r\n   #TRANS 1930 {} -550.00\r\n}');
    expect(text).toContain('#KONTO 1930 "Företagskonto"\r\n');
    expect(text).toContain('#KONTO 5460 "Konto 5460"\r\n');
  });

  it('quotes and escapes texts, dates stray items in the month, and skips items with nothing to book', () => {
    const result = buildSie(
      {
        ...month,
        bills: [
          item({ _id: objectId(1), companyname: 'Bröderna "Bygg"\nAB', date: '2026-11-20' }),
          item({ _id: objectId(2), number: 'X', date: '2025-12-30' }),
          item({ _id: objectId(3), number: 'Z', price: 0, tex: 0 }),
        ],
        invoices: [],
      },
      options,
    );
    expect(result.skipped).toEqual([{ kind: 'bill', number: 'Z', companyname: 'clas ohlson' }]);
    const { vouchers } = readSie(result.file.bytes);
    expect(vouchers.map((v) => [v.series, v.number, v.date, v.text])).toEqual([
      // Each its own creation time; Z (nothing to book) is left out and renumbers nothing.
      ['A', 1793685602, '20261101', 'Kvitto X clas ohlson (daterad 2025-12-30)'],
      ['A', 1793685601, '20261120', 'Kvitto B-1012 Bröderna "Bygg" AB'],
    ]);
    expect(result.text).toContain('"Kvitto B-1012 Bröderna \\"Bygg\\" AB"');
  });

  it('balances every voucher to the öre for any price and VAT (property)', () => {
    const amount = fc.integer({ min: -10_000_000, max: 10_000_000 }).map((ore) => (ore / 100).toFixed(2));
    fc.assert(
      fc.property(fc.array(fc.record({ price: amount, tex: amount, paid: fc.boolean() }), { maxLength: 8 }), (rows) => {
        const items = rows.map((r, i) => item({ number: String(i), price: r.price, tex: r.tex, payment: r.paid }));
        const { vouchers } = readSie(
          buildSie({ ...month, bills: items, invoices: items }, { ...options, accounts: { ...defaultSieAccounts, paidBillsToBank: true } })
            .file.bytes,
        );
        for (const v of vouchers) expect(v.trans.reduce((sum, t) => sum + t.ore, 0)).toBe(0);
      }),
      { numRuns: 100 },
    );
  });
});
