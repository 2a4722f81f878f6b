/**
 * Corrections whose outcome is not known yet, kept in local storage (issue 27 item 3), keyed by
 * person and month: written before the request leaves, so a reload in the middle shows the
 * correction as pending and settles it from what is stored (the delta policy,
 * lib/writes/delta.ts), and the same correction made again meanwhile is asked about first.
 */
import type { Id } from '../types/api';
import { readJson, removeKeys, storageKeys, writeJson } from '../lib/storage';
import type { DeltaPending } from '../lib/writes/delta';

/** A correction of a month's total sent whose outcome is not known yet. */
export interface PendingCorrection extends DeltaPending {
  userId: Id;
  monthId: Id;
  MonthNumber: number;
  year: number;
  /** When it was asked for (ISO): the note's identity once it is stored. */
  at: string;
  /** The note this correction undoes (its `at`), when it is an undo. */
  undoes?: string;
  /** It removes one of two identical corrections (the note's `at`): nothing is noted once it is stored. */
  copyOf?: string;
  /** The month's stored total then (what the admin saw before). */
  stored: number;
}

export type PendingCorrections = Record<string, PendingCorrection>;

export const pendingKey = (userId: Id, monthId: Id) => `${userId} ${monthId}`;

function isPending(value: unknown): value is PendingCorrection {
  if (!value || typeof value !== 'object') return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.userId === 'string' &&
    typeof p.monthId === 'string' &&
    typeof p.at === 'string' &&
    [p.MonthNumber, p.year, p.minutes, p.snapshot, p.stored, p.mayLandUntil].every((n) => typeof n === 'number' && Number.isFinite(n)) &&
    typeof p.repaired === 'boolean' &&
    typeof p.mayRepair === 'boolean' &&
    (p.intent === undefined || p.intent === 'add' || p.intent === 'set')
  );
}

export function readPendingCorrections(): PendingCorrections {
  const value = readJson<unknown>(storageKeys.pendingCorrections, {});
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter((entry): entry is [string, PendingCorrection] => isPending(entry[1])));
}

/** Sets (or, with null, forgets) the pending correction of a person's month; answers all of them. */
export function keepPendingCorrection(userId: Id, monthId: Id, pending: PendingCorrection | null): PendingCorrections {
  const key = pendingKey(userId, monthId);
  const all = Object.fromEntries(Object.entries(readPendingCorrections()).filter(([k]) => k !== key));
  if (pending) all[key] = pending;
  if (Object.keys(all).length === 0) removeKeys(storageKeys.pendingCorrections);
  else writeJson(storageKeys.pendingCorrections, all);
  return all;
}
