/** The wage rules' edges, each written out by hand (DECISIONS.md 36; docs/decisions.md 'Wage rules (issue 41)'). */
import { describe, expect, it } from 'vitest';
import type { PayrollEntry } from '../../../src/person-time/person-month';
import { monthWages, wageLines, wageMinutesByDate } from '../../../src/person-time/wages/month-wages';
import { weekDatesOfMonth } from '../../../src/person-time/wages/overtime';
import { WAGE_PRESET } from '../../../src/person-time/wages/settings';
import { entryUnsocial } from '../../../src/person-time/wages/unsocial';

function shift(date: string, start: string, end: string, worked: number, lunch: [number, number] = [0, 0]): PayrollEntry {
  return { date, start, end, lunch: { hours: lunch[0], minutes: lunch[1] }, total: Math.floor(worked / 60), half: worked % 60 };
}
const none = { evening: 0, night: 0, weekend: 0, greatHoliday: 0 };
const ob = (date: string, start: string, end: string, worked: number, lunch?: [number, number]) =>
  entryUnsocial(shift(date, start, end, worked, lunch), WAGE_PRESET);

describe('a shift past midnight continues into the next day', () => {
  it('Thursday 22:00 – Friday 02:00: two hours of evening, two of night', () => {
    expect(ob('2025-06-12', '22:00', '02:00', 240)).toEqual({ ...none, evening: 120, night: 120 });
  });
  it('Friday 22:00 – Saturday 02:00: evening, then nothing (the preset’s night is Monday–Friday, the weekend begins at 06:00)', () => {
    expect(ob('2025-06-13', '22:00', '02:00', 240)).toEqual({ ...none, evening: 120 });
  });
  it('Sunday 22:00 – Monday 02:00: all weekend (until Monday 06:00)', () => {
    expect(ob('2025-06-15', '22:00', '02:00', 240)).toEqual({ ...none, weekend: 240 });
  });
  it('23 December 22:00 – Christmas Eve 07:00: evening, night, and the great holiday from 06:00', () => {
    expect(ob('2025-12-23', '22:00', '07:00', 540)).toEqual({ ...none, evening: 120, night: 360, greatHoliday: 60 });
  });
  it('a Saturday night counts as night once an admin adds Saturday to the night window', () => {
    const settings = { ...WAGE_PRESET, night: { ...WAGE_PRESET.night, days: [1, 2, 3, 4, 5, 6] } };
    expect(entryUnsocial(shift('2025-06-13', '22:00', '02:00', 240), settings)).toEqual({ ...none, evening: 120, night: 120 });
  });
});

describe('the great holidays and holidays end at 06:00', () => {
  it('Tuesday after Easter 05:00–07:00: one hour of great holiday, then nothing', () => {
    expect(ob('2025-04-22', '05:00', '07:00', 120)).toEqual({ ...none, greatHoliday: 60 });
  });
  it('2 January 05:00–07:00: one hour of great holiday (New Year lasts until 06:00)', () => {
    expect(ob('2026-01-02', '05:00', '07:00', 120)).toEqual({ ...none, greatHoliday: 60 });
  });
  it('Sunday after Midsummer Day 05:00–07:00: great holiday until 06:00, then weekend', () => {
    expect(ob('2025-06-22', '05:00', '07:00', 120)).toEqual({ ...none, greatHoliday: 60, weekend: 60 });
  });
  it('Ascension Day, a Thursday, 17:00–23:00: all holiday, over the evening', () => {
    expect(ob('2025-05-29', '17:00', '23:00', 360)).toEqual({ ...none, weekend: 360 });
  });
  it('the Friday after Ascension 05:00–07:00: holiday until 06:00, then nothing', () => {
    expect(ob('2025-05-30', '05:00', '07:00', 120)).toEqual({ ...none, weekend: 60 });
  });
  it('Midsummer Eve 00:00–06:00 is an ordinary Friday night (the eve’s span begins at 06:00)', () => {
    expect(ob('2025-06-20', '00:00', '06:00', 360)).toEqual({ ...none, night: 360 });
  });
});

