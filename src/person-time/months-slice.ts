/**
 * Months: the one owner of every person's worked time (issue 10, DECISIONS.md 11). Per person:
 * their user record, their month records with the entries, and what is not fully saved yet;
 * plus today's work of everyone. Min sida, the member page, add mode, the statement panel, the
 * month overview and today's work all read it here. Every write that changes a person's time
 * (month-writes.ts, entry-writes.ts, through heal.ts) reads that person's time again before it
 * settles, so every view agrees at once, in place, without a reload.
 *
 * A month's figure is person-month.ts's: the stored month total (DECISIONS.md 30), with the
 * difference from its entries shown as the month's correction, on every computer.
 */
import { createSlice, type GetThunkAPI, type PayloadAction } from '@reduxjs/toolkit';
import { createAppThunk, toRejectValue, type AppThunkConfig } from '../app/create-app-thunk';
import { userInfoUpdated } from '../app/session';
import { injectSlice, type AppDispatch, type RootState } from '../app/store';
import { sv } from '../i18n/sv';
import { idle, type RejectValue, type RequestState } from '../lib/request';
import { keepNotes, readNotes } from '../lib/correction-notes';
import { sumDurations, type Duration } from '../lib/time';
import type { Id, Month, TimeAdjustment, TimeEntry, User, UserTime } from '../types/api';
import type { Correction, TotalsRead } from '../types/totals';
import { getMonthEntries, getTodaysWork, getUserTime } from './api';
import { keepPendingCorrection, readPendingCorrections, type PendingCorrection, type PendingCorrections } from './correction-pending';

export type { Correction } from '../types/totals';

/** A multi-call edit whose later calls did not all go through (issue 10 item 6). */
export interface UnsavedEdit {
  entryId: Id;
  /** The calls still to send, in order. */
  missing: EditStep[];
  changes: Partial<TimeEntry>;
  updated: TimeEntry;
  monthNumber: number;
  adjustment: TimeAdjustment | null;
  /** The person's totals before the edit: to tell whether an unanswered totals call was applied, and to heal. */
  before: TotalsRead;
  failure: RejectValue;
}

export type EditStep = 'entry' | 'month' | 'totals';

export interface PersonTime {
  user: User | null;
  corrections: Correction[];
  months: Month[];
  notplace: UserTime['notplace'];
  request: RequestState;
  unsaved: Record<Id, UnsavedEdit>;
  /** Writes whose answer was lost, by key, with the totals read before them: a retry reads first. */
  unsure: Record<string, TotalsRead>;
  /** The last read gave stored totals the app cannot read (issue 18 item 5). */
  totalsUnknown?: boolean;
}

export interface MonthsState {
  byUser: Record<Id, PersonTime>;
  /** Today's entries of everyone, each with its user (GET /api/time/time/filter/). */
  today: { entries: TimeEntry[] | null; request: RequestState };
  /** Corrections whose outcome is not known yet, by person and month (correction-pending.ts): kept across a reload. */
  pendingCorrections: PendingCorrections;
}

const initialState = (): MonthsState => ({
  byUser: Object.fromEntries(
    Object.entries(readNotes().corrections).map(([userId, corrections]) => [userId, { ...emptyPerson, corrections, unsaved: {}, unsure: {} }]),
  ),
  today: { entries: null, request: idle },
  pendingCorrections: readPendingCorrections(),
});

export const emptyPerson: PersonTime = { user: null, corrections: [], months: [], notplace: [], request: idle, unsaved: {}, unsure: {} };

function failureOf(payload: RejectValue | undefined, fallback: string): RequestState {
  return { status: 'error', error: payload?.message ?? fallback };
}

// --- Reads ---

export const personTimeLoaded = createAppThunk('Months/personTimeLoaded', (userId: Id) => getUserTime(userId));

/**
 * The person's time read unless something asked for it already: Min sida's route asks when it
 * matches, and the page asks when it renders with nothing asked. Checked when dispatched, not
 * from a render: a render could see nothing asked while the route's ask landed just before the
 * page's effect ran, and the time was read twice (CI, stop 31).
 */
