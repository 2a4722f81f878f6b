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
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createAppMutation, createAppThunk, toRejectValue, type AppThunkConfig } from '../../app/create-app-thunk';
import { userInfoUpdated } from '../../app/session';
import { injectSlice, type RootState } from '../../app/store';
import { sv } from '../../i18n/sv';
import { ApiError, toApiError } from '../../lib/api-client';
import { isCurrentMonth, monthYear, sortMonthsNewestFirst } from '../../lib/months';
import { idle, type RejectValue, type RequestState } from '../../lib/request';
import { keepNotes, readNotes } from '../../lib/correction-notes';
import { adjustmentBetween, sumDurations, toDuration, toMinutes, type Duration } from '../../lib/time';
import type { Id, Month, TimeAdjustment, TimeEntry, User, UserTime } from '../../types/api';
import type { Correction, TotalsRead, TotalsWrite, WriteOutcome } from '../../types/totals';
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
import {
  asAdjustment,
  clearLanded,
  correctionLanded,
  driftOf,
  entryRemoveLanded,
  expectedDrift,
  healPlan,
  isHealed,
  type Drift,
} from './heal';

export type { Correction } from '../../types/totals';

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
}

const initialState = (): MonthsState => ({
  byUser: Object.fromEntries(
    Object.entries(readNotes().corrections).map(([userId, corrections]) => [userId, { ...emptyPerson, corrections, unsaved: {}, unsure: {} }]),
  ),
  today: { entries: null, request: idle },
});

const emptyPerson: PersonTime = { user: null, corrections: [], months: [], notplace: [], request: idle, unsaved: {}, unsure: {} };

function failureOf(payload: RejectValue | undefined, fallback: string): RequestState {
  return { status: 'error', error: payload?.message ?? fallback };
}

// --- Reads ---

export const personTimeLoaded = createAppThunk('Months/personTimeLoaded', (userId: Id) => getUserTime(userId));

/**
 * A person's time read for many at once (the month overview, issue 19): the answer is not put
 * in the store; the caller hands many answers over in one `peopleTimeLoaded`, so 300 answers
 * are not 300 updates of every screen that reads the store.
 */
export const personTimeRead = createAppThunk('Months/personTimeRead', (userId: Id) => getUserTime(userId));

/** One answer of `personTimeRead`, as handed over: the time, or why it could not be read. */
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

/** A person's stored totals beside what their entries and noted corrections give (see heal.ts). */
export function totalsOf(p: PersonTime, now: Date = new Date()): TotalsRead {
  return {
    ...(p.totalsUnknown ? { unknown: true } : {}),
    user: toMinutes(storedTotal(p.user)),
    records: personView(p, now).months.map((m) => ({
      id: m.month._id,
      MonthNumber: m.month.MonthNumber,
      year: m.year,
      stored: toMinutes(storedTotal(m.month)),
      expected: toMinutes(m.entriesTotal) + m.corrections.reduce((sum, c) => sum + c.minutes, 0),
      entryIds: m.month.months.map((e) => e._id),
    })),
  };
}

/** The person's time read again, as totals; a failed read throws its failure. */
async function readTotals(userId: Id, thunkApi: Api): Promise<TotalsRead> {
  if (thunkApi.getState().Months.today.entries) void thunkApi.dispatch(todaysWorkLoaded());
  const read = await thunkApi.dispatch(personTimeLoaded(userId));
  if (!personTimeLoaded.fulfilled.match(read)) {
    const failure = read.payload;
    throw new ApiError(failure?.message ?? sv.errors.unknown, failure?.kind ?? 'http', failure?.status, failure?.own ?? true);
  }
  return totalsOf(thunkApi.getState().Months.byUser[userId] ?? emptyPerson);
}

/** An ambiguous failure says so (issue 18 item 2): the change may already be stored. */
function mayBeStored(failure: ApiError): ApiError {
  return new ApiError(sv.time.mayBeStored(failure.message), failure.kind, failure.status, true);
}

/**
 * Reads the totals back and compares each drift with the one expected; a difference is repaired
 * by one compensating write computed from that read (never the same delta again), then read
 * once more. Answers what the person is to be told, or null when all was as expected.
 */
