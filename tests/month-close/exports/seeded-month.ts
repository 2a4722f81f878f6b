/**
 * A seeded month for the export tests: the demo provider's seed made on 10 December 2026, whose
 * previous month (November 2026) is complete: staff time, supplier bills and customer invoices.
 */
import { createSeed } from '../../../src/demo/seed';
import type { PayrollEntry, PayrollInput } from '../../../src/features/month-close/exports/payroll';
import { entryMinutes, personMonth, type MonthCorrection, type PersonMonth } from '../../../src/person-time/person-month';
import type { BillItem } from '../../../src/types/api';

export const YEAR = 2026;
export const MONTH = 11;

export function seededMonth(): {
  people: PayrollInput[];
  /** Month total in minutes per personnummer, as the provider's month record says. */
  monthMinutes: Map<string, number>;
  bills: BillItem[];
  invoices: BillItem[];
} {
  const { state } = createSeed(new Date(YEAR, MONTH, 10));
  const people: PayrollInput[] = [];
  const monthMinutes = new Map<string, number>();
  for (const [index, user] of state.users.entries()) {
    const month = state.months.find((m) => m.userId === user._id && m.MonthNumber === MONTH && m.year === YEAR);
    if (!month) continue;
    people.push({ person: { fullname: user.fullname, personnummer: user.personnummer, anstid: String(101 + index) }, month: monthOf(month.months) });
    monthMinutes.set(user.personnummer, month.total * 60 + month.half);
  }
  const inMonth = (item: BillItem) => item.date.startsWith(`${YEAR}-${MONTH}-`);
  return { people, monthMinutes, bills: state.items.bill.filter(inMonth), invoices: state.items.invoice.filter(inMonth) };
}

/**
 * A person's month of November 2026 (or another month) from its entries and corrections: the
 * stored total is the entries plus the corrections (DECISIONS.md 30), the corrections noted here.
 */
export function monthOf(entries: readonly PayrollEntry[], corrections: readonly MonthCorrection[] = [], year = YEAR, month = MONTH): PersonMonth {
  const stored = entries.reduce((sum, e) => sum + entryMinutes(e), 0) + corrections.reduce((sum, c) => sum + c.minutes, 0);
  return personMonth({ year, month, entries, stored, notes: corrections });
}

/** Index of a byte sequence in a file, or -1. */
export function indexOfBytes(haystack: Uint8Array, needle: readonly number[]): number {
  outer: for (let i = 0; i + needle.length <= haystack.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}
