/**
 * Month close's writes of a person's time (issue 16 items 3 and 8, DECISIONS.md 23 and 28):
 * 'Rätta arbetad tid' and its undo, 'Flytta tid' of a month record (and its undo), and emptying
 * a month. Each is described here — what refuses it, what it sends, how to tell it is stored,
 * what it does to the correction notes, what it promised — and run by the owner of a person's
 * time (features/time, the Months slice), which reads first, sends once, reads what is stored
 * before anything is sent again after a lost answer, and heals a duplicate with one
 * compensating write. Features never import each other, so the owner is handed in from
 * src/routes/ (routes/month-close-writes.ts): `createMonthCloseWrites(personTimeOwner)`.
 */
import type { GetThunkAPI } from '@reduxjs/toolkit';
import { createAppMutation, type AppThunkConfig } from '../../app/create-app-thunk';
import type { RootState } from '../../app/store';
import { sv } from '../../i18n/sv';
import { ApiError } from '../../lib/api-client';
import { hoursMinutes, toDuration } from '../../lib/time';
import type { Id, MessageAnswer } from '../../types/api';
import type { Correction, TotalsRead, TotalsWrite, WriteOutcome } from '../../types/totals';
import { correctionRefusal, labelOf, moveLanded, recordIn } from './close-rules';

type Api = GetThunkAPI<AppThunkConfig>;

/** What month close needs of the owner of a person's time (features/time/time-owner.ts). */
export interface PersonTimeOwner {
  /** Runs a write exactly once: read, send, read back before any resend, heal. */
  runTotalsWrite: (write: TotalsWrite, thunkApi: Api) => Promise<WriteOutcome>;
  /** The person's totals as held now. */
  totals: (state: RootState, userId: Id) => TotalsRead;
  corrections: (state: RootState, userId: Id) => Correction[];
  /** The person's correction notes changed: kept on this device and held at once. */
  keepCorrections: (userId: Id, change: (list: Correction[]) => Correction[], thunkApi: Api) => void;
  calls: {
    correct: (userId: Id, MonthNumber: number, minutes: number) => Promise<MessageAnswer>;
    move: (monthId: Id, MonthNumber: number) => Promise<MessageAnswer>;
    clear: (monthId: Id) => Promise<MessageAnswer>;
  };
  landed: {
    correction: (before: TotalsRead, now: TotalsRead, id: Id, minutes: number) => boolean;
    cleared: (now: TotalsRead, id: Id) => boolean;
  };
}

export interface CorrectionResult {
  message: string;
  correction: Correction;
  /** What happened beyond a plain success (a lost answer, a duplicate healed). */
  notices: string[];
  /** The month's time before and after, read back (minutes). */
  before: number;
  after: number;
}

export interface MoveResult {
  message: string;
  /** Where the time is now, and what it adds up to, read back. */
  to: { MonthNumber: number; year: number; minutes: number };
  /** The month it came from: the undo moves it back (null after a merge, which cannot be split). */
  undo: { monthId: Id; to: number } | null;
}

function withNotices(message: string, notices: string[]): string {
  return [message, ...notices].join(' ');
}

const ofMonth = (r: { MonthNumber: number; year: number }) => (c: Correction) => c.MonthNumber === r.MonthNumber && c.year === r.year;

