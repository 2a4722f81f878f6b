/**
 * Time math (SPEC.md §5, §9): worked time from start, end and break. 60 minutes per hour;
 * never negative. The break is subtracted when its hours are above 0, or when its minutes are
 * above 0 and the worked time is above 2 hours.
 */
import { pad2 } from './two-digits';

export interface Duration {
  hours: number;
  minutes: number;
}

export const MINUTES_PER_HOUR = 60;
/** Hours 00–04 are rejected as start or end (SPEC.md §9: earliest allowed work hour 05). */
export const EARLIEST_HOUR = 5;

/** 'HH:MM' → minutes after midnight, or null when not a time. */
export function parseTime(value: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * MINUTES_PER_HOUR + minutes;
}

export function toDuration(totalMinutes: number): Duration {
  const safe = Math.max(0, Math.round(totalMinutes));
  return { hours: Math.floor(safe / MINUTES_PER_HOUR), minutes: safe % MINUTES_PER_HOUR };
}

export function toMinutes(duration: Duration): number {
  return duration.hours * MINUTES_PER_HOUR + duration.minutes;
}

/** Whether the break counts (SPEC.md §5). `grossMinutes` is end − start. */
export function breakApplies(rast: Duration, grossMinutes: number): boolean {
  return rast.hours > 0 || (rast.minutes > 0 && grossMinutes > 2 * MINUTES_PER_HOUR);
}

/** Worked time between start and end ('HH:MM') less the break where it applies; never negative. */
export function workedTime(start: string, end: string, rast: Duration = { hours: 0, minutes: 0 }): Duration {
  const from = parseTime(start);
  const to = parseTime(end);
  if (from === null || to === null || to <= from) return { hours: 0, minutes: 0 };
  const gross = to - from;
  const net = breakApplies(rast, gross) ? gross - toMinutes(rast) : gross;
  return toDuration(net);
}

/** Adds durations, carrying minutes into hours. */
export function sumDurations(durations: readonly Duration[]): Duration {
  return toDuration(durations.reduce((sum, d) => sum + toMinutes(d), 0));
}

/**
 * The signed correction between two durations (SPEC.md §4 'Editing a total'):
 * what to add to or take from the totals, as hours and minutes each with its sign.
 */
export function adjustmentBetween(
  before: Duration,
  after: Duration,
): { hours: number; minutes: number; howhour: '+' | '-'; howminutes: '+' | '-' } {
  const diff = toMinutes(after) - toMinutes(before);
  const sign = diff < 0 ? '-' : '+';
  const { hours, minutes } = toDuration(Math.abs(diff));
  return { hours, minutes, howhour: sign, howminutes: sign };
}

// --- The time form's rules (SPEC.md §5, §9) ---

/** Keys of sv.time: the message each rule gives. */
export type StartError = 'startRequired' | 'startWrong';
export type EndError = 'endRequired' | 'endWrong' | 'endBeforeStart' | 'minutesWrong' | 'minutesSame';
export type DescriptionError = 'writePlace' | 'descriptionTooLong';

export const MIN_DESCRIPTION = 3;
export const MAX_DESCRIPTION = 400;
/** Break choices (SPEC.md §9): hours 0–10, minutes 0–60. */
export const BREAK_HOURS: readonly number[] = Array.from({ length: 11 }, (_, i) => i);
export const BREAK_MINUTES: readonly number[] = Array.from({ length: 61 }, (_, i) => i);

/** '00:00' or an hour 00–04 is not a working time. */
function outsideWorkingHours(minutes: number): boolean {
  return minutes === 0 || Math.floor(minutes / MINUTES_PER_HOUR) < EARLIEST_HOUR;
}

/** Start: empty → 'välj en starttid'; not a time, '00:00' or hour 00–04 → 'Fel i starttid'. */
export function validateStart(start: string): StartError | null {
  if (!start.trim()) return 'startRequired';
  const minutes = parseTime(start);
  if (minutes === null || outsideWorkingHours(minutes)) return 'startWrong';
  return null;
}

/**
 * End: empty → 'välj en sluttid'; not a time, '00:00' or hour 00–04 → 'Fel i sluttid';
 * end hour before start hour → 'fel med tid'; same hour, fewer minutes → 'fel minuter';
 * same hour and minutes → 'minuterna är liknande'. Compared only with a readable start.
 */
export function validateEnd(start: string, end: string): EndError | null {
  if (!end.trim()) return 'endRequired';
  const to = parseTime(end);
  if (to === null || outsideWorkingHours(to)) return 'endWrong';
  const from = parseTime(start);
  if (from === null) return null;
  const [startHour, startMinute] = [Math.floor(from / MINUTES_PER_HOUR), from % MINUTES_PER_HOUR];
  const [endHour, endMinute] = [Math.floor(to / MINUTES_PER_HOUR), to % MINUTES_PER_HOUR];
  if (endHour < startHour) return 'endBeforeStart';
  if (endHour === startHour && endMinute < startMinute) return 'minutesWrong';
  if (endHour === startHour && endMinute === startMinute) return 'minutesSame';
  return null;
}

/** Description (the workplace): at least 3 characters after trimming, at most 400. */
export function validateDescription(des: string): DescriptionError | null {
  if (des.trim().length < MIN_DESCRIPTION) return 'writePlace';
  if (des.length > MAX_DESCRIPTION) return 'descriptionTooLong';
  return null;
}

export interface TimeFormErrors {
  start: StartError | null;
  end: EndError | null;
  des: DescriptionError | null;
}

/** Every rule of the time form at once (errors show on submit only). */
export function validateTimeForm(form: { start: string; end: string; des: string }): TimeFormErrors {
  return {
    start: validateStart(form.start),
    end: validateEnd(form.start, form.end),
    des: validateDescription(form.des),
  };
}

export function hasErrors(errors: TimeFormErrors): boolean {
  return errors.start !== null || errors.end !== null || errors.des !== null;
}

export { pad2 };

/** Worked time as 'hours:minutes', minutes with two digits ('12:05'). */
export function hoursMinutes(duration: Duration): string {
  return `${duration.hours}:${pad2(duration.minutes)}`;
}

/** The device's calendar date as 'YYYY-MM-DD' (local time, not UTC). */
export function localIsoDate(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}
