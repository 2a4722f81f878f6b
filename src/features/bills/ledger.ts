/**
 * The month as a ledger (issue 11 item 6): search by number or company, the unpaid and overdue
 * filters, sorting by any column. Overdue: 'Sista dag' has passed and the entry is not paid.
 */
import { toOre } from '../../lib/money';
import type { BillItem } from '../../types/api';
import { companyLabel } from './company';

export type LedgerFilter = 'all' | 'unpaid' | 'overdue';
export type SortKey = 'number' | 'date' | 'companyname' | 'price' | 'tex' | 'payment' | 'lastday';
export interface LedgerSort {
  key: SortKey;
  direction: 'asc' | 'desc';
}

export interface LedgerView {
  query: string;
  filter: LedgerFilter;
  sort: LedgerSort | null;
}

export const noLedgerView: LedgerView = { query: '', filter: 'all', sort: null };

/** Whether the view needs the whole month (anything but the provider's order, unfiltered). */
export function needsWholeMonth(view: LedgerView): boolean {
  return view.query.trim() !== '' || view.filter !== 'all' || view.sort !== null;
}

/** 'Sista dag' before today (both 'YYYY-MM-DD') and not paid. */
export function isOverdue(item: Pick<BillItem, 'payment' | 'lastday'>, today: string): boolean {
  return !item.payment && /^\d{4}-\d{2}-\d{2}$/.test(item.lastday) && item.lastday < today;
}

function matches(item: BillItem, query: string): boolean {
  const q = query.trim().toLocaleLowerCase('sv');
  if (!q) return true;
  return (
    item.number.toLocaleLowerCase('sv').includes(q) ||
    item.companyname.toLocaleLowerCase('sv').includes(q) ||
    companyLabel(item.companyname).toLocaleLowerCase('sv').includes(q)
  );
}

// Built on first use, once (issue 28: no Intl object built as a module loads).
let svCollator: Intl.Collator | undefined;
const collator = (): Intl.Collator => (svCollator ??= new Intl.Collator('sv', { numeric: true, sensitivity: 'base' }));

function compare(a: BillItem, b: BillItem, key: SortKey): number {
  switch (key) {
    case 'price':
    case 'tex':
      return toOre(a[key]) - toOre(b[key]);
    case 'payment':
      return Number(a.payment) - Number(b.payment);
    case 'companyname':
      return collator().compare(companyLabel(a.companyname), companyLabel(b.companyname));
    default:
      return collator().compare(a[key], b[key]);
  }
}

/** The items to show: searched, filtered, then sorted (stable: the provider's order breaks ties). */
export function ledgerRows(items: readonly BillItem[], view: LedgerView, today: string): BillItem[] {
  const rows = items.filter(
    (item) =>
      matches(item, view.query) &&
      (view.filter === 'all' || (view.filter === 'unpaid' ? !item.payment : isOverdue(item, today))),
  );
  const { sort } = view;
  if (!sort) return rows;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((item, index) => ({ item, index }))
    .sort((a, b) => sign * compare(a.item, b.item, sort.key) || a.index - b.index)
    .map(({ item }) => item);
}

/** A header press: a new column sorts ascending, the same column flips. */
export function nextSort(current: LedgerSort | null, key: SortKey): LedgerSort {
  return current?.key === key ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' };
}
