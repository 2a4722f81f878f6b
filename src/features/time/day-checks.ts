/**
 * Guardrails before a day is sent (issue 12): a shift overlapping an entry of the same day, a
 * break as long as the shift or longer, more than 14 hours in one day. Warnings, not errors:
 * the person may send anyway ('Skicka ändå'). Pure functions.
 */
import { parseTime, toMinutes, workedTime, type Duration } from '../../lib/time';
import { entryMinutes, LONG_DAY_MINUTES } from '../../person-time/person-month';
import type { TimeEntry } from '../../types/api';

export type DayWarning =
  | { kind: 'overlap'; with: Pick<TimeEntry, 'start' | 'end' | 'des'> }
  | { kind: 'longBreak' }
  | { kind: 'longDay'; minutes: number };

interface Shift {
  date: string;
  start: string;
  end: string;
}

export function dayWarnings(shift: Shift, rast: Duration & { name: string }, registered: readonly TimeEntry[]): DayWarning[] {
  const from = parseTime(shift.start);
  const to = parseTime(shift.end);
  if (from === null || to === null) return [];
  const warnings: DayWarning[] = [];
  const sameDay = registered.filter((e) => e.date === shift.date);
  for (const entry of sameDay) {
    const start = parseTime(entry.start);
    const end = parseTime(entry.end);
    if (start !== null && end !== null && from < end && start < to) warnings.push({ kind: 'overlap', with: entry });
  }
  if (rast.name && toMinutes(rast) >= to - from) warnings.push({ kind: 'longBreak' });
  const day = sameDay.reduce((sum, e) => sum + entryMinutes(e), 0) + toMinutes(workedTime(shift.start, shift.end, rast));
  if (day > LONG_DAY_MINUTES) warnings.push({ kind: 'longDay', minutes: day });
  return warnings;
}
