/**
 * 'Rätta summorna efter posterna' (DECISIONS.md 30, 37; issue 23 item 2): a month's stored total
 * set back to what its entries give, removing the month's correction, by the correction's own
 * delta policy with the intent 'set' (month-delta.ts, lib/writes/delta.ts; docs/writes.md).
 * Loaded by the admin's screens only.
 */
import type { GetThunkAPI } from '@reduxjs/toolkit';
import { createAppMutation, type AppThunkConfig } from '../app/create-app-thunk';
import { sv } from '../i18n/sv';
import { ApiError } from '../lib/api-client';
import { LANDING_WINDOW_MS } from '../lib/landing';
import { deltaOnce, type DeltaPending, type DeltaPort } from '../lib/writes/delta';
import { WriteUnsure } from '../lib/writes/outcome';
import type { Id } from '../types/api';
import type { TotalsRead } from '../types/totals';
import { updateUserTime } from './api';
import { recordIn } from './close-rules';
import { pendingKey } from './correction-pending';
import { correctionKey } from './correction-writes';
import { asAdjustment, mayBeStored, readTotals, withNotices } from './heal';
import { correctOnce, settleCorrection, stateOf, type CorrectionState } from './month-delta';

type Api = GetThunkAPI<AppThunkConfig>;

export interface ResetResult {
  message: string;
  /** The correction removed (signed minutes) and its month: the undo puts it back. */
  removed: { monthId: Id; MonthNumber: number; year: number; minutes: number } | null;
}

/** A 'set' delta's step as what the admin is told; a write that may still be stored or not at all throws. */
function resetNotice(state: CorrectionState, failure: ApiError | null): string | null {
  if (state === 'saved') return null;
  if ((state === 'pending' || state === 'unclear') && failure) throw new WriteUnsure(mayBeStored(failure), failure);
  if (state === 'pending' || state === 'unclear') throw new ApiError(sv.time.healUnchecked, 'http', undefined, true);
  if (state === 'notStored' && failure) throw failure;
  return sv.time.healFailed;
}

/** The person's own total (user − the sum of the months) by the delta policy, kept in memory: a retry computes it again from a fresh read. */
function personPort(userId: Id, thunkApi: Api): DeltaPort<DeltaPending, TotalsRead> {
  return {
    read: () => readTotals(userId, thunkApi).catch(() => null),
    figure: (read) => (read.unknown ? null : read.user - read.records.reduce((sum, r) => sum + r.stored, 0)),
    send: async (minutes) => (await updateUserTime(userId, asAdjustment(minutes))).message,
    keep: () => undefined,
  };
}

/**
 * 'Rätta summorna efter posterna' (DECISIONS.md 30, 37; issue 23 item 2): sets a month's stored
 * total back to what its entries give, removing the month's correction — asked first on the
 * screen, naming the person, the month and the correction. It is the correction's own policy
 * with the intent 'set' (month-delta.ts): the delta is computed from a fresh read, sent once and
 * read back; the same delta twice is wrong whoever sent it (everyone meant the entries' figure),
 * so it is repaired with one write. Also sets the person's total back to the sum of the months
 * when it alone differs. Undone by correcting the month by the removed amount again.
 */
export const totalsReset = createAppMutation(
  'Months/totalsReset',
  async (arg: { userId: Id; monthId: Id | null }, thunkApi): Promise<ResetResult> => {
    const { userId, monthId } = arg;
    const notices: string[] = [];
    let answer = '';
    let removed: ResetResult['removed'] = null;
    let before = await readTotals(userId, thunkApi);
    // Totals the app cannot read are unknown, not 0: nothing is written from them.
    if (before.unknown) throw new ApiError(sv.time.totalsUnreadable, 'http', 400);
    if (monthId) {
      // An earlier correction of the month still pending is settled first: its figure counts.
      const earlier = thunkApi.getState().Months.pendingCorrections[pendingKey(userId, monthId)];
      if (earlier) {
        resetNotice((await settleCorrection(earlier, thunkApi)).state, null);
        before = await readTotals(userId, thunkApi);
      }
      const record = recordIn(before, monthId);
      if (!record) throw new ApiError(sv.time.monthGone, 'http', 400);
      const drift = record.stored - record.entries;
      if (drift !== 0) {
        const { result, failure } = await correctOnce({ userId, monthId, minutes: -drift, at: new Date().toISOString(), intent: 'set' }, thunkApi);
        const notice = resetNotice(result.state, failure);
        if (notice) notices.push(notice);
        else removed = { monthId, MonthNumber: record.MonthNumber, year: record.year, minutes: drift };
        answer = result.state === 'saved' ? result.message : '';
        if (result.answerLost && result.state === 'saved') notices.push(sv.time.answerLost);
        if (result.repaired && result.state === 'saved') notices.push(sv.time.healed);
        before = await readTotals(userId, thunkApi);
      }
    }
    const person = personPort(userId, thunkApi);
    const drift = person.figure(before);
    if (drift !== null && drift !== 0) {
      const settled = await deltaOnce(person, { minutes: -drift, snapshot: drift, intent: 'set', mayRepair: true, repaired: false, mayLandUntil: Date.now() + LANDING_WINDOW_MS });
      const notice = resetNotice(stateOf(settled.step), settled.failure);
      if (notice) notices.push(notice);
      answer ||= settled.sent.answer;
    }
    return { message: withNotices(answer || sv.time.totalsCorrected, notices), removed };
  },
  // The month's corrections' own key: the pending-corrections poller's settle of this reset's
  // delta waits for it (two settlers both repaired a resend: +1:15 sent twice).
  (arg) => correctionKey({ userId: arg.userId, monthId: arg.monthId ?? '' }),
);
