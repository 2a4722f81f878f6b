/**
 * The demo provider's stored records and the small pure rules shared by seed and handlers.
 * Stored records differ from the answers of API.md only where the provider keeps more than
 * it shows (a password, the owner of a month record, worker ids instead of names).
 */
import type { BillItem, BillKind, Id, Month, OtherPlaceTime, Post, TimeEntry, User } from '../types/api';

export interface StoredUser extends Omit<User, 'months_id'> {
  password: string;
}

export interface StoredMonth extends Omit<Month, 'year'> {
  userId: Id;
  year: number;
}

export interface StoredPost extends Omit<Post, 'addUser'> {
  /** Ids of the members working there; names are looked up when answering. */
  workers: Id[];
}

export interface StoredOtherPlace extends OtherPlaceTime {
  userId: Id;
  createdAt: string;
}

/** Everything but the uploaded files, as one JSON-safe object. */
export interface DemoState {
  /** Bumped when the shape changes, so that stale persisted data is replaced by the seed. */
  version: number;
  /** Counter behind new ids and stored file names, so that both stay unique and deterministic. */
  counter: number;
  users: StoredUser[];
  months: StoredMonth[];
  posts: StoredPost[];
  notplace: StoredOtherPlace[];
  items: Record<BillKind, BillItem[]>;
  /** Bearer token → user id. */
  tokens: Record<string, Id>;
}

export interface StoredFile {
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export const STATE_VERSION = 1;

/**
 * A 24-hex id like a MongoDB ObjectId: a "timestamp" part (fixed, or a bill's or invoice's
 * creation time in seconds, which SIE voucher numbers come from) plus the counter.
 */
export function objectId(counter: number, seconds = 0x65d3e0c0): Id {
  return seconds.toString(16).padStart(8, '0') + counter.toString(16).padStart(16, '0');
}

/** The creation time in seconds an ObjectId carries (its first 8 hex digits); 0 for another id. */
export function idSeconds(id: Id): number {
  return /^[0-9a-f]{24}$/i.test(id) ? parseInt(id.slice(0, 8), 16) : 0;
}

// --- Worked time: whole hours (total) plus minutes (half), as everywhere in the API. ---

export function toMinutes(total: number, half: number): number {
  return Math.max(0, Math.round(total * 60 + half));
}

export function fromMinutes(minutes: number): { total: number; half: number } {
  const m = Math.max(0, Math.round(minutes));
  return { total: Math.floor(m / 60), half: m % 60 };
}

/** 'HH:MM' → minutes after midnight, or undefined when it is not a time. */
export function clockMinutes(value: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : undefined;
}

/** Worked minutes of a shift: end − start − break, never negative. */
export function shiftMinutes(start: string, end: string, breakMinutes: number): number {
  const from = clockMinutes(start);
  const to = clockMinutes(end);
  if (from === undefined || to === undefined) return 0;
  return Math.max(0, to - from - breakMinutes);
}

export function entryMinutes(entry: Pick<TimeEntry, 'total' | 'half'>): number {
  return toMinutes(entry.total, entry.half);
}

// --- Dates ---

/** Local calendar date as 'YYYY-MM-DD' (what the date input and the API use). */
export function isoDate(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Year and month (1–12) of a 'YYYY-MM-DD' date, or undefined when it is not one. */
export function yearMonth(date: string): { year: number; month: number } | undefined {
  const match = /^(\d{4})-(\d{2})-\d{2}/.exec(date);
  if (!match) return undefined;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year: Number(match[1]), month } : undefined;
}

// --- Money: kr in the API, whole öre when summing (DECISIONS.md 10). ---

export function toOre(kr: number): number {
  return Math.round(kr * 100);
}

export function fromOre(ore: number): number {
  return ore / 100;
}

/** A price as sent by the client: a number, or text such as '1 249,50'. NaN when not a price. */
export function parseKr(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const cleaned = value.replace(/\s|kr/gi, '').replace(',', '.');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

/** The month a bill or invoice is listed under: its moved-to month, else the month of its date. */
export function itemMonth(item: BillItem): number {
  return item.months ?? yearMonth(item.date)?.month ?? 0;
}