export const personTimeNeeded =
  (userId: Id) =>
  (dispatch: AppDispatch, getState: () => RootState): void => {
    if (selectPersonTime(getState(), userId).request.status === 'idle') void dispatch(personTimeLoaded(userId));
  };

/**
 * A person's time read for many at once (the month overview, issue 19): the answer is not put
 * in the store; the caller hands many answers over in one `peopleTimeLoaded`, so 300 answers
 * are not 300 updates of every screen that reads the store. Not a thunk (issue 28): a thunk's
 * pending and fulfilled actions were 600 dispatches through every reducer and subscriber.
 */
export async function readPersonTime(userId: Id): Promise<PersonTimeAnswer> {
  try {
    return { userId, time: await getUserTime(userId) };
  } catch (error) {
    return { userId, failure: toRejectValue(error) };
  }
}

/** One answer of `readPersonTime`, as handed over: the time, or why it could not be read. */
export type PersonTimeAnswer = { userId: Id; time: UserTime } | { userId: Id; failure: RejectValue | undefined };

/** One month's entries, when the person's time came without them. */
export const monthEntriesLoaded = createAppThunk(
  'Months/monthEntriesLoaded',
  (arg: { userId: Id; MonthNumber: number }) => getMonthEntries(arg.userId, arg.MonthNumber),
);

export const todaysWorkLoaded = createAppThunk('Months/todaysWorkLoaded', () => getTodaysWork());

type Api = GetThunkAPI<AppThunkConfig>;

/** After a write: the person's time (and today's work, when shown) read again, in place. */
export async function reloadPerson(userId: Id, { dispatch, getState }: Api): Promise<UserTime | null> {
  if (getState().Months.today.entries) void dispatch(todaysWorkLoaded());
  const read = await dispatch(personTimeLoaded(userId));
  return personTimeLoaded.fulfilled.match(read) ? read.payload : null;
}

/** A pending correction set (or, with null, settled): kept in local storage, and in the slice at once. */
export function keepPending(userId: Id, monthId: Id, pending: PendingCorrection | null, { dispatch }: Api): void {
  dispatch(slice.actions.pendingCorrectionsChanged(keepPendingCorrection(userId, monthId, pending)));
}

/** The correction notes of a person changed: kept on this device (lib/correction-notes.ts), and in the slice at once. */
export function keepCorrections(userId: Id, change: (list: Correction[]) => Correction[], { dispatch }: Api): void {
  dispatch(slice.actions.correctionsChanged({ userId, corrections: keepNotes(userId, change) }));
}

export function storedTotal(user: Pick<User, 'total' | 'half'> | null | undefined): Duration {
  return sumDurations([{ hours: user?.total ?? 0, minutes: user?.half ?? 0 }]);
}

// --- Slice ---

function person(state: MonthsState, userId: Id): PersonTime {
  state.byUser[userId] ??= { ...emptyPerson, unsaved: {}, unsure: {} };
  return state.byUser[userId];
}

/** The unsaved edits with this entry's set (or, when null, gone). */
function withEdit(all: Record<Id, UnsavedEdit>, entryId: Id, edit: UnsavedEdit | null): Record<Id, UnsavedEdit> {
  const rest = Object.fromEntries(Object.entries(all).filter(([id]) => id !== entryId));
  return edit ? { ...rest, [entryId]: edit } : rest;
}

/** A person's time as read (personTimeLoaded, peopleTimeLoaded). */
function holdTime(p: PersonTime, time: UserTime): void {
  p.user = time.user;
  // Years of months with hundreds of entries each: Immer's deep freeze of the answer was a
  // long task on a phone (issue 12 item 8). Frozen at the top, Immer leaves it as it is;
  // nothing changes an answer in place (reducers copy on write).
  p.months = Object.freeze(time.months_id) as Month[];
  p.notplace = time.notplace;
  p.totalsUnknown = time.totalsUnknown === true;
  p.request = { status: 'loaded' };
}

