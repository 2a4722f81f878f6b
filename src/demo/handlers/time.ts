/** Time entries and month records (SPEC.md §7 'Time and months', API.md 'Time and months'). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Id, Lunch, Product, Rast, TimeEntry } from '../../types/api';
import { demoState, newId, saveState } from '../db';
import {
  clockMinutes,
  entryMinutes,
  fromMinutes,
  isoDate,
  shiftMinutes,
  toMinutes,
  yearMonth,
  type StoredMonth,
  type StoredUser,
} from '../model';
import { applyAdjustment } from './auth';
import {
  apiPath,
  authorize,
  findUser,
  message,
  monthByNumber,
  monthOf,
  monthsOf,
  numberOf,
  param,
  publicMonth,
  publicUser,
  readBody,
  text,
  texts,
  unknownUser,
  type Body,
} from './common';

const REGISTERED = 'Tack, arbetstiden har registrerats';
const NO_TIME = 'Tiden finns inte';
const NO_MONTH = 'Månaden finns inte';

function record(value: unknown): Body {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {};
}

function productsOf(value: unknown): Product[] {
  if (!Array.isArray(value)) return [];
  return value.map(record).map((p) => ({ name: text(p.name), sort: text(p.sort), count: text(p.count) }));
}

function rastOf(value: unknown): Rast | undefined {
  const r = record(value);
  const name = text(r.name);
  if (!name) return undefined;
  return { name, hours: numberOf(r.hours) ?? 0, minutes: numberOf(r.minutes) ?? 0 };
}

/** The break: TheTaBort of the form, else the chosen rast, else an explicit lunch. */
function lunchOf(body: Body, rast: Rast | undefined): Lunch {
  const tabort = record(body.TheTaBort);
  const lunch = record(body.lunch);
  return {
    hours: numberOf(tabort.TheHours) ?? rast?.hours ?? numberOf(lunch.hours) ?? 0,
    minutes: numberOf(tabort.TheMinutes) ?? rast?.minutes ?? numberOf(lunch.minutes) ?? 0,
  };
}

/** Worked time as sent (normalised, minutes ≥ 60 carried into hours), else computed. */
function workedOf(body: Body, start: string, end: string, lunch: Lunch): { total: number; half: number } {
  const total = numberOf(body.total);
  if (total !== undefined && total >= 0) return fromMinutes(toMinutes(total, numberOf(body.half) ?? 0));
  return fromMinutes(shiftMinutes(start, end, lunch.hours * 60 + lunch.minutes));
}

/** A new entry from the time form's body, or undefined when start or end is not a time. */
function newEntry(body: Body): TimeEntry | undefined {
  const start = text(body.start);
  const end = text(body.end);
  if (clockMinutes(start) === undefined || clockMinutes(end) === undefined) return undefined;
  const date = yearMonth(text(body.date)) ? text(body.date).slice(0, 10) : isoDate(new Date());
  const rast = rastOf(body.rast);
  const lunch = lunchOf(body, rast);
  return {
    _id: newId(),
    date,
    start,
    end,
    lunch,
    ...(rast ? { rast } : {}),
    ...workedOf(body, start, end, lunch),
    des: text(body.des).slice(0, 400),
    text: text(body.text) || 'klart',
    products: productsOf(body.products),
  };
}

function addMinutes(target: { total: number; half: number }, minutes: number): void {
  Object.assign(target, fromMinutes(toMinutes(target.total, target.half) + minutes));
}

/** The user's record for a calendar month, created when missing. */
function monthFor(userId: Id, year: number, monthNumber: number): StoredMonth {
  const db = demoState();
  const found = db.months.find((m) => m.userId === userId && m.year === year && m.MonthNumber === monthNumber);
  if (found) return found;
  const month: StoredMonth = { _id: newId(), userId, MonthNumber: monthNumber, year, total: 0, half: 0, months: [] };
  db.months.push(month);
  return month;
}

/** Files the entry under the month of its date; month and user totals grow. */
function fileEntry(user: StoredUser, entry: TimeEntry): void {
  const when = yearMonth(entry.date) ?? { year: new Date().getFullYear(), month: new Date().getMonth() + 1 };
  const month = monthFor(user._id, when.year, when.month);
  month.months.push(entry);
  month.months.sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start));
  addMinutes(month, entryMinutes(entry));
  addMinutes(user, entryMinutes(entry));
}

