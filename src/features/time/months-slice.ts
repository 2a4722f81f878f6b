/**
 * Months: the one owner of every person's worked time (issue 10, DECISIONS.md 11). Per person:
 * their user record, their month records with the entries, and what is not fully saved yet;
 * plus today's work of everyone. Min sida, the member page, add mode, the statement panel and
 * today's work all read it here. Every write that changes a person's time reads that person's
 * time again before it settles, so every view agrees at once, in place, without a reload.
 *
 * Shown totals are derived from the entries (month total, table footer, person's total always
 * agree with the rows shown). The totals the provider stores are compared with them: where they
 * disagree (an earlier failure, another client) the admin sees it and corrects it in one step.
 */
import { createSelector, createSlice } from '@reduxjs/toolkit';
import { createAppMutation, createAppThunk, toRejectValue, type AppThunkConfig } from '../../app/create-app-thunk';
import { userInfoUpdated } from '../../app/session';
import { injectSlice, type RootState } from '../../app/store';
import { sv } from '../../i18n/sv';
import { toApiError } from '../../lib/api-client';
import { isCurrentMonth, monthYear, sortMonthsNewestFirst } from '../../lib/months';
import { idle, type RejectValue, type RequestState } from '../../lib/request';
import { readJson, storageKeys, writeJson } from '../../lib/storage';
import { adjustmentBetween, sumDurations, toDuration, toMinutes, type Duration } from '../../lib/time';
import type { Id, Month, TimeAdjustment, TimeEntry, User, UserTime } from '../../types/api';
import type { GetThunkAPI } from '@reduxjs/toolkit';
import {
  clearMonth,
  deleteMonthTime,
  getMonthEntries,
  getTodaysWork,
  getUserTime,
  moveToMonth,
  updateEntryCode,
  updateOldTimes,
  updateTimeEntry,
  updateUserTime,
} from './api';
import { entryUpdate, type EntryDraft } from './entry-edit';

/** A multi-call edit whose later calls did not all go through (issue 10 item 6). */
export interface UnsavedEdit {
  entryId: Id;
  /** The calls still to send, in order. */
  missing: EditStep[];
  changes: Partial<TimeEntry>;
  updated: TimeEntry;
  monthNumber: number;
  adjustment: TimeAdjustment | null;
  /** The person's stored total before the correction: to tell whether an unanswered correction was applied. */
  totalBefore: Duration;
  failure: RejectValue;
}

export type EditStep = 'entry' | 'month' | 'totals';

/** A signed correction of a month's worked time, noted on this device (see storage.ts). */
export interface Correction {
  MonthNumber: number;
  year: number;
  /** Signed minutes. */
  minutes: number;
  /** When it was made, ISO. */
  at: string;
}

export interface PersonTime {
  user: User | null;
  corrections: Correction[];
  months: Month[];
  notplace: UserTime['notplace'];
  request: RequestState;
  unsaved: Record<Id, UnsavedEdit>;
}

export interface MonthsState {
  byUser: Record<Id, PersonTime>;
  /** Today's entries of everyone, each with its user (GET /api/time/time/filter/). */
  today: { entries: TimeEntry[] | null; request: RequestState };
}

const initialState = (): MonthsState => ({
  byUser: Object.fromEntries(
    Object.entries(readCorrections()).map(([userId, corrections]) => [userId, { ...emptyPerson, corrections, unsaved: {} }]),
  ),
  today: { entries: null, request: idle },
});

const emptyPerson: PersonTime = { user: null, corrections: [], months: [], notplace: [], request: idle, unsaved: {} };

type CorrectionNotes = Record<Id, Correction[]>;

function readCorrections(): CorrectionNotes {
  const stored = readJson<unknown>(storageKeys.timeCorrections, {});
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
  const notes: CorrectionNotes = {};
  for (const [userId, list] of Object.entries(stored as Record<string, unknown>)) {
    if (!Array.isArray(list)) continue;
    notes[userId] = list.filter(
      (c): c is Correction =>
        Boolean(c) &&
        typeof c === 'object' &&
        Number.isInteger((c as Correction).MonthNumber) &&
        Number.isInteger((c as Correction).year) &&
        Number.isInteger((c as Correction).minutes) &&
        typeof (c as Correction).at === 'string',
    );
  }
  return notes;
}

function failureOf(payload: RejectValue | undefined, fallback: string): RequestState {
  return { status: 'error', error: payload?.message ?? fallback };
}

// --- Reads ---

export const personTimeLoaded = createAppThunk('Months/personTimeLoaded', (userId: Id) => getUserTime(userId));

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

