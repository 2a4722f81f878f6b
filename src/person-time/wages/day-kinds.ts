/**
 * What kind of day a 06:00 → 06:00 span is under the wage rules (DECISIONS.md 36): the weekend
 * and holiday windows (OB3) and the great holidays (OB4) run from 06:00 on their first day to
 * 06:00 after their last, so a minute before 06:00 belongs to the day before. The spans are fixed
 * by the rules; only their codes are settings.
 *
 * - great holiday (OB4): Good Friday to Easter Monday (until Tuesday 06:00), Midsummer Eve and
 *   Midsummer Day (until Sunday 06:00), 24–26 December (until 27 December 06:00), 31 December
 *   and 1 January (until 2 January 06:00);
 * - weekend and holiday (OB3): Saturday and Sunday (Saturday 06:00 to Monday 06:00) and each
 *   public holiday (holidays.ts);
 * - otherwise an ordinary day, where only the clock windows (evening, night) apply.
 */
import { dayOf, isoWeekday, yearMonthOf } from './days';
import { easterSunday, midsummerEve, publicHolidays } from './holidays';

export type DayKind = 'greatHoliday' | 'weekend' | 'ordinary';

/** Minute of the day when the weekend, holiday and great-holiday days begin. */
export const DAY_KIND_STARTS_AT = 6 * 60;

/** The days that begin a great holiday's 06:00 → 06:00 spans, in a year. */
export function greatHolidayDays(year: number): number[] {
  const easter = easterSunday(year);
  const midsummer = midsummerEve(year);
  return [
    dayOf(year, 1, 1),
    easter - 2,
    easter - 1,
    easter,
    easter + 1,
    midsummer,
    midsummer + 1,
    dayOf(year, 12, 24),
    dayOf(year, 12, 25),
    dayOf(year, 12, 26),
    dayOf(year, 12, 31),
  ];
}

const cache = new Map<number, ReadonlyMap<number, DayKind>>();

/** The year's days that are not ordinary by the calendar alone (holidays and great holidays). */
function specialDays(year: number): ReadonlyMap<number, DayKind> {
  const known = cache.get(year);
  if (known) return known;
  const days = new Map<number, DayKind>();
  for (const holiday of publicHolidays(year)) days.set(holiday.day, 'weekend');
  for (const day of greatHolidayDays(year)) days.set(day, 'greatHoliday');
  cache.set(year, days);
  return days;
}

const kinds = new Map<number, DayKind>();

/** The kind of the 06:00 → 06:00 span that starts on `day` (a day number). */
export function dayKind(day: number): DayKind {
  let kind = kinds.get(day);
  if (kind === undefined) {
    kind = specialDays(yearMonthOf(day).year).get(day) ?? (isoWeekday(day) >= 6 ? 'weekend' : 'ordinary');
    kinds.set(day, kind);
  }
  return kind;
}
