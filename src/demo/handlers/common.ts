/** What every group of demo handlers shares: paths, answers, bodies, tokens and users. */
import { HttpResponse } from 'msw';
import { env } from '../../config/env';
import type { Id, Month, User } from '../../types/api';
import { demoState } from '../db';
import type { StoredMonth, StoredUser } from '../model';

/**
 * A handler path on the API origin. Written without the trailing slash: MSW (path-to-regexp)
 * then matches it with or without one, as the provider does (API.md 'General').
 */
export function apiPath(path: string): string {
  return env.apiUrl + path.replace(/\/$/, '');
}

export function uploadPath(path: string): string {
  return env.uploadUrl + path.replace(/\/$/, '');
}

export function message(text: string, status = 200): HttpResponse<{ message: string }> {
  return HttpResponse.json({ message: text }, { status });
}

export const texts = {
  notAuthorized: 'Not authorized',
  tokenFailed: 'token failed',
  unknownUser: 'The person does not exist in the database',
  wrongLogin: 'Fel telefonnummer eller lösenord',
  missingLogin: 'Telefonnummer och lösenord måste anges',
  badRequest: 'Uppgifterna saknas eller är felaktiga',
  badMonth: 'Månaden måste vara ett nummer mellan 1 och 12',
  updated: 'Informationen har uppdaterats',
  deleted: 'Raderades framgångsrikt',
} as const;

export type Params = Record<string, string | readonly string[] | undefined>;

/** One path parameter as text (MSW has already decoded it). */
export function param(params: Params, name: string): string {
  const value = params[name];
  return typeof value === 'string' ? value : (value?.[0] ?? '');
}

export type Body = Record<string, unknown>;

/** The JSON body as an object; an empty or broken body reads as {}. */
export async function readBody(request: Request): Promise<Body> {
  try {
    const value: unknown = await request.json();
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {};
  } catch {
    return {};
  }
}

export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A number sent as a number or as text; undefined when it is neither. */
export function numberOf(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value.replace(',', '.')) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** A month number 1–12, or undefined. */
export function monthOf(value: unknown): number | undefined {
  const n = numberOf(value);
  return n !== undefined && Number.isInteger(n) && n >= 1 && n <= 12 ? n : undefined;
}

/**
 * The signed-in user behind the bearer token, or the 401 answer the provider gives
 * ('Not authorized' without a token, 'token failed' with an unknown one).
 */
export function authorize(request: Request): StoredUser | HttpResponse<{ message: string }> {
  const header = request.headers.get('Authorization') ?? '';
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
  if (!token) return message(texts.notAuthorized, 401);
  const db = demoState();
  const userId = db.tokens[token];
  const user = db.users.find((u) => u._id === userId);
  return user ?? message(texts.tokenFailed, 401);
}

export function findUser(id: Id): StoredUser | undefined {
  return demoState().users.find((u) => u._id === id);
}

export function unknownUser(): HttpResponse<{ message: string }> {
  return message(texts.unknownUser, 404);
}

/** A user's month records, oldest first. */
export function monthsOf(userId: Id): StoredMonth[] {
  return demoState()
    .months.filter((m) => m.userId === userId)
    .sort((a, b) => a.year - b.year || a.MonthNumber - b.MonthNumber);
}

/** The user's latest month record with that number (month numbers repeat across years). */
export function monthByNumber(userId: Id, monthNumber: number): StoredMonth | undefined {
  return monthsOf(userId)
    .filter((m) => m.MonthNumber === monthNumber)
    .at(-1);
}

/** A user as the API shows one: never the password; months as ids. */
export function publicUser(user: StoredUser): User {
  const { password: _password, ...shown } = user;
  return { ...shown, months_id: monthsOf(user._id).map((m) => m._id) };
}

export function publicMonth(month: StoredMonth): Month {
  const { userId: _userId, ...shown } = month;
  return shown;
}
