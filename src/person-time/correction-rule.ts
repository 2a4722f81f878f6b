/**
 * A correction that survives the browser and another admin (issue 27 item 3; DECISIONS.md 25,
 * 28, 30): the pure rule that decides, from what is stored, what became of one correction of a
 * month's total ('Rätta arbetad tid', its undo).
 *
 * The figure compared is the month's correction as stored (stored total − its entries), read
 * immediately before the write (the snapshot) and again after it. A day registered meanwhile
 * moves the stored total and the entries together and is not taken for a correction.
 *
 * - moved by exactly the correction's delta: stored, once;
 * - moved by exactly twice the delta: its own duplicate (the browser re-sends a write by itself
 *   when a kept-alive connection drops before the answer), repaired by ONE write of −delta;
 * - not moved: not stored (yet: while the request may still land it is waited for);
 * - anything else: another writer (another admin's correction within the same seconds), or a
 *   repair that itself came twice. Not provable: shown with the stored and the expected figure,
 *   and nothing is sent.
 *
 * The one repair is itself checked by a read-back and never repeated: a repair the browser
 * doubled leaves the month exactly where it was before the correction, which is shown as wrong;
 * sending the delta again could be doubled again (a loop), so the admin decides.
 * The same delta by another admin within the same seconds cannot be told from a re-send by what
 * is stored (the provider keeps no trace of who sent what): it is repaired as a duplicate and
 * said so.
 */
import type { Id } from '../types/api';
import type { TotalsRead } from '../types/totals';

export type CorrectionVerdict = 'stored' | 'duplicate' | 'notStored' | 'foreign' | 'unknown';

/** What a read-back says of a correction of `delta` minutes: figures before and now (null: unreadable). */
export function correctionVerdict(snapshot: number | null, delta: number, now: number | null): CorrectionVerdict {
  if (snapshot === null || now === null || delta === 0) return 'unknown';
  const moved = now - snapshot;
  if (moved === delta) return 'stored';
  if (moved === 2 * delta) return 'duplicate';
  if (moved === 0) return 'notStored';
  return 'foreign';
}

/** A correction sent whose outcome is not known yet: kept in local storage across a reload (correction-pending.ts). */
export interface PendingCorrection {
  userId: Id;
  monthId: Id;
  MonthNumber: number;
  year: number;
  /** The correction, signed minutes. */
  minutes: number;
  /** When it was asked for (ISO): the note's identity once it is stored. */
  at: string;
  /** The note this correction undoes (its `at`), when it is an undo. */
  undoes?: string;
  /** The month's correction (stored − entries) read immediately before the send. */
  snapshot: number;
  /** The month's stored total then (what the admin saw before). */
  stored: number;
  /** A duplicate may be repaired: false when the admin sent it while an earlier one of the month was pending. */
  mayRepair: boolean;
  /** The one repair write (−minutes) has been sent. */
  repaired: boolean;
  /** Until when (epoch ms) the last write may still be stored (lib/landing.ts). */
  mayLandUntil: number;
}

/**
 * What to do next: 'saved' (a read-back shows it, once), 'repair' (send −minutes, once), 'wait'
 * (the last write may still land: read again later), 'notStored' (it did not land and can no
 * longer), 'differs' (stored and expected differ in a way the app cannot prove is its own:
 * shown, nothing sent), 'unknown' (the totals could not be read: still pending).
 */
export type CorrectionStep = 'saved' | 'repair' | 'wait' | 'notStored' | 'differs' | 'unknown';

export function correctionStep(pending: PendingCorrection, now: number | null, at: number = Date.now()): CorrectionStep {
  const verdict = correctionVerdict(pending.snapshot, pending.minutes, now);
  if (verdict === 'unknown') return 'unknown';
  if (verdict === 'stored') return 'saved';
  const mayLand = at < pending.mayLandUntil;
  if (!pending.repaired) {
    if (verdict === 'duplicate') return pending.mayRepair ? 'repair' : 'differs';
    if (verdict === 'notStored') return mayLand ? 'wait' : 'notStored';
    return 'differs';
  }
  // After the one repair: still doubled while the repair may land is waited for; a doubled
  // repair (back to the snapshot), a repair that never landed, or another writer is shown.
  if (verdict === 'duplicate' && mayLand) return 'wait';
  return 'differs';
}

/** The month's correction as read (stored − entries), or null when it cannot be read. */
export function monthDrift(read: TotalsRead, monthId: Id): number | null {
  if (read.unknown) return null;
  const record = read.records.find((r) => r.id === monthId);
  return record ? record.stored - record.entries : null;
}

/** The month's stored total now, and what it would be with the correction once (its entries now, the snapshot's correction, the delta). */
export function correctionFigures(pending: PendingCorrection, read: TotalsRead): { stored: number; expected: number } | null {
  const record = read.unknown ? undefined : read.records.find((r) => r.id === pending.monthId);
  if (!record) return null;
  return { stored: record.stored, expected: record.entries + pending.snapshot + pending.minutes };
}
