/**
 * 'Rätta arbetad tid' and its undo (DECISIONS.md 23, 28, 30; issue 27 item 3): a correction of a
 * month's total (and with it the person's), sent once and settled by a read-back against a
 * snapshot taken right before it (correction-rule.ts): its own duplicate is repaired with one
 * write, any other difference is shown with the stored and the expected figure and nothing is
 * sent, and its pending record survives a reload (correction-pending.ts). Only the admin's
 * screens load this module (the phone's Min sida loads month-writes.ts without it).
 */
import type { GetThunkAPI } from '@reduxjs/toolkit';
import { createAppMutation, type AppThunkConfig } from '../app/create-app-thunk';
import { sv } from '../i18n/sv';
import { ApiError, toApiError } from '../lib/api-client';
import { LANDING_WINDOW_MS } from '../lib/landing';
import type { Id } from '../types/api';
import type { Correction, TotalsRead } from '../types/totals';
import { correctionRefusal, recordIn } from './close-rules';
import { pendingKey } from './correction-pending';
import { correctionFigures, correctionStep, monthDrift, type PendingCorrection } from './correction-rule';
import { readTotals } from './heal';
import { correctMonth } from './month-writes';
import { keepCorrections, keepPending, selectPersonTime, totalsOf } from './months-slice';

type Api = GetThunkAPI<AppThunkConfig>;

/**
 * What became of a correction, as a read-back shows it (correction-rule.ts): 'saved' (stored
 * once; its own duplicate, if any, repaired), 'pending' (it may still land: shown as pending
 * and read again), 'unclear' (what is stored could not be read: still pending), 'notStored' (it
 * did not land), 'differs' (stored and expected differ in a way the app cannot prove is its own:
 * nothing was sent). Only 'saved' may be called saved.
 */
export type CorrectionState = 'saved' | 'pending' | 'unclear' | 'notStored' | 'differs';

export interface CorrectionResult {
  state: CorrectionState;
  /** The provider's answer to a saved correction ('' otherwise). */
  message: string;
  monthId: Id;
  correction: Correction;
  /** Its own duplicate (the browser's re-send) was found and repaired with one write. */
  repaired: boolean;
  /** It undid a noted correction ('Ångra'). */
  undid: boolean;
  /** Its own answer never came (or was not the provider's): what is stored told. */
  answerLost: boolean;
  /** The month's stored total before the correction, now (read back), and what the correction should make it (minutes). */
  before: number;
  after: number;
  expected: number;
}

/** Which writes count as the same correction: one person's month (a settle and a new press never run at once). */
const correctionKey = (arg: { userId: Id; monthId: Id }) => `correction ${arg.userId} ${arg.monthId}`;

/**
 * Sends one write of a pending correction (the correction, or its one repair) and notes when
 * its request is over: only a gateway's 5xx leaves the server behind it possibly still at work
 * (as lib/create-once.ts). A failure is answered, not thrown: what is stored decides.
 */
async function sendPart(pending: PendingCorrection, minutes: number, thunkApi: Api): Promise<{ pending: PendingCorrection; failure: ApiError | null; answer: string }> {
  let failure: ApiError | null = null;
  let answer = '';
  try {
    answer = (await correctMonth(pending.userId, pending.MonthNumber, minutes)).message;
  } catch (error) {
    failure = toApiError(error);
  }
  if (failure?.kind === 'http' && failure.ambiguous) return { pending, failure, answer };
  const over = { ...pending, mayLandUntil: Date.now() };
  keepPending(pending.userId, pending.monthId, over, thunkApi);
  return { pending: over, failure, answer };
}

/**
 * Reads what is stored and settles a pending correction by correction-rule.ts: saved (noted on
 * this device), its own duplicate repaired with ONE write (read back again, never repeated),
 * still pending (kept), or shown as it is (stored and expected figures) with nothing sent.
 */
