/**
 * Issue 41 item 5: a voucher's number is a function of its own item alone (FORMATS.md "SIE 4",
 * sie-numbers.ts). A bill entered late dated the 1st, a bill removed, a bill moved to another
 * month or re-dated: every other voucher keeps its number, and the same month exported twice is
 * the same file apart from #GEN. Two items of one series created in the same second are said,
 * never numbered twice.
 */
import fc from 'fast-check';
import { buildSie, type SieItem, type SieResult } from '../../../src/features/month-close/exports/sie';
import { FIRST_TIME_NUMBER, ID_NUMBERS, idNumber, LAST_TIME_NUMBER, voucherNumber } from '../../../src/features/month-close/exports/sie-numbers';

/** 2026-09-01 00:00 UTC in seconds. */
const SEPTEMBER = Date.UTC(2026, 8, 1) / 1000;
/** An ObjectId as MongoDB makes one: creation time, a process part, a counter. */
const objectId = (seconds: number, counter: number, process = 'a1b2c3d4e5') => seconds.toString(16).padStart(8, '0') + process + counter.toString(16).padStart(6, '0');

let counter = 0;
/** A bill created `hours` after 1 September, dated `date`. */
const bill = (number: string, date: string, hours: number, company = 'Clas Ohlson'): SieItem => ({
  _id: objectId(SEPTEMBER + hours * 3600, (counter += 1)),
  number,
  date,
  companyname: company,
  price: 125,
  tex: 25,
  payment: false,
});

const september = [
  bill('K-1', '2026-09-02', 30),
  bill('K-2', '2026-09-05', 100, 'Ica Maxi'),
  bill('K-3', '2026-09-05', 101, 'Biltema'),
  bill('K-4', '2026-09-18', 420),
  bill('K-5', '2026-09-30', 700, 'Jula'),
];
const invoices: SieItem[] = [{ ...bill('F-1', '2026-09-30', 702, 'Brf Eken'), price: 1250, tex: 250 }];
const options = { companyName: 'Städtid AB', orgnr: '556036-0793', generatedAt: new Date(2026, 9, 2) };
const sie = (bills: readonly SieItem[], at = options.generatedAt, month = 9, inv = invoices) =>
  buildSie({ year: 2026, month, bills, invoices: inv }, { ...options, generatedAt: at });