export function createMonthCloseWrites(owner: PersonTimeOwner) {
  const monthGone = (before: TotalsRead, id: Id) => (recordIn(before, id) ? null : sv.time.monthGone);

  async function correct(
    userId: Id,
    monthId: Id,
    minutes: number,
    key: string,
    note: (record: { MonthNumber: number; year: number }) => (list: Correction[]) => Correction[],
    thunkApi: Api,
  ) {
    const outcome = await owner.runTotalsWrite(
      {
        userId,
        key,
        refuse: (before) => correctionRefusal(before, monthId, minutes),
        send: (before) => owner.calls.correct(userId, recordIn(before, monthId)?.MonthNumber ?? 0, minutes),
        landed: (before, now) => owner.landed.correction(before, now, monthId, minutes),
        stored: (before) => {
          const record = recordIn(before, monthId);
          if (record) owner.keepCorrections(userId, note(record), thunkApi);
        },
      },
      thunkApi,
    );
    const was = recordIn(outcome.before, monthId);
    const now = recordIn(owner.totals(thunkApi.getState(), userId), monthId);
    const promised = (was?.expected ?? 0) + minutes;
    const notices = [...outcome.notices];
    if (was && (!now || now.expected !== promised || now.stored !== promised)) {
      notices.push(sv.time.notAsPromised(labelOf(was), hoursMinutes(toDuration(promised)), hoursMinutes(toDuration(now?.stored ?? 0))));
    }
    return { outcome, notices, before: was?.expected ?? 0, after: now?.expected ?? promised };
  }

  /**
   * The statement panel's signed correction of a month record (and with it the person's total),
   * after the panel's confirmation. The provider keeps no trace of it, so it is noted on this
   * device and shown with the month (issue 13). A month is never taken below zero.
   */
  const totalsCorrected = createAppMutation(
    'MonthClose/totalsCorrected',
    async (arg: { userId: Id; monthId: Id; minutes: number; at: string }, thunkApi): Promise<CorrectionResult> => {
      let correction: Correction | null = null;
      const { outcome, notices, before, after } = await correct(
        arg.userId,
        arg.monthId,
        arg.minutes,
        `totalsCorrected ${arg.monthId} ${arg.at}`,
        (record) => (list) => {
          correction = { MonthNumber: record.MonthNumber, year: record.year, minutes: arg.minutes, at: arg.at };
          return [...list.filter((c) => c.at !== arg.at), correction];
        },
        thunkApi,
      );
      const noted = correction ?? { MonthNumber: 0, year: 0, minutes: arg.minutes, at: arg.at };
      return { message: withNotices(outcome.answer ?? sv.staff.updated, notices), correction: noted, notices, before, after };
    },
  );

  /** Undoes a noted correction: the opposite change, and the note goes. */
  const correctionUndone = createAppMutation(
    'MonthClose/correctionUndone',
    async (arg: { userId: Id; at: string }, thunkApi): Promise<string> => {
      const state = thunkApi.getState();
      const noted = owner.corrections(state, arg.userId).find((c) => c.at === arg.at);
      const record = noted ? owner.totals(state, arg.userId).records.find((r) => r.MonthNumber === noted.MonthNumber && r.year === noted.year) : undefined;
      if (!noted || !record) throw new ApiError(sv.time.monthGone, 'http', 404);
      const drop = () => (list: Correction[]) => list.filter((c) => c.at !== arg.at);
      const { notices } = await correct(arg.userId, record.id, -noted.minutes, `correctionUndone ${arg.at}`, drop, thunkApi);
      return withNotices(sv.time.correctionUndone(labelOf(noted)), notices);
    },
  );

  /**
   * Moves one month record by its id (POST /api/time/time/user/newmonth/{monthId}, API.md): a
   * retry can never take another month, as the user's id ('the latest month') could. The provider
   * keeps the record's year. The month's correction notes move with it, and the result read back
   * is compared with the total the confirmation promised.
   */
  const monthMoved = createAppMutation(
    'MonthClose/monthMoved',
    async (arg: { userId: Id; monthId: Id; to: number; promised: number }, thunkApi): Promise<MoveResult> => {
      const targetOf = (before: TotalsRead) => {
        const source = recordIn(before, arg.monthId);
        return source ? before.records.find((r) => r.MonthNumber === arg.to && r.year === source.year && r.id !== source.id) : undefined;
      };
      const outcome = await owner.runTotalsWrite(
        {
          userId: arg.userId,
          key: `monthMoved ${arg.monthId}`,
          refuse: (before) => {
            const source = recordIn(before, arg.monthId);
            if (!source) return sv.time.monthGone;
            return source.MonthNumber === arg.to || arg.to < 1 || arg.to > 12 ? sv.staff.monthNumberError : null;
          },
          send: () => owner.calls.move(arg.monthId, arg.to),
          landed: (before, now) => moveLanded(before, now, arg.monthId, arg.to),
          stored: (before) => {
            const source = recordIn(before, arg.monthId);
            if (!source) return;
            const of = ofMonth(source);
            owner.keepCorrections(arg.userId, (list) => list.map((c) => (of(c) ? { ...c, MonthNumber: arg.to } : c)), thunkApi);
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
      const now = owner.totals(thunkApi.getState(), arg.userId);
      const result = now.records.find((r) => r.id === (target?.id ?? arg.monthId));
      const minutes = result?.expected ?? 0;
      const notices = [...outcome.notices];
      if (!result || result.expected !== arg.promised || result.stored !== arg.promised) {
        notices.push(sv.time.notAsPromised(labelOf({ MonthNumber: arg.to, year }), hoursMinutes(toDuration(arg.promised)), hoursMinutes(toDuration(minutes))));
      }
      return {
        message: withNotices(outcome.answer ?? sv.profile.movedAll, notices),
        to: { MonthNumber: arg.to, year, minutes },
        undo: target || !source ? null : { monthId: arg.monthId, to: source.MonthNumber },
      };
    },
  );

  /** Empties a month record; its totals go back to 0, and its correction notes go with it. */
  const monthCleared = createAppMutation('MonthClose/monthCleared', async (arg: { userId: Id; monthId: Id }, thunkApi) => {
    const outcome = await owner.runTotalsWrite(
      {
        userId: arg.userId,
        key: `monthCleared ${arg.monthId}`,
        refuse: (before) => monthGone(before, arg.monthId),
        send: () => owner.calls.clear(arg.monthId),
        landed: (_before, now) => owner.landed.cleared(now, arg.monthId),
        stored: (before) => {
          const record = recordIn(before, arg.monthId);
          if (record) owner.keepCorrections(arg.userId, (list) => list.filter((c) => !ofMonth(record)(c)), thunkApi);
        },
        effects: () => [{ kind: 'reset', id: arg.monthId }],
      },
      thunkApi,
    );
    return withNotices(outcome.answer ?? sv.bills.deleted, outcome.notices);
  });

  return { totalsCorrected, correctionUndone, monthMoved, monthCleared };
}

export type MonthCloseWrites = ReturnType<typeof createMonthCloseWrites>;
