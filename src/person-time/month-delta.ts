/**
 * A change of a month's stored total (and with it the person's), by the delta policy
 * (lib/writes/delta.ts; DECISIONS.md 28, 30, 37): 'Rätta arbetad tid' and its undo (intent 'add':
 * the same delta twice is asked about, never removed on its own), and 'Rätta summorna efter
 * posterna' (intent 'set': the month back to its entries, a doubled delta repaired once). The
 * figure is the month's correction (stored total − its entries), read immediately before the
 * write and after it; the pending record survives a reload (correction-pending.ts).
 */
import type { GetThunkAPI } from '@reduxjs/toolkit';
import type { AppThunkConfig } from '../app/create-app-thunk';
import { sv } from '../i18n/sv';
import { ApiError, toApiError } from '../lib/api-client';
import { LANDING_WINDOW_MS } from '../lib/landing';
import { deltaOnce, settleDelta, type DeltaIntent, type DeltaPort, type DeltaSent, type DeltaSettled } from '../lib/writes/delta';
import type { Id, MessageAnswer } from '../types/api';
import type { Correction, TotalsRead } from '../types/totals';
import { updateUserTime } from './api';
import { correctionRefusal, recordIn } from './close-rules';
import { pendingKey, type PendingCorrection } from './correction-pending';
import { asAdjustment, readTotals } from './heal';
import { keepCorrections, keepPending } from './months-slice';

type Api = GetThunkAPI<AppThunkConfig>;

/** A signed correction of a month (and with it the person's total): POST /api/auth/time/update/{id}/. */
export function correctMonth(userId: Id, MonthNumber: number, minutes: number): Promise<MessageAnswer> {
  return updateUserTime(userId, { ...asAdjustment(minutes), MonthNumber });
}

/** The month's correction as read (stored − entries), or null when it cannot be read. */
export function monthDrift(read: TotalsRead, monthId: Id): number | null {
  if (read.unknown) return null;
  const record = read.records.find((r) => r.id === monthId);
  return record ? record.stored - record.entries : null;
}

/** The month's stored total now, and what it would be with the correction once (its entries now, the snapshot's correction, the delta). */
export function correctionFigures(pending: PendingCorrection, read: TotalsRead): { stored: number; expected: number } | null {
  const record = read.unknown ? undefined : read.records.find((r) => r.id === pending.monthId);
  if (!record) return null;
  return { stored: record.stored, expected: record.entries + pending.snapshot + pending.minutes };
}

/**
 * What became of a correction, as a read-back shows it: 'saved' (stored once; a doubled 'set'
 * repaired), 'pending' (it may still land: shown as pending and read again), 'unclear' (what is
 * stored could not be read: still pending), 'notStored' (it did not land), 'differs' (stored and
 * expected differ in a way the app cannot prove is its own: nothing was sent), 'choose' (stored
 * twice, and whether by the browser or by another admin cannot be told: the admin chooses,
 * DECISIONS.md 37). Only 'saved' may be called saved.
 */
export type CorrectionState = 'saved' | 'pending' | 'unclear' | 'notStored' | 'differs' | 'choose';

export interface CorrectionResult {
  state: CorrectionState;
  /** The provider's answer to a saved correction ('' otherwise). */
  message: string;
  monthId: Id;
  correction: Correction;
  /** A doubled 'set' delta was found and repaired with one write. */
  repaired: boolean;
  /** It undid a noted correction ('Ångra'). */
  undid: boolean;
  /** It removed one of two identical corrections (the admin's choice). */
  removedCopy: boolean;
  /** Its own answer never came (or was not the provider's): what is stored told. */
  answerLost: boolean;
  /** The month's stored total before the correction, now (read back), and what the correction should make it (minutes). */
  before: number;
  after: number;
  expected: number;
}

/** The month's figure, read by its port: a failed read is 'unknown' unless the session ended. */
function monthPort(pending: Pick<PendingCorrection, 'userId' | 'monthId' | 'MonthNumber'>, thunkApi: Api): DeltaPort<PendingCorrection, TotalsRead> {
  const { userId, monthId, MonthNumber } = pending;
  return {
    read: async () => {
      try {
        return await readTotals(userId, thunkApi);
      } catch (error) {
        if (toApiError(error).kind === 'session') throw error;
        return null;
      }
    },
    figure: (read) => monthDrift(read, monthId),
    send: async (minutes) => (await correctMonth(userId, MonthNumber, minutes)).message,
    keep: (next) => keepPending(userId, monthId, next, thunkApi),
  };
}

const states = { saved: 'saved', wait: 'pending', unknown: 'unclear', notStored: 'notStored', differs: 'differs', choose: 'choose' } as const;

