/**
 * The wage settings' rules (issue 41 item 7), each refused where it is typed with a Swedish
 * message (sv-admin.ts `wageRules`), and nothing exported while one fails. Admin screens only:
 * the computation (month-wages.ts) does not import this, so Min sida never loads the admin texts.
 */
import { PAXML_TIME_CODES } from '../../data/paxml-time-codes';
import { sv } from '../../i18n/sv-admin';
import { CLOCK_KINDS, MAX_WEEKLY_HOURS, WAGE_KINDS, parseClockTime, type ClockKind, type WageKind, type WageSettings } from './settings';

export type WageSettingsField = `codes.${WageKind}` | `${ClockKind}.start` | `${ClockKind}.end` | `${ClockKind}.days`;
export type WageSettingsErrors = Partial<Record<WageSettingsField, string>>;

/** Codes of worked time, never a supplement's. */
const WORKED_TIME_CODES = ['ARB', 'TID'];

/**
 * Every field that breaks a rule, with its message: a time outside 00:00–24:00, an end not after
 * its start, a window without weekdays, a code outside the schema's list, a code of worked time
 * (ARB, TID or `workedCode`, the export's code for worked hours), two kinds with one code.
 */
export function validateWageSettings(settings: WageSettings, workedCode = 'ARB'): WageSettingsErrors {
  const errors: WageSettingsErrors = {};
  const t = sv.wageRules;
  for (const kind of CLOCK_KINDS) {
    const window = settings[kind];
    const start = parseClockTime(window.start);
    const end = parseClockTime(window.end);
    if (start === null) errors[`${kind}.start`] = t.timeWrong;
    if (end === null) errors[`${kind}.end`] = t.timeWrong;
    else if (start !== null && end <= start) errors[`${kind}.end`] = t.endNotAfterStart;
    if (window.days.length === 0) errors[`${kind}.days`] = t.noDays;
  }
  const reserved = new Set([...WORKED_TIME_CODES, workedCode.trim()]);
  for (const kind of WAGE_KINDS) {
    const code = settings.codes[kind].trim();
    const field = `codes.${kind}` as const;
    if (!(PAXML_TIME_CODES as readonly string[]).includes(code)) errors[field] = t.codeNotInList(code);
    else if (reserved.has(code)) errors[field] = t.codeIsWorkedTime(code);
    else if (WAGE_KINDS.some((other) => other !== kind && settings.codes[other].trim() === code)) errors[field] = t.codeTwice(code);
  }
  return errors;
}

export function hasWageSettingsErrors(errors: WageSettingsErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** Weekly hours: above 0 and at most 60, else the message. */
export function validateWeeklyHours(hours: number): string | null {
  return Number.isFinite(hours) && hours > 0 && hours <= MAX_WEEKLY_HOURS ? null : sv.wageRules.weeklyHoursRange;
}

/** Weekly hours as typed ('40', '37,5', '37.5'): the hours, or the message. */
export function parseWeeklyHours(text: string): { hours: number; error: null } | { hours: null; error: string } {
  const value = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(value)) return { hours: null, error: sv.wageRules.weeklyHoursWrong };
  const hours = Number(value);
  const error = validateWeeklyHours(hours);
  return error ? { hours: null, error } : { hours, error: null };
}

/** The member ids whose stored weekly hours the rules refuse (e.g. from an edited settings file). */
export function refusedWeeklyHours(settings: WageSettings): string[] {
  return Object.entries(settings.weeklyHours)
    .filter(([, hours]) => validateWeeklyHours(hours) !== null)
    .map(([id]) => id)
    .sort();
}