const slice = createSlice({
  name: 'Months',
  initialState,
  reducers: {
    pendingCorrectionsChanged(state, action: PayloadAction<PendingCorrections>) {
      state.pendingCorrections = action.payload;
    },
    correctionsChanged(state, action: PayloadAction<{ userId: Id; corrections: Correction[] }>) {
      person(state, action.payload.userId).corrections = action.payload.corrections;
    },
    writeUnsure(state, action: PayloadAction<{ userId: Id; key: string; before: TotalsRead }>) {
      person(state, action.payload.userId).unsure[action.payload.key] = action.payload.before;
    },
    /** An inline edit settled: not fully saved (with what is missing), or (null) saved. */
    editSettled(state, action: PayloadAction<{ userId: Id; entryId: Id; unsaved: UnsavedEdit | null }>) {
      const p = person(state, action.payload.userId);
      p.unsaved = withEdit(p.unsaved, action.payload.entryId, action.payload.unsaved);
    },
    writeSettled(state, action: PayloadAction<{ userId: Id; key: string }>) {
      const p = person(state, action.payload.userId);
      p.unsure = Object.fromEntries(Object.entries(p.unsure).filter(([key]) => key !== action.payload.key));
    },
    /**
     * The correction notes were read in from a settings file (month close, issue 16 item 6):
     * every person's corrections are the merged notes now in storage.
     */
    /**
     * Many people's time, read by `readPersonTime`, handed over in one update (the month
     * overview, issue 19). Only people not held yet are read that way: one read meanwhile by
     * `personTimeLoaded` is as new and is kept. A failed first read is shown as
     * `personTimeLoaded` shows it.
     */
    peopleTimeLoaded(state, action: PayloadAction<PersonTimeAnswer[]>) {
      for (const answer of action.payload) {
        const p = person(state, answer.userId);
        if (p.user) continue;
        if ('time' in answer) holdTime(p, answer.time);
        else if (!answer.failure?.silent) p.request = failureOf(answer.failure, sv.errors.unknown);
      }
    },
    correctionNotesRead(state, action: PayloadAction<Record<Id, Correction[]>>) {
      for (const userId of new Set([...Object.keys(state.byUser), ...Object.keys(action.payload)])) {
        person(state, userId).corrections = action.payload[userId] ?? [];
      }
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(userInfoUpdated, (state, action) => {
        const user = state.byUser[action.payload._id]?.user;
        if (user) Object.assign(user, action.payload);
      })
      .addCase(personTimeLoaded.pending, (state, action) => {
        const p = person(state, action.meta.arg);
        // Data already shown stays while it is read again.
        if (!p.user) p.request = { status: 'loading' };
      })
      .addCase(personTimeLoaded.fulfilled, (state, action) => {
        holdTime(person(state, action.meta.arg), action.payload);
      })
      .addCase(personTimeLoaded.rejected, (state, action) => {
        if (action.meta.aborted || action.payload?.silent) return;
        const p = person(state, action.meta.arg);
        // A failed re-read keeps what is shown; only a first load shows the error.
        if (!p.user) p.request = failureOf(action.payload, sv.errors.unknown);
      })
      .addCase(monthEntriesLoaded.fulfilled, (state, action) => {
        const p = person(state, action.meta.arg.userId);
        const month = p.months.find((m) => m.MonthNumber === action.meta.arg.MonthNumber);
        if (month) month.months = action.payload;
      })
      .addCase(todaysWorkLoaded.pending, (state) => {
        if (!state.today.entries) state.today.request = { status: 'loading' };
      })
      .addCase(todaysWorkLoaded.fulfilled, (state, action) => {
        state.today = { entries: action.payload, request: { status: 'loaded' } };
      })
      .addCase(todaysWorkLoaded.rejected, (state, action) => {
        if (action.meta.aborted || action.payload?.silent) return;
        if (!state.today.entries) state.today.request = failureOf(action.payload, sv.errors.unknown);
      });
  },
});

export const monthsReducer = slice.reducer;
export const { correctionNotesRead, peopleTimeLoaded, editSettled, writeSettled, writeUnsure } = slice.actions;

// --- Selectors ---

const noPerson: PersonTime = emptyPerson;

export const selectPersonTime = (state: RootState, userId: Id | null | undefined): PersonTime =>
  (userId ? state.Months.byUser[userId] : undefined) ?? noPerson;

// This slice arrives with its screens (app/store.ts LazySlices).
injectSlice('Months', monthsReducer);