/** A settled delta's step as a correction's state. */
export const stateOf = (step: DeltaSettled<unknown, unknown>['step']): CorrectionState => states[step];

/** A settled correction as its result, with the device's notes kept: it is stored at least once when saved or doubled. */
function resultOf(settled: DeltaSettled<PendingCorrection, TotalsRead>, sent: DeltaSent | null, thunkApi: Api): { result: CorrectionResult; failure: ApiError | null } {
  const { pending, read } = settled;
  const state = stateOf(settled.step);
  const { userId, monthId, MonthNumber, year, minutes, at, undoes, copyOf } = pending;
  const month = (c: Correction) => c.MonthNumber === MonthNumber && c.year === year;
  if (state === 'saved' || state === 'choose') {
    keepCorrections(
      userId,
      (list) => {
        if (undoes) return list.filter((c) => c.at !== undoes);
        if (copyOf) return list;
        // The month's correction set back to its entries: its notes go with it.
        if (pending.intent === 'set') return list.filter((c) => !month(c));
        return [...list.filter((c) => c.at !== at), { MonthNumber, year, minutes, at }];
      },
      thunkApi,
    );
  }
  const figures = read ? correctionFigures(pending, read) : null;
  const result: CorrectionResult = {
    state,
    message: state === 'saved' ? sent?.answer || sv.writes.updated : '',
    monthId,
    correction: { MonthNumber, year, minutes, at },
    repaired: pending.repaired,
    undid: undoes !== undefined,
    removedCopy: copyOf !== undefined,
    answerLost: sent?.failure != null,
    before: pending.stored,
    after: figures?.stored ?? pending.stored,
    expected: figures?.expected ?? pending.stored + minutes,
  };
  return { result, failure: settled.failure };
}

/**
 * Reads what is stored and settles a pending correction (after a reload, or while it may still
 * land). A correction refused with the server's own reason, and not stored, throws that reason.
 */
export async function settleCorrection(pending: PendingCorrection, thunkApi: Api, sent: DeltaSent | null = null): Promise<CorrectionResult> {
  const settled = await settleDelta(monthPort(pending, thunkApi), pending, sent);
  return outcomeOf(settled, sent, thunkApi).result;
}

function outcomeOf(settled: DeltaSettled<PendingCorrection, TotalsRead>, sent: DeltaSent | null, thunkApi: Api) {
  const outcome = resultOf(settled, sent, thunkApi);
  const { failure } = outcome;
  // Refused with the server's own reason, and nothing of it stored: that reason is the answer.
  if (outcome.result.state === 'notStored' && failure && !failure.ambiguous && !settled.pending.repaired) throw failure;
  return outcome;
}

export interface CorrectionArg {
  userId: Id;
  monthId: Id;
  minutes: number;
  at: string;
  undoes?: string;
  copyOf?: string;
  intent?: DeltaIntent;
}

/**
 * A correction of a month (and with it the person's total), sent once: the month is read
 * immediately before the write (the snapshot), a pending record with the snapshot and the delta
 * is kept in local storage before the request leaves, and the outcome is settled from a
 * read-back only. Totals that cannot be read could never show it stored: nothing is sent.
 */
export async function correctOnce(arg: CorrectionArg, thunkApi: Api): Promise<{ result: CorrectionResult; failure: ApiError | null }> {
  const { userId, monthId, minutes } = arg;
  const earlier = thunkApi.getState().Months.pendingCorrections[pendingKey(userId, monthId)];
  const before = await readTotals(userId, thunkApi);
  if (before.unknown) throw new ApiError(sv.time.totalsUnreadable, 'http', 400);
  const refusal = correctionRefusal(before, monthId, minutes);
  const record = recordIn(before, monthId);
  if (refusal || !record) throw new ApiError(refusal ?? sv.time.monthGone, 'http', 400);
  const pending: PendingCorrection = {
    userId,
    monthId,
    MonthNumber: record.MonthNumber,
    year: record.year,
    minutes,
    at: arg.at,
    ...(arg.undoes ? { undoes: arg.undoes } : {}),
    ...(arg.copyOf ? { copyOf: arg.copyOf } : {}),
    ...(arg.intent === 'set' ? { intent: 'set' as const } : {}),
    snapshot: record.stored - record.entries,
    stored: record.stored,
    // Sent while an earlier one of the month may still land: a doubled figure is not provably its own.
    // A 'set' is repaired whoever doubled it: everyone who sent it meant the entries' figure.
    mayRepair: arg.intent === 'set' || !earlier,
    repaired: false,
    mayLandUntil: Date.now() + LANDING_WINDOW_MS,
  };
  const settled = await deltaOnce(monthPort(pending, thunkApi), pending);
  return outcomeOf(settled, settled.sent, thunkApi);
}
