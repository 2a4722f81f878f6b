/**
 * Where a change of a month's stored total is SENT (DECISIONS.md 23, 28 and 30): 'Rätta arbetad
 * tid' and its undo, 'Rätta summorna efter posterna' (a stored total set back to its entries),
 * 'Flytta tid' of a month record (and its undo), and emptying a month ('Ta bort allt den här
 * månaden'). Each is described here — what refuses it, what it sends, how to tell it is stored,
 * what it does to the device's notes, what drift it leaves, what it promised — and run by the
 * heal path (heal.ts `runTotalsWrite`), which reads first, sends once, reads what is stored before
 * anything is sent again after a lost answer, and heals a duplicate with one compensating write.
 * A correction ('Rätta arbetad tid', its undo) is the exception (issue 27 item 3): it is sent
 * once and settled by a read-back against a snapshot taken right before it (correction-rule.ts),
 * repairing only its own duplicate and showing any other difference without sending anything;
 * its pending record survives a reload (correction-pending.ts).
 * The month close feature's screens and Min sida dispatch these directly.
 */
import type { GetThunkAPI } from '@reduxjs/toolkit';
import { createAppMutation, type AppThunkConfig } from '../app/create-app-thunk';
import { sv } from '../i18n/sv';
import { ApiError, toApiError } from '../lib/api-client';
import { hoursMinutes, toDuration } from '../lib/time';
import type { Id, MessageAnswer } from '../types/api';
import type { Correction, Effect, TotalsRead } from '../types/totals';
import { LANDING_WINDOW_MS } from '../lib/landing';
import { clearMonth, moveToMonth, updateUserTime } from './api';
import { correctionRefusal, labelOf, moveLanded, recordIn } from './close-rules';
import { pendingKey } from './correction-pending';
import { correctionFigures, correctionStep, monthDrift, type PendingCorrection } from './correction-rule';
import { asAdjustment, clearLanded, readTotals, runTotalsWrite, withNotices } from './heal';
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

export interface MoveResult {
  message: string;
  /** Where the time is now, and what it adds up to, read back. */
  to: { MonthNumber: number; year: number; minutes: number };
  /** The month it came from: the undo moves it back (null after a merge, which cannot be split). */
  undo: { monthId: Id; to: number } | null;
}

const ofMonth = (r: { MonthNumber: number; year: number }) => (c: Correction) => c.MonthNumber === r.MonthNumber && c.year === r.year;

/** A signed correction of a month (and with it the person's total): POST /api/auth/time/update/{id}/. */
function correctMonth(userId: Id, MonthNumber: number, minutes: number): Promise<MessageAnswer> {
  return updateUserTime(userId, { ...asAdjustment(minutes), MonthNumber });
}

const monthGone = (before: TotalsRead, id: Id) => (recordIn(before, id) ? null : sv.time.monthGone);

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

/**
 * Moves one month record by its id (POST /api/time/time/user/newmonth/{monthId}, API.md): a
 * retry can never take another month, as the user's id ('the latest month') could. The provider
 * keeps the record's year. The month's correction notes move with it, and the result read back
 * is compared with the total the confirmation promised.
 */
export const monthMoved = createAppMutation(
  'MonthClose/monthMoved',
  async (arg: { userId: Id; monthId: Id; to: number; promised: number }, thunkApi): Promise<MoveResult> => {
    const targetOf = (before: TotalsRead) => {
      const source = recordIn(before, arg.monthId);
      return source ? before.records.find((r) => r.MonthNumber === arg.to && r.year === source.year && r.id !== source.id) : undefined;
    };
    const outcome = await runTotalsWrite(
      {
        userId: arg.userId,
        key: `monthMoved ${arg.monthId}`,
        refuse: (before) => {
          const source = recordIn(before, arg.monthId);
          if (!source) return sv.time.monthGone;
          return source.MonthNumber === arg.to || arg.to < 1 || arg.to > 12 ? sv.writes.monthNumberError : null;
        },
        send: () => moveToMonth(arg.monthId, arg.to),
        landed: (before, now) => moveLanded(before, now, arg.monthId, arg.to),
        stored: (before) => {
          const source = recordIn(before, arg.monthId);
          if (!source) return;
          const of = ofMonth(source);
          keepCorrections(arg.userId, (list) => list.map((c) => (of(c) ? { ...c, MonthNumber: arg.to } : c)), thunkApi);
        },
        effects: (before) => {
          const target = targetOf(before);
          return target ? [{ kind: 'merge', from: arg.monthId, into: target.id }] : [];
        },
      },
      thunkApi,
    );
    const source = recordIn(outcome.before, arg.monthId);
    const year = source?.year ?? new Date().getFullYear();
    const target = targetOf(outcome.before);
    const now = totalsOf(selectPersonTime(thunkApi.getState(), arg.userId));
    const result = now.records.find((r) => r.id === (target?.id ?? arg.monthId));
    const minutes = result?.stored ?? 0;
    const notices = [...outcome.notices];
    if (!result || result.stored !== arg.promised) {
      notices.push(sv.time.notAsPromised(labelOf({ MonthNumber: arg.to, year }), hoursMinutes(toDuration(arg.promised)), hoursMinutes(toDuration(minutes))));
    }
    return {
      message: withNotices(outcome.answer ?? sv.profile.movedAll, notices),
      to: { MonthNumber: arg.to, year, minutes },
      undo: target || !source ? null : { monthId: arg.monthId, to: source.MonthNumber },
    };
  },
);

