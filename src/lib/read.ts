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
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badAnswer();
  return value as T[];
}

export function asNumber(value: unknown): number {
  const n = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

/**
 * A figure the app must not make up (issue 18 item 5): a missing or non-numeric value is
 * unknown (null), never 0, so a confirmation never says '0 poster' of a month that has items.
 */
export function asKnownNumber(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value.replace(',', '.')) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

export function asString(value: unknown): string {
  if (typeof value === 'string') return value;
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
