/**
 * A minute-by-minute reference of the wage rules (DECISIONS.md 36), written apart from the app's
 * interval arithmetic: every worked minute is looked at on its own, with JavaScript dates and the
 * `date-holidays` package for the calendar (years from 2005: National Day is a holiday).
 */
import Holidays from 'date-holidays';
import type { PayrollEntry } from '../../../src/person-time/person-month';
import type { UnsocialKind, WageSettings } from '../../../src/person-time/wages/settings';

const library = new Holidays('SE');
const DAY_MS = 86_400_000;
const years = new Map<number, { holidays: Set<string>; great: Set<string> }>();

function iso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function calendar(year: number) {
  const known = years.get(year);
  if (known) return known;
  const all = library.getHolidays(year);
  const dateOf = (name: string) => Date.parse(`${all.find((h) => h.name === name)?.date.slice(0, 10) ?? ''}T00:00:00Z`);
  const goodFriday = dateOf('långfredagen');
  const midsummerEve = dateOf('midsommarafton');
  const great = new Set([
    ...[0, 1, 2, 3].map((i) => iso(goodFriday + i * DAY_MS)),
    iso(midsummerEve),
    iso(midsummerEve + DAY_MS),
    ...['01-01', '12-24', '12-25', '12-26', '12-31'].map((md) => `${year}-${md}`),
  ]);
  const entry = { holidays: new Set(all.filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10))), great };
  years.set(year, entry);
  return entry;
}

function clock(value: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2])];
  return h <= 24 && min <= 59 && !(h === 24 && min > 0) ? h * 60 + min : null;
}

/** Every window the minute lies in (no precedence): the reference's own reading of the rules. */
export function windowsOfMinute(ms: number, settings: WageSettings): Set<UnsocialKind> {
  const inDay = Math.round((ms % DAY_MS) / 60_000);
  const calendarDay = ms - inDay * 60_000;
  // Weekend, holidays and great holidays run 06:00 to 06:00: before 06:00 is the day before's.
  const spanDay = inDay < 360 ? calendarDay - DAY_MS : calendarDay;
  const spanDate = iso(spanDay);
  const { holidays, great } = calendar(new Date(spanDay).getUTCFullYear());
  const kinds = new Set<UnsocialKind>();
  if (great.has(spanDate)) kinds.add('greatHoliday');
  const spanWeekday = new Date(spanDay).getUTCDay();
  if (spanWeekday === 6 || spanWeekday === 0 || holidays.has(spanDate)) kinds.add('weekend');
  const isoWeekday = new Date(calendarDay).getUTCDay() || 7;
  for (const kind of ['evening', 'night'] as const) {
    const w = settings[kind];
    const [from, to] = [clock(w.start), clock(w.end)];
    if (from !== null && to !== null && w.days.includes(isoWeekday) && inDay >= from && inDay < to) kinds.add(kind);
  }
  return kinds;
}

const ORDER: UnsocialKind[] = ['greatHoliday', 'weekend', 'night', 'evening'];

export interface ReferenceEntry {
  /** Minutes per kind, the higher window winning. */
  minutes: Record<UnsocialKind, number>;
  /** Worked minutes that lie in at least one window. */
  inAnyWindow: number;
}

/** The reference's supplements of one entry, minute by minute. */
export function referenceEntry(entry: PayrollEntry, settings: WageSettings): ReferenceEntry {
  const minutes = { evening: 0, night: 0, weekend: 0, greatHoliday: 0 };
  const result = { minutes, inAnyWindow: 0 };
  const day = Date.parse(`${entry.date}T00:00:00Z`);
  const [start, end] = [clock(entry.start ?? ''), clock(entry.end ?? '')];
  if (Number.isNaN(day) || start === null || end === null || start >= 1440 || end >= 1440 || start === end) return result;
  const stop = end > start ? end : end + 1440;
  const gross = stop - start;
  const lunch = entry.lunch ?? { hours: 0, minutes: 0 };
  const length = lunch.hours * 60 + lunch.minutes;
  // The break rule (SPEC.md §5): any hours, or minutes on a day longer than 2 hours.
  const deducted = lunch.hours > 0 || (lunch.minutes > 0 && gross > 120);
  const breakFrom = start + Math.floor((gross - Math.min(length, gross)) / 2);
  let worked = entry.total * 60 + entry.half;
  for (let t = start; t < stop && worked > 0; t += 1) {
    if (deducted && t >= breakFrom && t < breakFrom + length) continue;
    worked -= 1;
    const kinds = windowsOfMinute(day + t * 60_000, settings);
    const kind = ORDER.find((k) => kinds.has(k));
    if (kind) {
      minutes[kind] += 1;
      result.inAnyWindow += 1;
    }
  }
  return result;
}
