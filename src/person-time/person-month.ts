/**
 * A person's month (DECISIONS.md 26 and 27): the one computation of a person's worked time for
 * a month that the overview, the printed statement, the PAXml and the CSV all use.
 *
 * - The month is the month record the time is filed under (what the screens show).
 * - Entries dated in the month are the month's own time.
 * - Entries filed under the month but dated in another one (after 'Flytta tid') count in the
 *   month they are filed under, as the screen counts them; in the files they are dated on the
 *   month's last day and marked as moved, since a month's files carry only its own dates.
 * - The month's worked time is the month total the provider stores (DECISIONS.md 30), the same on
 *   every computer. Where it differs from what the entries give, the difference is the month's
 *   correction: a line of its own, dated on the month's last day, marked as a correction. Notes
 *   kept on this device ('Rätta arbetad tid' made here) only say when, on the screens: they name
 *   the lines when they add up to the difference, and never change a figure. The files carry the
 *   difference as one line with no note (payrollLines), so they are the same on every computer
 *   (DECISIONS.md 31). Where the stored total cannot be read, the month is its entries, with no
 *   correction.
 */
import { compareSwedish, swedishKey } from '../lib/swedish-order';
import { pad2 } from '../lib/time';
import type { TimeEntry } from '../types/api';

/** A time entry as the provider sends it; only date, total and half are needed. */
export type PayrollEntry = Pick<TimeEntry, 'date' | 'total' | 'half'> &
  Partial<Pick<TimeEntry, 'start' | 'end' | 'des' | 'lunch' | 'rast'>>;

/** A whole number of hours or minutes as stored; anything unreadable or negative is 0. */
export function wholeNonNegative(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
}

/** A day longer than this is named for attention (14 h): on the time form and on the month overview. */
export const LONG_DAY_MINUTES = 14 * 60;

/** Worked minutes of an entry: total hours × 60 + half minutes; anything unreadable counts 0. */
export function entryMinutes(entry: Pick<PayrollEntry, 'total' | 'half'>): number {
  return wholeNonNegative(entry.total) * 60 + wholeNonNegative(entry.half);
}

/** A correction of the month's worked time: a line of its own. */
export interface MonthCorrection {
  /** Signed minutes. */
  minutes: number;
  /** When it was made, ISO, as noted on this device; '' when no note here says (another computer's). */
  at: string;
}

export interface PersonMonthInput {
  year: number;
  /** 1–12 */
  month: number;
  /** The entries of the month record. */
  entries: readonly PayrollEntry[];
  /** The month record's stored total, minutes; null when it cannot be read. */
  stored: number | null;
  /** Notes of corrections made on this device (when); optional. */
  notes?: readonly MonthCorrection[];
}

export interface MovedEntry {
  entry: PayrollEntry;
  /** The entry's own date ('' when it has none that can be read). */
  date: string;
  minutes: number;
}

