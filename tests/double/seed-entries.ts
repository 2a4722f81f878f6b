/**
 * The double's control route POST /__double/seed/entries (issue 12 item 8): gives a person
 * `count` entries in the current month, so that Min sida can be measured with a month of 20
 * entries (page height) or 500 (Lighthouse, long tasks); `monthsAgo` picks an earlier month.
 * `replace` (default true) replaces the month's entries; otherwise they are added. The month's and the person's totals follow.
 */
import { demoState, newId } from '../../src/demo/db';
import { fromMinutes, isoDate, shiftMinutes, toMinutes, type StoredMonth } from '../../src/demo/model';
import type { TimeEntry } from '../../src/types/api';

export interface SeedEntries {
  /** The person's phone number (digits), e.g. '0709876543'. */
  phone: string;
  count: number;
  replace?: boolean;
  /** 0 = the current month (default), 1 = the month before, … */
  monthsAgo?: number;
  /** The places of the entries, in turn (issue 24); default four places none of the seed's workplaces is. */
  places?: string[];
}

const PLACES = ['Storstädning, Kungsgatan 12', 'Kontorsstädning, Vasagatan 7', 'Trappstädning, Sveavägen 44', 'Fönsterputs, Odengatan 3'];

/** Answers what was stored, or a message when the request is not one. */
export function seedEntries(body: unknown, today: Date = new Date()): { ok: true; userId: string; month: number; entries: number } | string {
  if (!body || typeof body !== 'object') return 'body must be { phone, count, replace? }';
  const { phone, count, replace = true, monthsAgo = 0, places: given } = body as Partial<SeedEntries>;
  const places = Array.isArray(given) && given.length > 0 && given.every((p) => typeof p === 'string') ? given : PLACES;
  if (typeof phone !== 'string' || !Number.isInteger(count) || (count ?? -1) < 0 || (count ?? 0) > 5000) {
    return 'phone (string) and count (0–5000) are required';
  }
  if (!Number.isInteger(monthsAgo) || monthsAgo < 0 || monthsAgo > 11) return 'monthsAgo is 0–11';
  const state = demoState();
  const user = state.users.find((u) => u.phone.replace(/\D/g, '') === phone.replace(/\D/g, ''));
  if (!user) return `no person with phone ${phone}`;
  const first = new Date(today.getFullYear(), today.getMonth() - monthsAgo, 1);
  const monthNumber = first.getMonth() + 1;
  const year = first.getFullYear();
  let month = state.months.find((m) => m.userId === user._id && m.MonthNumber === monthNumber && m.year === year);
  if (!month) {
    month = { _id: newId(), userId: user._id, MonthNumber: monthNumber, year, total: 0, half: 0, months: [] } satisfies StoredMonth;
    state.months.push(month);
  }
  const before = toMinutes(month.total, month.half);
  if (replace) month.months = [];
  const days = monthsAgo === 0 ? today.getDate() : new Date(year, monthNumber, 0).getDate();
  for (let i = 0; i < (count ?? 0); i += 1) {
    // Spread over the days of the month so far, one shift a day, more when count > days.
    const day = days - (i % days);
    const round = Math.floor(i / days);
    const startMinutes = 6 * 60 + ((round * 30) % (10 * 60));
    const start = clock(startMinutes);
    const end = clock(startMinutes + 8 * 60);
    const lunch = { hours: 0, minutes: 30 };
    const entry: TimeEntry = {
      _id: newId(),
      date: isoDate(new Date(year, monthNumber - 1, day)),
      start,
      end,
      lunch,
      rast: { name: 'lunch', ...lunch },
      ...fromMinutes(shiftMinutes(start, end, 30)),
      des: places[i % places.length] ?? '',
      text: 'klart',
      products: [],
    };
    month.months.push(entry);
  }
  month.months.sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start));
  const after = month.months.reduce((sum, e) => sum + toMinutes(e.total, e.half), 0);
  Object.assign(month, fromMinutes(after));
  Object.assign(user, fromMinutes(toMinutes(user.total, user.half) - before + after));
  return { ok: true, userId: user._id, month: monthNumber, entries: month.months.length };
}

function clock(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
