/**
 * Issue 41 item 6 (DECISIONS.md 31): the month's PAXml and CSV carry nothing kept only on one
 * device. The same month on a computer that made the corrections (its notes say when, maybe in
 * two steps) and on one that did not gives the same files, byte for byte, apart from the PAXml's
 * creation time; the screens still name the noted corrections.
 */
import { buildTimeCsv } from '../../src/features/month-close/exports/csv';
import { buildPaxml } from '../../src/features/month-close/exports/paxml';
import type { PayrollInput } from '../../src/features/month-close/exports/payroll';
import { entryMinutes, payrollLines, personMonth, type MonthCorrection, type PayrollEntry } from '../../src/person-time/person-month';

const entry = (date: string, total: number, half: number) => ({ date, start: '07:00', end: '16:00', total, half, des: 'Märsta' });

const anna: PayrollEntry[] = [entry('2026-10-05', 8, 0), entry('2026-10-06', 7, 20), entry('2026-10-30', 7, 15)];
const bo: PayrollEntry[] = [entry('2026-10-12', 6, 0), entry('2026-10-30', 4, 0)];
/** The stored totals: Anna +1:15, Bo −0:30 over their entries (DECISIONS.md 30). */
const stored = (entries: PayrollEntry[], minutes: number) => entries.reduce((sum, e) => sum + entryMinutes(e), 0) + minutes;

/** The month on a computer holding these notes of Anna's and Bo's corrections. */
function month(annaNotes: MonthCorrection[], boNotes: MonthCorrection[]): PayrollInput[] {
  const of = (entries: PayrollEntry[], minutes: number, notes: MonthCorrection[]) =>
    personMonth({ year: 2026, month: 10, entries, stored: stored(entries, minutes), notes });
  return [
    { person: { fullname: 'Anna Lindqvist', personnummer: '900521-2379', anstid: '101' }, month: of(anna, 75, annaNotes) },
    { person: { fullname: 'Bo Ek', personnummer: '', anstid: '102' }, month: of(bo, -30, boNotes) },
  ];
}

// The computer that made the corrections: Anna's in two steps, Bo's in one.
const maker = month(
  [
    { minutes: 60, at: '2026-11-24T08:10:00.000Z' },
    { minutes: 15, at: '2026-11-28T09:00:00.000Z' },
  ],
  [{ minutes: -30, at: '2026-11-24T08:20:00.000Z' }],
);
// Another admin's computer, which never read those notes; and one whose notes no longer add up.
const other = month([], []);
const stale = month([{ minutes: 20, at: '2026-11-20T10:00:00.000Z' }], [{ minutes: -45, at: '2026-11-21T10:00:00.000Z' }]);

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);
const withoutDatum = (bytes: Uint8Array) => latin1(bytes).replace(/<datum>\d{4}-\d{2}-\d{2}T[\d:]{8}<\/datum>/, '');
const paxml = (people: PayrollInput[], at: Date) => buildPaxml(people, { year: 2026, month: 10, companyName: 'Städtid AB', orgnr: '556036-0793', generatedAt: at });

describe('the payroll files on two computers', () => {
  it('the PAXml is the same apart from its creation time, the correction one line of its size', () => {
    const a = paxml(maker, new Date(2026, 10, 28, 10, 0));
    const b = paxml(other, new Date(2026, 10, 29, 14, 30));
    const c = paxml(stale, new Date(2026, 10, 30, 8, 0));
    expect(latin1(a.file.bytes)).not.toBe(latin1(b.file.bytes));
    expect(withoutDatum(a.file.bytes)).toBe(withoutDatum(b.file.bytes));
    expect(withoutDatum(c.file.bytes)).toBe(withoutDatum(b.file.bytes));
    const infos = [...latin1(a.file.bytes).matchAll(/<info>([^<]*)<\/info>/g)].map((m) => m[1]);
    expect(infos).toEqual(['Rättelse +1:15', 'Minskad med 0:30 (rättelse -0:30)']);
    expect(withoutDatum(a.file.bytes)).not.toMatch(/gjord|2026-11-/);
  });

  it('the CSV is the same byte for byte', () => {
    const a = buildTimeCsv(maker, { year: 2026, month: 10 });
    const b = buildTimeCsv(other, { year: 2026, month: 10 });
    const c = buildTimeCsv(stale, { year: 2026, month: 10 });
    expect(a.file.bytes).toEqual(b.file.bytes);
    expect(c.file.bytes).toEqual(b.file.bytes);
    const remarks = a.text.split('\r\n').filter((row) => row.includes('Rättelse'));
    expect(remarks).toEqual(['Anna Lindqvist;900521-2379;2026-10-31;;;;1,25;;Rättelse +1:15', 'Bo Ek;;2026-10-31;;;;-0,50;;Rättelse -0:30']);
  });

  it('the screens still name the corrections this computer noted; the files one line each', () => {
    const [annaHere] = maker;
    const [annaThere] = other;
    expect(annaHere?.month.corrections).toEqual([
      { minutes: 60, at: '2026-11-24T08:10:00.000Z' },
      { minutes: 15, at: '2026-11-28T09:00:00.000Z' },
    ]);
    expect(annaThere?.month.corrections).toEqual([{ minutes: 75, at: '' }]);
    const corrections = (input: PayrollInput | undefined) => (input ? payrollLines(input.month).filter((l) => l.kind === 'correction') : []);
    expect(corrections(annaHere)).toEqual([{ kind: 'correction', date: '2026-10-31', minutes: 75, from: [] }]);
    expect(corrections(annaThere)).toEqual(corrections(annaHere));
  });
});
