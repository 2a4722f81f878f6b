/**
 * The demo provider's time store (handlers/time.ts answers the calls with it): an entry read from
 * the time form's body, filed under its month, found, edited and moved, totals kept in step.
 */
import type { Id, Lunch, Product, Rast, TimeEntry } from '../../types/api';
import { demoState, newId } from '../db';
import { clockMinutes, entryMinutes, fromMinutes, isoDate, shiftMinutes, toMinutes, yearMonth, type StoredMonth, type StoredUser } from '../model';
import { numberOf, text, type Body } from './common';

export function record(value: unknown): Body {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {};
}

export function productsOf(value: unknown): Product[] {
  if (!Array.isArray(value)) return [];
  return value.map(record).map((p) => ({ name: text(p.name), sort: text(p.sort), count: text(p.count) }));
}

export function rastOf(value: unknown): Rast | undefined {
  const r = record(value);
  const name = text(r.name);
  if (!name) return undefined;
  return { name, hours: numberOf(r.hours) ?? 0, minutes: numberOf(r.minutes) ?? 0 };
}

/** The break: TheTaBort of the form, else the chosen rast, else an explicit lunch. */
export function lunchOf(body: Body, rast: Rast | undefined): Lunch {
  const tabort = record(body.TheTaBort);
  const lunch = record(body.lunch);
  return {
    hours: numberOf(tabort.TheHours) ?? rast?.hours ?? numberOf(lunch.hours) ?? 0,
    minutes: numberOf(tabort.TheMinutes) ?? rast?.minutes ?? numberOf(lunch.minutes) ?? 0,
  };
}

/** Worked time as sent (normalised, minutes ≥ 60 carried into hours), else computed. */
export function workedOf(body: Body, start: string, end: string, lunch: Lunch): { total: number; half: number } {
  const total = numberOf(body.total);
  if (total !== undefined && total >= 0) return fromMinutes(toMinutes(total, numberOf(body.half) ?? 0));
  return fromMinutes(shiftMinutes(start, end, lunch.hours * 60 + lunch.minutes));
}

/** A new entry from the time form's body, or undefined when start or end is not a time. */
export function newEntry(body: Body): TimeEntry | undefined {
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

export function addMinutes(target: { total: number; half: number }, minutes: number): void {
  Object.assign(target, fromMinutes(toMinutes(target.total, target.half) + minutes));
}

/** The user's record for a calendar month, created when missing. */
export function monthFor(userId: Id, year: number, monthNumber: number): StoredMonth {
  const db = demoState();
  const found = db.months.find((m) => m.userId === userId && m.year === year && m.MonthNumber === monthNumber);
  if (found) return found;
  const month: StoredMonth = { _id: newId(), userId, MonthNumber: monthNumber, year, total: 0, half: 0, months: [] };
  db.months.push(month);
  return month;
}

/** Files the entry under the month of its date; month and user totals grow. */
export function fileEntry(user: StoredUser, entry: TimeEntry): void {
  const when = yearMonth(entry.date) ?? { year: new Date().getFullYear(), month: new Date().getMonth() + 1 };
  const month = monthFor(user._id, when.year, when.month);
  month.months.push(entry);
  month.months.sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start));
  addMinutes(month, entryMinutes(entry));
  addMinutes(user, entryMinutes(entry));
}

export function findEntry(entryId: Id): { month: StoredMonth; entry: TimeEntry } | undefined {
  for (const month of demoState().months) {
    const entry = month.months.find((e) => e._id === entryId);
    if (entry) return { month, entry };
  }
  return undefined;
}

/** Changes an entry's own fields; totals elsewhere change only through the adjustment calls. */
export function editEntry(entry: TimeEntry, body: Body): void {
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
export function moveMonth(source: StoredMonth, to: number): void {
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

export function moveEntry(found: { month: StoredMonth; entry: TimeEntry }, to: number): void {
  const { month, entry } = found;
  if (month.MonthNumber === to) return;
  month.months = month.months.filter((e) => e !== entry);
  addMinutes(month, -entryMinutes(entry));
  const target = monthFor(month.userId, month.year, to);
  target.months.push(entry);
  addMinutes(target, entryMinutes(entry));
}
