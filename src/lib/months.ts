/**
 * Month labels and entry dates (DECISIONS.md 8): a month heading reads `MM/YYYY` with the real
 * year of the month — the record's `year` when the provider sends it, else the year of its
 * entries' dates, else the current year. Weekdays are Swedish, Sunday first (data/weekdays.ts).
 */
import { weekdays } from '../data/weekdays';
import { sv } from '../i18n/sv-calendar';
import type { Month, TimeEntry } from '../types/api';
import { monthYearLabel } from './month-label';
import { pad2 } from './time';

type MonthLike = Pick<Month, 'MonthNumber'> & { year?: number | undefined; months?: readonly Pick<TimeEntry, 'date'>[] };

/** Year and month (1–12) of a 'YYYY-MM-DD' date, or null when it is not one. */
export function dateParts(date: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { year, month, day };
}

/** The month's year: its own, else the most common year among its entries, else `now`'s. */
export function monthYear(month: MonthLike, now: Date = new Date()): number {
  return knownYear(month) ?? now.getFullYear();
}

/** The month's year when something says it (its own, or its entries' dates); null otherwise. */
export function knownYear(month: MonthLike): number | null {
  if (typeof month.year === 'number' && Number.isInteger(month.year) && month.year > 0) return month.year;
  const counts = new Map<number, number>();
  for (const entry of month.months ?? []) {
    const parts = dateParts(entry.date);
    if (parts) counts.set(parts.year, (counts.get(parts.year) ?? 0) + 1);
  }
  let best: number | null = null;
  let bestCount = 0;
  for (const [year, count] of counts) {
    if (count > bestCount || (count === bestCount && best !== null && year > best)) {
      best = year;
      bestCount = count;
    }
  }
  return best;
}

/**
 * 'MM/YYYY', e.g. '05/2025'. Years are never guessed (DECISIONS.md 21): a month with no year and
 * no dated entries reads 'MM', unless the caller knows it is a month of `calendarOf`'s year.
 */
export function monthLabel(month: MonthLike, calendarOf?: Date): string {
  const year = knownYear(month) ?? calendarOf?.getFullYear();
  return year === undefined ? pad2(month.MonthNumber) : monthYearLabel(month.MonthNumber, year);
}

/** Whether the record is the calendar month of `now`. */
export function isCurrentMonth(month: MonthLike, now: Date = new Date()): boolean {
  return month.MonthNumber === now.getMonth() + 1 && monthYear(month, now) === now.getFullYear();
}

/** Newest first: by year, then month number. */
export function sortMonthsNewestFirst<T extends MonthLike>(months: readonly T[], now: Date = new Date()): T[] {
  return [...months].sort(
    (a, b) => monthYear(b, now) - monthYear(a, now) || b.MonthNumber - a.MonthNumber,
  );
}

/** The Swedish weekday of a 'YYYY-MM-DD' date ('måndag'), or '' when it is not a date. */
export function weekdayOf(date: string): string {
  const parts = dateParts(date);
  if (!parts) return '';
  const day = new Date(parts.year, parts.month - 1, parts.day).getDay();
  return weekdays[day] ?? '';
}

/** 'mån' — the short weekday name, in the applied language. */
export function shortWeekdayOf(date: string): string {
  const parts = dateParts(date);
  if (!parts) return '';
  return sv.weekdayShortNames[new Date(parts.year, parts.month - 1, parts.day).getDay()] ?? '';
}

/** 'måndag 2025-05-05' — the table's weekday-and-date cell. */
export function weekdayAndDate(date: string): string {
  const weekday = weekdayOf(date);
  return weekday ? `${weekday} ${date}` : date;
}

/** Hours and minutes as the product shows them in cells: '7 h 45 min', in the applied language. */
export function formatHoursMinutes(hours: number, minutes: number): string {
  return sv.shortDuration(hours, minutes);
}

function dateOf(date: string): Date | null {
  const parts = dateParts(date);
  return parts ? new Date(parts.year, parts.month - 1, parts.day) : null;
}

/** 'söndag 22 november' — the day a person works, in words. */
export function dayLabel(date: string): string {
  const d = dateOf(date);
  return d ? `${weekdayOf(date)} ${d.getDate()} ${sv.monthNames[d.getMonth()]}` : date;
}

/** 'fredag 20/11' — short, for buttons. */
export function shortDayLabel(date: string): string {
  const d = dateOf(date);
  return d ? `${weekdayOf(date)} ${d.getDate()}/${d.getMonth() + 1}` : date;
}
