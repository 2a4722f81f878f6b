/**
 * TheTime: registering a day, exactly once (issue 10, DECISIONS.md 25). The draft itself is the
 * form's own state, kept in local storage (draft.ts); this slice sends it and says which state
 * the day is in, per draft owner: sending, checking, or waiting for the network.
 *
 * The draft records that it was sent and is not yet confirmed (`sent`). From that state —
 * after a reload, an ambiguous failure (no answer, a 5xx without the server's message, an answer
 * that is not JSON) or coming back online — nothing is sent before the person's entries are read
 * and searched for the same day (date, start, end, description): found means registered. A
 * request cut off by a reload may still be stored seconds later, so the check runs right before
 * every re-send; if two identical entries appear anyway, the extra one is removed and the
 * person is told. A definite failure (a 4xx, or any answer with the server's message) clears
 * `sent`: retrying it is safe.
 *
 * A send whose end this page never saw (the page was reloaded mid-send), or that a gateway
 * answered with a 5xx, may still be stored later: the server can take many seconds (issue 18).
 * So until `mayLandUntil` (LANDING_WINDOW_MS after it left) nothing is sent again: the person's
 * entries are read every POLL_MS, and the day found there is registered. Only after that
 * window has passed with no copy is it sent again.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createAppMutation } from '../../app/create-app-thunk';
import { injectSlice, type RootState } from '../../app/store';
import { ApiError, toApiError } from '../../lib/api-client';
import { LANDING_WINDOW_MS, POLL_MS } from '../../lib/landing';
import type { Id, TimeEntry } from '../../types/api';
import { createTimeEntry, deleteMonthTime } from '../../person-time/api';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { buildTimeEntry } from './entry';
import { personTimeLoaded } from '../../person-time/months-slice';

export type SendPhase = 'checking' | 'waiting' | 'sending';

// The landing window and the polling are those of every create (lib/landing.ts).
export { LANDING_WINDOW_MS, POLL_MS } from '../../lib/landing';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface TimeState {
  /** What is happening to each owner's draft right now (see draft.ts for owners). */
  phase: Record<string, SendPhase>;
}

const initialState: TimeState = { phase: {} };

export interface RegisterArg {
  userId: Id;
  owner: string;
}

export type RegisterOutcome =
  /** Posted now (duplicates: extra copies found afterwards and removed). */
  | { outcome: 'sent'; message: string; duplicatesRemoved: number }
  /** An earlier attempt had reached the server: nothing was sent again (extra copies removed). */
  | { outcome: 'alreadyRegistered'; duplicatesRemoved: number }
  /** No confirmed draft to send. */
  | { outcome: 'nothing' };

type DayKey = Pick<TimeEntry, 'date' | 'start' | 'end' | 'des'>;

/** The same day: date, start, end and description. */
export function sameDay(a: DayKey, b: DayKey): boolean {
  return a.date === b.date && a.start === b.start && a.end === b.end && a.des.trim() === b.des.trim();
}

function matching(entries: readonly TimeEntry[], day: DayKey): TimeEntry[] {
  return entries.filter((e) => sameDay(e, day));
}

/**
 * Sends the owner's confirmed draft once. Guarded per owner: a second tap, a retry, the resend
 * when back online and a remount all share one send.
 */
