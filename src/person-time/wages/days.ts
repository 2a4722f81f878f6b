/**
 * Calendar days as whole numbers (days since 1970-01-01), so the wage rules add days, find
 * weekdays and ISO weeks with integer arithmetic and no time zone: a 'YYYY-MM-DD' is a day of
 * the Swedish calendar, never an instant.
 */
import { pad2 } from '../../lib/two-digits';

const MS_PER_DAY = 86_400_000;
export const MINUTES_PER_DAY = 1440;

const known = new Map<string, number | null>();

function readDay(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return Math.round(ms / MS_PER_DAY);
}

/** The day number of a real 'YYYY-MM-DD' date (the first ten characters), or null. Remembered: the overview asks for the same dates thousands of times. */
export function dayNumber(date: string): number | null {
  const key = date.slice(0, 10);
  let day = known.get(key);
  if (day === undefined) {
    day = readDay(key);
    known.set(key, day);
  }
  return day;
}

/** The day number of year, month (1–12) and day. */
export function dayOf(year: number, month: number, day: number): number {
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear does not.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return Math.round(date.getTime() / MS_PER_DAY);
}

/** 'YYYY-MM-DD' of a day number. */
export function dateOf(day: number): string {
  const date = new Date(day * MS_PER_DAY);
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

/** Year and month (1–12) of a day number. */
export function yearMonthOf(day: number): { year: number; month: number } {
  const date = new Date(day * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

/** ISO weekday: 1 Monday … 7 Sunday (1970-01-01 was a Thursday). */
export function isoWeekday(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** The Monday of the ISO week (Monday–Sunday) that holds the day. */
export function mondayOf(day: number): number {
  return day - isoWeekday(day) + 1;
}