async function heal(userId: Id, expected: Drift, thunkApi: Api): Promise<string | null> {
  try {
    const read = await readTotals(userId, thunkApi);
    // Totals the app cannot read are unknown: nothing is written from them.
    if (read.unknown) return sv.time.totalsUnreadable;
    const plan = healPlan(expected, read);
    if (isHealed(plan)) return null;
    if (plan.writes.length === 0) return sv.time.healFailed;
    for (const write of plan.writes) {
      const body = asAdjustment(write.minutes);
      await updateUserTime(userId, write.MonthNumber === undefined ? body : { ...body, MonthNumber: write.MonthNumber });
    }
    return isHealed(healPlan(expected, await readTotals(userId, thunkApi))) ? sv.time.healed : sv.time.healFailed;
  } catch {
    return sv.time.healUnchecked;
  }
}

/**
 * Runs a TotalsWrite (DECISIONS.md 25, 28): read, send once, and after a lost answer read what is
 * stored before anything is sent again; then the totals are read back and healed. 'Försök igen'
 * after an ambiguous failure runs the same write again: it finds the earlier attempt noted as
 * unsure, reads, and sends only when the write is not stored.
 */
export async function runTotalsWrite(write: TotalsWrite, thunkApi: Api): Promise<WriteOutcome> {
  const { dispatch, getState } = thunkApi;
  const { userId, key } = write;
  const unsure = (before: TotalsRead) => dispatch(slice.actions.writeUnsure({ userId, key, before }));
  const notices: string[] = [];
  const earlier = getState().Months.byUser[userId]?.unsure[key];
  let before: TotalsRead;
  let answer: string | null = null;
  let done = false;
  if (earlier) {
    before = earlier;
    let now: TotalsRead;
    try {
      now = await readTotals(userId, thunkApi);
    } catch (error) {
      throw mayBeStored(toApiError(error));
    }
    if (now.unknown) throw mayBeStored(new ApiError(sv.time.totalsUnreadable, 'shape'));
    if (write.landed(before, now)) {
      done = true;
      notices.push(sv.time.alreadyStored);
    }
  } else {
    before = await readTotals(userId, thunkApi);
    const refusal = write.refuse?.(before);
    if (refusal) throw new ApiError(refusal, 'http', 400);
  }
  if (!done) {
    try {
      answer = (await write.send(before)).message || null;
    } catch (error) {
      const failure = toApiError(error);
      if (failure.kind === 'session') throw failure;
      // Whatever the answer said, what is stored tells whether the write went through.
      let now: TotalsRead;
      try {
        now = await readTotals(userId, thunkApi);
      } catch {
        if (!failure.ambiguous) throw failure;
        unsure(before);
        throw mayBeStored(failure);
      }
      // Unreadable totals cannot tell: as unsure as no read at all.
      if (now.unknown || before.unknown || !write.landed(before, now)) {
        if (!failure.ambiguous) throw failure;
        unsure(before);
        throw mayBeStored(failure);
      }
      notices.push(sv.time.answerLost);
    }
  }
  dispatch(slice.actions.writeSettled({ userId, key }));
  write.stored?.(before);
  const healed = await heal(userId, expectedDrift(driftOf(before), write.effects?.(before) ?? []), thunkApi);
  if (healed) notices.push(healed);
  return { answer, notices, before };
}

function withNotices(message: string, notices: string[]): string {
  return [message, ...notices].join(' ');
}

/** The correction notes of a person changed: kept on this device (lib/correction-notes.ts), and in the slice at once. */
export function keepCorrections(userId: Id, change: (list: Correction[]) => Correction[], { dispatch }: Api): void {
  dispatch(slice.actions.correctionsChanged({ userId, corrections: keepNotes(userId, change) }));
}

const ofMonth = (r: { MonthNumber: number; year: number }) => (c: Correction) => c.MonthNumber === r.MonthNumber && c.year === r.year;

function recordIn(read: TotalsRead, id: Id) {
  return read.records.find((r) => r.id === id);
}

const monthGone = (before: TotalsRead, id: Id) => (recordIn(before, id) ? null : sv.time.monthGone);

// --- Writes ---

/**
 * 'Ta bort allt den här månaden': empties the month record named by its id
 * (DELETE /api/month/delete/month/{monthId}, SPEC.md §7). POST /api/month/delete/{userId} with
 * the month's id as IsMatching is read by the provider as an entry id (issue 27 item 4): it
 * deletes nothing there, or, read another way, the latest month of that number.
 */
