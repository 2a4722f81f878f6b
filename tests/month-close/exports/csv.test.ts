import { buildTimeCsv } from '../../../src/features/month-close/exports/csv';
import { MONTH, YEAR, monthOf, seededMonth } from './seeded-month';

/**
 * Reads CSV bytes the way Excel (Swedish settings) opens a double-clicked file: a UTF-8 BOM
 * means UTF-8, fields split on ';', "…" may hold ; " and line breaks with "" for a quote.
 */
function openAsExcel(bytes: Uint8Array): string[][] {
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes.slice(3));
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ';') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  expect(quoted).toBe(false);
  expect(field).toBe('');
  expect(row).toEqual([]);
  return rows;
}

/** A cell Excel reads as a number under Swedish settings: digits with a decimal comma. */
function swedishNumber(cell: string | undefined): number {
  expect(cell).toMatch(/^\d+,\d{2}$/);
  return Number((cell ?? '').replace(',', '.'));
}

const COLUMNS = ['Namn', 'Personnummer', 'Datum', 'Start', 'Slut', 'Rast', 'Timmar', 'Arbetsplats', 'Anmärkning'];

describe('time CSV of a seeded month', () => {
  const { people, monthMinutes } = seededMonth();
  const { file } = buildTimeCsv(people, { year: YEAR, month: MONTH });
  const rows = openAsExcel(file.bytes);

  it('is named by the month, has the Swedish header and a row per entry plus a total per person', () => {
    expect(file.name).toBe('tid-2026-11.csv');
    expect(file.type).toBe('text/csv;charset=utf-8');
    expect(rows[0]).toEqual(COLUMNS);
    const entryCount = people.reduce((sum, p) => sum + p.month.entries.length, 0);
    expect(rows).toHaveLength(1 + entryCount + people.length);
    expect(rows.every((row) => row.length === COLUMNS.length)).toBe(true);
  });

  it("gives each person's total row the month total, and the entry rows add up to it", () => {
    for (const { person } of people) {
      const mine = rows.filter((row) => row[0] === person.fullname);
      const total = mine.find((row) => row[2] === 'Summa');
      const entries = mine.filter((row) => row[2] !== 'Summa');
      const minutes = monthMinutes.get(person.personnummer) ?? -1;
      expect(swedishNumber(total?.[6])).toBe(Math.round((minutes * 100) / 60) / 100);
      const sum = entries.reduce((s, row) => s + Math.round(swedishNumber(row[6]) * 100), 0);
      expect(sum / 100).toBe(swedishNumber(total?.[6]));
      for (const row of entries) {
        expect(row[1]).toBe(person.personnummer);
        expect(row[2]).toMatch(/^2026-11-\d{2}$/);
        expect(row[3]).toMatch(/^\d{2}:\d{2}$/);
        expect(row[5]).toMatch(/^\d+:\d{2}$/);
      }
    }
  });

  it('keeps å ä ö readable (UTF-8 after the BOM)', () => {
    expect(rows.some((row) => (row[7] ?? '').includes('Märsta'))).toBe(true);
  });
});

describe("a workplace's CSV (issue 24)", () => {
  it('is named by the month and the address, and ends with the workplace’s sum of everyone’s totals', () => {
    const { people } = seededMonth();
    const { file } = buildTimeCsv(people, { year: YEAR, month: MONTH, workplace: 'Kungsgatan 28, 111 35 Stockholm' });
    expect(file.name).toBe('tid-2026-11-kungsgatan-28-111-35-stockholm.csv');
    const rows = openAsExcel(file.bytes);
    const last = rows.at(-1) ?? [];
    expect(last.slice(0, 3)).toEqual(['Kungsgatan 28, 111 35 Stockholm', '', 'Summa']);
    const totals = rows.slice(1, -1).filter((row) => row[2] === 'Summa');
    expect(totals).toHaveLength(people.length);
    expect(Math.round(swedishNumber(last[6]) * 100)).toBe(totals.reduce((sum, row) => sum + Math.round(swedishNumber(row[6]) * 100), 0));
  });
});

describe('CSV quoting', () => {
  it('quotes semicolons, quotes and line breaks, and defuses formulas', () => {
    const { file, text } = buildTimeCsv(
      [
        {
          person: { fullname: '=HYPERLINK("x")', personnummer: '19900521-2379' },
          month: monthOf([
            { date: '2026-11-03', start: '07:00', end: '15:20', lunch: { hours: 0, minutes: 0 }, total: 8, half: 20, des: 'Kök; "Hall"\nTrappa' },
            { date: '2026-11-02', start: '07:00', end: '07:20', total: 0, half: 20, des: 'Sjöviksvägen 2' },
          ]),
        },
      ],
      { year: 2026, month: 11 },
    );
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")";19900521-2379;2026-11-02;07:00;07:20;;0,34;Sjöviksvägen 2;`);
    const rows = openAsExcel(file.bytes);
    expect(rows.slice(1)).toEqual([
      [`'=HYPERLINK("x")`, '19900521-2379', '2026-11-02', '07:00', '07:20', '', '0,34', 'Sjöviksvägen 2', ''],
      [`'=HYPERLINK("x")`, '19900521-2379', '2026-11-03', '07:00', '15:20', '', '8,33', 'Kök; "Hall"\nTrappa', ''],
      [`'=HYPERLINK("x")`, '19900521-2379', 'Summa', '', '', '', '8,67', '', ''],
    ]);
  });
});