function findEntry(entryId: Id): { month: StoredMonth; entry: TimeEntry } | undefined {
  for (const month of demoState().months) {
    const entry = month.months.find((e) => e._id === entryId);
    if (entry) return { month, entry };
  }
  return undefined;
}

/** Changes an entry's own fields; totals elsewhere change only through the adjustment calls. */
function editEntry(entry: TimeEntry, body: Body): void {
  for (const key of ['start', 'end'] as const) {
    const value = text(body[key]);
    if (clockMinutes(value) !== undefined) entry[key] = value;
  }
  if (body.lunch !== undefined || body.TheTaBort !== undefined) entry.lunch = lunchOf(body, undefined);
  const rast = rastOf(body.rast);
  if (rast) entry.rast = rast;
  if (numberOf(body.total) !== undefined) Object.assign(entry, workedOf(body, entry.start, entry.end, entry.lunch));
  if (typeof body.des === 'string') entry.des = body.des.trim().slice(0, 400);
  if (typeof body.text === 'string') entry.text = body.text;
  if (Array.isArray(body.products)) entry.products = productsOf(body.products);
}

/** Moves a whole month record into month `to` of the same year, merging when one exists. */
function moveMonth(source: StoredMonth, to: number): void {
  if (source.MonthNumber === to) return;
  const db = demoState();
  const target = db.months.find((m) => m.userId === source.userId && m.year === source.year && m.MonthNumber === to);
  if (!target) {
    source.MonthNumber = to;
    return;
  }
  target.months.push(...source.months);
  addMinutes(target, toMinutes(source.total, source.half));
  db.months = db.months.filter((m) => m !== source);
}

function moveEntry(found: { month: StoredMonth; entry: TimeEntry }, to: number): void {
  const { month, entry } = found;
  if (month.MonthNumber === to) return;
  month.months = month.months.filter((e) => e !== entry);
  addMinutes(month, -entryMinutes(entry));
  const target = monthFor(month.userId, month.year, to);
  target.months.push(entry);
  addMinutes(target, entryMinutes(entry));
}

/** Registers time for the user in the path (the time form, and an admin adding time). */
async function registerTime(user: StoredUser, request: Request): Promise<Response> {
  const entry = newEntry(await readBody(request));
  if (!entry) return message('Start- och sluttid måste anges', 400);
  fileEntry(user, entry);
  await saveState();
  return message(REGISTERED, 201);
}