export const monthDeleted = createAppMutation(
  'Months/monthDeleted',
  async (arg: { userId: Id; month: Pick<Month, '_id' | 'MonthNumber'> }, thunkApi) => {
    const id = arg.month._id;
    const outcome = await runTotalsWrite(
      {
        userId: arg.userId,
        key: `monthDeleted ${id}`,
        refuse: (before) => monthGone(before, id),
        send: () => clearMonth(id),
        landed: (_before, now) => clearLanded(now, id),
        stored: (before) => dropNotesOf(arg.userId, recordIn(before, id), thunkApi),
        effects: () => [{ kind: 'reset', id }],
      },
      thunkApi,
    );
    return withNotices(outcome.answer ?? sv.bills.deleted, outcome.notices);
  },
);

export const entryDeleted = createAppMutation(
  'Months/entryDeleted',
  async (arg: { userId: Id; entryId: Id; monthNumber: number }, thunkApi) => {
    const outcome = await runTotalsWrite(
      {
        userId: arg.userId,
        key: `entryDeleted ${arg.entryId}`,
        // Month number 0 names no month: the provider finds the entry by its id (API.md), and a
        // repeat that no longer finds it (the browser's own resend) deletes nothing, where the
        // entry's month number would delete the rest of that month.
        send: () => deleteMonthTime(arg.userId, { IsMonthNumber: 0, IsMatching: arg.entryId }),
        landed: (_before, now) => entryRemoveLanded(now, arg.entryId),
      },
      thunkApi,
    );
    return withNotices(outcome.answer ?? sv.bills.deleted, outcome.notices);
  },
);

export const entryMoved = createAppMutation('Months/entryMoved', async (arg: { userId: Id; entryId: Id; to: number }, thunkApi) => {
  const outcome = await runTotalsWrite(
    {
      userId: arg.userId,
      key: `entryMoved ${arg.entryId}`,
      send: () => moveToMonth(arg.entryId, arg.to),
      landed: (_before, now) => now.records.some((r) => r.MonthNumber === arg.to && r.entryIds.includes(arg.entryId)),
    },
    thunkApi,
  );
  return withNotices(outcome.answer ?? sv.profile.movedAll, outcome.notices);
});

function dropNotesOf(userId: Id, record: { MonthNumber: number; year: number } | undefined, thunkApi: Api): void {
  if (!record) return;
  const of = ofMonth(record);
  keepCorrections(userId, (list) => list.filter((c) => !of(c)), thunkApi);
}

function isSameDuration(a: Duration, b: Duration): boolean {
  return toMinutes(a) === toMinutes(b);
}

function storedTotal(user: Pick<User, 'total' | 'half'> | null | undefined): Duration {
  return sumDurations([{ hours: user?.total ?? 0, minutes: user?.half ?? 0 }]);
}

function signedMinutes(adjustment: TimeAdjustment): number {
  return (adjustment.howhour === '-' ? -1 : 1) * adjustment.hours * 60 + (adjustment.howminutes === '-' ? -1 : 1) * adjustment.minutes;
}

/** The month record holding an entry, in a read. */
function recordOfEntry(read: TotalsRead, entryId: Id) {
  return read.records.find((r) => r.entryIds.includes(entryId));
}

/**
 * Sends the steps of an inline edit from `from` on. The entry and its month copy are plain
 * replacements (safe to send again); the totals correction adds, so after an answer that never
 * came — and before a retry of one — what is stored is read to tell whether it was applied.
 */
async function sendSteps(edit: Omit<UnsavedEdit, 'failure'>, userId: Id, thunkApi: Api, checkFirst: boolean): Promise<void> {
  for (const step of edit.missing) {
    try {
      if (step === 'entry') await updateTimeEntry(edit.entryId, edit.changes);
      else if (step === 'month') await updateEntryCode(edit.entryId, { StorMatch: edit.updated, CheckMonth: edit.monthNumber });
      else if (edit.adjustment) await sendTotalsOnce(edit, userId, thunkApi, checkFirst);
    } catch (error) {
      const missing = edit.missing.slice(edit.missing.indexOf(step));
      throw new EditIncomplete({ ...edit, missing }, error);
    }
  }
}

/** Whether the edit's totals call is stored: the entry's change is, so the month's drift tells. */
async function editTotalsStored(edit: Omit<UnsavedEdit, 'failure'>, userId: Id, thunkApi: Api): Promise<boolean | null> {
  const record = recordOfEntry(edit.before, edit.entryId);
  if (!record || !edit.adjustment) return null;
  const now = await readTotals(userId, thunkApi).catch(() => null);
  if (!now || now.unknown || edit.before.unknown) return null;
  const minutes = signedMinutes(edit.adjustment);
  // The entry already carries the change: an unapplied totals call shows as a drift of −minutes.
  return correctionLanded(edit.before, now, record.id, minutes, minutes);
}