describe('the break', () => {
  it('lies in the middle: 16:00–22:00 with 30 minutes is 18:45–19:15, so 3:30 of evening', () => {
    expect(ob('2025-06-03', '16:00', '22:00', 330, [0, 30])).toEqual({ ...none, evening: 210 });
  });
  it('an odd middle starts half a minute earlier: 17:00–18:31 with an hour is 17:15–18:15, so 16 minutes of evening', () => {
    expect(ob('2025-06-03', '17:00', '18:31', 31, [1, 0])).toEqual({ ...none, evening: 16 });
  });
  it('minutes of break on a day of 2 hours or less are not deducted, as the worked time', () => {
    expect(ob('2025-06-03', '17:00', '19:00', 120, [0, 45])).toEqual({ ...none, evening: 60 });
  });
  it('an hour of break on a 2-hour day is deducted (any whole hour is)', () => {
    expect(ob('2025-06-03', '17:00', '19:00', 60, [1, 0])).toEqual({ ...none, evening: 30 });
  });
  it('the rast counts where there is no lunch: 16:00–22:00 with an hour is 18:30–19:30, so 3:00 of evening', () => {
    const entry: PayrollEntry = { date: '2025-06-03', start: '16:00', end: '22:00', rast: { name: 'lunch', hours: 1, minutes: 0 }, total: 5, half: 0 };
    expect(entryUnsocial(entry, WAGE_PRESET)).toEqual({ ...none, evening: 180 });
  });
});

describe('worked time is never changed', () => {
  it('worked time less than the clock: only the shift’s first worked minutes count (16:00–22:00, 3 hours worked: 16:00–19:00)', () => {
    expect(ob('2025-06-03', '16:00', '22:00', 180)).toEqual({ ...none, evening: 60 });
  });
  it('worked time more than the clock: the extra minutes have no time of day', () => {
    expect(ob('2025-06-03', '16:00', '22:00', 600)).toEqual({ ...none, evening: 240 });
  });
  it('a start or end that cannot be read earns nothing, but its worked time counts for the week', () => {
    expect(ob('2025-06-14', '', '12:00', 600)).toEqual(none);
    expect(ob('2025-06-14', '9', '12:00', 600)).toEqual(none);
    const wages = monthWages({
      year: 2025,
      month: 6,
      records: [{ year: 2025, month: 6, entries: [shift('2025-06-09', '07:00', '15:00', 480 * 5), shift('2025-06-14', '', '', 60)] }],
      settings: WAGE_PRESET,
      weeklyHours: 40,
    });
    expect(wages.days).toEqual([]);
    expect(wages.weeks.find((w) => w.sunday === '2025-06-15')).toEqual({ monday: '2025-06-09', sunday: '2025-06-15', worked: 2460, additional: 0, overtime: 60 });
  });
});

describe('moved time and the weeks across months', () => {
  // Filed under June: a Saturday of May (moved in). Filed under July: a Sunday of June (moved out).
  const records = [
    { year: 2025, month: 6, entries: [shift('2025-05-31', '09:00', '13:00', 240), shift('2025-06-30', '18:00', '20:00', 120)] },
    { year: 2025, month: 7, entries: [shift('2025-06-29', '09:00', '11:00', 120)] },
  ];
  const wages = monthWages({ year: 2025, month: 6, records, settings: WAGE_PRESET, weeklyHours: 1 });

  it('time moved in earns its supplements on its own day and clock, dated on the month’s last day like its hours', () => {
    expect(wages.moved).toEqual({ minutes: { ...none, weekend: 240 }, from: ['2025-05-31'] });
    expect(wages.days).toEqual([{ date: '2025-06-30', minutes: { ...none, evening: 120 } }]);
    expect(wageLines(wages, WAGE_PRESET).map((l) => [l.code, l.date, l.minutes, l.source])).toEqual([
      ['MER', '2025-06-01', 180, 'week'],
      ['MER', '2025-06-29', 60, 'week'],
      ['OB1', '2025-06-30', 120, 'day'],
      ['OB3', '2025-06-30', 240, 'moved'],
    ]);
  });

  it('time moved out is paid where it is filed, but counts in the week of its own date; a week belongs to its Sunday’s month', () => {
    expect(wages.weeks.map((w) => [w.sunday, w.worked])).toEqual([
      ['2025-06-01', 240],
      ['2025-06-08', 0],
      ['2025-06-15', 0],
      ['2025-06-22', 0],
      ['2025-06-29', 120],
    ]);
    expect(wageMinutesByDate(wages).get('2025-06-30')).toEqual({ ...none, evening: 120, weekend: 240, additional: 0, overtime: 0 });
    // Monday 30 June's week ends on 6 July: July's.
    expect(weekDatesOfMonth(2025, 6)).toEqual({ from: '2025-05-26', to: '2025-06-29' });
    expect(weekDatesOfMonth(2025, 7)).toEqual({ from: '2025-06-30', to: '2025-07-27' });
  });
});
