/**
 * A person's stored totals as read back, and a write that changes them: the shapes shared by the
 * owner of a person's time (features/time: the Months slice, heal.ts) and the writes of month
 * close (features/month-close: corrections, moves, clearing), which src/routes/ composes.
 */
import type { Id, MessageAnswer } from './api';

/** One month record as read: minutes stored, and minutes its entries plus its corrections give. */
export interface RecordTotals {
  id: Id;
  MonthNumber: number;
  year: number;
  stored: number;
  expected: number;
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
 * How a write changes the drifts it leaves behind. Most writes change stored totals, entries
 * and corrections together and leave every drift as it was; a merge carries the moved record's
 * drift into the target, and emptying or removing a record ends its drift.
 */
export type Effect = { kind: 'merge'; from: Id; into: Id } | { kind: 'reset'; id: Id };

/** A signed correction of a month's worked time ('Rätta arbetad tid'), noted on this device. */
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