export const timeHandlers: HttpHandler[] = [
  http.post(apiPath('/api/time/create/:userId'), async ({ request, params }) => {
    const user = findUser(param(params, 'userId'));
    return user ? registerTime(user, request) : unknownUser();
  }),

  http.post(apiPath('/api/time/time/time/:userId'), async ({ request, params }) => {
    const caller = authorize(request);
    if (caller instanceof Response) return caller;
    const user = findUser(param(params, 'userId'));
    return user ? registerTime(user, request) : unknownUser();
  }),

  http.get(apiPath('/api/time/time/user/:userId'), ({ params }) => {
    const user = findUser(param(params, 'userId'));
    if (!user) return unknownUser();
    return HttpResponse.json({
      user: publicUser(user),
      months_id: monthsOf(user._id).map(publicMonth),
      notplace: demoState()
        .notplace.filter((n) => n.userId === user._id)
        .map(({ userId: _userId, ...shown }) => shown),
    });
  }),

  http.put(apiPath('/api/time/:id/'), async ({ request, params }) => {
    const found = findEntry(param(params, 'id'));
    if (!found) return message(NO_TIME, 404);
    editEntry(found.entry, await readBody(request));
    await saveState();
    return message(texts.updated);
  }),

  // Today's work of everyone, for the admin's 'Här är från dagens arbete'.
  http.get(apiPath('/api/time/time/filter/'), () => {
    const today = isoDate(new Date());
    const db = demoState();
    const entries = db.months.flatMap((month) => {
      const user = db.users.find((u) => u._id === month.userId);
      return month.months
        .filter((e) => e.date === today)
        .map((e) => ({ ...e, user: { _id: month.userId, fullname: user?.fullname ?? '' } }));
    });
    entries.sort((a, b) => a.start.localeCompare(b.start) || a.user.fullname.localeCompare(b.user.fullname, 'sv'));
    return HttpResponse.json(entries);
  }),

  http.put(apiPath('/api/time/time/removetime/:userId'), async ({ request, params }) => {
    const caller = authorize(request);
    if (caller instanceof Response) return caller;
    const user = findUser(param(params, 'userId'));
    if (!user) return unknownUser();
    const monthNumber = monthOf((await readBody(request)).MonthNumber);
    Object.assign(user, { total: 0, half: 0 });
    const month = monthNumber === undefined ? undefined : monthByNumber(user._id, monthNumber);
    if (month) Object.assign(month, { total: 0, half: 0 });
    await saveState();
    return message(texts.updated);
  }),

  // Time at another workplace ('Annan arbetsplats'): kept as sent, shown back in `notplace`.
  http.post(apiPath('/api/time/time/user/4/:userId'), async ({ request, params }) => {
    const caller = authorize(request);
    if (caller instanceof Response) return caller;
    const user = findUser(param(params, 'userId'));
    if (!user) return unknownUser();
    const body = await readBody(request);
    demoState().notplace.push({ ...body, _id: newId(), userId: user._id, createdAt: new Date().toISOString() });
    await saveState();
    return message(REGISTERED, 201);
  }),

  // The id is an entry, a month record, or a user (whose latest month moves).
  http.post(apiPath('/api/time/time/user/newmonth/:id'), async ({ request, params }) => {
    const id = param(params, 'id');
    const to = monthOf((await readBody(request)).MonthNumber);
    if (to === undefined) return message(texts.badMonth, 400);
    const entry = findEntry(id);
    const month = demoState().months.find((m) => m._id === id) ?? monthsOf(id).at(-1);
    if (entry) moveEntry(entry, to);
    else if (month) moveMonth(month, to);
    else return message(NO_TIME, 404);
    await saveState();
    return message('vi har flyttat alla tid');
  }),

  http.post(apiPath('/api/month/delete/:userId'), async ({ request, params }) => {
    const caller = authorize(request);
    if (caller instanceof Response) return caller;
    const user = findUser(param(params, 'userId'));
    if (!user) return unknownUser();
    const body = await readBody(request);
    // Read strictly, as the provider does (issue 27 item 4): IsMatching is an entry id, and
    // nothing else. A month's id, or an entry already gone, deletes nothing: 404.
    const found = findEntry(text(body.IsMatching));
    if (!found || found.month.userId !== user._id) return message(NO_TIME, 404);
    found.month.months = found.month.months.filter((e) => e !== found.entry);
    addMinutes(found.month, -entryMinutes(found.entry));
    addMinutes(user, -entryMinutes(found.entry));
    await saveState();
    return message(texts.deleted);
  }),

  http.post(apiPath('/api/month/3/:userId/'), async ({ request, params }) => {
    const user = findUser(param(params, 'userId'));
    if (!user) return unknownUser();
    const monthNumber = monthOf((await readBody(request)).MonthNumber);
    if (monthNumber === undefined) return message(texts.badMonth, 400);
    return HttpResponse.json(monthByNumber(user._id, monthNumber)?.months ?? []);
  }),

  // StorMatch carries the entry's new values; CheckMonth is not needed to find the entry.
  http.post(apiPath('/api/month/update/code/:entryId'), async ({ request, params }) => {
    const found = findEntry(param(params, 'entryId'));
    if (!found) return message(NO_TIME, 404);
    const { StorMatch } = await readBody(request);
    if (!StorMatch || typeof StorMatch !== 'object') return message(texts.badRequest, 400);
    editEntry(found.entry, record(StorMatch));
    await saveState();
    return message(texts.updated);
  }),

  http.put(apiPath('/api/month/update/oldtimes/:userId/'), async ({ request, params }) => {
    const user = findUser(param(params, 'userId'));
    if (!user) return unknownUser();
    if (!applyAdjustment(user, await readBody(request))) return message(texts.badRequest, 400);
    await saveState();
    return message(texts.updated);
  }),

  // Empties the month: its entries go, its totals go back to 0 and leave the user's total.
  http.delete(apiPath('/api/month/delete/month/:monthId'), async ({ request, params }) => {
    const caller = authorize(request);
    if (caller instanceof Response) return caller;
    const month = demoState().months.find((m) => m._id === param(params, 'monthId'));
    if (!month) return message(NO_MONTH, 404);
    const user = findUser(month.userId);
    if (user) addMinutes(user, -toMinutes(month.total, month.half));
    Object.assign(month, { months: [], total: 0, half: 0 });
    await saveState();
    return message(texts.deleted);
  }),
];
