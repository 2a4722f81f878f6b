/**
 * Where a month record's writes are SENT (DECISIONS.md 23, 28, 30; their policies: docs/writes.md):
 * 'Flytta tid' of a month record (and its undo) and emptying a month ('Ta bort allt den här
 * månaden') — each described here (what refuses it, what it sends, how to tell it is stored, what
 * it does to the device's notes, what drift it leaves, what it promised) and run by heal.ts
 * `runTotalsWrite` (the update policy, then the totals healed) — and 'Rätta summorna efter
 * posterna', a delta on the month's stored total by the correction's own policy (month-delta.ts,
 * intent 'set'). 'Rätta arbetad tid' itself is in correction-writes.ts (admin screens only).
 * The month close feature's screens and Min sida dispatch these directly.
 */
import type { GetThunkAPI } from '@reduxjs/toolkit';
import { createAppMutation, type AppThunkConfig } from '../app/create-app-thunk';
import { sv } from '../i18n/sv';
import { ApiError } from '../lib/api-client';
import { LANDING_WINDOW_MS } from '../lib/landing';
import { hoursMinutes, toDuration } from '../lib/time';
import { deltaOnce, type DeltaPending, type DeltaPort } from '../lib/writes/delta';
import { WriteUnsure } from '../lib/writes/outcome';
import type { Id } from '../types/api';
import type { Correction, TotalsRead } from '../types/totals';
import { clearMonth, moveToMonth, updateUserTime } from './api';
import { labelOf, moveLanded, recordIn } from './close-rules';
import { pendingKey } from './correction-pending';
import { asAdjustment, clearLanded, mayBeStored, readTotals, runTotalsWrite, withNotices } from './heal';
import { correctOnce, settleCorrection, stateOf, type CorrectionState } from './month-delta';
import { keepCorrections, selectPersonTime } from './months-slice';
import { totalsOf } from './person-view';

type Api = GetThunkAPI<AppThunkConfig>;

export interface MoveResult {
  message: string;
  /** Where the time is now, and what it adds up to, read back. */
  to: { MonthNumber: number; year: number; minutes: number };
  /** The month it came from: the undo moves it back (null after a merge, which cannot be split). */
  undo: { monthId: Id; to: number } | null;
}

const ofMonth = (r: { MonthNumber: number; year: number }) => (c: Correction) => c.MonthNumber === r.MonthNumber && c.year === r.year;

const monthGone = (before: TotalsRead, id: Id) => (recordIn(before, id) ? null : sv.time.monthGone);


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
);
