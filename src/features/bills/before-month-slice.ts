/** BeforeMonth: the past-month sums of bills and invoices, and the year of each month. */
import { createSlice, type Reducer } from '@reduxjs/toolkit';
import { createAppThunk } from '../../app/create-app-thunk';
import { injectSlice, type RootState } from '../../app/store';
import { idle, trackRequests, type RequestState } from '../../lib/request';
import type { BillKind, MonthSum } from '../../types/api';
import { getMonthSums, getPage } from './api';
import { pageFetched } from './bill-reads';
import { monthMoved } from './bill-writes';
import { yearOfItems } from './month-year';

export interface BeforeMonthState {
  bill: MonthSum[];
  invoice: MonthSum[];
  /** Whether each kind's month list has been loaded (its sums are the month totals). */
  loaded: Record<BillKind, boolean>;
  /** The year of each month (DECISIONS.md 21), from its items' dates once some are loaded. */
  years: Record<BillKind, Record<number, number>>;
  request: RequestState;
}

export const monthSumsFetched = createAppThunk('BeforeMonth/monthSumsFetched', (kind: BillKind) => getMonthSums(kind));

/** The year of each given month, from its first page (newest items); null for an empty month. */
export const monthYearsFetched = createAppThunk(
  'BeforeMonth/monthYearsFetched',
  async ({ kind, months }: { kind: BillKind; months: number[] }) => {
    const years = await Promise.all(
      months.map(async (month) => [month, yearOfItems(month, (await getPage(kind, 1, month)).product)] as const),
    );
    return years;
  },
);

const beforeMonth = createSlice({
  name: 'BeforeMonth',
  initialState: {
    bill: [],
    invoice: [],
    loaded: { bill: false, invoice: false },
    years: { bill: {}, invoice: {} },
    request: idle,
  } as BeforeMonthState,
  reducers: {},
  extraReducers: (builder) => {
    const forget = (state: BeforeMonthState, kind: BillKind, months: number[]) => {
      state.years[kind] = Object.fromEntries(Object.entries(state.years[kind]).filter(([m]) => !months.includes(Number(m))));
    };
    const learnYear = (state: BeforeMonthState, kind: BillKind, month: number, year: number | null, first: boolean) => {
      if (year !== null && (first || state.years[kind][month] === undefined)) state.years[kind][month] = year;
      else if (year === null && first) forget(state, kind, [month]);
    };
    for (const kind of ['bill', 'invoice'] as const) {
      builder.addCase(pageFetched[kind].fulfilled, (state, action) => {
        const { month, pageNumber } = action.meta.arg;
        learnYear(state, kind, month, yearOfItems(month, action.payload.product), pageNumber === 1);
      });
    }
    builder
      // A reload keeps the sums shown until the new ones come; a failed one drops them (the
      // totals then say they are not known rather than show stale figures).
      .addCase(monthSumsFetched.rejected, (state, action) => {
        state.loaded[action.meta.arg] = false;
      })
      .addCase(monthSumsFetched.fulfilled, (state, action) => {
        state[action.meta.arg] = action.payload;
        state.loaded[action.meta.arg] = true;
      })
      .addCase(monthYearsFetched.fulfilled, (state, action) => {
        for (const [month, year] of action.payload) learnYear(state, action.meta.arg.kind, month, year, true);
      })
      .addCase(monthMoved.fulfilled, (state, action) => {
        // The moved items take their years with them: both months are read again.
        forget(state, action.meta.arg.kind, [action.meta.arg.from, action.meta.arg.to]);
      });
    trackRequests(builder, 'BeforeMonth', [monthSumsFetched]);
  },
});

export const beforeMonthReducer: Reducer<BeforeMonthState> = beforeMonth.reducer;

export function selectMonthSums(state: RootState, kind: BillKind): MonthSum[] {
  return state.BeforeMonth[kind];
}

// This slice arrives with its screens (app/store.ts LazySlices).
injectSlice('BeforeMonth', beforeMonthReducer);
