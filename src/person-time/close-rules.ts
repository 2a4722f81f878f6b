/**
 * The pure rules of the month writes (month-writes.ts) (DECISIONS.md 23, issue 16 item 3): when a correction
 * is refused, and whether a move whose answer was lost is stored. Over the totals as read back
 * (types/totals.ts), so they are decided from what is stored, not from what a page showed.
 */
import { sv } from '../i18n/sv';
import { monthYearLabel } from '../lib/month-label';
import { hoursMinutes, toDuration } from '../lib/time';
import type { Id } from '../types/api';
import type { TotalsRead } from '../types/totals';

export function recordIn(read: TotalsRead, id: Id) {
  return read.records.find((r) => r.id === id);
}

/** Why a correction of `minutes` cannot be made to month record `id`, or null. */
export function correctionRefusal(read: TotalsRead, id: Id, minutes: number): string | null {
  const record = recordIn(read, id);
  if (!record) return sv.time.monthGone;
  // The provider corrects the latest month with that number (API.md): an earlier year's is out of reach.
  if (read.records.some((r) => r.MonthNumber === record.MonthNumber && r.year > record.year)) return sv.time.correctionNotLatest(monthYearLabel(record.MonthNumber, record.year));
  // The month is its stored total (DECISIONS.md 30); unreadable, its entries.
  const has = read.unknown ? record.entries : record.stored;
  if (has + minutes < 0) return sv.time.belowZero(monthYearLabel(record.MonthNumber, record.year), hoursMinutes(toDuration(has)), hoursMinutes(toDuration(-minutes)));
  return null;
}

/** A month record moved to month `to`: it has that number now, or its entries are in a record that has. */
export function moveLanded(before: TotalsRead, now: TotalsRead, id: Id, to: number): boolean {
  const source = before.records.find((r) => r.id === id);
  const moved = now.records.find((r) => r.id === id);
  if (moved) return moved.MonthNumber === to;
  if (!source) return false;
  const target = now.records.find((r) => r.MonthNumber === to && r.year === source.year);
  return target !== undefined && source.entryIds.every((e) => target.entryIds.includes(e));
}
