/**
 * The reads of bills and invoices (SPEC.md §7): a page of a month (per kind), the rest of the
 * shown month, a whole month, a month's statement and what a whole-month action changes.
 */
import { createAction } from '@reduxjs/toolkit';
import { createAppThunk } from '../../app/create-app-thunk';
import { fromOre, sumOre } from '../../lib/money';
import type { BillItem, BillKind } from '../../types/api';
import { getPage, getStatement } from './api';
import { yearOfItems } from './month-year';
import { selectList } from './paged-list';
import { nextPageOf } from './paging';

export interface PageArg {
  pageNumber: number;
  month: number;
}

function createPageThunk(name: 'TheBill' | 'Invoice', kind: BillKind) {
  return createAppThunk(`${name}/pageFetched`, (arg: PageArg) => getPage(kind, arg.pageNumber, arg.month));
}

export type PageThunk = ReturnType<typeof createPageThunk>;

export const pageFetched: Record<BillKind, PageThunk> = {
  bill: createPageThunk('TheBill', 'bill'),
  invoice: createPageThunk('Invoice', 'invoice'),
};

/** Pages of a month read at once when the whole month is needed (issue 19). */
export const MONTH_READ_CONCURRENCY = 4;

export interface MonthReadArg {
  kind: BillKind;
  month: number;
}

/** Progress of a whole-month read, and the pages read in order before a failure (kept). */
export const monthPagesRead = createAction<MonthReadArg & { read: number; of: number }>('bills/monthPagesRead');
export const monthPartRead = createAction<MonthReadArg & { items: BillItem[]; lastPage: number }>('bills/monthPartRead');

/**
 * The rest of the shown month, for a search, a filter or a sort (issue 19): the pages not read
 * yet (the ones read stay), `MONTH_READ_CONCURRENCY` at a time, with the progress in the list
 * (`reading`). The items come together, in the provider's order, once all are read, so the
 * table is drawn once. A page that fails stops the read; the pages read before it in order are
 * kept, and the next read starts after them.
 */
function createMonthThunk(name: 'TheBill' | 'Invoice', kind: BillKind) {
  return createAppThunk(`${name}/monthCompleted`, async ({ month }: { month: number }, { getState, dispatch }) => {
    const list = selectList(getState(), kind);
    if (list.month !== month || list.nextPage === null) return { items: [], lastPage: list.page };
    const first = list.nextPage;
    const numbers = Array.from({ length: Math.max(0, list.pages - first + 1) }, (_, i) => first + i);
    const read = new Map<number, BillItem[]>();
    dispatch(monthPagesRead({ kind, month, read: 0, of: numbers.length }));
    let next = 0;
    const worker = async () => {
      while (next < numbers.length) {
        const pageNumber = numbers[next] as number;
        next += 1;
        read.set(pageNumber, (await getPage(kind, pageNumber, month)).product);
        dispatch(monthPagesRead({ kind, month, read: read.size, of: numbers.length }));
      }
    };
    const inOrder = () => {
      const items: BillItem[] = [];
      let lastPage = first - 1;
      for (const pageNumber of numbers) {
        const page = read.get(pageNumber);
        if (!page) break;
        items.push(...page);
        lastPage = pageNumber;
      }
      return { items, lastPage };
    };
    try {
      await Promise.all(Array.from({ length: Math.min(MONTH_READ_CONCURRENCY, numbers.length) }, worker));
    } catch (error) {
      dispatch(monthPartRead({ kind, month, ...inOrder() }));
      throw error;
    }
    return inOrder();
  });
}

export type MonthThunk = ReturnType<typeof createMonthThunk>;

export const monthCompleted: Record<BillKind, MonthThunk> = {
  bill: createMonthThunk('TheBill', 'bill'),
  invoice: createMonthThunk('Invoice', 'invoice'),
};

/** Every item of a month, all pages. */
export async function fetchWholeMonth(kind: BillKind, month: number): Promise<BillItem[]> {
  const items: BillItem[] = [];
  let pageNumber: number | null = 1;
  while (pageNumber !== null) {
    const answer = await getPage(kind, pageNumber, month);
    items.push(...answer.product);
    pageNumber = nextPageOf(pageNumber, answer);
  }
  return items;
}

export const monthPrinted = createAppThunk(
  'bills/monthPrinted',
  ({ kind, month }: { kind: BillKind; month: number }) => fetchWholeMonth(kind, month),
);

export const statementRequested = createAppThunk(
  'bills/statementRequested',
  ({ kind, months }: { kind: BillKind; months: number }) => getStatement(kind, { name: kind, months }),
);

/**
 * What a whole-month action changes: the month's count and sums (POST /api/{kind}/this/), and
 * its year. A figure that answer lacks (issue 18 item 5) falls back on what the app already
 * holds: the month list's sums, and the items of a month whose every page is loaded (its first
 * page being its only one, or the shown list read to its end); otherwise it stays null (unknown).
 */
export const monthSummaryFetched = createAppThunk(
  'bills/monthSummaryFetched',
  async ({ kind, month }: { kind: BillKind; month: number }, { getState }) => {
    const [statement, first] = await Promise.all([getStatement(kind, { name: kind, months: month }), getPage(kind, 1, month)]);
    const state = getState();
    const list = selectList(state, kind);
    const items =
      nextPageOf(1, first) === null ? first.product : list.month === month && list.page > 0 && list.nextPage === null ? list.items : null;
    const listed = state.BeforeMonth.loaded[kind] ? (state.BeforeMonth[kind].find((m) => m.months === month) ?? null) : undefined;
    // A loaded month list without this month: the month has no sums there, so 0 is known.
    const known = listed === undefined ? null : (listed ?? { price: 0, tex: 0 });
    return {
      count: statement.count ?? items?.length ?? null,
      price: statement.price ?? known?.price ?? (items ? fromOre(sumOre(items.map((i) => i.price))) : null),
      tex: statement.tex ?? known?.tex ?? (items ? fromOre(sumOre(items.map((i) => i.tex))) : null),
      year: yearOfItems(month, first.product),
    };
  },
);