export const dayRegistered = createAppMutation(
  'TheTime/dayRegistered',
  async ({ userId, owner }: RegisterArg, thunkApi): Promise<RegisterOutcome> => {
    const { dispatch } = thunkApi;
    const { draft, rast } = loadDraft(owner);
    if (draft.stage !== 'done') return { outcome: 'nothing' };
    const entry = buildTimeEntry(draft, rast);
    const entriesOf = async () => {
      const read = await dispatch(personTimeLoaded(userId));
      if (personTimeLoaded.fulfilled.match(read)) return read.payload.months_id.flatMap((m) => m.months);
      // The read's own failure: one with no answer is the network's, so the day waits for it
      // and goes by itself (DECISIONS.md 33).
      const failure = read.payload;
      throw failure ? new ApiError(failure.message, failure.kind, failure.status, failure.own) : toApiError(new Error('read failed'));
    };

    /**
     * Keeps the first of the stored copies of this day and removes the later ones: an earlier
     * attempt cut off mid-way, or the browser's own resend of a request whose kept-alive
     * connection dropped after the server stored it, can each have stored the day once more.
     */
    const keepOne = async (copies: readonly TimeEntry[]): Promise<number> => {
      if (copies.length < 2) return 0;
      for (const extra of copies.slice(1)) {
        // Month number 0 names no month. The provider finds the entry by its id (API.md); a
        // repeat of this call that no longer finds it (the browser's own resend) then deletes
        // nothing, where a real month number would delete that whole month. Its answer may be
        // that repeat's 404: what is stored decides, read below.
        await deleteMonthTime(userId, { IsMonthNumber: 0, IsMatching: extra._id }).catch(() => undefined);
      }
      return copies.length - matching(await entriesOf(), entry).length;
    };

    if (draft.sent) {
      dispatch(phaseChanged({ owner, phase: 'checking' }));
      for (;;) {
        const copies = matching(await entriesOf(), entry);
        if (copies.length > 0) {
          clearDraft(owner);
          let duplicatesRemoved = 0;
          try {
            duplicatesRemoved = await keepOne(copies);
          } catch {
            // The day is registered; a failed clean-up is found by the next check.
          }
          return { outcome: 'alreadyRegistered', duplicatesRemoved };
        }
        const left = (draft.mayLandUntil ?? 0) - Date.now();
        if (left <= 0) break;
        // The earlier send may still land: watch for it, send nothing.
        dispatch(phaseChanged({ owner, phase: 'waiting' }));
        await sleep(Math.min(POLL_MS, left));
        // The person may have started over meanwhile: then this day is not theirs to send.
        if (!loadDraft(owner).draft.sent) return { outcome: 'nothing' };
      }
    }

    // Recorded before the request leaves: a reload from here on checks before sending again,
    // and waits while this send may still land.
    const mayLandUntil = Date.now() + LANDING_WINDOW_MS;
    saveDraft(owner, { ...draft, sent: true, mayLandUntil, date: entry.date }, rast);
    dispatch(phaseChanged({ owner, phase: 'sending' }));
    let message: string;
    try {
      message = (await createTimeEntry(userId, entry)).message;
    } catch (error) {
      const failure = toApiError(error);
      // A definite refusal: nothing was stored, so the next attempt needs no check.
      if (!failure.ambiguous) saveDraft(owner, { ...draft, sent: false, mayLandUntil: undefined, date: entry.date }, rast);
      // The request is over (the connection closed, or a page that is not JSON answered): it
      // may have been stored, so it is checked once, but it cannot land later. Only a gateway's
      // 5xx leaves the server behind it possibly still at work: that keeps the window.
      else if (failure.kind !== 'http') saveDraft(owner, { ...draft, sent: true, mayLandUntil: undefined, date: entry.date }, rast);
      throw error;
    }
    clearDraft(owner);

    // An earlier attempt cut off mid-way may have been stored too: keep one.
    let duplicatesRemoved = 0;
    try {
      duplicatesRemoved = await keepOne(matching(await entriesOf(), entry));
    } catch {
      // The day is registered; a failed clean-up is found by the next check.
    }
    return { outcome: 'sent', message, duplicatesRemoved };
  },
  ({ owner }) => `TheTime/dayRegistered ${owner}`,
);

const slice = createSlice({
  name: 'TheTime',
  initialState,
  reducers: {
    phaseChanged(state, action: PayloadAction<{ owner: string; phase: SendPhase }>) {
      state.phase[action.payload.owner] = action.payload.phase;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(
      (action) => dayRegistered.fulfilled.match(action) || dayRegistered.rejected.match(action),
      (state, action: { meta: { arg: RegisterArg } }) => {
        state.phase = Object.fromEntries(Object.entries(state.phase).filter(([owner]) => owner !== action.meta.arg.owner));
      },
    );
  },
});

const { phaseChanged } = slice.actions;
export const timeReducer = slice.reducer;

export const selectSendPhase = (state: RootState, owner: string): SendPhase | null => state.TheTime.phase[owner] ?? null;

// This slice arrives with its screens (app/store.ts LazySlices).
injectSlice('TheTime', timeReducer);
