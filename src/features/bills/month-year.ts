/**
 * The year of a bills month (DECISIONS.md 21): the provider numbers months 1–12 only, so the
 * year comes from the items' dates, never from today. A month with no item known yet shows
 * its number alone. Labels are lib/months' monthLabel.
 */
import { dateParts, monthLabel, monthYear } from '../../lib/months';
import { pad2 } from '../../lib/time';
import type { BillItem } from '../../types/api';

/** The month (1–12) an item is listed under: the one it was moved to, else its date's. */
export function itemMonth(item: Pick<BillItem, 'date' | 'months'>): number | null {
  return item.months ?? dateParts(item.date)?.month ?? null;
}

/** The most common year among the items' dates, or null when none has a date. */
export function yearOfItems(month: number, items: readonly Pick<BillItem, 'date'>[]): number | null {
  const dated = items.filter((item) => dateParts(item.date) !== null);
  if (dated.length === 0) return null;
  return monthYear({ MonthNumber: month, months: dated });
}

/** 'MM/YYYY' when the year is known, else 'MM'. */
export function billMonthLabel(month: number, year: number | null | undefined): string {
  return typeof year === 'number' ? monthLabel({ MonthNumber: month, year }) : pad2(month);
}
