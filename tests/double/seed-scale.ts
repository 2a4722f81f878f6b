/**
 * The double's control route POST /__double/seed/scale (issue 13 item 7, scripts/benchmark.mjs):
 * data at the scale the benchmarks measure, added to what the double holds.
 *   { staff: n }                 n more staff members (no time)
 *   { people: n, days: d }       n more staff members, each with d days of one shift in the previous month (complete)
 *   { phone, entries: n }        the person with that phone gets n entries in the current month (replacing it)
 *   { bills: n }                 n more bills in the current month (copies of the seed's, with their receipts; issue 19)
 *   { posts: n }                 n more workplaces (issue 24); with { people, days } their entries are at these
 *                                workplaces (a person at three of them, written in two ways) and every 12th at
 *                                a free-text place
 * Totals (the month's and the person's) follow the entries, as the provider keeps them.
 */
import { demoState, newId, newItemId } from '../../src/demo/db';
import { fromMinutes, isoDate, shiftMinutes, toMinutes, type StoredMonth, type StoredUser } from '../../src/demo/model';
import { personnummer } from '../../src/demo/seed-cast';
import type { TimeEntry } from '../../src/types/api';

const FIRST = ['Anna', 'Erik', 'Sara', 'Omar', 'Lena', 'Karin', 'Johan', 'Maria', 'Ali', 'Elin', 'Nils', 'Ida', 'Hassan', 'Sofia', 'Oskar'];
const LAST = ['Andersson', 'Berg', 'Ek', 'Holm', 'Lind', 'Nyström', 'Öberg', 'Åkesson', 'Karimi', 'Svensson', 'Nilsson', 'Lund'];
const PLACES = ['Storstädning, Kungsgatan 12', 'Kontorsstädning, Vasagatan 7', 'Trappstädning, Sveavägen 44', 'Fönsterputs, Odengatan 3'];

const STREETS = ['Storgatan', 'Kungsgatan', 'Drottninggatan', 'Vasagatan', 'Sveavägen', 'Odengatan', 'Hamngatan', 'Birger Jarlsgatan', 'Götgatan', 'Hornsgatan', 'Ringvägen', 'Fleminggatan'];

export type ScaleResult = { ok: true; users: number; entries: number } | string;

function clock(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

function addMember(index: number): StoredUser {
  const state = demoState();
  const first = FIRST[index % FIRST.length] ?? 'Anna';
  const last = LAST[Math.floor(index / FIRST.length) % LAST.length] ?? 'Berg';
  const year = 1960 + (index % 40);
  const birth = `${year}${String((index % 12) + 1).padStart(2, '0')}${String((index % 28) + 1).padStart(2, '0')}`;
  const user: StoredUser = {
    _id: newId(),
    fullname: `${first} ${last} ${index + 1}`,
    email: `person${index + 1}@skala.se`,
    personnummer: personnummer(birth, String(100 + (index % 900)).padStart(3, '0')),
    phone: `07${String(20000000 + index).padStart(8, '0')}`,
    bankaccount: '',
    isAdmin: false,
    total: 0,
    half: 0,
    password: 'skala123',
  };
  state.users.push(user);
  return user;
}

/**
 * Gives `user` `count` shifts in the month of `inMonth`, spread over its days up to `lastDay`
 * (one a day, more when count > days).
 */
function giveEntries(user: StoredUser, count: number, inMonth: Date, lastDay: number, placeOf: (i: number) => string = (i) => PLACES[i % PLACES.length] ?? ''): number {
  const state = demoState();
  const monthNumber = inMonth.getMonth() + 1;
  const year = inMonth.getFullYear();
  let month = state.months.find((m) => m.userId === user._id && m.MonthNumber === monthNumber && m.year === year);
  if (!month) {
    month = { _id: newId(), userId: user._id, MonthNumber: monthNumber, year, total: 0, half: 0, months: [] } satisfies StoredMonth;
    state.months.push(month);
  }
  const before = toMinutes(month.total, month.half);
  const days = Math.max(1, lastDay);
  const entries: TimeEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    const day = days - (i % days);
    const round = Math.floor(i / days);
    const startMinutes = 6 * 60 + ((round * 20) % (12 * 60));
    const start = clock(startMinutes);
    const end = clock(startMinutes + 4 * 60);
    const lunch = { hours: 0, minutes: 0 };
    entries.push({
      _id: newId(),
      date: isoDate(new Date(year, monthNumber - 1, day)),
      start,
      end,
      lunch,
      ...fromMinutes(shiftMinutes(start, end, 0)),
      des: placeOf(i),
      text: '',
      products: [],
    });
  }
  entries.sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start));
  month.months = entries;
  const after = entries.reduce((sum, e) => sum + toMinutes(e.total, e.half), 0);
  Object.assign(month, fromMinutes(after));
  Object.assign(user, fromMinutes(toMinutes(user.total, user.half) - before + after));
  return entries.length;
}

