/**
 * Where a month record's writes are SENT (DECISIONS.md 23, 28, 30; their policies: docs/writes.md):
 * 'Flytta tid' of a month record (and its undo) and emptying a month ('Ta bort allt den här
 * månaden'), each described here (what refuses it, what it sends, how to tell it is stored, what
 * it does to the device's notes, what drift it leaves, what it promised) and run by heal.ts
 * `runTotalsWrite` (the update policy, then the totals healed). The deltas on a month's stored
 * total are the admin's and load with the admin's screens only: 'Rätta arbetad tid' in
 * correction-writes.ts, 'Rätta summorna efter posterna' in totals-reset.ts.
 * The month close feature's screens and Min sida dispatch these directly.
 */
import { createAppMutation } from '../app/create-app-thunk';
import { sv } from '../i18n/sv';
import { hoursMinutes, toDuration } from '../lib/time';
import type { Id } from '../types/api';
import type { Correction, TotalsRead } from '../types/totals';
import { clearMonth, moveToMonth } from './api';
import { labelOf, moveLanded, recordIn } from './close-rules';
import { clearLanded, runTotalsWrite, withNotices } from './heal';
import { keepCorrections, selectPersonTime } from './months-slice';
import { totalsOf } from './person-view';

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
