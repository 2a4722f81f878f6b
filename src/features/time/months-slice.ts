/**
 * Months: one person's worked time by month (SPEC.md §2 'Profile screen', 'Time-entry table').
 * Holds the person's UserTime (user and month records) and the entries of the month opened
 * from the list of earlier months. Mutations (edit, delete, move, delete a month) update the
 * lists here from their own results; screens then refresh the totals in place (DECISIONS.md 11).
 */
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createAppThunk } from '../../app/create-app-thunk';
import { injectSlice, type RootState } from '../../app/store';
import { sv } from '../../i18n/sv';
import { isCurrentMonth, sortMonthsNewestFirst } from '../../lib/months';
import { idle, trackRequests, type RequestState } from '../../lib/request';
import { sumDurations, type Duration } from '../../lib/time';
import type { Id, Month, TimeEntry, User } from '../../types/api';
import {
  deleteMonthTime,
  getMonthEntries,
  getUserTime,
  moveToMonth,
  updateEntryCode,
  updateOldTimes,
  updateTimeEntry,
} from './api';
import { addBankAccount, changePassword } from '../auth/api';
import { entryUpdate, type EntryDraft } from './entry-edit';

export interface OpenedMonth {
  MonthNumber: number;
  entries: TimeEntry[];
  request: RequestState;
}

export interface MonthsState {
  /** Whose time is loaded. */
  userId: Id | null;
  user: User | null;
  months: Month[];
  /** The load of the person's time. */
  request: RequestState;
  /** The earlier month whose entries are shown, loaded with POST /api/month/3/{userId}/. */
  opened: OpenedMonth | null;
}

const initialState: MonthsState = { userId: null, user: null, months: [], request: idle, opened: null };

// --- Thunks ---

export const userTimeLoaded = createAppThunk('Months/userTimeLoaded', (userId: Id) => getUserTime(userId));

export const monthOpened = createAppThunk(
  'Months/monthOpened',
  (arg: { userId: Id; MonthNumber: number }) => getMonthEntries(arg.userId, arg.MonthNumber),
);

/** Deletes the whole month's time ('Ta bort allt den här månaden'). */
export const monthTimeDeleted = createAppThunk(
  'Months/monthTimeDeleted',
  async (arg: { userId: Id; month: Pick<Month, '_id' | 'MonthNumber'> }) =>
    (await deleteMonthTime(arg.userId, { IsMonthNumber: arg.month.MonthNumber, IsMatching: arg.month._id })).message ||
    sv.bills.deleted,
);

export const entryDeleted = createAppThunk(
  'Months/entryDeleted',
  async (arg: { userId: Id; entryId: Id; monthNumber: number }) =>
    (await deleteMonthTime(arg.userId, { IsMonthNumber: arg.monthNumber, IsMatching: arg.entryId })).message ||
    sv.bills.deleted,
);

export const entryMoved = createAppThunk(
  'Months/entryMoved',
  async (arg: { entryId: Id; to: number }) => (await moveToMonth(arg.entryId, arg.to)).message || sv.profile.movedAll,
);

/**
 * Saves an inline edit (SPEC.md §4 'Editing a total'): the entry, then its copy in the month
 * record, then — when the worked time changed — the person's and the month's totals.
 */
export const entryEdited = createAppThunk(
  'Months/entryEdited',
  async (arg: { userId: Id; entry: TimeEntry; draft: EntryDraft; monthNumber: number }) => {
    const { changes, adjustment } = entryUpdate(arg.entry, arg.draft, arg.monthNumber);
    const answer = await updateTimeEntry(arg.entry._id, changes);
    const updated: TimeEntry = { ...arg.entry, ...changes };
    await updateEntryCode(arg.entry._id, { StorMatch: updated, CheckMonth: arg.monthNumber });
    if (adjustment) await updateOldTimes(arg.userId, adjustment);
    return { entry: updated, message: answer.message || sv.staff.updated };
  },
);

// --- Slice ---

function withoutEntry(state: MonthsState, entryId: Id): void {
  for (const month of state.months) month.months = month.months.filter((e) => e._id !== entryId);
  if (state.opened) state.opened.entries = state.opened.entries.filter((e) => e._id !== entryId);
}

