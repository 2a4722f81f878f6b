/**
 * Additional time and overtime per ISO week (DECISIONS.md 36): the week's worked minutes beyond
 * the person's weekly hours are additional time (MER) up to 40 hours and overtime (ÖT1) beyond
 * 40, dated on the week's Sunday and belonging to the Sunday's month.
 *
 * - A week's worked time is the worked time (total and half) of the entries dated in it, each
 *   counted once, wherever it is filed (a moved entry counts in the week of its own date).
 *   Entries without a readable date, and the month's corrections (which have no date), count in
 *   no week.
 * - Weekly hours of more than 40 (up to 60) have no additional time: beyond them is overtime.
 */
import { entryMinutes, type PayrollEntry } from '../person-month';
import { dateOf, dayNumber, dayOf, isoWeekday, mondayOf } from './days';
import { DEFAULT_WEEKLY_HOURS, FULL_TIME_WEEKLY_HOURS, MAX_WEEKLY_HOURS } from './settings';

export interface WageWeek {
  /** 'YYYY-MM-DD' of the week's Monday (it may lie in the month before). */
  monday: string;
  /** 'YYYY-MM-DD' of the week's Sunday: where MER and ÖT are dated. */
  sunday: string;
  /** The week's worked minutes. */
  worked: number;
  /** MER minutes. */
  additional: number;
  /** ÖT minutes. */
  overtime: number;
}

/** Weekly hours as minutes; hours the rules refuse (not above 0 and at most 60) count as 40. */
export function weeklyMinutes(hours: number): number {
  const valid = Number.isFinite(hours) && hours > 0 && hours <= MAX_WEEKLY_HOURS;
  return Math.round((valid ? hours : DEFAULT_WEEKLY_HOURS) * 60);
}

/** A week's minutes beyond the weekly minutes: MER up to 40 hours, ÖT beyond. */
export function splitWeek(worked: number, weekly: number): { additional: number; overtime: number } {
  const beyond = Math.max(0, worked - weekly);
  const overtime = Math.max(0, worked - Math.max(weekly, FULL_TIME_WEEKLY_HOURS * 60));
  return { additional: beyond - overtime, overtime };
}

/** The Mondays (day numbers) of the ISO weeks whose Sunday lies in the month: the month's weeks. */
export function monthWeekMondays(year: number, month: number): number[] {
  const first = dayOf(year, month, 1);
  const last = dayOf(year, month + 1, 1) - 1;
  const firstSunday = first + ((7 - isoWeekday(first)) % 7);
  const mondays: number[] = [];
  for (let sunday = firstSunday; sunday <= last; sunday += 7) mondays.push(sunday - 6);
  return mondays;
}

/** The first and last date whose entries the month's weeks need ('YYYY-MM-DD'): from the Monday of its first week. */
export function weekDatesOfMonth(year: number, month: number): { from: string; to: string } {
  const mondays = monthWeekMondays(year, month);
  const first = mondays[0] ?? dayOf(year, month, 1);
  return { from: dateOf(first), to: dateOf((mondays[mondays.length - 1] ?? first) + 6) };
}

/** The month's weeks from all of a person's entries (any month); weekly hours as hours. */
export function monthWeeks(year: number, month: number, entries: Iterable<PayrollEntry>, weeklyHours: number): WageWeek[] {
  const mondays = monthWeekMondays(year, month);
  const worked = new Map<number, number>(mondays.map((monday) => [monday, 0]));
  for (const entry of entries) {
    const day = dayNumber(typeof entry.date === 'string' ? entry.date : '');
    if (day === null) continue;
    const monday = mondayOf(day);
    const sum = worked.get(monday);
    if (sum !== undefined) worked.set(monday, sum + entryMinutes(entry));
  }
  const weekly = weeklyMinutes(weeklyHours);
  return mondays.map((monday) => {
    const minutes = worked.get(monday) ?? 0;
    return { monday: dateOf(monday), sunday: dateOf(monday + 6), worked: minutes, ...splitWeek(minutes, weekly) };
  });
}
