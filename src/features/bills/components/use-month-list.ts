/**
 * The bills page's month as read (bills-page.tsx): its first page when the month is chosen,
 * the next on scroll (throttled, SPEC.md §9), the whole month once a search, filter or sort asks
 * for it (issue 19), the past months' sums and each listed month's year (DECISIONS.md 21).
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { errorOf } from '../../../lib/request';
import type { BillItem, BillKind } from '../../../types/api';
import { monthSumsFetched, monthYearsFetched, selectMonthSums } from '../before-month-slice';
import { monthCompleted, pageFetched } from '../bill-reads';
import { ledgerRows, needsWholeMonth, type LedgerView } from '../ledger';
import { selectList } from '../paged-list';
import { throttle } from '../paging';

/** SPEC.md §9: infinite scroll (month-ledger.tsx) throttled to one load per 150 ms. */
const SCROLL_THROTTLE_MS = 150;

const NO_ITEMS: BillItem[] = [];

/** `today`: 'YYYY-MM-DD', for the overdue filter. */
export function useMonthList(kind: BillKind, month: number, view: LedgerView, today: string) {
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectList(state, kind));
  const sums = useAppSelector((state) => selectMonthSums(state, kind));
  const sumsLoaded = useAppSelector((state) => state.BeforeMonth.loaded[kind]);
  const sumsError = useAppSelector((state) => errorOf(state.BeforeMonth.request));
  const years = useAppSelector((state) => state.BeforeMonth.years[kind]);
  const fetchPage = pageFetched[kind];

  const reload = useCallback(
    (shown: number) => {
      void dispatch(fetchPage({ pageNumber: 1, month: shown }));
      void dispatch(monthSumsFetched(kind));
    },
    [dispatch, fetchPage, kind],
  );

  useEffect(() => {
    reload(month);
  }, [reload, month]);

  // Each listed month's year, from its first page (DECISIONS.md 21), asked once per month.
  const askedYears = useRef(new Set<number>());
  useEffect(() => {
    if (!sumsLoaded) return;
    const missing = sums.map((m) => m.months).filter((m) => m !== month && years[m] === undefined && !askedYears.current.has(m));
    if (missing.length === 0) return;
    missing.forEach((m) => askedYears.current.add(m));
    void dispatch(monthYearsFetched({ kind, months: missing }));
  }, [dispatch, kind, month, sums, sumsLoaded, years]);

  // The latest list, for the throttled loader (which must stay one function).
  const listRef = useRef(list);
  useEffect(() => {
    listRef.current = list;
  }, [list]);
  const loadNext = useCallback(() => {
    const { nextPage, month: shown, request } = listRef.current;
    if (nextPage === null || shown === null || request.status === 'loading') return;
    void dispatch(fetchPage({ pageNumber: nextPage, month: shown }));
  }, [dispatch, fetchPage]);
  const loadOnScroll = useMemo(() => throttle(loadNext, SCROLL_THROTTLE_MS), [loadNext]);

  const shownItems = list.month === month ? list.items : NO_ITEMS;
  const error = errorOf(list.request);
  const loadingFirst = list.request.status === 'loading' && list.items.length === 0;
  const hasMore = list.nextPage !== null;
  const wholeMonth = needsWholeMonth(view);
  const readMonth = monthCompleted[kind];
  // Search, filters and sorting work on the whole month: its remaining pages are read a few at
  // a time (the ones read stay), with the progress shown; the table is drawn again once, when
  // all are there (issue 19). Until then it shows the rows as they were.
  const reading = wholeMonth && hasMore;
  const rows = useMemo(
    () => (wholeMonth && !hasMore ? ledgerRows(shownItems, view, today) : shownItems),
    [wholeMonth, hasMore, shownItems, view, today],
  );
  useEffect(() => {
    if (reading && list.request.status !== 'loading' && !error) void dispatch(readMonth({ month }));
  }, [reading, list.request.status, error, dispatch, readMonth, month]);

  return {
    list,
    sums,
    sumsLoaded,
    sumsError,
    years,
    shownItems,
    rows,
    wholeMonth,
    reading,
    hasMore,
    error,
    loadingFirst,
    reload,
    loadNext,
    loadOnScroll,
    /** Items moved to another month: each listed month's year is asked again. */
    forgetYears: () => askedYears.current.clear(),
  };
}