/** A write that changes a person's time: the call, then the person's time read again. */
function personWrite<Arg extends { userId: Id }>(type: string, call: (arg: Arg) => Promise<{ message: string }>, fallback: string) {
  return createAppMutation(type, async (arg: Arg, thunkApi) => {
    const answer = await call(arg);
    await reloadPerson(arg.userId, thunkApi);
    return answer.message || fallback;
  });
}

// --- Writes ---

/** 'Ta bort allt den här månaden': deletes the month record (IsMatching is the month's id). */
export const monthDeleted = personWrite(
  'Months/monthDeleted',
  (arg: { userId: Id; month: Pick<Month, '_id' | 'MonthNumber'> }) =>
    deleteMonthTime(arg.userId, { IsMonthNumber: arg.month.MonthNumber, IsMatching: arg.month._id }),
  sv.bills.deleted,
);

export const entryDeleted = personWrite(
  'Months/entryDeleted',
  (arg: { userId: Id; entryId: Id; monthNumber: number }) =>
    deleteMonthTime(arg.userId, { IsMonthNumber: arg.monthNumber, IsMatching: arg.entryId }),
  sv.bills.deleted,
);

export const entryMoved = personWrite(
  'Months/entryMoved',
  (arg: { userId: Id; entryId: Id; to: number }) => moveToMonth(arg.entryId, arg.to),
  sv.profile.movedAll,
);

/** Moves the person's latest month (the provider's call with the user id). */
export const personTimeMoved = personWrite(
  'Months/personTimeMoved',
  (arg: { userId: Id; MonthNumber: number }) => moveToMonth(arg.userId, arg.MonthNumber),
  sv.profile.movedAll,
);

/** Empties a month record; its totals go back to 0. */
export const monthCleared = personWrite(
  'Months/monthCleared',
  (arg: { userId: Id; monthId: Id }) => clearMonth(arg.monthId),
  sv.bills.deleted,
);

/**
 * The statement panel's signed correction of the person's and the month's totals. The provider
 * keeps no trace of it, so it is noted on this device and shown with the month (issue 13).
 */
export const totalsCorrected = createAppMutation('Months/totalsCorrected', async (arg: { userId: Id; adjustment: TimeAdjustment }, thunkApi) => {
  const answer = await updateUserTime(arg.userId, arg.adjustment);
  const month = thunkApi.getState().Months.byUser[arg.userId]?.months.find((m) => m.MonthNumber === arg.adjustment.MonthNumber);
  const correction: Correction = {
    MonthNumber: arg.adjustment.MonthNumber,
    year: month ? monthYear(month) : new Date().getFullYear(),
    minutes: toMinutes(signed(arg.adjustment)),
    at: new Date().toISOString(),
  };
  const notes = readCorrections();
  notes[arg.userId] = [...(notes[arg.userId] ?? []), correction];
  writeJson(storageKeys.timeCorrections, notes);
  await reloadPerson(arg.userId, thunkApi);
  return { message: answer.message || sv.staff.updated, correction };
});

function isSameDuration(a: Duration, b: Duration): boolean {
  return toMinutes(a) === toMinutes(b);
}

function storedTotal(user: Pick<User, 'total' | 'half'> | null | undefined): Duration {
  return sumDurations([{ hours: user?.total ?? 0, minutes: user?.half ?? 0 }]);
}

/**
 * Sends the steps of an inline edit from `from` on. The entry and its month copy are plain
 * replacements (safe to send again); the totals correction adds, so after an answer that
 * never came the person's total is read back to tell whether it was applied.
 */
async function sendSteps(edit: Omit<UnsavedEdit, 'failure'>, userId: Id, thunkApi: Api): Promise<void> {
  for (const step of edit.missing) {
    try {
      if (step === 'entry') await updateTimeEntry(edit.entryId, edit.changes);
      else if (step === 'month') await updateEntryCode(edit.entryId, { StorMatch: edit.updated, CheckMonth: edit.monthNumber });
      else if (edit.adjustment) await sendCorrectionOnce(edit.adjustment, edit.totalBefore, userId, thunkApi);
    } catch (error) {
      const missing = edit.missing.slice(edit.missing.indexOf(step));
      throw new EditIncomplete({ ...edit, missing }, error);
    }
  }
}

async function sendCorrectionOnce(adjustment: TimeAdjustment, before: Duration, userId: Id, thunkApi: Api): Promise<void> {
  try {
    await updateOldTimes(userId, adjustment);
  } catch (error) {
    if (!toApiError(error).ambiguous) throw error;
    // The answer never came: was it applied? The person's stored total tells.
    const read = await reloadPerson(userId, thunkApi);
    if (!read) throw error;
    const expected = sumDurations([before, signed(adjustment)]);
    if (isSameDuration(storedTotal(read.user), expected)) return;
    if (!isSameDuration(storedTotal(read.user), before)) throw error;
    await updateOldTimes(userId, adjustment);
  }
}

