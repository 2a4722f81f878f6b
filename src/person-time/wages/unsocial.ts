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
import { clockSpan, type ClockWindow, type UnsocialKind, type WageSettings } from './settings';

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

interface Prepared {
  /** The clock windows that can be read, the higher (night) first. */
  spans: ClockSpan[];
  /** Minutes of the day where a minute's kind can change, ascending, ending with 1440. */
  marks: number[];
}

// Settings are read once per object, not once per entry (the overview computes thousands).
const preparedSettings = new WeakMap<WageSettings, Prepared>();

function prepare(settings: WageSettings): Prepared {
  const known = preparedSettings.get(settings);
  if (known) return known;
  const spans: ClockSpan[] = [];
  const windows: [UnsocialKind, ClockWindow][] = [['night', settings.night], ['evening', settings.evening]];
  for (const [kind, window] of windows) {
    const span = clockSpan(window);
    if (span) spans.push({ kind, days: window.days, ...span });
  }
  const marks = [...new Set([DAY_KIND_STARTS_AT, MINUTES_PER_DAY, ...spans.flatMap((s) => [s.from, s.to])])]
    .filter((m) => m > 0)
    .sort((x, y) => x - y);
  const prepared = { spans, marks };
  preparedSettings.set(settings, prepared);
  return prepared;
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

/** An entry's minutes per unsocial kind (all 0 when its date, start or end cannot be read). */
export function entryUnsocial(entry: PayrollEntry, settings: WageSettings): UnsocialMinutes {
  const minutes = noUnsocialMinutes();
  const shift = workedStretches(entry);
  if (!shift) return minutes;
  const { spans, marks } = prepare(settings);
  for (const [from, to] of shift.stretches) {
    // Pieces between midnights, 06:00 and the windows' edges have one kind each.
    for (let t = from; t < to; ) {
      const ofDay = t % MINUTES_PER_DAY;
      const next = Math.min(to, t - ofDay + (marks.find((m) => m > ofDay) ?? MINUTES_PER_DAY));
      const kind = kindAt(shift.day, t, spans);
      if (kind) minutes[kind] += next - t;
      t = next;
    }
  }
  return minutes;
}

/** Adds `more` into `sum` (mutating `sum`, returning it). */
export function addUnsocial(sum: UnsocialMinutes, more: UnsocialMinutes): UnsocialMinutes {
  // Written out: a loop over the kinds was a sixth of the overview's wage time.
  sum.evening += more.evening;
  sum.night += more.night;
  sum.weekend += more.weekend;
  sum.greatHoliday += more.greatHoliday;
  return sum;
}
