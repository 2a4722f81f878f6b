/**
 * The month overview's numbers (issue 13 item 1), pure: per person and month the worked
 * minutes, the days worked, the number of entries, and what needs the admin's attention —
 * overlapping shifts on a day, days over 14 hours, stored totals that disagree with the entries
 * (person-time's PersonView.drift: the person's total against the months'), and the month's
 * supplements per kind (the wage rules' sums, computed by the caller once per person and month).
 * The overview screen only shows this.
 */
import { compareSwedish } from '../../lib/swedish-order';
import { parseTime } from '../../lib/time';
import type { Id, TimeEntry, User } from '../../types/api';
import { entryMinutes, LONG_DAY_MINUTES, type PersonMonth } from '../../person-time/person-month';
import { noWageMinutes, type WageMinutes } from '../../person-time/wages/month-wages';
import { WAGE_KINDS } from '../../person-time/wages/settings';
import type { SortDirection } from '../../types/sort';

type EntryLike = Pick<TimeEntry, 'date' | 'total' | 'half'> & Partial<Pick<TimeEntry, 'start' | 'end'>>;

function dayOf(entry: Pick<TimeEntry, 'date'>): string {
  return typeof entry.date === 'string' ? entry.date.slice(0, 10) : '';
}

/** The entries grouped by day ('YYYY-MM-DD'), days in date order. */
export function entriesByDay<E extends EntryLike>(entries: readonly E[]): Map<string, E[]> {
  const days = new Map<string, E[]>();
  for (const entry of entries) {
    const day = dayOf(entry);
    if (!day) continue;
    const list = days.get(day);
    if (list) list.push(entry);
    else days.set(day, [entry]);
  }
  return new Map([...days.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Days on which two shifts overlap: one starts before another of the same day has ended.
 * Shifts that only touch (one ends 12:00, the next starts 12:00) do not overlap. Entries
 * without a readable start and end are left out of the comparison.
 */
export function overlappingDays(entries: readonly EntryLike[]): string[] {
  const found: string[] = [];
  for (const [day, list] of entriesByDay(entries)) {
    if (list.length < 2) continue;
    const spans = list
      .map((e) => ({ start: parseTime(e.start ?? ''), end: parseTime(e.end ?? '') }))
      .filter((s): s is { start: number; end: number } => s.start !== null && s.end !== null && s.end > s.start)
      .sort((a, b) => a.start - b.start);
    let latestEnd = -1;
    for (const span of spans) {
      if (span.start < latestEnd) {
        found.push(day);
        break;
      }
      latestEnd = Math.max(latestEnd, span.end);
    }
  }
  return found;
}

/** Days whose worked time adds up to more than `limit` minutes (14 h). */
export function longDays(entries: readonly EntryLike[], limit: number = LONG_DAY_MINUTES): string[] {
  const found: string[] = [];
  for (const [day, list] of entriesByDay(entries)) {
    if (list.reduce((sum, e) => sum + entryMinutes(e), 0) > limit) found.push(day);
  }
  return found;
}

/** One person's line of the overview. */
export interface PersonMonthSummary {
  userId: Id;
  fullname: string;
  personnummer: string;
  /** Worked minutes as shown and exported: the person's month (person-month.ts). */
  minutes: number;
  /** The entries' minutes alone (moved ones too). */
  entryMinutes: number;
  /** Signed minutes of the month's corrections. */
  correctionMinutes: number;
  /** Entries filed under the month but dated in another (after a move): how many, their minutes, their months. */
  moved: number;
  movedMinutes: number;
  movedFrom: string[];
  /** Distinct days with at least one entry. */
  days: number;
  entries: number;
  overlaps: string[];
  longDays: string[];
  /** The stored month total disagrees with the entries. */
  drift: boolean;
  /** Whether the person needs the admin's attention. */
  attention: boolean;
  /** The month's supplement minutes per kind (person-time/wages monthWages sums). */
  wages: WageMinutes;
}

/** A person and (when they have one) their month of the chosen month and year. */
export interface PersonMonthInput {
  user: Pick<User, '_id' | 'fullname' | 'personnummer'>;
  /** The person's month, and whether the person's stored total disagrees with the months' (PersonView.drift). */
  month: { personMonth: PersonMonth; drift: boolean } | null;
  /** The month's supplements (monthWages sums); none when not given. */
  wages?: WageMinutes | null;
}

export function summarizePerson({ user, month, wages }: PersonMonthInput): PersonMonthSummary {
  const pm = month?.personMonth;
  const entries: EntryLike[] = pm ? [...pm.entries, ...pm.moved.map((m) => m.entry)] : [];
  const overlaps = overlappingDays(entries);
  const long = longDays(entries);
  const drift = month?.drift ?? false;
  const moved = pm?.moved ?? [];
  return {
    userId: user._id,
    fullname: user.fullname,
    personnummer: user.personnummer,
    minutes: pm?.minutes ?? 0,
    entryMinutes: pm ? pm.entryMinutes + pm.movedMinutes : 0,
    correctionMinutes: pm?.correctionMinutes ?? 0,
    moved: moved.length,
    movedMinutes: pm?.movedMinutes ?? 0,
    movedFrom: [...new Set(moved.map((m) => m.date.slice(0, 7) || '?'))].sort(),
    days: entriesByDay(entries).size,
    entries: entries.length,
    overlaps,
    longDays: long,
    drift,
    attention: overlaps.length > 0 || long.length > 0 || drift || moved.length > 0,
    wages: wages ?? noWageMinutes(),
  };
}

export interface MonthTotals {
  minutes: number;
  days: number;
  entries: number;
  people: number;
  attention: number;
  wages: WageMinutes;
}

export function monthTotals(rows: readonly PersonMonthSummary[]): MonthTotals {
  const wages = noWageMinutes();
  for (const r of rows) for (const kind of WAGE_KINDS) wages[kind] += r.wages[kind];
  return rows.reduce<MonthTotals>(
    (t, r) => ({
      ...t,
      minutes: t.minutes + r.minutes,
      days: t.days + r.days,
      entries: t.entries + r.entries,
      people: t.people + (r.entries > 0 ? 1 : 0),
      attention: t.attention + (r.attention ? 1 : 0),
    }),
    { minutes: 0, days: 0, entries: 0, people: 0, attention: 0, wages },
  );
}

export type SummarySortKey = 'name' | 'minutes' | 'days' | 'entries' | 'attention';

/** The rows sorted by a column; ties by name, so the order is stable and predictable. */
export function sortSummaries(rows: readonly PersonMonthSummary[], key: SummarySortKey, direction: SortDirection): PersonMonthSummary[] {
  const value = (r: PersonMonthSummary): number =>
    key === 'minutes' ? r.minutes : key === 'days' ? r.days : key === 'entries' ? r.entries : key === 'attention' ? (r.attention ? 1 : 0) : 0;
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const byKey = key === 'name' ? compareSwedish(a.fullname, b.fullname) : value(a) - value(b);
    return sign * byKey || compareSwedish(a.fullname, b.fullname);
  });
}
