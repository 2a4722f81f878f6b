/**
 * A person's wages for a month beside their worked time (DECISIONS.md 36; ARCHITECTURE.md 'Wage
 * rules are data plus one pure function'): the one computation the person's month, the month
 * overview, the printed statement, the PAXml, the CSV and Min sida all call.
 *
 * Input: all the person's month records (any months: the week that starts in the month before
 * needs that month's entries), the year and month, the settings and the weekly hours. Output,
 * only what belongs to the month:
 * - `days`: the supplement minutes of the entries filed under the month and dated in it, on
 *   their own dates;
 * - `moved`: those of entries filed under the month but dated in another (person-month.ts
 *   'moved'), computed on their own dates and clock, and dated like their worked time on the
 *   month's last day: supplements are paid with the time they belong to. Entries dated in the
 *   month but filed under another month are paid there, not here;
 * - `weeks`: the ISO weeks whose Sunday is in the month, with MER and ÖT (overtime.ts);
 * - `sums`: the month's minutes per kind.
 * Corrections have no time of day: they earn no supplement and count in no week.
 */
import { lastDayOf, type PayrollEntry } from '../person-month';
import { dayNumber, dayOf } from './days';
import { monthWeeks, type WageWeek } from './overtime';
import { UNSOCIAL_KINDS, WAGE_KINDS, type WageKind, type WageSettings } from './settings';
import { addUnsocial, entryUnsocial, noUnsocialMinutes, type UnsocialMinutes } from './unsocial';

/** A month record of the person: its year, month (1–12) and the entries filed under it. */
export interface WageRecord {
  year: number;
  month: number;
  entries: readonly PayrollEntry[];
}

export interface MonthWagesInput {
  year: number;
  /** 1–12 */
  month: number;
  /** All the person's month records; each entry once. */
  records: readonly WageRecord[];
  settings: WageSettings;
  /** The person's weekly hours (weeklyHoursOf). */
  weeklyHours: number;
}

export type WageMinutes = Record<WageKind, number>;

export interface WageDay {
  /** 'YYYY-MM-DD', in the month. */
  date: string;
  minutes: UnsocialMinutes;
}

export interface MonthWages {
  year: number;
  month: number;
  /** 'YYYY-MM-DD': where moved time's supplements are dated. */
  lastDay: string;
  /** Dates with supplement minutes, ascending. */
  days: WageDay[];
  /** Supplements of time moved in from another month, and the own dates of those entries. */
  moved: { minutes: UnsocialMinutes; from: string[] };
  weeks: WageWeek[];
  sums: WageMinutes;
}

function hasMinutes(m: UnsocialMinutes): boolean {
  return m.evening + m.night + m.weekend + m.greatHoliday > 0;
}

export function monthWages({ year, month, records, settings, weeklyHours }: MonthWagesInput): MonthWages {
  const byDate = new Map<string, UnsocialMinutes>();
  const moved = noUnsocialMinutes();
  const movedFrom = new Set<string>();
  const [first, next] = [dayOf(year, month, 1), dayOf(year, month + 1, 1)];
  for (const record of records) {
    if (record.year !== year || record.month !== month) continue;
    for (const entry of record.entries) {
      const day = dayNumber(typeof entry.date === 'string' ? entry.date : '');
      if (day === null) continue;
      const minutes = entryUnsocial(entry, settings);
      if (!hasMinutes(minutes)) continue;
      const date = entry.date.slice(0, 10);
      if (day >= first && day < next) {
        byDate.set(date, addUnsocial(byDate.get(date) ?? noUnsocialMinutes(), minutes));
      } else {
        addUnsocial(moved, minutes);
        movedFrom.add(date);
      }
    }
  }
  const days = [...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, minutes]) => ({ date, minutes }));
  const weeks = monthWeeks(year, month, records.flatMap((r) => r.entries), weeklyHours);
  const sums: WageMinutes = { ...noWageMinutes(), ...addUnsocial(days.reduce((sum, d) => addUnsocial(sum, d.minutes), noUnsocialMinutes()), moved) };
  for (const week of weeks) {
    sums.additional += week.additional;
    sums.overtime += week.overtime;
  }
  return { year, month, lastDay: lastDayOf(year, month), days, moved: { minutes: moved, from: [...movedFrom].sort() }, weeks, sums };
}

/** A line of a payroll file: a code, a date in the month and its minutes. */
export interface WageLine {
  kind: WageKind;
  /** The PAXml `<tidkod>` (settings.codes). */
  code: string;
  /** 'YYYY-MM-DD', within the month. */
  date: string;
  /** Above 0. */
  minutes: number;
  /** A day's own time, time moved in from another month (on the last day), or a week (on its Sunday). */
  source: 'day' | 'moved' | 'week';
  /** For moved time: the entries' own dates. */
  from: string[];
}

const SOURCE_ORDER: Record<WageLine['source'], number> = { day: 0, moved: 1, week: 2 };

/** The month's supplements by kind, without codes, in the lines' order. */
function kindLines(wages: MonthWages): Omit<WageLine, 'code'>[] {
  const lines: Omit<WageLine, 'code'>[] = [];
  const add = (kind: WageKind, date: string, minutes: number, source: WageLine['source'], from: string[] = []) => {
    if (minutes > 0) lines.push({ kind, date, minutes, source, from });
  };
  for (const day of wages.days) for (const kind of UNSOCIAL_KINDS) add(kind, day.date, day.minutes[kind], 'day');
  for (const kind of UNSOCIAL_KINDS) add(kind, wages.lastDay, wages.moved.minutes[kind], 'moved', wages.moved.from);
  for (const week of wages.weeks) {
    add('additional', week.sunday, week.additional, 'week');
    add('overtime', week.sunday, week.overtime, 'week');
  }
  const rank = (kind: WageKind) => WAGE_KINDS.indexOf(kind);
  return lines.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) || SOURCE_ORDER[a.source] - SOURCE_ORDER[b.source] || rank(a.kind) - rank(b.kind));
}

/** The month's supplements as PAXml-ready lines in a stable order: by date, then day, moved, week, then kind (WAGE_KINDS). */
export function wageLines(wages: MonthWages, settings: WageSettings): WageLine[] {
  return kindLines(wages).map((line) => ({ ...line, code: settings.codes[line.kind] }));
}

export function noWageMinutes(): WageMinutes {
  return { evening: 0, night: 0, weekend: 0, greatHoliday: 0, additional: 0, overtime: 0 };
}

/** Every kind's minutes per date in the month (days, moved time on the last day, weeks on their Sundays): for a column per kind. */
export function wageMinutesByDate(wages: MonthWages): Map<string, WageMinutes> {
  const byDate = new Map<string, WageMinutes>();
  for (const line of kindLines(wages)) {
    const minutes = byDate.get(line.date) ?? noWageMinutes();
    minutes[line.kind] += line.minutes;
    byDate.set(line.date, minutes);
  }
  return byDate;
}
