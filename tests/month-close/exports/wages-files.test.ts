/**
 * The supplements in the month's files (issue 41 item 4): the written example, June 2025
 * (tests/person-time/wages/june-2025.ts), through the PAXml writer and the CSV writer.
 */
import { describe, expect, it } from 'vitest';
import { buildTimeCsv } from '../../../src/features/month-close/exports/csv';
import { buildPaxml } from '../../../src/features/month-close/exports/paxml';
import type { PayrollInput } from '../../../src/features/month-close/exports/payroll';
import { personMonth } from '../../../src/person-time/person-month';
import { monthWages } from '../../../src/person-time/wages/month-wages';
import { WAGE_PRESET, type WageSettings } from '../../../src/person-time/wages/settings';
import { JUNE_ARB_LINES as ARB, JUNE_WAGE_LINES, june, records } from '../../person-time/wages/june-2025';

const settings: WageSettings = { ...WAGE_PRESET, confirmed: true };
const month = personMonth({ year: 2025, month: 6, entries: june, stored: 69 * 60 + 30 });

function anna(wageSettings: WageSettings = settings, weeklyHours = 40, anstid = '17'): PayrollInput {
  return {
    person: { fullname: 'Anna Berg', personnummer: '19900101-0017', anstid },
    month,
    wages: monthWages({ year: 2025, month: 6, records, settings: wageSettings, weeklyHours }),
  };
}

function transactions(xml: string): string[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return [...doc.getElementsByTagName('tidtrans')].map((t) =>
    ['tidkod', 'datum', 'timmar', 'info'].map((name) => t.getElementsByTagName(name)[0]?.textContent ?? '').join(' ').trim(),
  );
}


describe('PAXml with supplements: June 2025', () => {
  it('carries the unchanged ARB lines and then the OB, MER and ÖT lines as the wage rules date them', () => {
    const result = buildPaxml([anna()], { year: 2025, month: 6, companyName: 'Städ AB', orgnr: '', wages: settings });
    // OB1 2025-06-03 4.00, OB1 2025-06-04 3.50, OB3 2025-06-06 4.00, OB3 2025-06-14 3.00, ÖT1 2025-06-15 3.00,
    // OB3 2025-06-16 1.00, OB2 2025-06-20 1.00, OB4 2025-06-20 6.50 (june-2025.ts).
    expect(transactions(result.xml)).toEqual([...ARB, ...JUNE_WAGE_LINES]);
    // The worked hours still add up to the month: the supplements are lines beside them.
    expect(result.persons[0]?.totalTimmar).toBe('69.50');
    // 'ÖT1' is written in ISO-8859-1 as the rest: Ö is one byte, D6.
    expect(new TextDecoder('iso-8859-1').decode(result.file.bytes)).toContain('<tidkod>ÖT1</tidkod>');
    expect([...result.file.bytes].includes(0xc3)).toBe(false);
  });

  it('without the wage settings the file is the worked hours alone, as before', () => {
    expect(transactions(buildPaxml([anna()], { year: 2025, month: 6, companyName: 'Städ AB', orgnr: '' }).xml)).toEqual(ARB);
  });

  it("writes the settings' codes, a part-timer's additional time, and each line's own minutes rounded", () => {
    const own: WageSettings = { ...settings, codes: { ...settings.codes, weekend: 'OB5', additional: 'ÖT2', overtime: 'ÖT3' } };
    const lines = transactions(buildPaxml([anna(own, 30)], { year: 2025, month: 6, companyName: 'Städ AB', orgnr: '', wages: own }).xml).slice(ARB.length);
    expect(lines).toEqual([
      'OB1 2025-06-03 4.00',
      'OB1 2025-06-04 3.50',
      'OB5 2025-06-06 4.00',
      'OB5 2025-06-14 3.00',
      'ÖT2 2025-06-15 10.00',
      'ÖT3 2025-06-15 3.00',
      'OB5 2025-06-16 1.00',
      'OB2 2025-06-20 1.00',
      'OB4 2025-06-20 6.50',
    ]);
  });

  it('leaves out a person without an employment number, supplements and all', () => {
    const result = buildPaxml([anna(settings, 40, '')], { year: 2025, month: 6, companyName: 'Städ AB', orgnr: '', wages: settings });
    expect(transactions(result.xml)).toEqual([]);
    expect(result.missingAnstid).toEqual(['Anna Berg']);
  });

  it('refuses to write a code outside the schema’s list', () => {
    const bad: WageSettings = { ...settings, codes: { ...settings.codes, evening: 'TIM' } };
    expect(() => buildPaxml([anna(bad)], { year: 2025, month: 6, companyName: 'Städ AB', orgnr: '', wages: bad })).toThrow(RangeError);
  });
});

describe('CSV with supplements: June 2025', () => {
  const { text } = buildTimeCsv([anna()], { year: 2025, month: 6, wages: settings });
  const rows = text.split('\r\n').filter(Boolean).map((row) => row.split(';'));
  const header = rows[0] ?? [];
  const col = (name: string) => header.indexOf(name);
  const kinds = ['Kväll (OB1)', 'Natt (OB2)', 'Helg (OB3)', 'Storhelg (OB4)', 'Mertid (MER)', 'Övertid (ÖT1)'];

  it('has a column per kind after the columns it had, named with its code', () => {
    expect(header).toEqual(['Namn', 'Personnummer', 'Datum', 'Start', 'Slut', 'Rast', 'Timmar', 'Arbetsplats', 'Anmärkning', ...kinds]);
    expect(rows.every((row) => row.length === header.length)).toBe(true);
  });

  it("gives each entry its own supplements, the week's overtime a row on its Sunday, and the month's sums in the sum row", () => {
    const cells = (row: string[] | undefined) => [row?.[col('Datum')], row?.[col('Start')], row?.[col('Rast')], row?.[col('Timmar')], ...kinds.map((k) => row?.[col(k)]), row?.[col('Anmärkning')]];
    expect(rows.slice(1).map(cells)).toEqual([
      ['2025-06-03', '16:00', '', '6,00', '4,00', '', '', '', '', '', ''],
      ['2025-06-04', '14:00', '1:00', '7,00', '3,50', '', '', '', '', '', ''],
      ['2025-06-06', '08:00', '', '4,00', '', '', '4,00', '', '', '', ''],
      ...['09', '10', '11', '12', '13'].map((d) => [`2025-06-${d}`, '07:00', '0:30', '8,00', '', '', '', '', '', '', '']),
      ['2025-06-14', '09:00', '', '3,00', '', '', '3,00', '', '', '', ''],
      ['2025-06-15', '', '', '', '', '', '', '', '', '3,00', 'Vecka 2025-06-09–2025-06-15'],
      ['2025-06-16', '05:00', '0:15', '2,00', '', '', '1,00', '', '', '', ''],
      ['2025-06-20', '05:00', '0:30', '7,50', '', '1,00', '', '6,50', '', '', ''],
      ['Summa', '', '', '69,50', '7,50', '1,00', '8,00', '6,50', '0,00', '3,00', ''],
    ]);
  });

  it('without the wage settings (a workplace’s file) has the columns it had', () => {
    const plain = buildTimeCsv([anna()], { year: 2025, month: 6 }).text.split('\r\n')[0];
    expect(plain).toBe('Namn;Personnummer;Datum;Start;Slut;Rast;Timmar;Arbetsplats;Anmärkning');
  });
});
