/** Time entries and month records (SPEC.md §7 'Time and months', API.md 'Time and months'). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { demoState, newId, saveState } from '../db';
import { entryMinutes, isoDate, toMinutes, type StoredUser } from '../model';
import { applyAdjustment } from './auth';
import { addMinutes, editEntry, fileEntry, findEntry, moveEntry, moveMonth, newEntry, record } from './time-store';
import {
  apiPath,
  authorize,
  findUser,
  message,
  monthByNumber,
  monthOf,
  monthsOf,
  param,
  publicMonth,
  publicUser,
  readBody,
  text,
  texts,
  unknownUser,
} from './common';

const REGISTERED = 'Tack, arbetstiden har registrerats';
const NO_TIME = 'Tiden finns inte';
const NO_MONTH = 'Månaden finns inte';

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
