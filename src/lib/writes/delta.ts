/**
 * The delta policy (DECISIONS.md 28, 30, 37; docs/writes.md): a write that changes a stored total
 * by a signed number of minutes ('+1:00'). A delta is not idempotent: whatever repeats the request
 * (the app, the browser's own resend of a dropped kept-alive request, a proxy) applies it again.
 * So it is sent once, never again, and only a read-back says what became of it:
 *
 * - the figure (a stored total beside what explains it: a month's stored total minus its entries,
 *   so a day registered meanwhile is no change) is read immediately before the send (the
 *   snapshot) and after it; a pending record with both is kept before the request leaves;
 * - moved by exactly the delta: stored, once ('saved');
 * - not moved: not stored; while the request may still land it is waited for ('wait');
 * - moved by exactly twice the delta: the same delta twice. Whether that is certainly wrong
 *   depends on the write's intent:
 *   - 'set': the delta brings the figure to a target computed from a fresh read ('Rätta summorna
 *     efter posterna': a month back to its entries). Whoever sent the same delta meant the same
 *     figure, so the doubled figure is wrong whoever sent it: ONE repair of −delta, itself read
 *     back and never repeated;
 *   - 'add': the delta is a change of its own ('Rätta arbetad tid'). The browser's resend and
 *     another admin's identical correction in the same seconds leave the same figure, and nothing
 *     stored tells them apart: nothing is removed on its own, the admin chooses ('choose');
 * - anything else (another writer, a repair that came twice): shown with the stored and the
 *   expected figure, nothing sent ('differs').
 *
 * Writes that move stored totals as a side effect (a move, a clear, an entry's edit) are repaired
 * by `healOnce`: one compensating write per figure, computed from a read, then read once more.
 */
import type { ApiError } from '../api-client';
import { attempt, LANDING_WINDOW_MS, mayStillLand } from './outcome';

export type DeltaIntent = 'add' | 'set';

/** A delta sent whose outcome is not known yet (the caller keeps it, e.g. in local storage). */
export interface DeltaPending {
  /** The delta, signed minutes. */
  minutes: number;
  /** The figure read immediately before the send. */
  snapshot: number;
  /** Absent: 'add' (records kept before intents were written down). */
  intent?: DeltaIntent;
  /** False when sent while an earlier delta of the same figure was pending: a doubled figure is not provably its own. */
  mayRepair: boolean;
  /** The one repair (−minutes) has been sent. */
  repaired: boolean;
  /** Until when (epoch ms) the last write may still be stored. */
  mayLandUntil: number;
}

export type DeltaVerdict = 'stored' | 'duplicate' | 'notStored' | 'foreign' | 'unknown';

/** What a read-back says of a delta: the figure before and now (null: unreadable). */
export function deltaVerdict(snapshot: number | null, delta: number, now: number | null): DeltaVerdict {
  if (snapshot === null || now === null || delta === 0) return 'unknown';
  const moved = now - snapshot;
  if (moved === delta) return 'stored';
  if (moved === 2 * delta) return 'duplicate';
  if (moved === 0) return 'notStored';
  return 'foreign';
}

/**
 * What to do next: 'saved', 'repair' (send −minutes, once), 'choose' (the same delta twice, and it
 * cannot be told whose: the admin decides, DECISIONS.md 37), 'wait' (the last write may still
 * land: read again later), 'notStored', 'differs' (shown, nothing sent), 'unknown' (unreadable).
 */
export type DeltaStep = 'saved' | 'repair' | 'choose' | 'wait' | 'notStored' | 'differs' | 'unknown';

export function deltaStep(pending: DeltaPending, now: number | null, at: number = Date.now()): DeltaStep {
  const verdict = deltaVerdict(pending.snapshot, pending.minutes, now);
  if (verdict === 'unknown') return 'unknown';
  if (verdict === 'stored') return 'saved';
  const mayLand = at < pending.mayLandUntil;
  if (!pending.repaired) {
    if (verdict === 'duplicate' && (pending.intent ?? 'add') === 'add') return 'choose';
    if (verdict === 'duplicate') return pending.mayRepair ? 'repair' : 'differs';
    if (verdict === 'notStored') return mayLand ? 'wait' : 'notStored';
    return 'differs';
  }
  // After the one repair: still doubled while the repair may land is waited for; a doubled
  // repair (back to the snapshot), a repair that never landed, or another writer is shown.
  if (verdict === 'duplicate' && mayLand) return 'wait';
  return 'differs';
}

