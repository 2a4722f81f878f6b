/** A month's entries as Min sida's lines show them on a phone: newest first, by ISO week (entry-lines.tsx). */
import { dateParts, shortWeekdayOf } from '../../../lib/months';
import { sumDurations, type Duration } from '../../../lib/time';
import type { TimeEntry } from '../../../types/api';

/** 'fre 20/11' */
export function shortDay(date: string): string {
  const parts = dateParts(date);
  if (!parts) return date;
  return `${shortWeekdayOf(date)} ${parts.day}/${parts.month}`;
}

/** ISO 8601 week number of a 'YYYY-MM-DD' date (0 when it is not one). */
export function isoWeek(date: string): number {
  const parts = dateParts(date);
  if (!parts) return 0;
  const day = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  return Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
}

/** What the list draws, newest first: each week's heading, then its lines. */
export type Item =
  | { kind: 'week'; key: string; week: number; total: Duration; size: number }
  | { kind: 'line'; key: string; entry: TimeEntry; week: number; heading: number; place: number; size: number };

/** Newest first (the stored order reversed for entries of the same day). */
export function newestFirst(entries: readonly TimeEntry[]): TimeEntry[] {
  return [...entries].reverse().sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** The entries as headings and lines, grouped by week; a week's total counts its shown entries. */
export function itemsOf(shown: readonly TimeEntry[]): Item[] {
  const items: Item[] = [];
  let heading: Extract<Item, { kind: 'week' }> | null = null;
  let headingIndex = -1;
  let durations: Duration[] = [];
  const keys = new Set<string>();
  const close = () => {
    if (heading) heading.total = sumDurations(durations);
  };
  // A date's week once per run of that date (the lines come sorted): a month of 500 lines has
  // about 30 dates, and the week's Date arithmetic was most of Min sida's first render (issue 44).
  let weekDate: string | null = null;
  let week = 0;
  for (const entry of shown) {
    if (entry.date !== weekDate) {
      weekDate = entry.date;
      week = isoWeek(entry.date);
    }
    if (!heading || heading.week !== week) {
      close();
      let key: string = `w${week}`;
      while (keys.has(key)) key += '+';
      keys.add(key);
      heading = { kind: 'week', key, week, total: { hours: 0, minutes: 0 }, size: 0 };
      headingIndex = items.length;
      durations = [];
      items.push(heading);
    }
    heading.size += 1;
    durations.push({ hours: entry.total, minutes: entry.half });
    items.push({ kind: 'line', key: entry._id, entry, week, heading: headingIndex, place: heading.size, size: 0 });
  }
  close();
  for (const item of items) if (item.kind === 'line') item.size = (items[item.heading] as Extract<Item, { kind: 'week' }>).size;
  return items;
}
