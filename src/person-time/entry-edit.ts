/**
 * Inline edit of a time entry (SPEC.md §5 'Time-entry edit', §4 'Editing a total'): the draft,
 * its validation, and the changes and totals correction it leads to. Pure functions.
 */
import { sv } from '../i18n/sv';
import {
  adjustmentBetween,
  EARLIEST_HOUR,
  MAX_DESCRIPTION,
  MIN_DESCRIPTION,
  parseTime,
  workedTime,
  type Duration,
} from '../lib/time';
import type { TimeAdjustment, TimeEntry } from '../types/api';


export interface EntryDraft {
  start: string;
  end: string;
  breakHours: number;
  breakMinutes: number;
  des: string;
}

export interface EntryErrors {
  start?: string;
  end?: string;
  des?: string;
}

export function draftOf(entry: TimeEntry): EntryDraft {
  return {
    start: entry.start,
    end: entry.end,
    breakHours: entry.lunch.hours,
    breakMinutes: entry.lunch.minutes,
    des: entry.des,
  };
}

function checkClock(value: string, required: string, wrong: string): string | undefined {
  if (!value.trim()) return required;
  const minutes = parseTime(value);
  if (minutes === null || Math.floor(minutes / 60) < EARLIEST_HOUR) return wrong;
  return undefined;
}

/**
 * Start and end: required, real times, hours 00–04 rejected. End hour before start hour marks
 * both fields; the same hour with fewer or equal end minutes marks the end. Description: 3–400
 * characters.
 */
export function validateEntryDraft(draft: EntryDraft): EntryErrors {
  const errors: EntryErrors = {};
  const start = checkClock(draft.start, sv.time.startRequired, sv.time.startWrong);
  const end = checkClock(draft.end, sv.time.endRequired, sv.time.endWrong);
  if (start) errors.start = start;
  if (end) errors.end = end;
  if (!start && !end) {
    const from = parseTime(draft.start) ?? 0;
    const to = parseTime(draft.end) ?? 0;
    const fromHour = Math.floor(from / 60);
    const toHour = Math.floor(to / 60);
    if (toHour < fromHour) {
      errors.start = sv.time.endBeforeStart;
      errors.end = sv.time.endBeforeStart;
    } else if (toHour === fromHour && to < from) {
      errors.end = sv.time.minutesWrong;
    } else if (to === from) {
      errors.end = sv.time.minutesSame;
    }
  }
  const des = draft.des.trim();
  if (des.length < MIN_DESCRIPTION) errors.des = sv.time.writePlace;
  else if (des.length > MAX_DESCRIPTION) errors.des = sv.time.writePlace;
  return errors;
}

export function hasErrors(errors: EntryErrors): boolean {
  return Boolean(errors.start || errors.end || errors.des);
}

export interface EntryUpdate {
  /** The fields sent with PUT /api/time/{id}/. */
  changes: Pick<TimeEntry, 'start' | 'end' | 'lunch' | 'des' | 'total' | 'half'> & Partial<Pick<TimeEntry, 'rast'>>;
  worked: Duration;
  /** The totals correction, or null when the worked time did not change. */
  adjustment: TimeAdjustment | null;
}

/** What saving the draft sends: the entry's new fields and the signed change of its worked time. */
export function entryUpdate(entry: TimeEntry, draft: EntryDraft, monthNumber: number): EntryUpdate {
  const lunch = { hours: draft.breakHours, minutes: draft.breakMinutes };
  const worked = workedTime(draft.start, draft.end, lunch);
  const changes: EntryUpdate['changes'] = {
    start: draft.start,
    end: draft.end,
    lunch,
    des: draft.des.trim(),
    total: worked.hours,
    half: worked.minutes,
    ...(entry.rast ? { rast: { ...entry.rast, ...lunch } } : {}),
  };
  const change = adjustmentBetween({ hours: entry.total, minutes: entry.half }, worked);
  const adjustment = change.hours === 0 && change.minutes === 0 ? null : { ...change, MonthNumber: monthNumber };
  return { changes, worked, adjustment };
}