/**
 * Empties a month record ('Ta bort allt den här månaden', on Min sida and the person's page):
 * DELETE /api/month/delete/month/{monthId} names the record (SPEC.md §7). Never POST
 * /api/month/delete/{userId} with the month's id as IsMatching: the provider reads that as an
 * entry id (issue 27 item 4). Its totals go back to 0, and its correction notes go with it.
 */
export const monthCleared = createAppMutation('MonthClose/monthCleared', async (arg: { userId: Id; monthId: Id }, thunkApi) => {
  const outcome = await runTotalsWrite(
    {
      userId: arg.userId,
      key: `monthCleared ${arg.monthId}`,
      refuse: (before) => monthGone(before, arg.monthId),
      send: () => clearMonth(arg.monthId),
      landed: (_before, now) => clearLanded(now, arg.monthId),
      stored: (before) => {
        const record = recordIn(before, arg.monthId);
        if (record) keepCorrections(arg.userId, (list) => list.filter((c) => !ofMonth(record)(c)), thunkApi);
      },
      effects: () => [{ kind: 'reset', id: arg.monthId }],
    },
    thunkApi,
  );
  return withNotices(outcome.answer ?? sv.writes.deleted, outcome.notices);
});

export interface ResetResult {
  message: string;
  /** The correction removed (signed minutes) and its month: the undo puts it back. */
  removed: { monthId: Id; MonthNumber: number; year: number; minutes: number } | null;
}

/**
 * 'Rätta summorna efter posterna' (DECISIONS.md 30, issue 23 item 2): sets a month's stored total
 * back to what its entries give, removing the month's correction — asked first on the screen,
 * naming the person, the month and the correction. Also sets the person's total back to the sum
 * of the months when it alone differs. Runs the heal path like every totals write: what is sent
 * is computed from a fresh read each time, so sending it again after a lost answer never removes
 * twice, and a delta the browser repeats is healed. Undone by correcting the month by the
 * removed amount again (totalsCorrected).
 */
export const totalsReset = createAppMutation(
  'Months/totalsReset',
  async (arg: { userId: Id; monthId: Id | null }, thunkApi): Promise<ResetResult> => {
    const { userId, monthId } = arg;
    const effects: Effect[] = [{ kind: 'person' }, ...(monthId ? [{ kind: 'reset', id: monthId } as const] : [])];
    const outcome = await runTotalsWrite(
      {
        userId,
        key: `totalsReset ${monthId ?? userId}`,
        refuse: (before) => (monthId ? monthGone(before, monthId) : null),
        send: async () => {
          // From what is stored now, not from a read before an earlier attempt.
          let now = await readTotals(userId, thunkApi);
          const record = monthId ? recordIn(now, monthId) : undefined;
          let answer: MessageAnswer = { message: '' };
          if (record && record.stored !== record.entries) {
            answer = await correctMonth(userId, record.MonthNumber, record.entries - record.stored);
            now = await readTotals(userId, thunkApi);
          }
          const personDrift = now.user - now.records.reduce((sum, r) => sum + r.stored, 0);
          // Without MonthNumber the correction applies to the person's total alone.
          if (personDrift !== 0) answer = await updateUserTime(userId, asAdjustment(-personDrift));
          return answer;
        },
        landed: (_before, now) => {
          const record = monthId ? recordIn(now, monthId) : undefined;
          return (!record || record.stored === record.entries) && now.user === now.records.reduce((sum, r) => sum + r.stored, 0);
        },
        // The device's notes of the month go with the correction they explained.
        stored: (before) => {
          const record = monthId ? recordIn(before, monthId) : undefined;
          if (record) keepCorrections(userId, (list) => list.filter((c) => !ofMonth(record)(c)), thunkApi);
        },
        effects: () => effects,
      },
      thunkApi,
    );
    const was = monthId ? recordIn(outcome.before, monthId) : undefined;
    const minutes = was ? was.stored - was.entries : 0;
    return {
      message: withNotices(outcome.answer || sv.time.totalsCorrected, outcome.notices),
      removed: was && minutes !== 0 ? { monthId: was.id, MonthNumber: was.MonthNumber, year: was.year, minutes } : null,
    };
  },
);
