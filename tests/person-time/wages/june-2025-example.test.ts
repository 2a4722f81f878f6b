/**
 * The written example of issue 41 (quoted in its closing note): a person's June 2025, worked out
 * by hand from DECISIONS.md 36 and the preset, with the PAXml lines it gives.
 */
import { describe, expect, it } from 'vitest';
import { formatHundredths, minutesToHundredths } from '../../../src/features/month-close/exports/payroll';
import { payrollLines, personMonth } from '../../../src/person-time/person-month';
import { monthWages, wageLines } from '../../../src/person-time/wages/month-wages';
import { WAGE_PRESET } from '../../../src/person-time/wages/settings';
import { JUNE_ARB_LINES, JUNE_WAGE_LINES, june, records } from './june-2025';

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
    expect(lines).toEqual(JUNE_WAGE_LINES);
    const pm = personMonth({ year: 2025, month: 6, entries: june, stored: 69 * 60 + 30 });
    expect(payrollLines(pm).map((l) => `ARB ${l.date} ${timmar(l.minutes)}`)).toEqual(JUNE_ARB_LINES);
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