export function seedScale(body: unknown, today: Date = new Date()): ScaleResult {
  if (!body || typeof body !== 'object') return 'body must be { staff } or { people, days } or { phone, entries }';
  const { staff, people, days, phone, entries, bills, posts } = body as Record<string, unknown>;
  const state = demoState();
  const whole = (v: unknown, max: number) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max;
  let users = 0;
  let made = 0;
  const offset = state.users.length;
  if (staff !== undefined) {
    if (!whole(staff, 5000)) return 'staff: 0–5000';
    for (let i = 0; i < (staff as number); i += 1) addMember(offset + i);
    users += staff as number;
  }
  const addresses: string[] = [];
  if (posts !== undefined) {
    if (!whole(posts, 1000)) return 'posts: 0–1000';
    for (let i = 0; i < (posts as number); i += 1) {
      const street = STREETS[i % STREETS.length] ?? 'Storgatan';
      const address = `${street} ${Math.floor(i / STREETS.length) + 1}, 111 ${String(20 + (i % 70)).padStart(2, '0')} Stockholm`;
      addresses.push(address);
      state.posts.push({ _id: newId(), address, phone: '0812345678', hours: String(4 + (i % 5)), Howmany: String(1 + (i % 3)), Duration: '12 månader', workers: [] });
    }
  }
  if (people !== undefined) {
    if (!whole(people, 2000) || !whole(days, 31)) return 'people: 0–2000 and days: 0–31';
    const start = state.users.length;
    const previous = new Date(today.getFullYear(), today.getMonth() - 1, 1);
    const lastDay = new Date(today.getFullYear(), today.getMonth(), 0).getDate();
    for (let i = 0; i < (people as number); i += 1) {
      const placeOf =
        addresses.length > 0
          ? (n: number) => {
              if (n % 12 === 11) return 'Flyttstädning, Björkvägen 5';
              const address = addresses[(i + (n % 3) * 17) % addresses.length] ?? '';
              return n % 2 === 0 ? address : `Storstädning, ${address.split(',')[0] ?? ''}`;
            }
          : undefined;
      made += giveEntries(addMember(start + i), days as number, previous, lastDay, placeOf);
    }
    users += people as number;
  }
  if (phone !== undefined) {
    if (typeof phone !== 'string' || !whole(entries, 5000)) return 'phone (string) and entries: 0–5000';
    const user = state.users.find((u) => u.phone.replace(/\D/g, '') === phone.replace(/\D/g, ''));
    if (!user) return `no person with phone ${phone}`;
    made += giveEntries(user, entries as number, today, today.getDate());
  }
  if (bills !== undefined) {
    if (!whole(bills, 10000)) return 'bills: 0–10000';
    const seeded = [...state.items.bill];
    for (let i = 0; i < (bills as number) && seeded.length > 0; i += 1) {
      const { months: _moved, ...from } = seeded[i % seeded.length] as (typeof seeded)[number];
      const date = isoDate(new Date(today.getFullYear(), today.getMonth(), 1 + (i % today.getDate())));
      state.items.bill.push({ ...from, _id: newItemId(), number: String(500_000 + i), date });
    }
  }
  return { ok: true, users, entries: made };
}
