/**
 * An entry's minutes in each unsocial-hours window (DECISIONS.md 36): each worked minute earns at
 * most one kind, the higher winning: great holiday (OB4) over weekend and holiday (OB3) over
 * night (OB2) over evening (OB1).
 *
 * - The shift runs from start to end on the entry's date; an end before the start continues
 *   into the next day. Start equal to end, or a start or end that cannot be read: no minutes.
 * - The break lies in the middle of the shift (centred on the midpoint of start and end, half a
 *   minute earlier when the centre falls between minutes), and only where the break rule
 *   deducts it (lib/time.ts breakApplies).
 * - The entry's worked time (total and half) is never changed. Where it is less than the shift
 *   less its break, only the shift's first worked minutes count; where it is more, the extra
 *   minutes have no time of day and earn none. So an entry's supplement minutes never exceed
 *   its worked minutes.
 */
import { breakApplies, parseTime, type Duration } from '../../lib/time';
import { entryMinutes, wholeNonNegative, type PayrollEntry } from '../person-month';
import { DAY_KIND_STARTS_AT, dayKind } from './day-kinds';
import { MINUTES_PER_DAY, dayNumber, isoWeekday } from './days';
import { UNSOCIAL_KINDS, clockSpan, type ClockWindow, type UnsocialKind, type WageSettings } from './settings';

export type UnsocialMinutes = Record<UnsocialKind, number>;

export function noUnsocialMinutes(): UnsocialMinutes {
  return { evening: 0, night: 0, weekend: 0, greatHoliday: 0 };
}

/** The entry's break as hours and minutes: its lunch, else its rast (as the files show it). */
export function entryBreak(entry: Pick<PayrollEntry, 'lunch' | 'rast'>): Duration {
  const source = entry.lunch ?? entry.rast;
  return { hours: wholeNonNegative(source?.hours), minutes: wholeNonNegative(source?.minutes) };
}

/** A worked stretch in minutes after 00:00 of the entry's date: [from, to). */
type Stretch = readonly [number, number];

/** The stretches of an entry that earn supplements, or null when its date or times cannot be read. */
export function workedStretches(entry: PayrollEntry): { day: number; stretches: Stretch[] } | null {
  const day = dayNumber(typeof entry.date === 'string' ? entry.date : '');
  const start = parseTime(typeof entry.start === 'string' ? entry.start : '');
  const end = parseTime(typeof entry.end === 'string' ? entry.end : '');
  if (day === null || start === null || end === null || start === end) return null;
  const stop = end > start ? end : end + MINUTES_PER_DAY;
  const gross = stop - start;
  const rest = entryBreak(entry);
  const length = breakApplies(rest, gross) ? Math.min(gross, rest.hours * 60 + rest.minutes) : 0;
  const breakFrom = start + Math.floor((gross - length) / 2);
  const pieces: Stretch[] = length > 0 ? [[start, breakFrom], [breakFrom + length, stop]] : [[start, stop]];
  // Only the first worked minutes count (never more than the entry's worked time).
  let left = entryMinutes(entry);
  const stretches: Stretch[] = [];
  for (const [from, to] of pieces) {
    const take = Math.min(left, to - from);
    if (take > 0) stretches.push([from, from + take]);
    left -= take;
  }
  return { day, stretches };
}

interface ClockSpan {
  kind: UnsocialKind;
  days: readonly number[];
  from: number;
  to: number;
}

/** The clock windows that can be read, the higher (night) first. */
function clockSpans(settings: WageSettings): ClockSpan[] {
  const spans: ClockSpan[] = [];
  const windows: [UnsocialKind, ClockWindow][] = [['night', settings.night], ['evening', settings.evening]];
  for (const [kind, window] of windows) {
    const span = clockSpan(window);
    if (span) spans.push({ kind, days: window.days, ...span });
  }
  return spans;
}

/** The kind of the minute `minute` after 00:00 of day `day` (it may lie on a later day); null: none. */
function kindAt(day: number, minute: number, spans: readonly ClockSpan[]): UnsocialKind | null {
  const calendarDay = day + Math.floor(minute / MINUTES_PER_DAY);
  const ofDay = minute % MINUTES_PER_DAY;
  const kind = dayKind(ofDay >= DAY_KIND_STARTS_AT ? calendarDay : calendarDay - 1);
  if (kind !== 'ordinary') return kind;
  const weekday = isoWeekday(calendarDay);
  const span = spans.find((s) => s.days.includes(weekday) && ofDay >= s.from && ofDay < s.to);
  return span ? span.kind : null;
}

/** Where the kind of a minute can change inside [from, to): midnights, 06:00 and the windows' edges. */
function boundaries(from: number, to: number, spans: readonly ClockSpan[]): number[] {
  const marks = new Set<number>([from, to]);
  const inDay = [0, DAY_KIND_STARTS_AT, ...spans.flatMap((s) => [s.from, s.to])];
  for (let base = Math.floor(from / MINUTES_PER_DAY) * MINUTES_PER_DAY; base < to; base += MINUTES_PER_DAY) {
    for (const mark of inDay) if (base + mark > from && base + mark < to) marks.add(base + mark);
  }
  return [...marks].sort((a, b) => a - b);
}

/** An entry's minutes per unsocial kind (all 0 when its date, start or end cannot be read). */
export function entryUnsocial(entry: PayrollEntry, settings: WageSettings): UnsocialMinutes {
  const minutes = noUnsocialMinutes();
  const shift = workedStretches(entry);
  if (!shift) return minutes;
  const spans = clockSpans(settings);
  for (const [from, to] of shift.stretches) {
    const marks = boundaries(from, to, spans);
    for (let i = 0; i + 1 < marks.length; i += 1) {
      const [a, b] = [marks[i] ?? 0, marks[i + 1] ?? 0];
      const kind = kindAt(shift.day, a, spans);
      if (kind) minutes[kind] += b - a;
    }
  }
  return minutes;
}

/** Adds `more` into `sum` (mutating `sum`, returning it). */
export function addUnsocial(sum: UnsocialMinutes, more: UnsocialMinutes): UnsocialMinutes {
  for (const kind of UNSOCIAL_KINDS) sum[kind] += more[kind];
  return sum;
}
