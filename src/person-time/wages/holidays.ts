/**
 * Sweden's public holidays (allmänna helgdagar, lag 1989:253) for any year, computed here: no
 * library in the app (tests/person-time/wages/holidays.test.ts checks 1900–2100 against the
 * `date-holidays` package, a dev dependency only).
 *
 * - Today's law is used for every year, with one step of history that payroll years can meet:
 *   National Day (6 June) is a public holiday from 2005, when it replaced Whit Monday, which is
 *   one before 2005. (Midsummer and All Saints' moved to a Saturday in 1953; older years are not
 *   modelled.)
 * - The eves (påskafton, midsommarafton, julafton, nyårsafton) are not public holidays in the
 *   law, and not here: they are `eves()`. The wage rules (DECISIONS.md 36) pay them as great
 *   holidays (OB4) from 06:00 anyway, see day-kinds.ts.
 */
import { dateOf, dayOf, isoWeekday } from './days';

export type HolidayKey =
  | 'newYearsDay'
  | 'epiphany'
  | 'goodFriday'
  | 'easterSunday'
  | 'easterMonday'
  | 'mayDay'
  | 'ascensionDay'
  | 'pentecost'
  | 'whitMonday'
  | 'nationalDay'
  | 'midsummerDay'
  | 'allSaintsDay'
  | 'christmasDay'
  | 'boxingDay';

export type EveKey = 'easterEve' | 'midsummerEve' | 'christmasEve' | 'newYearsEve';

export interface Holiday<Key extends string = HolidayKey> {
  /** 'YYYY-MM-DD' */
  date: string;
  /** Day number (days.ts). */
  day: number;
  key: Key;
}

/** The year National Day became a public holiday and Whit Monday stopped being one. */
export const NATIONAL_DAY_SINCE = 2005;

/** Easter Sunday's day number: the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(year, month, day);
}

/** The first day from `first` on that is the ISO weekday `weekday`. */
function weekdayFrom(first: number, weekday: number): number {
  return first + ((weekday - isoWeekday(first) + 7) % 7);
}

/** Midsummer Eve: the Friday between 19 and 25 June. */
export function midsummerEve(year: number): number {
  return weekdayFrom(dayOf(year, 6, 19), 5);
}

const cache = new Map<number, readonly Holiday[]>();

function holiday<Key extends string>(key: Key, day: number): Holiday<Key> {
  return { key, day, date: dateOf(day) };
}

/** The public holidays of a year, in date order. */
export function publicHolidays(year: number): readonly Holiday[] {
  const known = cache.get(year);
  if (known) return known;
  const easter = easterSunday(year);
  const list: Holiday[] = [
    holiday('newYearsDay', dayOf(year, 1, 1)),
    holiday('epiphany', dayOf(year, 1, 6)),
    holiday('goodFriday', easter - 2),
    holiday('easterSunday', easter),
    holiday('easterMonday', easter + 1),
    holiday('mayDay', dayOf(year, 5, 1)),
    holiday('ascensionDay', easter + 39),
    holiday('pentecost', easter + 49),
    year >= NATIONAL_DAY_SINCE ? holiday('nationalDay', dayOf(year, 6, 6)) : holiday('whitMonday', easter + 50),
    holiday('midsummerDay', midsummerEve(year) + 1),
    // All Saints' Day: the Saturday between 31 October and 6 November.
    holiday('allSaintsDay', weekdayFrom(dayOf(year, 10, 31), 6)),
    holiday('christmasDay', dayOf(year, 12, 25)),
    holiday('boxingDay', dayOf(year, 12, 26)),
  ];
  list.sort((a, b) => a.day - b.day);
  cache.set(year, list);
  return list;
}

/** The eves that are not public holidays but close a great holiday's run-up, in date order. */
export function eves(year: number): readonly Holiday<EveKey>[] {
  return [
    holiday('easterEve', easterSunday(year) - 1),
    holiday('midsummerEve', midsummerEve(year)),
    holiday('christmasEve', dayOf(year, 12, 24)),
    holiday('newYearsEve', dayOf(year, 12, 31)),
  ];
}
