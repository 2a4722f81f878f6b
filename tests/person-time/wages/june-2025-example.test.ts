/**
 * The written example of issue 41 (quoted in its closing note): a person's June 2025, worked out
 * by hand from DECISIONS.md 36 and the preset, with the PAXml lines it gives.
 */
import { describe, expect, it } from 'vitest';
import { formatHundredths, minutesToHundredths } from '../../../src/features/month-close/exports/payroll';
import { payrollLines, personMonth, type PayrollEntry } from '../../../src/person-time/person-month';
import { monthWages, wageLines, type WageRecord } from '../../../src/person-time/wages/month-wages';
import { WAGE_PRESET } from '../../../src/person-time/wages/settings';

function entry(date: string, start: string, end: string, lunch: [number, number], total: number, half: number): PayrollEntry {
  return { date, start, end, lunch: { hours: lunch[0], minutes: lunch[1] }, total, half };
}

const june: PayrollEntry[] = [
  // Tuesday evening, no break: 18:00–22:00 is evening.
  entry('2025-06-03', '16:00', '22:00', [0, 0], 6, 0),
  // Wednesday with an hour's break, centred: 17:30–18:30, so evening is 18:30–22:00.
  entry('2025-06-04', '14:00', '22:00', [1, 0], 7, 0),
  // Nationaldagen, Friday 6 June: a public holiday from 06:00.
  entry('2025-06-06', '08:00', '12:00', [0, 0], 4, 0),
  // Monday 9 – Friday 13 June, daytime: no supplement; 40 hours.
  ...['09', '10', '11', '12', '13'].map((d) => entry(`2025-06-${d}`, '07:00', '15:30', [0, 30], 8, 0)),
  // Saturday 14 June: weekend; the week is now 43 hours.
  entry('2025-06-14', '09:00', '12:00', [0, 0], 3, 0),
  // Monday 16 June 05:00–07:00: the weekend lasts until 06:00 (over the night window); a
  // 15-minute break on a 2-hour day is not deducted.
  entry('2025-06-16', '05:00', '07:00', [0, 15], 2, 0),
  // Midsummer Eve, Friday 20 June: an ordinary night until 06:00 (the span begins at 06:00),
  // then the great holiday; the half-hour break, centred, is 08:45–09:15.
  entry('2025-06-20', '05:00', '13:00', [0, 30], 7, 30),
];
// The week of Sunday 1 June began on Monday 26 May: May's entries are read for it.
const may: PayrollEntry[] = [entry('2025-05-30', '07:00', '15:00', [0, 0], 8, 0)];
const records: WageRecord[] = [
  { year: 2025, month: 5, entries: may },
  { year: 2025, month: 6, entries: june },
];

function timmar(minutes: number): string {
  return formatHundredths(minutesToHundredths(minutes));
}

describe('the written example: June 2025', () => {
  const wages = monthWages({ year: 2025, month: 6, records, settings: WAGE_PRESET, weeklyHours: 40 });

  it('gives these supplement minutes per date', () => {
    const none = { evening: 0, night: 0, weekend: 0, greatHoliday: 0 };
    expect(wages.days).toEqual([
      { date: '2025-06-03', minutes: { ...none, evening: 240 } },
      { date: '2025-06-04', minutes: { ...none, evening: 210 } },
      { date: '2025-06-06', minutes: { ...none, weekend: 240 } },
      { date: '2025-06-14', minutes: { ...none, weekend: 180 } },
      { date: '2025-06-16', minutes: { ...none, weekend: 60 } },
      { date: '2025-06-20', minutes: { ...none, night: 60, greatHoliday: 390 } },
    ]);
    expect(wages.moved).toEqual({ minutes: none, from: [] });
  });

  it('gives the weeks whose Sunday is in June, the first from Monday 26 May; 43 hours is 3 hours of overtime', () => {
    expect(wages.weeks).toEqual([
      { monday: '2025-05-26', sunday: '2025-06-01', worked: 480, additional: 0, overtime: 0 },
      { monday: '2025-06-02', sunday: '2025-06-08', worked: 1020, additional: 0, overtime: 0 },
      { monday: '2025-06-09', sunday: '2025-06-15', worked: 2580, additional: 0, overtime: 180 },
      { monday: '2025-06-16', sunday: '2025-06-22', worked: 570, additional: 0, overtime: 0 },
      { monday: '2025-06-23', sunday: '2025-06-29', worked: 0, additional: 0, overtime: 0 },
    ]);
    expect(wages.sums).toEqual({ evening: 450, night: 60, weekend: 480, greatHoliday: 390, additional: 0, overtime: 180 });
  });

  it('gives these PAXml lines beside the unchanged worked hours (ARB)', () => {
    const lines = wageLines(wages, WAGE_PRESET).map((l) => `${l.code} ${l.date} ${timmar(l.minutes)}`);
    expect(lines).toEqual([
      'OB1 2025-06-03 4.00',
      'OB1 2025-06-04 3.50',
      'OB3 2025-06-06 4.00',
      'OB3 2025-06-14 3.00',
      'ÖT1 2025-06-15 3.00',
      'OB3 2025-06-16 1.00',
      'OB2 2025-06-20 1.00',
      'OB4 2025-06-20 6.50',
    ]);
    const pm = personMonth({ year: 2025, month: 6, entries: june, stored: 69 * 60 + 30 });
    expect(payrollLines(pm).map((l) => `ARB ${l.date} ${timmar(l.minutes)}`)).toEqual([
      'ARB 2025-06-03 6.00',
      'ARB 2025-06-04 7.00',
      'ARB 2025-06-06 4.00',
      ...['09', '10', '11', '12', '13'].map((d) => `ARB 2025-06-${d} 8.00`),
      'ARB 2025-06-14 3.00',
      'ARB 2025-06-16 2.00',
      'ARB 2025-06-20 7.50',
    ]);
    expect(pm.minutes).toBe(69 * 60 + 30);
  });

  it('for a part-timer of 30 hours a week, the 43-hour week is 10 hours of additional time and 3 of overtime', () => {
    const part = monthWages({ year: 2025, month: 6, records, settings: WAGE_PRESET, weeklyHours: 30 });
    expect(part.days).toEqual(wages.days);
    expect(wageLines(part, WAGE_PRESET).filter((l) => l.source === 'week').map((l) => `${l.code} ${l.date} ${timmar(l.minutes)}`)).toEqual([
      'MER 2025-06-15 10.00',
      'ÖT1 2025-06-15 3.00',
    ]);
  });
});