function signed(adjustment: TimeAdjustment): Duration {
  const minutes = (adjustment.howhour === '-' ? -1 : 1) * adjustment.hours * 60 + (adjustment.howminutes === '-' ? -1 : 1) * adjustment.minutes;
  return { hours: Math.trunc(minutes / 60), minutes: minutes % 60 };
}

class EditIncomplete extends Error {
  readonly edit: Omit<UnsavedEdit, 'failure'>;
  constructor(edit: Omit<UnsavedEdit, 'failure'>, cause: unknown) {
    super('edit incomplete', { cause });
    this.edit = edit;
  }
}

export interface EditResult {
  message: string;
  /** The edit could not be completed: it is kept as not fully saved, with the failure. */
  unsaved: UnsavedEdit | null;
}

async function finishEdit(edit: Omit<UnsavedEdit, 'failure'>, userId: Id, thunkApi: Api): Promise<EditResult> {
  try {
    await sendSteps(edit, userId, thunkApi);
  } catch (error) {
    if (!(error instanceof EditIncomplete)) throw error;
    const left = error.edit;
    // Nothing went through: a plain failure (the row stays open with the message).
    if (left.missing.length === edit.missing.length && edit.missing[0] === 'entry') throw error.cause;
    await reloadPerson(userId, thunkApi);
    return { message: '', unsaved: { ...left, failure: toRejectValue(error.cause) } };
  }
  await reloadPerson(userId, thunkApi);
  return { message: sv.staff.updated, unsaved: null };
}

/**
 * Saves an inline edit (SPEC.md §4 'Editing a total'): the entry, then its copy in the month
 * record, then — when the worked time changed — the person's and the month's totals. When a
 * later call fails the entry is kept as 'Inte helt sparat' with exactly the missing calls.
 */
export const entryEdited = createAppMutation(
  'Months/entryEdited',
  async (arg: { userId: Id; entry: TimeEntry; draft: EntryDraft; monthNumber: number }, thunkApi): Promise<EditResult> => {
    const { changes, adjustment } = entryUpdate(arg.entry, arg.draft, arg.monthNumber);
    const person = thunkApi.getState().Months.byUser[arg.userId];
    const edit = {
      entryId: arg.entry._id,
      missing: (adjustment ? ['entry', 'month', 'totals'] : ['entry', 'month']) as EditStep[],
      changes,
      updated: { ...arg.entry, ...changes },
      monthNumber: arg.monthNumber,
      adjustment,
      totalBefore: storedTotal(person?.user),
    };
    return finishEdit(edit, arg.userId, thunkApi);
  },
  (arg) => `Months/entryEdited ${arg.entry._id}`,
);

/** 'Försök igen' on an entry that is not fully saved: sends exactly the missing calls. */
export const entryEditResumed = createAppMutation(
  'Months/entryEditResumed',
  async (arg: { userId: Id; entryId: Id }, thunkApi): Promise<EditResult> => {
    const unsaved = thunkApi.getState().Months.byUser[arg.userId]?.unsaved[arg.entryId];
    if (!unsaved) return { message: sv.staff.updated, unsaved: null };
    const { failure: _failure, ...edit } = unsaved;
    return finishEdit(edit, arg.userId, thunkApi);
  },
  (arg) => `Months/entryEdited ${arg.entryId}`,
);

/**
 * Makes the stored totals agree with the entries, in one step for the admin: each month whose
 * stored total differs gets the difference (which moves the person's total with it), then the
 * person's total alone when it still differs. Computed from a fresh read each time, so sending
 * it again after a lost answer never corrects twice.
 */
export const totalsReconciled = createAppMutation('Months/totalsReconciled', async (userId: Id, thunkApi) => {
  const viewNow = async () => {
    if (!(await reloadPerson(userId, thunkApi))) throw new Error(sv.errors.unknown);
    return personView(thunkApi.getState().Months.byUser[userId] ?? emptyPerson);
  };
  let view = await viewNow();
  for (const { month, total } of view.months) {
    const stored = storedTotal(month);
    if (isSameDuration(stored, total)) continue;
    await updateOldTimes(userId, { ...adjustmentBetween(stored, total), MonthNumber: month.MonthNumber });
  }
  view = await viewNow();
  const stored = storedTotal(view.user);
  if (!isSameDuration(stored, view.total)) {
    // Without MonthNumber the correction applies to the person's total only.
    await updateUserTime(userId, adjustmentBetween(stored, view.total));
    await reloadPerson(userId, thunkApi);
  }
  return sv.time.totalsCorrected;
});

