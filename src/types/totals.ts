/**
 * A person's stored totals as read back, and a write that changes them: the shapes of the heal
 * path (src/person-time: heal.ts runs them, month-writes.ts and entry-writes.ts describe them).
 */
import type { Id, MessageAnswer } from './api';

/**
 * One month record as read: minutes stored (the month's truth, DECISIONS.md 30), and minutes its
 * entries give. Their difference is the month's correction.
 */
export interface RecordTotals {
  id: Id;
  MonthNumber: number;
  year: number;
  stored: number;
  entries: number;
  /** The ids of its entries: whether a move or a delete is already stored. */
  entryIds: Id[];
}

/** A person's totals as read back from the provider. */
export interface TotalsRead {
  /** The stored totals were in a shape the app cannot read: unknown, never 0; nothing is healed. */
  unknown?: boolean;
  /** The person's stored total, minutes. */
  user: number;
  records: RecordTotals[];
}

/**
 * How a write changes the drifts (stored − entries: the corrections) it leaves behind. Most
 * writes change stored totals and entries together and leave every drift as it was; a correction
 * shifts its month's drift by its minutes; a merge carries the moved record's drift into the
 * target; emptying a record, or setting it back to its entries, ends its drift; 'person' sets the
 * person's total back to the sum of the months.
 */
export type Effect =
  | { kind: 'merge'; from: Id; into: Id }
  | { kind: 'reset'; id: Id }
  | { kind: 'shift'; id: Id; minutes: number }
  | { kind: 'person' };

/**
 * A note of a correction of a month's worked time ('Rätta arbetad tid'), kept on this device: it
 * only says when (and that it was made here, so it can be undone); the correction's size is the
 * stored total minus the entries (DECISIONS.md 30), never this note's.
 */
export interface Correction {
  MonthNumber: number;
  year: number;
  /** Signed minutes. */
  minutes: number;
  /** When it was made, ISO: the note's identity. */
  at: string;
  /** When its month last changed (a move), ISO: the newer version wins when notes are merged. */
  changed?: string;
}

/** A write that changes stored totals, described so it can be checked, completed and healed. */
export interface TotalsWrite {
  userId: Id;
  /** Which write this is: an earlier attempt of the same key whose answer was lost is checked first. */
  key: string;
  /** A reason not to send, from a fresh read (a month below zero, a month that is gone). */
  refuse?: (before: TotalsRead) => string | null;
  send: (before: TotalsRead) => Promise<MessageAnswer>;
  /** Whether what is stored now shows the write. */
  landed: (before: TotalsRead, now: TotalsRead) => boolean;
  /** This device's bookkeeping once the write is stored (the correction notes). */
  stored?: (before: TotalsRead) => void;
  /** How the write changes the drifts it should leave (heal.ts). */
  effects?: (before: TotalsRead) => Effect[];
}

export interface WriteOutcome {
  /** The provider's answer, when one came. */
  answer: string | null;
  /** What happened beyond a plain success, for the person. */
  notices: string[];
  before: TotalsRead;
}
