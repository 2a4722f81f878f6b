/**
 * The heal path (DECISIONS.md 25 and 28, issue 18 items 1 and 2): every write that moves a
 * person's stored totals as a side effect runs through `runTotalsWrite` here — read first, send
 * once by the update policy (lib/writes/update.ts), after a lost answer read what is stored
 * before anything is sent again, then read the totals back and repair a difference with one
 * compensating write (`heal`, lib/writes/delta.ts healOnce). What each write sends is described in
 * month-writes.ts (moves, clears) and entry-writes.ts (entries). A delta on a month's total
 * ('Rätta arbetad tid', 'Rätta summorna efter posterna') is the delta policy's own
 * (month-delta.ts): it is never repaired unless its doubling is certainly wrong.
 *
 * The rules are pure functions over what the provider stores for a person: their total and each
 * month record's total, beside what the month's entries add up to.
 *
 * A stored total is changed by deltas ('+1 h'), and a delta sent twice (by the app, by the
 * browser's own resend of a dropped kept-alive request, by a proxy, by a second tab) is applied
 * twice. So after every write that changes a total the app reads the totals back and compares
 * each record's *drift* (stored − entries: the month's correction, DECISIONS.md 30) with the
 * drift the write should leave (its Effects). A drift that was already there (a correction made
 * on another computer) is kept as it was, never "healed" away.
 * A difference is repaired by ONE compensating write computed from the read, never by sending
 * the same delta again.
 */
import type { GetThunkAPI } from '@reduxjs/toolkit';
import type { AppThunkConfig } from '../app/create-app-thunk';
import { sv } from '../i18n/sv';
import { ApiError } from '../lib/api-client';
import { healOnce } from '../lib/writes/delta';
import { WriteUnsure } from '../lib/writes/outcome';
import { updateOnce, type UpdateHow } from '../lib/writes/update';
import type { Id, MessageAnswer } from '../types/api';
import type { Effect, TotalsRead, TotalsWrite, WriteOutcome } from '../types/totals';
import { updateUserTime } from './api';
import { emptyPerson, personTimeLoaded, todaysWorkLoaded, writeSettled, writeUnsure } from './months-slice';
import { totalsOf } from './person-view';

export type { Effect, RecordTotals, TotalsRead } from '../types/totals';

/** What the stored totals differ by from what they should be. */
export interface Drift {
  /** The person's stored total minus the sum of the month records' stored totals. */
  user: number;
  /** Per month record: stored minus its entries (its correction). */
  records: Record<Id, number>;
}

export function driftOf(read: TotalsRead): Drift {
  const records: Record<Id, number> = {};
  for (const r of read.records) records[r.id] = r.stored - r.entries;
  return { user: read.user - read.records.reduce((sum, r) => sum + r.stored, 0), records };
}

/** The drifts a write should leave, from those before it and the write's effects (types/totals.ts Effect). */
export function expectedDrift(before: Drift, effects: readonly Effect[]): Drift {
  let records = { ...before.records };
  let user = before.user;
  const without = (id: Id) => Object.fromEntries(Object.entries(records).filter(([key]) => key !== id));
  for (const effect of effects) {
    if (effect.kind === 'merge') {
      const into = (records[effect.into] ?? 0) + (records[effect.from] ?? 0);
      records = { ...without(effect.from), [effect.into]: into };
    } else if (effect.kind === 'shift') {
      records = { ...records, [effect.id]: (records[effect.id] ?? 0) + effect.minutes };
    } else if (effect.kind === 'person') {
      user = 0;
    } else {
      records = without(effect.id);
    }
  }
  return { user, records };
}

/** One compensating write: a signed number of minutes, for a month (and with it the person) or the person alone. */
export interface Compensation {
  minutes: number;
  /** Absent: the person's total alone. */
  MonthNumber?: number;
  /** The record it repairs. */
  recordId?: Id;
}

export interface HealPlan {
  writes: Compensation[];
  /** Records that differ but cannot be reached: the provider corrects the latest month of a number only. */
  unreachable: Id[];
}

/**
 * What to send so the read totals have the drifts they should. A month's difference is sent as
 * one correction of that month (which moves the person's total with it); what is left of the
 * person's own difference as one correction of the person alone.
 */
export function healPlan(expected: Drift, read: TotalsRead): HealPlan {
  const now = driftOf(read);
  const writes: Compensation[] = [];
  const unreachable: Id[] = [];
  for (const r of read.records) {
    const difference = (now.records[r.id] ?? 0) - (expected.records[r.id] ?? 0);
    if (difference === 0) continue;
    // The provider applies a correction to the latest record with that month number.
    const latest = read.records.filter((o) => o.MonthNumber === r.MonthNumber).reduce((a, b) => (b.year > a.year ? b : a));
    if (latest.id !== r.id) unreachable.push(r.id);
    else writes.push({ minutes: -difference, MonthNumber: r.MonthNumber, recordId: r.id });
  }
  const person = now.user - expected.user;
  if (person !== 0) writes.push({ minutes: -person });
  return { writes, unreachable };
}

export function isHealed(plan: HealPlan): boolean {
  return plan.writes.length === 0 && plan.unreachable.length === 0;
}

/** A signed number of minutes as the provider's correction body (without the month). */
export function asAdjustment(minutes: number): { hours: number; minutes: number; howhour: '+' | '-'; howminutes: '+' | '-' } {
  const sign = minutes < 0 ? '-' : '+';
  const size = Math.abs(minutes);
  return { hours: Math.floor(size / 60), minutes: size % 60, howhour: sign, howminutes: sign };
}

