/**
 * A person's wages for a month as the screens and files ask for them (DECISIONS.md 36): the wage
 * rules' one function (wages/month-wages.ts monthWages), fed with all the person's month records
 * (the week that begins in the month before needs that month's entries) and their weekly hours.
 * Remembered per records, settings and month, so the overview's 300 people are computed once per
 * version of their time, and the overview, the print and the files of one computer give one figure.
 */
import { sv } from '../i18n/sv';
import { hoursMinutes, toDuration } from '../lib/time';
import type { MonthView } from './person-view';
import { monthWages, type MonthWages, type WageMinutes, type WageRecord } from './wages/month-wages';
import { WAGE_KINDS, weeklyHoursOf, type WageKind, type WageSettings } from './wages/settings';

const recordsOfMonths = new WeakMap<readonly MonthView[], WageRecord[]>();

/** The person's month records as the wage rules read them, the same array while the months are the same. */
export function wageRecordsOf(months: readonly MonthView[]): WageRecord[] {
  let records = recordsOfMonths.get(months);
  if (!records) {
    records = months.map((m) => ({ year: m.year, month: m.month.MonthNumber, entries: m.month.months }));
    recordsOfMonths.set(months, records);
  }
  return records;
}

const known = new WeakMap<WageSettings, WeakMap<readonly WageRecord[], Map<string, MonthWages>>>();

/** The person's wages for year and month (1–12) under these settings; `memberId` picks their weekly hours. */
export function personWages(records: readonly WageRecord[], year: number, month: number, settings: WageSettings, memberId: string): MonthWages {
  let bySettings = known.get(settings);
  if (!bySettings) {
    bySettings = new WeakMap();
    known.set(settings, bySettings);
  }
  let byMonth = bySettings.get(records);
  if (!byMonth) {
    byMonth = new Map();
    bySettings.set(records, byMonth);
  }
  const weeklyHours = weeklyHoursOf(settings, memberId);
  const key = `${year}-${month} ${weeklyHours}`;
  let wages = byMonth.get(key);
  if (!wages) {
    wages = monthWages({ year, month, records, settings, weeklyHours });
    byMonth.set(key, wages);
  }
  return wages;
}

/** 'kväll 4:00, helg 8:00' in the language shown (the staff's catalogue), kinds without minutes left out; null when no kind has minutes. */
export function wagesList(sums: WageMinutes, kinds: readonly WageKind[] = WAGE_KINDS): string | null {
  // A no-break space keeps each kind with its hours when the line wraps.
  const parts = kinds.filter((kind) => sums[kind] > 0).map((kind) => `${sv.wages.kinds[kind]}\u00a0${hoursMinutes(toDuration(sums[kind]))}`);
  return parts.length > 0 ? parts.join(sv.wages.separator) : null;
}