async function sendTotalsOnce(edit: Omit<UnsavedEdit, 'failure'>, userId: Id, thunkApi: Api, checkFirst: boolean): Promise<void> {
  if (!edit.adjustment) return;
  if (checkFirst && (await editTotalsStored(edit, userId, thunkApi))) return;
  try {
    await updateOldTimes(userId, edit.adjustment);
  } catch (error) {
    if (!toApiError(error).ambiguous) throw error;
    const stored = await editTotalsStored(edit, userId, thunkApi);
    if (stored) return;
    throw stored === null ? mayBeStored(toApiError(error)) : error;
  }
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

async function finishEdit(edit: Omit<UnsavedEdit, 'failure'>, userId: Id, thunkApi: Api, checkFirst: boolean): Promise<EditResult> {
  try {
    await sendSteps(edit, userId, thunkApi, checkFirst);
  } catch (error) {
    if (!(error instanceof EditIncomplete)) throw error;
    const left = error.edit;
    // Nothing went through: a plain failure (the row stays open with the message).
    if (left.missing.length === edit.missing.length && edit.missing[0] === 'entry') throw error.cause;
    await reloadPerson(userId, thunkApi);
    return { message: '', unsaved: { ...left, failure: toRejectValue(error.cause) } };
  }
  // The totals read back: a duplicate of the totals call (the browser's own resend) is healed.
  const healed = edit.adjustment ? await heal(userId, driftOf(edit.before), thunkApi) : (await reloadPerson(userId, thunkApi), null);
  return { message: withNotices(sv.staff.updated, healed ? [healed] : []), unsaved: null };
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
    const person = thunkApi.getState().Months.byUser[arg.userId] ?? emptyPerson;
    const edit = {
      entryId: arg.entry._id,
      missing: (adjustment ? ['entry', 'month', 'totals'] : ['entry', 'month']) as EditStep[],
      changes,
      updated: { ...arg.entry, ...changes },
      monthNumber: arg.monthNumber,
      adjustment,
      before: totalsOf(person),
    };
    return finishEdit(edit, arg.userId, thunkApi, false);
  },
  (arg) => `Months/entryEdited ${arg.entry._id}`,
);

/** 'Försök igen' on an entry that is not fully saved: reads first, then sends exactly the missing calls. */
export const entryEditResumed = createAppMutation(
  'Months/entryEditResumed',
  async (arg: { userId: Id; entryId: Id }, thunkApi): Promise<EditResult> => {
    const unsaved = thunkApi.getState().Months.byUser[arg.userId]?.unsaved[arg.entryId];
    if (!unsaved) return { message: sv.staff.updated, unsaved: null };
    const { failure, ...edit } = unsaved;
    return finishEdit(edit, arg.userId, thunkApi, failure.ambiguous);
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
  if (view.totalsUnknown) throw new ApiError(sv.time.totalsUnreadable, 'shape');
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
    correctionsChanged(state, action: PayloadAction<{ userId: Id; corrections: Correction[] }>) {
      person(state, action.payload.userId).corrections = action.payload.corrections;
    },
    writeUnsure(state, action: PayloadAction<{ userId: Id; key: string; before: TotalsRead }>) {
      person(state, action.payload.userId).unsure[action.payload.key] = action.payload.before;
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
     * Many people's time, read by `personTimeRead`, handed over in one update (the month
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
export const { correctionNotesRead, peopleTimeLoaded } = slice.actions;

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
  /** The stored totals could not be read (issue 18 item 5). */
  totalsUnknown: boolean;
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
  // Stored totals the app cannot read are unknown, not 0: no drift is claimed from them.
  const known = p.totalsUnknown !== true;
  const drift = known && (months.some((m) => m.drift) || (p.user !== null && !isSameDuration(total, storedTotal(p.user))));
  return { user: p.user, months, total, drift, totalsUnknown: !known, request: p.request, unsaved: p.unsaved };
}

/** A memoized view per person id (screens call `useAppSelector((s) => selectPersonView(s, id))`). */
export const selectPersonView = createSelector([selectPersonTime], (p) => personView(p));

/** The current calendar month's view, if the person has one. */
export function currentMonthOf(view: PersonView, now: Date = new Date()): MonthView | null {
  return view.months.find((m) => isCurrentMonth(m.month, now)) ?? null;
}

// This slice arrives with its screens (app/store.ts LazySlices).
injectSlice('Months', monthsReducer);