async function settle(start: PendingCorrection, thunkApi: Api, sent: { failure: ApiError | null; answer: string } = { failure: null, answer: '' }): Promise<CorrectionResult> {
  let pending = start;
  let { failure } = sent;
  // At most two rounds: a repair is sent only while `repaired` is false.
  for (;;) {
    let read: TotalsRead | null = null;
    try {
      read = await readTotals(pending.userId, thunkApi);
    } catch (error) {
      if (toApiError(error).kind === 'session') throw error;
    }
    const step = correctionStep(pending, read ? monthDrift(read, pending.monthId) : null);
    if (step === 'repair') {
      pending = { ...pending, repaired: true, mayLandUntil: Date.now() + LANDING_WINDOW_MS };
      keepPending(pending.userId, pending.monthId, pending, thunkApi);
      ({ pending, failure } = await sendPart(pending, -pending.minutes, thunkApi));
      continue;
    }
    const figures = read ? correctionFigures(pending, read) : null;
    const { userId, monthId, MonthNumber, year, minutes, at } = pending;
    const result = (state: CorrectionState): CorrectionResult => ({
      state,
      message: state === 'saved' ? sent.answer || sv.writes.updated : '',
      monthId,
      correction: { MonthNumber, year, minutes, at },
      repaired: pending.repaired,
      undid: pending.undoes !== undefined,
      answerLost: sent.failure !== null,
      before: pending.stored,
      after: figures?.stored ?? pending.stored,
      expected: figures?.expected ?? pending.stored + minutes,
    });
    if (step === 'wait') return result('pending');
    if (step === 'unknown') return result('unclear');
    keepPending(userId, monthId, null, thunkApi);
    if (step === 'saved') {
      const undoes = pending.undoes;
      keepCorrections(userId, (list) => (undoes ? list.filter((c) => c.at !== undoes) : [...list.filter((c) => c.at !== at), { MonthNumber, year, minutes, at }]), thunkApi);
      return result('saved');
    }
    // Refused with the server's own reason, and nothing of it stored: that reason is the answer.
    if (step === 'notStored' && failure && !failure.ambiguous && !pending.repaired) throw failure;
    return result(step);
  }
}

/**
 * A correction of a month (and with it the person's total), sent once (issue 27 item 3): the
 * month is read immediately before the write (the snapshot), a pending record with the snapshot
 * and the delta is kept in local storage before the request leaves, and the outcome is settled
 * from a read-back only (settle).
 */
async function correctOnce(arg: { userId: Id; monthId: Id; minutes: number; at: string; undoes?: string }, thunkApi: Api): Promise<CorrectionResult> {
  const { userId, monthId, minutes } = arg;
  const earlier = thunkApi.getState().Months.pendingCorrections[pendingKey(userId, monthId)];
  const before = await readTotals(userId, thunkApi);
  // Totals the app cannot read could never show the correction stored: nothing is sent.
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
    snapshot: record.stored - record.entries,
    stored: record.stored,
    // Sent while an earlier one of the month may still land: a doubled figure is not provably its own.
    mayRepair: !earlier,
    repaired: false,
    mayLandUntil: Date.now() + LANDING_WINDOW_MS,
  };
  keepPending(userId, monthId, pending, thunkApi);
  const sent = await sendPart(pending, minutes, thunkApi);
  if (sent.failure?.kind === 'session') {
    keepPending(userId, monthId, null, thunkApi);
    throw sent.failure;
  }
  return settle(sent.pending, thunkApi, sent);
}

/**
 * The statement panel's signed correction of a month record (and with it the person's total),
 * after the panel's confirmation. The provider keeps no trace of it, so it is noted on this
 * device and shown with the month (issue 13). A month is never taken below zero.
 */
export const totalsCorrected = createAppMutation(
  'MonthClose/totalsCorrected',
  (arg: { userId: Id; monthId: Id; minutes: number; at: string }, thunkApi): Promise<CorrectionResult> => correctOnce(arg, thunkApi),
  correctionKey,
);

/** Undoes a noted correction: the opposite change, and the note goes once that is stored. */
export const correctionUndone = createAppMutation(
  'MonthClose/correctionUndone',
  async (arg: { userId: Id; monthId: Id; at: string }, thunkApi): Promise<CorrectionResult> => {
    const state = thunkApi.getState();
    const noted = selectPersonTime(state, arg.userId).corrections.find((c) => c.at === arg.at);
    const record = noted ? totalsOf(selectPersonTime(state, arg.userId)).records.find((r) => r.MonthNumber === noted.MonthNumber && r.year === noted.year) : undefined;
    if (!noted || !record) throw new ApiError(sv.time.monthGone, 'http', 404);
    return correctOnce({ userId: arg.userId, monthId: record.id, minutes: -noted.minutes, at: new Date().toISOString(), undoes: arg.at }, thunkApi);
  },
  correctionKey,
);

/**
 * A pending correction of a person's month read back and settled (after a reload, or while it
 * may still land): null when there is none. Skipped while a correction of the month is on its way.
 */
export const correctionSettled = createAppMutation(
  'MonthClose/correctionSettled',
  async (arg: { userId: Id; monthId: Id }, thunkApi): Promise<CorrectionResult | null> => {
    const pending = thunkApi.getState().Months.pendingCorrections[pendingKey(arg.userId, arg.monthId)];
    return pending ? settle(pending, thunkApi) : null;
  },
  correctionKey,
);
