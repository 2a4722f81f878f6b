/**
 * The written example of issue 41: a person's June 2025 (and the May entry its first week needs),
 * shared by the rules' test and the files' tests (tests/month-close/exports/wages-files.test.ts).
 */
import type { PayrollEntry } from '../../../src/person-time/person-month';
import type { WageRecord } from '../../../src/person-time/wages/month-wages';

export function entry(date: string, start: string, end: string, lunch: [number, number], total: number, half: number): PayrollEntry {
  return { date, start, end, lunch: { hours: lunch[0], minutes: lunch[1] }, total, half };
}

export const june: PayrollEntry[] = [
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
export const may: PayrollEntry[] = [entry('2025-05-30', '07:00', '15:00', [0, 0], 8, 0)];
export const records: WageRecord[] = [
  { year: 2025, month: 5, entries: may },
  { year: 2025, month: 6, entries: june },
];

/** The month's worked hours in the PAXml, one ARB line a day (unchanged by the supplements). */
export const JUNE_ARB_LINES = [
  'ARB 2025-06-03 6.00',
  'ARB 2025-06-04 7.00',
  'ARB 2025-06-06 4.00',
  ...['09', '10', '11', '12', '13'].map((d) => `ARB 2025-06-${d} 8.00`),
  'ARB 2025-06-14 3.00',
  'ARB 2025-06-16 2.00',
  'ARB 2025-06-20 7.50',
];

/** The supplements' PAXml lines under the preset, worked out by hand ('code date hours'). */
export const JUNE_WAGE_LINES = [
  'OB1 2025-06-03 4.00',
  'OB1 2025-06-04 3.50',
  'OB3 2025-06-06 4.00',
  'OB3 2025-06-14 3.00',
  'ÖT1 2025-06-15 3.00',
  'OB3 2025-06-16 1.00',
  'OB2 2025-06-20 1.00',
  'OB4 2025-06-20 6.50',
];
