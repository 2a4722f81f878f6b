/**
 * A paged list of one month's bills or invoices (the TheBill and Invoice slices hold one each,
 * paged-list-slice.ts): its state, how it is read from the store, and the month's bottom totals.
 * Pure: the thunks and the slices both read it without importing one another.
 */
import type { RootState } from '../../app/store';
import { sumOre, toOre } from '../../lib/money';
import { idle, type RequestState } from '../../lib/request';
import type { BillItem, BillKind, MonthSum } from '../../types/api';

export interface PagedListState {
  items: BillItem[];
  /** The last page loaded (0 before the first). */
  page: number;
  /** The next page to load; null when there is none. */
  nextPage: number | null;
  /** The month shown; null before the first load. */
  month: number | null;
  /** The month's page count, as its last answer said (0 before the first). */
  pages: number;
  /** While the rest of the month is read for a search, filter or sort: pages read of those to read. */
  reading: { read: number; of: number } | null;
  request: RequestState;
}

export const emptyList: PagedListState = { items: [], page: 0, nextPage: null, month: null, pages: 0, reading: null, request: idle };

export function selectList(state: RootState, kind: BillKind): PagedListState {
  return kind === 'bill' ? state.TheBill : state.Invoice;
}

/** The bills and invoices the app has loaded (both kinds), except one entry. */
export function knownItems(state: RootState, except?: { kind: BillKind; id: string }): BillItem[] {
  const lists: [BillKind, PagedListState | undefined][] = [
    ['bill', state.TheBill],
    ['invoice', state.Invoice],
  ];
  return lists.flatMap(([kind, list]) =>
    (list?.items ?? []).filter((item) => !(except && except.kind === kind && except.id === item._id)),
  );
}

function totalsOf(items: readonly BillItem[]) {
  return {
    priceOre: sumOre(items.map((item) => item.price)),
    texOre: sumOre(items.map((item) => item.tex)),
  };
}

/**
 * The bottom totals of a month (DECISIONS.md 22): the whole month's, to the öre, whatever part
 * of the list is loaded: the month list's sums (GET /api/severalmonths, the same figures the
 * past-month panel shows; a month not listed has none). Before that list has come, a month
 * loaded to its last page is summed from its items; otherwise null (not known yet).
 */
export function monthTotals(
  list: Pick<PagedListState, 'items' | 'month' | 'nextPage' | 'page'>,
  sums: readonly MonthSum[] | null,
  month: number,
): { priceOre: number; texOre: number } | null {
  if (sums) {
    const sum = sums.find((m) => m.months === month);
    return sum ? { priceOre: toOre(sum.price), texOre: toOre(sum.tex) } : { priceOre: 0, texOre: 0 };
  }
  if (list.month === month && list.page > 0 && list.nextPage === null) return totalsOf(list.items);
  return null;
}
