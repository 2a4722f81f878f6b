/**
 * TheTime: registering a day, exactly once (issue 10, DECISIONS.md 25). The draft itself is the
 * form's own state, kept in local storage (draft.ts); it is sent by the day's-registration policy
 * (lib/writes/draft-send.ts: the draft records `sent` before the request leaves, nothing is sent
 * again before the person's entries are searched for the same day, a send that may still land is
 * waited for, copies of the day beyond the first are removed). This slice says which state the
 * day is in, per draft owner: sending, checking, or waiting for the network.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createAppMutation } from '../../app/create-app-thunk';
import { injectSlice, type RootState } from '../../app/store';
import { ApiError, toApiError } from '../../lib/api-client';
import { sendDraftOnce, type DraftOutcome, type SendPhase } from '../../lib/writes/draft-send';
import type { Id, TimeEntry } from '../../types/api';
import { createTimeEntry, deleteMonthTime } from '../../person-time/api';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { buildTimeEntry } from './entry';
import { personTimeLoaded } from '../../person-time/months-slice';

export type { SendPhase } from '../../lib/writes/draft-send';

// The landing window and the polling are those of every write (lib/landing.ts).
export { LANDING_WINDOW_MS, POLL_MS } from '../../lib/landing';

export interface TimeState {
  /** What is happening to each owner's draft right now (see draft.ts for owners). */
  phase: Record<string, SendPhase>;
}

const initialState: TimeState = { phase: {} };

export interface RegisterArg {
  userId: Id;
  owner: string;
}

export type RegisterOutcome = DraftOutcome;

type DayKey = Pick<TimeEntry, 'date' | 'start' | 'end' | 'des'>;

/** The same day: date, start, end and description. */
export function sameDay(a: DayKey, b: DayKey): boolean {
  return a.date === b.date && a.start === b.start && a.end === b.end && a.des.trim() === b.des.trim();
}

/**
 * Sends the owner's confirmed draft once (lib/writes/draft-send.ts). Guarded per owner: a second
 * tap, a retry, the resend when back online and a remount all share one send.
 */
export const dayRegistered = createAppMutation(
  'TheTime/dayRegistered',
  async ({ userId, owner }: RegisterArg, { dispatch }): Promise<RegisterOutcome> => {
    const { draft, rast } = loadDraft(owner);
    if (draft.stage !== 'done') return { outcome: 'nothing' };
    const entry = buildTimeEntry(draft, rast);
    return sendDraftOnce<TimeEntry>({
      load: () => {
        const now = loadDraft(owner).draft;
        return { sent: now.sent === true, mayLandUntil: now.mayLandUntil };
      },
      mark: ({ sent, mayLandUntil }) => saveDraft(owner, { ...draft, sent, mayLandUntil, date: entry.date }, rast),
      clear: () => clearDraft(owner),
      copies: async () => {
        const read = await dispatch(personTimeLoaded(userId));
        if (personTimeLoaded.fulfilled.match(read)) return read.payload.months_id.flatMap((m) => m.months).filter((e) => sameDay(e, entry));
        // The read's own failure: one with no answer is the network's, so the day waits for it
        // and goes by itself (DECISIONS.md 33).
        const failure = read.payload;
        throw failure ? new ApiError(failure.message, failure.kind, failure.status, failure.own) : toApiError(new Error('read failed'));
      },
      // Month number 0 names no month. The provider finds the entry by its id (API.md); a repeat
      // of this call that no longer finds it (the browser's own resend) then deletes nothing,
      // where a real month number would delete that whole month.
      remove: (extra) => deleteMonthTime(userId, { IsMonthNumber: 0, IsMatching: extra._id }),
      send: async () => (await createTimeEntry(userId, entry)).message,
      phase: (phase) => dispatch(phaseChanged({ owner, phase })),
    });
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
