/**
 * Totals that heal (DECISIONS.md 28, issue 18 item 1). Pure functions over what the provider
 * stores for a person: their total and each month record's total, beside what the entries and
 * the noted corrections add up to ("expected").
 *
 * A stored total is changed by deltas ('+1 h'), and a delta sent twice (by the app, by the
 * browser's own resend of a dropped kept-alive request, by a proxy, by a second tab) is applied
 * twice. So after every write that changes a total the app reads the totals back and compares
 * each record's *drift* (stored − expected) with the drift it should have. In the normal case
 * both are 0 and "expected" is simply the entries plus the corrections; a drift that was already
 * there (a correction noted on another computer) is kept as it was, never "healed" away.
 * A difference is repaired by ONE compensating write computed from the read, never by sending
 * the same delta again.
 */
import type { Id } from '../../types/api';
import type { Effect, TotalsRead } from '../../types/totals';

export type { Effect, RecordTotals, TotalsRead } from '../../types/totals';

/** What the stored totals differ by from what they should be. */
export interface Drift {
  /** The person's stored total minus the sum of the month records' stored totals. */
  user: number;
  /** Per month record: stored minus expected. */
  records: Record<Id, number>;
}

export function driftOf(read: TotalsRead): Drift {
  const records: Record<Id, number> = {};
  for (const r of read.records) records[r.id] = r.stored - r.expected;
  return { user: read.user - read.records.reduce((sum, r) => sum + r.stored, 0), records };
}

/** The drifts a write should leave, from those before it and the write's effects (types/totals.ts Effect). */
export function expectedDrift(before: Drift, effects: readonly Effect[]): Drift {
  let records = { ...before.records };
  const without = (id: Id) => Object.fromEntries(Object.entries(records).filter(([key]) => key !== id));
  for (const effect of effects) {
    if (effect.kind === 'merge') {
      const into = (records[effect.into] ?? 0) + (records[effect.from] ?? 0);
      records = { ...without(effect.from), [effect.into]: into };
    } else {
      records = without(effect.id);
    }
  }
  return { user: before.user, records };
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
 * or more). `already` is what the expected total has grown by since `before` (an inline edit's
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

/** A month record removed. */
export function removeLanded(now: TotalsRead, id: Id): boolean {
  return !now.records.some((r) => r.id === id);
}

/** An entry removed. */
export function entryRemoveLanded(now: TotalsRead, entryId: Id): boolean {
  return !now.records.some((r) => r.entryIds.includes(entryId));
}