/** Each voucher's number by its text: what the accountant's program keeps. */
const numbersOf = (result: SieResult) => new Map(result.vouchers.map((v) => [v.text, `${v.series} ${v.number}`]));
const withoutGen = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes).replace(/^#GEN \d{8}\r\n/m, '');

describe("a voucher's number", () => {
  it("is its ObjectId's creation time in seconds, within a signed 32-bit integer", () => {
    expect(voucherNumber('66f3a1b0a1b2c3d4e5000001')).toBe(0x66f3a1b0);
    expect(voucherNumber('66F3A1B0A1B2C3D4E5000001')).toBe(0x66f3a1b0);
    expect(voucherNumber(objectId(FIRST_TIME_NUMBER, 1))).toBe(FIRST_TIME_NUMBER);
    expect(voucherNumber(objectId(LAST_TIME_NUMBER, 1))).toBe(LAST_TIME_NUMBER);
    expect(LAST_TIME_NUMBER).toBe(2 ** 31 - 1);
  });

  it('comes from the whole id, below every creation time, for any other id', () => {
    for (const id of ['id-B-1', '', '42', 'zzzzzzzzzzzzzzzzzzzzzzzz', objectId(FIRST_TIME_NUMBER - 1, 1), objectId(LAST_TIME_NUMBER + 1, 1), '66f3a1b0a1b2c3d4e500000']) {
      const number = voucherNumber(id);
      expect(number).toBe(idNumber(id));
      expect(number).toBeGreaterThanOrEqual(1);
      expect(number).toBeLessThanOrEqual(ID_NUMBERS);
      expect(number).toBeLessThan(FIRST_TIME_NUMBER);
    }
    // The same id, the same number; another id, another.
    expect(idNumber('id-B-1')).toBe(idNumber('id-B-1'));
    expect(idNumber('id-B-1')).not.toBe(idNumber('id-B-2'));
  });
});

describe('a month exported again after a change', () => {
  const before = sie(september);
  const earlier = numbersOf(before);

  it('numbers every voucher by its own creation time', () => {
    expect([...earlier.values()]).toEqual([...september, ...invoices].map((i) => `${i.number.startsWith('F') ? 'B' : 'A'} ${parseInt(i._id.slice(0, 8), 16)}`));
  });

  it('a bill entered late, dated the 1st: every earlier voucher keeps its number', () => {
    const late = bill('K-9', '2026-09-01', 24 * 40, 'Apotek');
    const after = sie([...september, late]);
    // Written first (dated the 1st), numbered after all the others (made last).
    expect(after.vouchers[0]?.text).toBe('Kvitto K-9 Apotek');
    expect(after.vouchers[0]?.number).toBe(SEPTEMBER + 24 * 40 * 3600);
    for (const [text, number] of earlier) expect(numbersOf(after).get(text)).toBe(number);
    expect(new Set(numbersOf(after).values()).size).toBe(after.vouchers.length);
  });

  it('a bill removed: every other voucher keeps its number', () => {
    const after = sie(september.filter((b) => b.number !== 'K-2'));
    expect(after.vouchers).toHaveLength(before.vouchers.length - 1);
    for (const [text, number] of numbersOf(after)) expect(number).toBe(earlier.get(text));
  });

  it('a bill moved to October, or re-dated: it keeps its number, and so does every other voucher', () => {
    const moved = september.find((b) => b.number === 'K-3');
    const october = sie(moved ? [moved] : [], options.generatedAt, 10, []);
    // Filed under October, still dated in September: the same number in October's file.
    expect(october.vouchers.map((v) => [v.text, v.date, `${v.series} ${v.number}`])).toEqual([['Kvitto K-3 Biltema', '20260905', earlier.get('Kvitto K-3 Biltema')]]);
    const after = sie(september.filter((b) => b !== moved));
    for (const [text, number] of numbersOf(after)) expect(number).toBe(earlier.get(text));
    const redated = sie(september.map((b) => (b === moved ? { ...b, date: '2026-09-29' } : b)));
    expect(numbersOf(redated)).toEqual(earlier);
  });

  it('the same month twice, in another order, on another day: the same file apart from #GEN', () => {
    const again = sie([...september].reverse(), new Date(2026, 11, 24));
    expect(again.file.bytes).not.toEqual(before.file.bytes);
    expect(withoutGen(again.file.bytes)).toBe(withoutGen(before.file.bytes));
  });

  it('an item read twice (on two pages) is one voucher', () => {
    const twice = sie([...september, ...september.slice(0, 2)]);
    expect(withoutGen(twice.file.bytes)).toBe(withoutGen(before.file.bytes));
  });
});

describe('two items of one series created in the same second', () => {
  const second = SEPTEMBER + 5 * 3600;
  const first = { ...bill('K-7', '2026-09-10', 0, 'Ica'), _id: objectId(second, 0x10) };
  const next = { ...bill('K-8', '2026-09-08', 0, 'Jula'), _id: objectId(second, 0x11) };

  it('the first by id keeps the time, the other takes the number of its whole id, and both are said', () => {
    const result = sie([...september, next, first]);
    const numbers = numbersOf(result);
    expect(numbers.get('Kvitto K-7 Ica')).toBe(`A ${second}`);
    expect(numbers.get('Kvitto K-8 Jula')).toBe(`A ${idNumber(next._id)}`);
    expect(result.renumbered).toEqual([{ series: 'A', text: 'Kvitto K-8 Jula', number: idNumber(next._id), keptBy: 'Kvitto K-7 Ica', shared: second }]);
    expect(result.unnumbered).toEqual([]);
    for (const [text, number] of earlier()) expect(numbers.get(text)).toBe(number);
    expect(new Set(numbers.values()).size).toBe(result.vouchers.length);
  });

  it('an invoice and a bill of the same second are in two series: both keep the time', () => {
    const invoice = { ...next, number: 'F-9' };
    const result = sie([first], options.generatedAt, 9, [invoice]);
    expect(result.vouchers.map((v) => `${v.series} ${v.number}`)).toEqual([`A ${second}`, `B ${second}`]);
    expect(result.renumbered).toEqual([]);
  });

  it('a number that would still be given twice is given to none: left out and named', () => {
    // Two items the provider sent without an id: nothing tells them apart.
    const a = { ...bill('K-10', '2026-09-11', 0), _id: '' };
    const b = { ...bill('K-11', '2026-09-12', 0), _id: '' };
    const result = sie([...september, a, b]);
    expect(result.unnumbered).toEqual([
      { series: 'A', text: 'Kvitto K-10 Clas Ohlson', number: idNumber('') },
      { series: 'A', text: 'Kvitto K-11 Clas Ohlson', number: idNumber('') },
    ]);
    expect(result.text).not.toContain('K-10');
    expect(numbersOf(result)).toEqual(earlier());
  });

  function earlier() {
    return numbersOf(sie(september));
  }
});

describe('any month (property)', () => {
  it('never gives a number twice in a series, books or names every item, and numbers an item the same whatever else is there', () => {
    // Few distinct seconds, so that items of one second are common.
    const items = fc.uniqueArray(
      fc.record({ second: fc.integer({ min: 0, max: 6 }), counter: fc.integer({ min: 0, max: 0xffffff }), day: fc.integer({ min: 1, max: 30 }), invoice: fc.boolean() }),
      { maxLength: 12, selector: (r) => r.counter },
    );
    fc.assert(
      fc.property(items, fc.nat(), (rows, drop) => {
        const all = rows.map((r, i) => ({
          ...bill(`N-${i}`, `2026-09-${String(r.day).padStart(2, '0')}`, 0),
          _id: objectId(SEPTEMBER + r.second, r.counter),
          invoice: r.invoice,
        }));
        const run = (list: typeof all) => {
          const result = sie(
            list.filter((i) => !i.invoice),
            options.generatedAt,
            9,
            list.filter((i) => i.invoice),
          );
          for (const series of ['A', 'B']) {
            const numbers = result.vouchers.filter((v) => v.series === series).map((v) => v.number);
            expect(new Set(numbers).size).toBe(numbers.length);
          }
          expect(result.vouchers.length + result.unnumbered.length).toBe(list.length);
          return result;
        };
        const whole = run(all);
        // An item alone in its second keeps its creation time, and keeps it when any other item is removed.
        const alone = (list: typeof all) =>
          list.filter((i) => list.filter((o) => o.invoice === i.invoice && o._id.slice(0, 8) === i._id.slice(0, 8)).length === 1);
        const fewer = all.filter((_, i) => i !== drop % Math.max(1, all.length));
        const after = run(fewer);
        for (const i of alone(all).filter((x) => fewer.includes(x))) {
          const text = `${i.invoice ? 'Faktura' : 'Kvitto'} ${i.number} ${i.companyname}`;
          expect(whole.vouchers.find((v) => v.text === text)?.number).toBe(voucherNumber(i._id));
          expect(after.vouchers.find((v) => v.text === text)?.number).toBe(voucherNumber(i._id));
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('the financial year', () => {
  it('refuses a first month that cannot be read instead of making it January', () => {
    for (const start of [0, 13, 1.5, Number.NaN]) {
      expect(() => buildSie({ year: 2026, month: 9, bills: september, invoices: [] }, { ...options, fiscalYearStart: start })).toThrow(RangeError);
    }
  });
});
