/**
 * Reading the provider's answers defensively (DECISIONS.md 7): a missing list is an empty
 * list, a missing number is 0, and an answer of the wrong shape is a clear error.
 */
import { badAnswer } from './api-client';
import type { User } from '../types/api';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asRecord(value: unknown): Record<string, unknown> {
  if (!isRecord(value)) throw badAnswer();
  return value;
}

export function asArray<T = unknown>(value: unknown): T[] {
  if (value === undefined || value === null) {
    fellBack(value, 'missingList');
    return [];
  }
  if (!Array.isArray(value)) throw badAnswer();
  return value as T[];
}

export function asNumber(value: unknown): number {
  const n = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  const read = typeof n === 'number' && Number.isFinite(n) ? n : 0;
  if (typeof value !== 'number' || read !== value) fellBack(value, typeof value === 'string' && read === n ? 'numberAsText' : 'notANumber');
  return read;
}

/**
 * A figure the app must not make up (issue 18 item 5): a missing or non-numeric value is
 * unknown (null), never 0, so a confirmation never says '0 poster' of a month that has items.
 */
export function asKnownNumber(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value.replace(',', '.')) : value;
  const read = typeof n === 'number' && Number.isFinite(n) ? n : null;
  if (typeof value !== 'number' || read !== value) fellBack(value, read === null ? 'unknownNumber' : 'numberAsText');
  return read;
}

export function asString(value: unknown): string {
  if (typeof value === 'string') return value;
  fellBack(value, typeof value === 'number' ? 'textAsNumber' : 'notText');
  if (typeof value === 'number') return String(value);
  return '';
}

/** A user as the provider sends it (API.md 'User'). */
export function normalizeUser(value: unknown): User {
  const u = asRecord(value);
  return {
    _id: asString(u._id),
    fullname: asString(u.fullname),
    email: asString(u.email),
    personnummer: asString(u.personnummer),
    phone: asString(u.phone),
    bankaccount: asString(u.bankaccount),
    isAdmin: u.isAdmin === true,
    total: asNumber(u.total),
    half: asNumber(u.half),
    months_id: asArray<string>(u.months_id),
  };
}

// ---------------------------------------------------------------------------------------------
// Which fallbacks a read took (DECISIONS.md 35, the provider check): the readers above report
// each value they could not take as it came. The recording itself is lib/read-fallbacks.ts,
// loaded by the check only (it is not part of every screen's first download).

/** How a value was read other than as it came. */
export type FallbackKind =
  /** A list missing (or null): read as an empty list. */
  | 'missingList'
  /** A number sent as text ("12"): read as the number. */
  | 'numberAsText'
  /** A number missing or not a number: read as 0. */
  | 'notANumber'
  /** A figure the app must not make up, missing: shown as unknown. */
  | 'unknownNumber'
  /** A text sent as a number: read as its digits (a leading 0 is lost). */
  | 'textAsNumber'
  /** A text missing or of another type: read as empty. */
  | 'notText';

type Recorder = (value: unknown, kind: FallbackKind) => void;

let recorder: Recorder | null = null;

function fellBack(value: unknown, kind: FallbackKind): void {
  recorder?.(value, kind);
}

/** Sets who hears the fallbacks (null: nobody) and answers who did before. */
export function setFallbackRecorder(next: Recorder | null): Recorder | null {
  const before = recorder;
  recorder = next;
  return before;
}
