/**
 * The wage settings (DECISIONS.md 36; docs/decisions.md 'Wage rules (issue 41)'): company
 * settings that travel in the settings file.
 *
 * - The evening and night windows are clock windows an admin can edit: which weekdays, from
 *   when, to when (same day; '24:00' is the day's end).
 * - The weekend/holiday (OB3) and great-holiday (OB4) spans are fixed by the rules
 *   (day-kinds.ts); like additional time (MER) and overtime (ÖT1) only their codes are settings.
 * - Each person's weekly hours, by member id; 40 where none is set.
 * - `confirmed`: an admin has seen the windows and codes (shown before the first export with
 *   supplements). The preset is not confirmed.
 */
import { MINUTES_PER_DAY } from './days';

export type UnsocialKind = 'evening' | 'night' | 'weekend' | 'greatHoliday';
export type WeekKind = 'additional' | 'overtime';
export type WageKind = UnsocialKind | WeekKind;
export type ClockKind = 'evening' | 'night';

/** Every kind, in the order lines and columns use: evening, night, weekend, great holiday, MER, ÖT. */
export const WAGE_KINDS: readonly WageKind[] = ['evening', 'night', 'weekend', 'greatHoliday', 'additional', 'overtime'];
export const UNSOCIAL_KINDS: readonly UnsocialKind[] = ['evening', 'night', 'weekend', 'greatHoliday'];
export const CLOCK_KINDS: readonly ClockKind[] = ['evening', 'night'];

export interface ClockWindow {
  /** ISO weekdays, 1 Monday … 7 Sunday, ascending. */
  days: readonly number[];
  /** 'HH:MM', 00:00–23:59. */
  start: string;
  /** 'HH:MM', after start; '24:00' is midnight at the day's end. */
  end: string;
}

export interface WageSettings {
  /** The PAXml `<tidkod>` of each kind: OB1–OB5, MER or ÖT1–ÖT5, each used once. */
  codes: Readonly<Record<WageKind, string>>;
  evening: ClockWindow;
  night: ClockWindow;
  /** Hours a week per member id (e.g. 30 for a part-timer); 40 where none is set. */
  weeklyHours: Readonly<Record<string, number>>;
  confirmed: boolean;
}

export const DEFAULT_WEEKLY_HOURS = 40;
/** Additional time (MER) fills up to 40 hours; overtime (ÖT1) is beyond. */
export const FULL_TIME_WEEKLY_HOURS = 40;
export const MAX_WEEKLY_HOURS = 60;

const WEEKDAYS = [1, 2, 3, 4, 5] as const;

/** The cleaning industry's agreement (Serviceentreprenadavtalet) as DECISIONS.md 36 gives it. */
export const WAGE_PRESET: WageSettings = Object.freeze({
  codes: Object.freeze({ evening: 'OB1', night: 'OB2', weekend: 'OB3', greatHoliday: 'OB4', additional: 'MER', overtime: 'ÖT1' }),
  evening: Object.freeze({ days: WEEKDAYS, start: '18:00', end: '24:00' }),
  night: Object.freeze({ days: WEEKDAYS, start: '00:00', end: '06:00' }),
  weeklyHours: Object.freeze({}),
  confirmed: false,
});

/** 'HH:MM' → minutes after midnight, 0–1440 ('24:00' only as 1440); null when not such a time. */
export function parseClockTime(value: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** A window's minutes of the day [from, to); null when its times cannot be read or end is not after start. */
export function clockSpan(window: ClockWindow): { from: number; to: number } | null {
  const from = parseClockTime(window.start);
  const to = parseClockTime(window.end);
  if (from === null || to === null || to <= from || to > MINUTES_PER_DAY) return null;
  return { from, to };
}

/** 'Återställ förval': the preset's windows and codes, not yet confirmed; the people's weekly hours stay. */
export function resetWageWindows(settings: WageSettings): WageSettings {
  return { ...WAGE_PRESET, weeklyHours: settings.weeklyHours };
}

function sameWindow(a: ClockWindow, b: ClockWindow): boolean {
  return a.start === b.start && a.end === b.end && a.days.join() === b.days.join();
}

/** Whether the windows and codes are the preset's (weekly hours and `confirmed` aside). */
export function hasPresetWindows(settings: WageSettings): boolean {
  return (
    sameWindow(settings.evening, WAGE_PRESET.evening) &&
    sameWindow(settings.night, WAGE_PRESET.night) &&
    WAGE_KINDS.every((kind) => settings.codes[kind] === WAGE_PRESET.codes[kind])
  );
}

/** A person's weekly hours: their own where set, else 40. */
export function weeklyHoursOf(settings: WageSettings, memberId: string): number {
  return settings.weeklyHours[memberId] ?? DEFAULT_WEEKLY_HOURS;
}

/** The settings with a person's weekly hours set (40, the default, is not stored). */
export function withWeeklyHours(settings: WageSettings, memberId: string, hours: number): WageSettings {
  const { [memberId]: _old, ...others } = settings.weeklyHours;
  return { ...settings, weeklyHours: hours === DEFAULT_WEEKLY_HOURS ? others : { ...others, [memberId]: hours } };
}

// --- Reading stored or imported settings: anything missing or of the wrong type is the preset's ---

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value.trim() : fallback;
}

function readDays(value: unknown, fallback: readonly number[]): readonly number[] {
  if (!Array.isArray(value)) return fallback;
  const days = value.filter((d): d is number => Number.isInteger(d) && (d as number) >= 1 && (d as number) <= 7);
  return [...new Set(days)].sort((a, b) => a - b);
}

function readWindow(value: unknown, preset: ClockWindow): ClockWindow {
  const v = record(value);
  return { days: readDays(v.days, preset.days), start: textOr(v.start, preset.start), end: textOr(v.end, preset.end) };
}

/**
 * Settings as stored or read from a settings file. A missing or mistyped part is the preset's;
 * values of the right type are kept as they are (trimmed, weekdays 1–7 sorted), even when a rule
 * refuses them: validateWageSettings names those, and nothing is exported with them.
 */
export function readWageSettings(value: unknown): WageSettings {
  const v = record(value);
  const codes = record(v.codes);
  const weeklyHours: Record<string, number> = {};
  for (const [id, hours] of Object.entries(record(v.weeklyHours))) {
    if (typeof hours === 'number' && Number.isFinite(hours)) weeklyHours[id] = hours;
  }
  return {
    codes: Object.fromEntries(WAGE_KINDS.map((kind) => [kind, textOr(codes[kind], WAGE_PRESET.codes[kind])])) as Record<WageKind, string>,
    evening: readWindow(v.evening, WAGE_PRESET.evening),
    night: readWindow(v.night, WAGE_PRESET.night),
    weeklyHours,
    confirmed: v.confirmed === true,
  };
}
