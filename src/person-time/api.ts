/** Time entries and months (SPEC.md §7 'Time and months'). */
import { api, apiPath } from '../lib/api-client';
import { readPaths } from '../config/read-paths';
import { asArray, asNumber, asRecord, asString, normalizeUser } from '../lib/read';
import type {
  Id,
  MessageAnswer,
  Month,
  NewTimeEntry,
  Product,
  TimeAdjustment,
  TimeEntry,
  UserTime,
} from '../types/api';

function normalizeEntry(value: unknown): TimeEntry {
  const e = asRecord(value);
  const lunch = e.lunch && typeof e.lunch === 'object' ? (e.lunch as Record<string, unknown>) : {};
  const user = e.user && typeof e.user === 'object' ? (e.user as Record<string, unknown>) : undefined;
  const rast = e.rast && typeof e.rast === 'object' ? (e.rast as Record<string, unknown>) : undefined;
  return {
    _id: asString(e._id),
    date: asString(e.date).slice(0, 10),
    start: asString(e.start),
    end: asString(e.end),
    lunch: { hours: asNumber(lunch.hours), minutes: asNumber(lunch.minutes) },
    ...(rast
      ? { rast: { name: asString(rast.name), hours: asNumber(rast.hours), minutes: asNumber(rast.minutes) } }
      : {}),
    total: asNumber(e.total),
    half: asNumber(e.half),
    des: asString(e.des),
    text: asString(e.text),
    products: asArray<Record<string, unknown>>(e.products).map(
      (p): Product => ({ name: asString(p.name), sort: asString(p.sort), count: asString(p.count) }),
    ),
    ...(user ? { user: { _id: asString(user._id), fullname: asString(user.fullname) } } : {}),
  };
}

function normalizeMonth(value: unknown): Month {
  const m = asRecord(value);
  return {
    _id: asString(m._id),
    MonthNumber: asNumber(m.MonthNumber),
    ...(m.year !== undefined ? { year: asNumber(m.year) } : {}),
    total: asNumber(m.total),
    half: asNumber(m.half),
    months: asArray(m.months).map(normalizeEntry),
  };
}

/** A stored total the app can read: whole hours and minutes as numbers (or numeric strings). */
function hasTotals(r: Record<string, unknown>): boolean {
  const numeric = (v: unknown) => (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)));
  return numeric(r.total) && numeric(r.half);
}

export async function createTimeEntry(userId: Id, entry: NewTimeEntry): Promise<MessageAnswer> {
  return api('POST', apiPath`/api/time/create/${userId}`, entry, userId);
}

export async function getUserTime(userId: Id): Promise<UserTime> {
  return readUserTime(await api<unknown>('GET', readPaths.personTime(userId), undefined, userId));
}

/** A person's time (also read by the provider check, features/provider-check). */
export function readUserTime(value: unknown): UserTime {
  const answer = asRecord(value);
  const months = asArray(answer.months_id);
  const readable = [answer.user, ...months].every((r) => hasTotals(asRecord(r)));
  return {
    user: normalizeUser(answer.user),
    months_id: months.map(normalizeMonth),
    notplace: asArray(answer.notplace),
    ...(readable ? {} : { totalsUnknown: true as const }),
  };
}

export function updateTimeEntry(id: Id, entry: Partial<TimeEntry>): Promise<MessageAnswer> {
  return api('PUT', apiPath`/api/time/${id}/`, entry);
}

/** Today's entries of everyone, each with its user. */
export async function getTodaysWork(): Promise<TimeEntry[]> {
  return readEntries(await api<unknown>('GET', '/api/time/time/filter/'));
}

/** A list of time entries: today's work, a month's entries. */
export function readEntries(answer: unknown): TimeEntry[] {
  return asArray(answer).map(normalizeEntry);
}

/** Moves time (an entry, a month record, or a user's latest month) to month MonthNumber. */
export function moveToMonth(id: Id, MonthNumber: number): Promise<MessageAnswer> {
  return api('POST', apiPath`/api/time/time/user/newmonth/${id}`, { MonthNumber });
}

/** Deletes entry IsMatching when it is an entry id, else the whole month IsMonthNumber. */
export function deleteMonthTime(
  userId: Id,
  body: { IsMonthNumber: number; IsMatching: string },
): Promise<MessageAnswer> {
  return api('POST', apiPath`/api/month/delete/${userId}`, body, userId);
}

export async function getMonthEntries(userId: Id, MonthNumber: number): Promise<TimeEntry[]> {
  return readEntries(await api<unknown>('POST', apiPath`/api/month/3/${userId}/`, { MonthNumber }, userId));
}

export function updateEntryCode(
  entryId: Id,
  body: { StorMatch: unknown; CheckMonth: unknown },
): Promise<MessageAnswer> {
  return api('POST', apiPath`/api/month/update/code/${entryId}`, body);
}

export function updateOldTimes(userId: Id, adjustment: TimeAdjustment): Promise<MessageAnswer> {
  return api('PUT', apiPath`/api/month/update/oldtimes/${userId}/`, adjustment, userId);
}

/** Empties a month record; its totals go back to 0. */
export function clearMonth(monthId: Id): Promise<MessageAnswer> {
  return api('DELETE', apiPath`/api/month/delete/month/${monthId}`);
}

/** Corrects a user's worked-time totals (SPEC.md §4 'Editing a total'). */
/** Without MonthNumber the correction is the person's total alone (see totalsReconciled). */
export function updateUserTime(id: Id, adjustment: TimeAdjustment | Omit<TimeAdjustment, 'MonthNumber'>): Promise<MessageAnswer> {
  return api('POST', apiPath`/api/auth/time/update/${id}/`, adjustment, id);
}