// --- Slice ---

function person(state: MonthsState, userId: Id): PersonTime {
  state.byUser[userId] ??= { ...emptyPerson, unsaved: {} };
  return state.byUser[userId];
}

/** The unsaved edits with this entry's set (or, when null, gone). */
function withEdit(all: Record<Id, UnsavedEdit>, entryId: Id, edit: UnsavedEdit | null): Record<Id, UnsavedEdit> {
  const rest = Object.fromEntries(Object.entries(all).filter(([id]) => id !== entryId));
  return edit ? { ...rest, [entryId]: edit } : rest;
}

const slice = createSlice({
  name: 'Months',
  initialState,
  reducers: {},
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
        const p = person(state, action.meta.arg);
        p.user = action.payload.user;
        // Years of months with hundreds of entries each: Immer's deep freeze of the answer was a
        // long task on a phone (issue 12 item 8). Frozen at the top, Immer leaves it as it is;
        // nothing changes an answer in place (reducers copy on write).
        p.months = Object.freeze(action.payload.months_id) as Month[];
        p.notplace = action.payload.notplace;
        p.request = { status: 'loaded' };
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
      })
      .addCase(totalsCorrected.fulfilled, (state, action) => {
        person(state, action.meta.arg.userId).corrections.push(action.payload.correction);
      })
      .addCase(entryEdited.fulfilled, (state, action) => {
        const p = person(state, action.meta.arg.userId);
        const { unsaved } = action.payload;
        p.unsaved = withEdit(p.unsaved, action.meta.arg.entry._id, unsaved);
      })
      .addCase(entryEditResumed.fulfilled, (state, action) => {
        const p = person(state, action.meta.arg.userId);
        const { unsaved } = action.payload;
        p.unsaved = withEdit(p.unsaved, action.meta.arg.entryId, unsaved);
      });
  },
});

export const monthsReducer = slice.reducer;

// --- Selectors ---

/** Worked time of a list of entries (whole hours + minutes, minutes carried). */
export function entriesTotal(entries: readonly Pick<TimeEntry, 'total' | 'half'>[]): Duration {
  return sumDurations(entries.map((e) => ({ hours: e.total, minutes: e.half })));
}

const noPerson: PersonTime = emptyPerson;

export const selectPersonTime = (state: RootState, userId: Id | null | undefined): PersonTime =>
  (userId ? state.Months.byUser[userId] : undefined) ?? noPerson;

export const selectTodaysWork = (state: RootState) => state.Months.today;

/** A month as shown: its entries and the total derived from them, beside what is stored. */
export interface MonthView {
  month: Month;
  year: number;
  /** The entries' time plus the corrections noted for the month. */
  total: Duration;
  /** The entries' time alone (the table's footer). */
  entriesTotal: Duration;
  corrections: Correction[];
  /** The stored total disagrees with the entries. */
  drift: boolean;
}

export interface PersonView {
  user: User | null;
  /** Newest first. */
  months: MonthView[];
  /** The person's total as shown: the sum of the months' entries. */
  total: Duration;
  /** Stored totals that disagree with the entries (a month's, or the person's). */
  drift: boolean;
  request: RequestState;
  unsaved: Record<Id, UnsavedEdit>;
}

export function personView(p: PersonTime, now: Date = new Date()): PersonView {
  const months = sortMonthsNewestFirst(p.months, now).map((month) => {
    const year = monthYear(month, now);
    const fromEntries = entriesTotal(month.months);
    const corrections = p.corrections.filter((c) => c.MonthNumber === month.MonthNumber && c.year === year);
    const total = toDuration(toMinutes(fromEntries) + corrections.reduce((sum, c) => sum + c.minutes, 0));
    return { month, year, total, entriesTotal: fromEntries, corrections, drift: !isSameDuration(total, storedTotal(month)) };
  });
  const total = sumDurations(months.map((m) => m.total));
  const drift = months.some((m) => m.drift) || (p.user !== null && !isSameDuration(total, storedTotal(p.user)));
  return { user: p.user, months, total, drift, request: p.request, unsaved: p.unsaved };
}

/** A memoized view per person id (screens call `useAppSelector((s) => selectPersonView(s, id))`). */
export const selectPersonView = createSelector([selectPersonTime], (p) => personView(p));

/** The current calendar month's view, if the person has one. */
export function currentMonthOf(view: PersonView, now: Date = new Date()): MonthView | null {
  return view.months.find((m) => isCurrentMonth(m.month, now)) ?? null;
}

// This slice arrives with its screens (app/store.ts LazySlices).
injectSlice('Months', monthsReducer);