/** How a delta policy reaches one stored figure. */
export interface DeltaPort<P extends DeltaPending, R> {
  /** What is stored now (null: it could not be read); throws only a failure that ends the settling (the session). */
  read: () => Promise<R | null>;
  /** The figure in a read (null: unreadable). */
  figure: (read: R) => number | null;
  /** Sends a delta of `minutes`; answers the provider's message. */
  send: (minutes: number) => Promise<string>;
  /** Keeps the pending record (null: settled): before a write leaves and once it is over. */
  keep: (pending: P | null) => void;
}

export interface DeltaSent {
  failure: ApiError | null;
  answer: string;
}

/** One write of a delta (the delta, or its one repair); a failure is answered, not thrown: what is stored decides. */
async function sendDelta<P extends DeltaPending, R>(port: DeltaPort<P, R>, pending: P, minutes: number): Promise<DeltaSent & { pending: P }> {
  const { answer, failure } = await attempt(() => port.send(minutes));
  if (mayStillLand(failure)) return { pending, failure, answer: answer ?? '' };
  const over = { ...pending, mayLandUntil: Date.now() };
  port.keep(over);
  return { pending: over, failure, answer: answer ?? '' };
}

export interface DeltaSettled<P, R> {
  step: Exclude<DeltaStep, 'repair'>;
  pending: P;
  /** The last read (null: unreadable). */
  read: R | null;
  /** The last write's failure, if it had one. */
  failure: ApiError | null;
}

/**
 * Reads what is stored and settles a pending delta by deltaStep: its duplicate repaired with ONE
 * write when that is certain ('set'), then read again; the pending record is forgotten once the
 * outcome is known, kept while it may still land or cannot be read.
 */
export async function settleDelta<P extends DeltaPending, R>(port: DeltaPort<P, R>, start: P, sent: DeltaSent | null = null): Promise<DeltaSettled<P, R>> {
  let pending = start;
  let failure = sent?.failure ?? null;
  // At most two rounds: a repair is sent only while `repaired` is false.
  for (;;) {
    const read = await port.read();
    const step = deltaStep(pending, read === null ? null : port.figure(read));
    if (step === 'repair') {
      pending = { ...pending, repaired: true, mayLandUntil: Date.now() + LANDING_WINDOW_MS };
      port.keep(pending);
      ({ pending, failure } = await sendDelta(port, pending, -pending.minutes));
      continue;
    }
    if (step !== 'wait' && step !== 'unknown') port.keep(null);
    return { step, pending, read, failure };
  }
}

/** Sends a delta once (its pending record kept before it leaves) and settles it from what is stored. */
export async function deltaOnce<P extends DeltaPending, R>(port: DeltaPort<P, R>, pending: P): Promise<DeltaSettled<P, R> & { sent: DeltaSent }> {
  port.keep(pending);
  const sent = await sendDelta(port, pending, pending.minutes);
  if (sent.failure?.kind === 'session') {
    port.keep(null);
    throw sent.failure;
  }
  return { ...(await settleDelta(port, sent.pending, sent)), sent };
}

export type HealOutcome = 'right' | 'healed' | 'failed' | 'unreadable' | 'unchecked';

/**
 * The repair of a write that moves stored totals as a side effect: the totals are read back and
 * compared with what the write should leave (`plan`: null when unreadable); a difference is
 * repaired by one compensating write per figure computed from that read (never the same delta
 * again), then read once more. Nothing loops.
 */
export async function healOnce<R, W>({
  read,
  plan,
  send,
}: {
  read: () => Promise<R>;
  plan: (read: R) => { writes: W[]; healed: boolean } | null;
  send: (write: W) => Promise<unknown>;
}): Promise<HealOutcome> {
  try {
    const first = plan(await read());
    if (!first) return 'unreadable';
    if (first.healed) return 'right';
    if (first.writes.length === 0) return 'failed';
    for (const write of first.writes) await send(write);
    return plan(await read())?.healed ? 'healed' : 'failed';
  } catch {
    return 'unchecked';
  }
}
