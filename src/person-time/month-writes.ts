/**
 * Where a change of a month's stored total is SENT (DECISIONS.md 23, 28 and 30): 'Rätta arbetad
 * tid' (correction-writes.ts), 'Rätta summorna efter posterna' (a stored total set back to its entries),
 * 'Flytta tid' of a month record (and its undo), and emptying a month ('Ta bort allt den här
 * månaden'). Each is described here — what refuses it, what it sends, how to tell it is stored,
 * what it does to the device's notes, what drift it leaves, what it promised — and run by the
 * heal path (heal.ts `runTotalsWrite`), which reads first, sends once, reads what is stored before
 * anything is sent again after a lost answer, and heals a duplicate with one compensating write.
 * A correction ('Rätta arbetad tid', its undo) is the exception (issue 27 item 3): it is sent
 * once and settled by a read-back against a snapshot taken right before it, in
 * correction-writes.ts (admin screens only).
 * The month close feature's screens and Min sida dispatch these directly.
 */
import { createAppMutation } from '../app/create-app-thunk';
import { sv } from '../i18n/sv';
import { hoursMinutes, toDuration } from '../lib/time';
import type { Id, MessageAnswer } from '../types/api';
import type { Correction, Effect, TotalsRead } from '../types/totals';
import { clearMonth, moveToMonth, updateUserTime } from './api';
import { labelOf, moveLanded, recordIn } from './close-rules';
import { asAdjustment, clearLanded, readTotals, runTotalsWrite, withNotices } from './heal';
import { keepCorrections, selectPersonTime, totalsOf } from './months-slice';

export interface MoveResult {
  message: string;
  /** Where the time is now, and what it adds up to, read back. */
  to: { MonthNumber: number; year: number; minutes: number };
  /** The month it came from: the undo moves it back (null after a merge, which cannot be split). */
  undo: { monthId: Id; to: number } | null;
}

const ofMonth = (r: { MonthNumber: number; year: number }) => (c: Correction) => c.MonthNumber === r.MonthNumber && c.year === r.year;

/** A signed correction of a month (and with it the person's total): POST /api/auth/time/update/{id}/. */
export function correctMonth(userId: Id, MonthNumber: number, minutes: number): Promise<MessageAnswer> {
  return updateUserTime(userId, { ...asAdjustment(minutes), MonthNumber });
}

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
