/**
 * The slice factory of the two paged lists, TheBill and Invoice (the-bill-slice.ts,
 * invoice-slice.ts): the same shape, each reacting only to its own kind's reads and writes.
 */
import { createSlice, type Reducer } from '@reduxjs/toolkit';
import { trackRequests } from '../../lib/request';
import type { BillItem, BillKind } from '../../types/api';
import { monthCompleted, monthPagesRead, monthPartRead, pageFetched } from './bill-reads';
import { itemDeleted, itemPaid, itemSaved } from './bill-writes';
import { emptyList, type PagedListState } from './paged-list';
import { nextPageOf } from './paging';

/** Pages read in order, appended (an item the list has already is not added twice). */
function appendPages(state: PagedListState, items: readonly BillItem[], lastPage: number): void {
  const known = new Set(state.items.map((item) => item._id));
  state.items.push(...items.filter((item) => !known.has(item._id)));
  state.page = Math.max(state.page, lastPage);
}

export function createPagedSlice(kind: BillKind, name: 'TheBill' | 'Invoice'): Reducer<PagedListState> {
  const pages = pageFetched[kind];
  const rest = monthCompleted[kind];
  const slice = createSlice({
    name,
    initialState: emptyList,
    reducers: {},
    extraReducers: (builder) => {
      builder
        .addCase(pages.pending, (state, action) => {
          const { pageNumber, month } = action.meta.arg;
          // A refresh (page 1, or another month) resets to page 1 and empties the list.
          if (pageNumber === 1 || month !== state.month) {
            state.items = [];
            state.page = 0;
            state.nextPage = null;
            state.pages = 0;
            state.reading = null;
            state.month = month;
          }
        })
        .addCase(pages.fulfilled, (state, action) => {
          const { pageNumber, month } = action.meta.arg;
          if (month !== state.month) return;
          const known = new Set(state.items.map((item) => item._id));
          state.items.push(...action.payload.product.filter((item) => !known.has(item._id)));
          state.page = pageNumber;
          state.pages = action.payload.pages;
          state.nextPage = nextPageOf(pageNumber, action.payload);
        })
        .addCase(monthPagesRead, (state, action) => {
          const { kind: of, month, read, of: total } = action.payload;
          if (of === kind && month === state.month) state.reading = { read, of: total };
        })
        .addCase(rest.fulfilled, (state, action) => {
          if (action.meta.arg.month !== state.month) return;
          appendPages(state, action.payload.items, action.payload.lastPage);
          state.nextPage = null;
          state.reading = null;
        })
        .addCase(monthPartRead, (state, action) => {
          const { kind: of, month, items, lastPage } = action.payload;
          if (of !== kind || month !== state.month) return;
          appendPages(state, items, lastPage);
          state.nextPage = lastPage < state.pages ? lastPage + 1 : null;
          state.reading = null;
        })
        .addCase(itemDeleted.fulfilled, (state, action) => {
          if (action.meta.arg.kind !== kind) return;
          state.items = state.items.filter((item) => item._id !== action.meta.arg.item._id);
        })
        .addCase(itemPaid.fulfilled, (state, action) => {
          if (action.meta.arg.kind !== kind) return;
          const paid = state.items.find((item) => item._id === action.meta.arg.item._id);
          if (paid) paid.payment = true;
        })
        .addCase(itemSaved.fulfilled, (state, action) => {
          const saved = action.payload.item;
          if (action.meta.arg.kind !== kind || !saved) return;
          const index = state.items.findIndex((item) => item._id === saved._id);
          if (index >= 0) state.items[index] = { ...state.items[index], ...saved };
        });
      trackRequests(builder, name, [pages, rest]);
    },
  });
  return slice.reducer;
}
