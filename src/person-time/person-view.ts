/**
 * What the screens read of a person's time (the Months slice, months-slice.ts): the person's
 * months as shown, each the person's month (person-month.ts), and the selectors that give them.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../app/store';
import { isCurrentMonth, monthYear, sortMonthsNewestFirst } from '../lib/months';
import type { RequestState } from '../lib/request';
import { toDuration, toMinutes, type Duration } from '../lib/time';
import type { Id, Month, TimeEntry, User } from '../types/api';
import type { Correction, TotalsRead } from '../types/totals';
import type { PendingCorrection } from './correction-pending';
import { selectPersonTime, storedTotal, type PersonTime, type UnsavedEdit } from './months-slice';
import { entryMinutes, personMonth, type PersonMonth } from './person-month';

/** Worked time of a list of entries (person-month.ts's minutes per entry, summed). */
export function entriesTotal(entries: readonly Pick<TimeEntry, 'total' | 'half'>[]): Duration {
  return toDuration(entries.reduce((sum, e) => sum + entryMinutes(e), 0));
}

export const selectTodaysWork = (state: RootState) => state.Months.today;

const noPending: PendingCorrection[] = [];

/** A person's corrections whose outcome is not known yet (memoized per person). */
/** Whether a correction of one of these people's month (year, number) has no outcome yet. */
export function selectCorrectionPending(state: RootState, ids: ReadonlySet<Id>, year: number, MonthNumber: number): boolean {
  return Object.values(state.Months.pendingCorrections).some((p) => p.year === year && p.MonthNumber === MonthNumber && ids.has(p.userId));
}

export const selectPendingCorrections = createSelector(
  [(state: RootState) => state.Months.pendingCorrections, (_state: RootState, userId: Id) => userId],
  (all, userId) => {
    const mine = Object.values(all).filter((p) => p.userId === userId);
    return mine.length === 0 ? noPending : mine;
  },
);

/**
 * A month as shown: the person's month (person-month.ts: the stored total, the entries, the
 * correction as lines of its own), the same figure on every screen and in every file.
 */
export interface MonthView {
  month: Month;
  year: number;
  pm: PersonMonth;
  /** The month's worked time (pm.minutes). */
  total: Duration;
  /** The entries' time alone (own and moved). */
  entriesTotal: Duration;
  /** The device's notes of corrections made here in this month (for their undo). */
  notes: Correction[];
}

export interface PersonView {
  user: User | null;
  /** Newest first. */
  months: MonthView[];
  /** The person's total as shown: the sum of the months. */
  total: Duration;
  /** The person's stored total disagrees with the sum of the months' stored totals. */
  drift: boolean;
  /** The stored totals could not be read (issue 18 item 5). */
  totalsUnknown: boolean;
  request: RequestState;
  unsaved: Record<Id, UnsavedEdit>;
}

function monthViewOf(p: PersonTime, month: Month, now: Date): MonthView {
  const year = monthYear(month, now);
  const notes = p.corrections.filter((c) => c.MonthNumber === month.MonthNumber && c.year === year);
  const stored = p.totalsUnknown ? null : toMinutes(storedTotal(month));
  const pm = personMonth({ year, month: month.MonthNumber, entries: month.months, stored, notes });
  return { month, year, pm, total: toDuration(pm.minutes), entriesTotal: toDuration(pm.entryMinutes + pm.movedMinutes), notes };
}

export function personView(p: PersonTime, now: Date = new Date()): PersonView {
  const months = sortMonthsNewestFirst(p.months, now).map((month) => monthViewOf(p, month, now));
  const minutes = months.reduce((sum, m) => sum + m.pm.minutes, 0);
  // Stored totals the app cannot read are unknown, not 0: no drift is claimed from them.
  const known = p.totalsUnknown !== true;
  const drift = known && p.user !== null && toMinutes(storedTotal(p.user)) !== minutes;
  return { user: p.user, months, total: toDuration(minutes), drift, totalsUnknown: !known, request: p.request, unsaved: p.unsaved };
}

/** A memoized view per person id (screens call `useAppSelector((s) => selectPersonView(s, id))`). */
export const selectPersonView = createSelector([selectPersonTime], (p) => personView(p));

/** The current calendar month's view, if the person has one. */
export function currentMonthOf(view: PersonView, now: Date = new Date()): MonthView | null {
  return view.months.find((m) => isCurrentMonth(m.month, now)) ?? null;
}

/** A person's stored totals beside what their entries give (see heal.ts). */
export function totalsOf(p: PersonTime, now: Date = new Date()): TotalsRead {
  return {
    ...(p.totalsUnknown ? { unknown: true } : {}),
    user: toMinutes(storedTotal(p.user)),
    records: personView(p, now).months.map((m) => ({
      id: m.month._id,
      MonthNumber: m.month.MonthNumber,
      year: m.year,
      stored: toMinutes(storedTotal(m.month)),
      entries: m.pm.entryMinutes + m.pm.movedMinutes,
      entryIds: m.month.months.map((e) => e._id),
    })),
  };
}