// --- Was an unanswered write stored? (issue 18 item 2: read first, then send what is missing) ---

/**
 * A correction of `minutes` on record `id`: stored when that record's drift moved its way (once
 * or more). `already` is what the entries have grown by since `before` (an inline edit's
 * entry carries its change before the totals call is sent).
 */
export function correctionLanded(before: TotalsRead, now: TotalsRead, id: Id, minutes: number, already = 0): boolean {
  const was = driftOf(before).records[id];
  const is = driftOf(now).records[id];
  if (was === undefined || is === undefined) return false;
  const moved = is - was + already;
  return moved !== 0 && Math.sign(moved) === Math.sign(minutes);
}

/** A month record emptied: no entries and nothing stored. */
export function clearLanded(now: TotalsRead, id: Id): boolean {
  const r = now.records.find((o) => o.id === id);
  return !r || (r.entryIds.length === 0 && r.stored === 0);
}

/** An entry removed. */
export function entryRemoveLanded(now: TotalsRead, entryId: Id): boolean {
  return !now.records.some((r) => r.entryIds.includes(entryId));
}

// --- The path every totals write takes ---

type Api = GetThunkAPI<AppThunkConfig>;

/** The person's time read again, as totals; a failed read throws its failure. */
export async function readTotals(userId: Id, thunkApi: Api): Promise<TotalsRead> {
  if (thunkApi.getState().Months.today.entries) void thunkApi.dispatch(todaysWorkLoaded());
  const read = await thunkApi.dispatch(personTimeLoaded(userId));
  if (!personTimeLoaded.fulfilled.match(read)) {
    const failure = read.payload;
    throw new ApiError(failure?.message ?? sv.errors.unknown, failure?.kind ?? 'http', failure?.status, failure?.own ?? true);
  }
  return totalsOf(thunkApi.getState().Months.byUser[userId] ?? emptyPerson);
}

/** An ambiguous failure says so (issue 18 item 2): the change may already be stored. */
export const mayBeStored = (failure: ApiError): string => sv.time.mayBeStored(failure.message);

/**
 * Reads the totals back and compares each drift with the one expected; a difference is repaired
 * by one compensating write computed from that read (never the same delta again), then read
 * once more (lib/writes/delta.ts healOnce). Answers what the person is to be told, or null when
 * all was as expected.
 */
export async function heal(userId: Id, expected: Drift, thunkApi: Api): Promise<string | null> {
  const outcome = await healOnce({
    read: () => readTotals(userId, thunkApi),
    // Totals the app cannot read are unknown: nothing is written from them.
    plan: (read) => {
      if (read.unknown) return null;
      const plan = healPlan(expected, read);
      return { writes: plan.writes, healed: isHealed(plan) };
    },
    send: (write) => {
      const body = asAdjustment(write.minutes);
      return updateUserTime(userId, write.MonthNumber === undefined ? body : { ...body, MonthNumber: write.MonthNumber });
    },
  });
  const told = { right: null, healed: sv.time.healed, failed: sv.time.healFailed, unreadable: sv.time.totalsUnreadable, unchecked: sv.time.healUnchecked };
  return told[outcome];
}

/**
 * Runs a TotalsWrite (DECISIONS.md 25, 28) by the update policy (lib/writes/update.ts): read,
 * send once, and after any failed answer read what is stored before anything is sent again; then
 * the totals are read back and healed (the delta policy's repair, heal above). 'Försök igen' after
 * an ambiguous failure runs the same write again: it finds the earlier attempt noted as unsure,
 * reads, and sends only when the write is not stored.
 */
export async function runTotalsWrite(write: TotalsWrite, thunkApi: Api): Promise<WriteOutcome> {
  const { dispatch, getState } = thunkApi;
  const { userId, key } = write;
  const earlier = getState().Months.byUser[userId]?.unsure[key];
  const before = earlier ?? (await readTotals(userId, thunkApi));
  const refusal = earlier ? null : write.refuse?.(before);
  if (refusal) throw new ApiError(refusal, 'http', 400);
  let outcome: { how: UpdateHow; answer: MessageAnswer | null };
  try {
    outcome = await updateOnce({
      send: () => write.send(before),
      stored: async () => {
        const now = await readTotals(userId, thunkApi);
        // Unreadable totals cannot tell: as unsure as no read at all.
        if (now.unknown || before.unknown) throw new ApiError(sv.time.totalsUnreadable, 'shape');
        return write.landed(before, now);
      },
      earlier: earlier !== undefined,
      readBack: 'always',
      unsureMessage: mayBeStored,
    });
  } catch (error) {
    if (error instanceof WriteUnsure) dispatch(writeUnsure({ userId, key, before }));
    throw error;
  }
  const answer = outcome.answer?.message || null;
  const notices: string[] = outcome.how === 'already' ? [sv.time.alreadyStored] : outcome.how === 'lost' ? [sv.time.answerLost] : [];
  dispatch(writeSettled({ userId, key }));
  write.stored?.(before);
  const healed = await heal(userId, expectedDrift(driftOf(before), write.effects?.(before) ?? []), thunkApi);
  if (healed) notices.push(healed);
  return { answer, notices, before };
}

/** A write's message with what happened beyond a plain success. */
export function withNotices(message: string, notices: string[]): string {
  return [message, ...notices].join(' ');
}