export interface PersonMonth {
  year: number;
  month: number;
  /** 'YYYY-MM-DD' of the month's last day: where moved time and corrections are dated. */
  lastDay: string;
  /** Entries dated in the month, in date and start order. */
  entries: PayrollEntry[];
  /** Entries filed under the month but dated in another month, in date order. */
  moved: MovedEntry[];
  corrections: MonthCorrection[];
  entryMinutes: number;
  movedMinutes: number;
  /** Signed: the stored total minus the entries (and moved time). */
  correctionMinutes: number;
  /** The month's worked time: its stored total = entries + moved + corrections (what every screen and file shows). */
  minutes: number;
  /** The stored total could not be read: the month is its entries. */
  storedUnknown: boolean;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function readRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

// Remembered: a month of 500 entries has about 30 dates, and reading each was a sixth of
// drawing Min sida's months (issue 44).
const realDates = new Map<string, boolean>();

function isRealDate(value: string): boolean {
  let real = realDates.get(value);
  if (real === undefined) {
    real = readRealDate(value);
    if (realDates.size > 10_000) realDates.clear();
    realDates.set(value, real);
  }
  return real;
}

/** 'YYYY-MM-DD' of the last day of a month 1–12. */
export function lastDayOf(year: number, month: number): string {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad2(month)}-${pad2(days)}`;
}

/** By date, then start: in the order localeCompare gave, without its collator (issue 28: 63 ms of the overview's render on a phone profile). */
function compareEntries(a: PayrollEntry, b: PayrollEntry): number {
  return compareSwedish(text(a.date), text(b.date)) || compareSwedish(text(a.start), text(b.start));
}

/** The entries in compareEntries' order: each entry's keys read once, not in every comparison. */
function sortEntries(entries: PayrollEntry[]): void {
  const keyed = entries.map((entry) => ({ entry, date: swedishKey(text(entry.date)), start: swedishKey(text(entry.start)) }));
  keyed.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  keyed.forEach(({ entry }, i) => (entries[i] = entry));
}

/**
 * The correction lines a screen shows: the difference between the stored total and the entries,
 * named by the device's notes when they add up to it, else one line of its own. Never for a
 * file: a file's lines would then differ between computers (fileCorrectionLine).
 */
export function correctionLines(difference: number, notes: readonly MonthCorrection[]): MonthCorrection[] {
  if (difference === 0) return [];
  const kept = notes.filter((c) => Number.isInteger(c.minutes) && c.minutes !== 0);
  if (kept.length > 0 && kept.reduce((sum, c) => sum + c.minutes, 0) === difference) return [...kept].sort((a, b) => compareSwedish(a.at, b.at));
  return [{ minutes: difference, at: '' }];
}

export function personMonth({ year, month, entries, stored, notes = [] }: PersonMonthInput): PersonMonth {
  const prefix = `${year}-${pad2(month)}-`;
  const own: PayrollEntry[] = [];
  const moved: MovedEntry[] = [];
  for (const entry of entries) {
    const date = text(entry.date).slice(0, 10);
    if (date.startsWith(prefix) && isRealDate(date)) own.push(entry);
    else moved.push({ entry, date: isRealDate(date) ? date : '', minutes: entryMinutes(entry) });
  }
  sortEntries(own);
  moved.sort((a, b) => compareSwedish(a.date, b.date) || compareEntries(a.entry, b.entry));
  const ownMinutes = own.reduce((sum, e) => sum + entryMinutes(e), 0);
  const movedMinutes = moved.reduce((sum, m) => sum + m.minutes, 0);
  const known = stored !== null && Number.isInteger(stored);
  const correctionMinutes = known ? stored - ownMinutes - movedMinutes : 0;
  const sorted = correctionLines(correctionMinutes, notes);
  return {
    year,
    month,
    lastDay: lastDayOf(year, month),
    entries: own,
    moved,
    corrections: sorted,
    entryMinutes: ownMinutes,
    movedMinutes,
    correctionMinutes,
    minutes: ownMinutes + movedMinutes + correctionMinutes,
    storedUnknown: !known,
  };
}

/** A line of a payroll file: a day's own time, moved time, or a correction; always dated in the month. */
export interface PayrollLine {
  kind: 'day' | 'moved' | 'correction';
  /** 'YYYY-MM-DD', within the month. */
  date: string;
  /** Signed (a correction can be negative). */
  minutes: number;
  /** For moved time: the entries' own dates; for a correction none (the day it was made is a device's note). */
  from: string[];
}

/**
 * The month's correction as a file carries it: the whole difference in one line on the last day,
 * whatever notes this device keeps (DECISIONS.md 31); null when there is none.
 */
export function fileCorrectionLine(pm: PersonMonth): PayrollLine | null {
  return pm.correctionMinutes === 0 ? null : { kind: 'correction', date: pm.lastDay, minutes: pm.correctionMinutes, from: [] };
}

/**
 * The month as dated lines for a file: one per day with own time, one for the moved time (on the
 * last day), one for the correction (on the last day, fileCorrectionLine). The lines add up to
 * `minutes`, and depend on nothing kept on one device.
 */
export function payrollLines(pm: PersonMonth): PayrollLine[] {
  const days = new Map<string, number>();
  for (const entry of pm.entries) {
    const date = text(entry.date).slice(0, 10);
    days.set(date, (days.get(date) ?? 0) + entryMinutes(entry));
  }
  const lines: PayrollLine[] = [...days.entries()]
    .filter(([, minutes]) => minutes > 0)
    .map(([date, minutes]) => ({ kind: 'day', date, minutes, from: [] }));
  if (pm.movedMinutes > 0) {
    lines.push({ kind: 'moved', date: pm.lastDay, minutes: pm.movedMinutes, from: [...new Set(pm.moved.map((m) => m.date || '?'))] });
  }
  const correction = fileCorrectionLine(pm);
  if (correction) lines.push(correction);
  return lines;
}
