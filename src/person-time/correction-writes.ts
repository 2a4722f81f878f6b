/**
 * 'Rätta arbetad tid', its undo, and the admin's choice when it came twice (DECISIONS.md 23, 28,
 * 30, 37; issue 27 item 3): a correction of a month's total (and with it the person's), sent once
 * by the delta policy (month-delta.ts, lib/writes/delta.ts) and settled by a read-back against a
 * snapshot taken right before it. The same delta stored twice is never removed on its own: the
 * browser's resend and another admin's identical correction cannot be told apart, so the admin
 * removes one or keeps both. Any other difference is shown with the stored and the expected
 * figure and nothing is sent. Only the admin's screens load this module.
 */
import { createAppMutation } from '../app/create-app-thunk';
import { sv } from '../i18n/sv';
import { ApiError } from '../lib/api-client';
import type { Id } from '../types/api';
import { pendingKey } from './correction-pending';
import { correctOnce, settleCorrection, type CorrectionResult } from './month-delta';
import { totalsOf } from './person-view';
import { selectPersonTime } from './months-slice';

export type { CorrectionResult, CorrectionState } from './month-delta';

/**
 * Which writes count as the same correction: one person's month. A settle, a new press and
 * 'Rätta summorna' (totals-reset.ts) never run at once: two settlers of one pending delta would
 * each repair its duplicate.
 */
export const correctionKey = (arg: { userId: Id; monthId: Id }) => `correction ${arg.userId} ${arg.monthId}`;

/**
 * The statement panel's signed correction of a month record (and with it the person's total),
 * after the panel's confirmation. The provider keeps no trace of it, so it is noted on this
 * device and shown with the month (issue 13). A month is never taken below zero.
 */
export const totalsCorrected = createAppMutation(
  'MonthClose/totalsCorrected',
  async (arg: { userId: Id; monthId: Id; minutes: number; at: string }, thunkApi): Promise<CorrectionResult> => (await correctOnce(arg, thunkApi)).result,
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
    return (await correctOnce({ userId: arg.userId, monthId: record.id, minutes: -noted.minutes, at: new Date().toISOString(), undoes: arg.at }, thunkApi)).result;
  },
  correctionKey,
);

/**
 * The admin's choice after a correction came twice (DECISIONS.md 37): one of the two identical
 * corrections removed, by a correction of the opposite sign (itself sent once and read back; its
 * own doubling is asked about again, never repaired on its own). Keeping both sends nothing.
 */
export const duplicateRemoved = createAppMutation(
  'MonthClose/duplicateRemoved',
  async (arg: { userId: Id; monthId: Id; minutes: number; at: string }, thunkApi): Promise<CorrectionResult> =>
    (await correctOnce({ userId: arg.userId, monthId: arg.monthId, minutes: -arg.minutes, at: new Date().toISOString(), copyOf: arg.at }, thunkApi)).result,
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
    return pending ? settleCorrection(pending, thunkApi) : null;
  },
  correctionKey,
);
