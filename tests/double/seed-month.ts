/**
 * The double's control route POST /__double/seed/month (issue 41): gives a person month records
 * of any year and month with the entries given (date, start, end, break, total, half), so that an
 * end-to-end test closes a month worked out by hand. `{ phone, example: 'june-2025' }` seeds the
 * wage rules' written example (tests/person-time/wages/june-2025.ts: May's last week and June
 * 2025), the one the unit tests use. A month's stored total is its entries' (no correction); the
 * person's total follows. A record of that month the person has is replaced.
 */
import { demoState, newId } from '../../src/demo/db';
import { fromMinutes, toMinutes, type StoredMonth, type StoredUser } from '../../src/demo/model';
import type { PayrollEntry } from '../../src/person-time/person-month';
import type { WageRecord } from '../../src/person-time/wages/month-wages';
import type { TimeEntry } from '../../src/types/api';
import { records as june2025 } from '../person-time/wages/june-2025';

export interface SeedMonth {
  /** The person's phone number (digits). */
  phone: string;
  /** A written example instead of the fields below. */
  example?: 'june-2025';
  year?: number;
  /** 1–12 */
  month?: number;
  /** Each with `lunch: { hours, minutes }` and `des` (the place) where wanted. */
  entries?: PayrollEntry[];
}

const isEntry = (e: unknown): e is PayrollEntry => {
  const v = e as Partial<PayrollEntry> | null;
  return typeof v?.date === 'string' && typeof v.start === 'string' && typeof v.end === 'string' && Number.isInteger(v.total) && Number.isInteger(v.half);
};

/** Answers what was stored, or a message when the request is not one. */
export function seedMonth(body: unknown): { ok: true; userId: string; monthIds: string[] } | string {
  const { phone, example, year, month: monthNumber, entries } = (body ?? {}) as Partial<SeedMonth>;
  if (typeof phone !== 'string') return 'phone (string) is required';
  const user = demoState().users.find((u) => u.phone.replace(/\D/g, '') === phone.replace(/\D/g, ''));
  if (!user) return `no person with phone ${phone}`;
  if (example === 'june-2025') return { ok: true, userId: user._id, monthIds: june2025.map((r) => storeMonth(user, r)) };
  if (!Number.isInteger(year) || !Number.isInteger(monthNumber) || (monthNumber ?? 0) < 1 || (monthNumber ?? 13) > 12) {
    return 'year and month (1–12), or example, are required';
  }
  if (!Array.isArray(entries) || !entries.every(isEntry)) return 'entries: [{ date, start, end, lunch: { hours, minutes }, total, half }]';
  return { ok: true, userId: user._id, monthIds: [storeMonth(user, { year: year ?? 0, month: monthNumber ?? 1, entries })] };
}

/** The person's record of the month, its entries replaced by these; answers its id. */
function storeMonth(user: StoredUser, { year, month: monthNumber, entries }: WageRecord): string {
  const state = demoState();
  let month = state.months.find((m) => m.userId === user._id && m.MonthNumber === monthNumber && m.year === year);
  if (!month) {
    month = { _id: newId(), userId: user._id, MonthNumber: monthNumber, year, total: 0, half: 0, months: [] } satisfies StoredMonth;
    state.months.push(month);
  }
  const before = toMinutes(month.total, month.half);
  month.months = entries.map((e): TimeEntry => {
    const lunch = { hours: e.lunch?.hours ?? 0, minutes: e.lunch?.minutes ?? 0 };
    return { _id: newId(), date: e.date, start: e.start ?? '', end: e.end ?? '', lunch, rast: { name: 'lunch', ...lunch }, total: e.total, half: e.half, des: e.des ?? 'Kontorsstädning, Vasagatan 7', text: 'klart', products: [] };
  });
  month.months.sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start));
  const after = month.months.reduce((sum, e) => sum + toMinutes(e.total, e.half), 0);
  Object.assign(month, fromMinutes(after));
  Object.assign(user, fromMinutes(toMinutes(user.total, user.half) - before + after));
  return month._id;
}