const slice = createSlice({
  name: 'Months',
  initialState,
  reducers: {
    monthClosed(state) {
      state.opened = null;
    },
    /** The person's bank account changed (the bank panel saved it). */
    bankAccountChanged(state, action: PayloadAction<{ userId: Id; bankaccount: string }>) {
      if (state.user && state.user._id === action.payload.userId) state.user.bankaccount = action.payload.bankaccount;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(userTimeLoaded.pending, (state, action) => {
        if (state.userId !== action.meta.arg) {
          Object.assign(state, { ...initialState, userId: action.meta.arg });
        }
      })
      .addCase(userTimeLoaded.fulfilled, (state, action) => {
        if (state.userId !== action.meta.arg) return;
        state.user = action.payload.user;
        state.months = action.payload.months_id;
      })
      .addCase(monthOpened.pending, (state, action) => {
        const same = state.opened?.MonthNumber === action.meta.arg.MonthNumber;
        state.opened = {
          MonthNumber: action.meta.arg.MonthNumber,
          entries: same && state.opened ? state.opened.entries : [],
          request: { status: 'loading' },
        };
      })
      .addCase(monthOpened.fulfilled, (state, action) => {
        if (state.opened?.MonthNumber !== action.meta.arg.MonthNumber) return;
        state.opened.entries = action.payload;
        state.opened.request = { status: 'loaded' };
      })
      .addCase(monthOpened.rejected, (state, action) => {
        if (state.opened?.MonthNumber !== action.meta.arg.MonthNumber || action.meta.aborted) return;
        state.opened.request = action.payload?.silent
          ? idle
          : { status: 'error', error: action.payload?.message ?? sv.errors.unknown };
      })
      .addCase(monthTimeDeleted.fulfilled, (state, action) => {
        state.months = state.months.filter((m) => m._id !== action.meta.arg.month._id);
        if (state.opened?.MonthNumber === action.meta.arg.month.MonthNumber) state.opened = null;
      })
      .addCase(entryDeleted.fulfilled, (state, action) => {
        withoutEntry(state, action.meta.arg.entryId);
      })
      .addCase(entryMoved.fulfilled, (state, action) => {
        withoutEntry(state, action.meta.arg.entryId);
      })
      .addCase(entryEdited.fulfilled, (state, action) => {
        const { entry } = action.payload;
        const replace = (list: TimeEntry[]) => list.map((e) => (e._id === entry._id ? entry : e));
        for (const month of state.months) month.months = replace(month.months);
        if (state.opened) state.opened.entries = replace(state.opened.entries);
      });
    trackRequests(builder, 'Months', [userTimeLoaded]);
  },
});

export const { monthClosed, bankAccountChanged } = slice.actions;
export const monthsReducer = slice.reducer;

// --- Selectors ---

/** Worked time of a list of entries (whole hours + minutes, minutes carried). */
export function entriesTotal(entries: readonly Pick<TimeEntry, 'total' | 'half'>[]): Duration {
  return sumDurations(entries.map((e) => ({ hours: e.total, minutes: e.half })));
}

export const selectMonthsState = (state: RootState) => state.Months;
export const selectTimeUser = (state: RootState) => state.Months.user;
export const selectTimeUserId = (state: RootState) => state.Months.userId;
export const selectMonths = (state: RootState) => state.Months.months;
export const selectMonthsRequest = (state: RootState) => state.Months.request;
export const selectOpenedMonth = (state: RootState) => state.Months.opened;

/** The person's total worked time, minutes carried into hours. */
export const selectUserTotal = createSelector([selectTimeUser], (user): Duration =>
  sumDurations([{ hours: user?.total ?? 0, minutes: user?.half ?? 0 }]),
);

/** The record of the current calendar month, if the person has one. */
export const selectCurrentMonth = createSelector([selectMonths], (months) =>
  months.find((m) => isCurrentMonth(m)) ?? null,
);

/** Every other month, newest first. */
export const selectEarlierMonths = createSelector([selectMonths, selectCurrentMonth], (months, current) =>
  sortMonthsNewestFirst(months.filter((m) => m !== current)),
);

/** The opened month's entries and their total. */
export const selectOpenedTotal = createSelector([selectOpenedMonth], (opened) => entriesTotal(opened?.entries ?? []));

// --- The person's own account (password and bank panels) ---

export const passwordChanged = createAppThunk(
  'Months/passwordChanged',
  async (arg: { userId: Id; password: string }) => (await changePassword(arg.userId, arg.password)).message,
);

/** The signed-in person's bank account (the provider knows who from the bearer token). */
export const bankAccountAdded = createAppThunk(
  'Months/bankAccountAdded',
  async (bankaccount: string) => (await addBankAccount(bankaccount)).message,
);

// This slice arrives with its screens (app/store.ts LazySlices).
injectSlice('Months', monthsReducer);
