/**
 * Bills ('LEVERANS OCH KVITTO', /admin/bill/) and invoices ('kundfaktura', /admin/invoice/):
 * one implementation for both kinds. Opens scrolled to the top and marks its section; shows
 * the month's items (infinite scroll), their totals, the past months, the month operations,
 * the receipt overlay and the create/update form.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import InfiniteScroll from 'react-infinite-scroll-component';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { sectionOpened } from '../../../app/home-slice';
import { useMutation } from '../../../app/use-mutation';
import { PendingCreates } from '../../../components/pending-creates';
import { Banner, Button, FailureNotice, Field, Loader, LoadingError, SelectField, uiStyles } from '../../../components/ui';
import { sv } from '../../../i18n/sv-admin';
import { notify } from '../../../lib/notify';
import type { PendingCreate } from '../../../lib/writes/create-once';
import { errorDismissed, errorOf } from '../../../lib/request';
import { dateParts } from '../../../lib/months';
import { localIsoDate } from '../../../lib/time';
import type { BillItem, BillKind } from '../../../types/api';
import '../bill-slices';
import { monthSumsFetched, monthYearsFetched, selectMonthSums } from '../before-month-slice';
import { billCheck, pendingBill } from '../bill-create';
import { monthCompleted, monthPrinted, pageFetched } from '../bill-reads';
import { itemPaid } from '../bill-writes';
import { monthTotals, selectList } from '../paged-list';
import { ledgerRows, needsWholeMonth, nextSort, noLedgerView, type LedgerFilter, type LedgerView, type SortKey } from '../ledger';
import { billMonthLabel, yearOfItems } from '../month-year';
import { throttle } from '../paging';
import { BillFormDialog, type SavedResult } from './bill-form-dialog';
import { BillsTable } from './bills-table';
import { BillsTop } from './bills-top';
import { MonthActions } from './month-actions';
import { PastMonths } from './past-months';
import { ReceiptDialog } from './receipt-dialog';
import styles from './bills.module.css';

const PrintMonth = lazy(() => import('./print-month'));

const pendingTexts = { waiting: sv.bills.createWaiting, landed: sv.bills.createLanded, notLanded: sv.bills.createNotLanded };

function checkOfPending(marker: PendingCreate) {
  const who = pendingBill(marker.data);
  return who ? billCheck(who) : null;
}

/** SPEC.md §9: infinite scroll at 80 %, throttled to one load per 150 ms. */
const SCROLL_THRESHOLD = 0.8;
const SCROLL_THROTTLE_MS = 150;

const NO_ITEMS: BillItem[] = [];

type Overlay = { type: 'none' } | { type: 'create' } | { type: 'detail'; item: BillItem } | { type: 'edit'; item: BillItem };

export default function BillsPage({ kind }: { kind: BillKind }) {
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectList(state, kind));
  const sums = useAppSelector((state) => selectMonthSums(state, kind));
  const sumsLoaded = useAppSelector((state) => state.BeforeMonth.loaded[kind]);
  const sumsError = useAppSelector((state) => errorOf(state.BeforeMonth.request));
  const years = useAppSelector((state) => state.BeforeMonth.years[kind]);
  // The page opens on the current calendar month (its number; its year comes from its items).
  const [month, setMonth] = useState(() => new Date().getMonth() + 1);
  const [overlay, setOverlay] = useState<Overlay>({ type: 'none' });
  const [softNote, setSoftNote] = useState<string | null>(null);
  const [print, setPrint] = useState<{ items: BillItem[] } | null>(null);
  const [view, setView] = useState<LedgerView>(noLedgerView);
  const [paying, setPaying] = useState<ReadonlySet<string>>(new Set());
  const printed = useMutation(monthPrinted);
  const paid = useMutation(itemPaid, { success: () => sv.bills.markedPaid });
  const printLoading = printed.pending || print !== null;
  const heading = kind === 'bill' ? sv.bills.billHeading : sv.bills.invoiceHeading;
  const shownItems = list.month === month ? list.items : NO_ITEMS;
  const year = (shownItems.length > 0 ? yearOfItems(month, shownItems) : null) ?? years[month] ?? null;
  const label = billMonthLabel(month, year);
  const totals = monthTotals(list, sumsLoaded ? sums : null, month);
  const today = localIsoDate();
  const fetchPage = pageFetched[kind];

  const reload = useCallback(
    (shown: number) => {
      void dispatch(fetchPage({ pageNumber: 1, month: shown }));
      void dispatch(monthSumsFetched(kind));
    },
    [dispatch, fetchPage, kind],
  );

  useEffect(() => {
    // At the next frame, not in the commit: scrolling lays the page out, which inside the commit
    // made the screen's first task 120 ms longer on a phone profile (issue 28).
    const top = () => window.scrollTo(0, 0);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(top);
    else top();
    dispatch(sectionOpened(kind));
  }, [dispatch, kind]);

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

  const error = errorOf(list.request);
  const loadingFirst = list.request.status === 'loading' && list.items.length === 0;
  const [asideDrawn, setAsideDrawn] = useState(false);
  if (!asideDrawn && (list.items.length > 0 || list.request.status === 'loaded' || list.request.status === 'error')) setAsideDrawn(true);
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

  // Stable callbacks: the table's memoized rows keep theirs (issue 19).
  const runPaid = paid.run;
  const markPaid = useCallback(
    async (item: BillItem) => {
      setPaying((ids) => new Set(ids).add(item._id));
      const outcome = await runPaid({ kind, item });
      setPaying((ids) => {
        const next = new Set(ids);
        next.delete(item._id);
        return next;
      });
      if (outcome.ok) void dispatch(monthSumsFetched(kind));
    },
    [runPaid, kind, dispatch],
  );
  const onMarkPaid = useCallback((item: BillItem) => void markPaid(item), [markPaid]);
  const openItem = useCallback((item: BillItem) => setOverlay({ type: 'detail', item }), []);
  const sortBy = useCallback((key: SortKey) => setView((v) => ({ ...v, sort: nextSort(v.sort, key) })), []);

  function pickMonth(next: number) {
    setView(noLedgerView);
    setMonth(next);
  }

  function onSaved(result: SavedResult) {
    if (!result.next) setOverlay({ type: 'none' });
    setSoftNote(result.note ?? (result.cleanupFailed ? sv.bills.oldImageLeft : null));
    const savedMonth = dateParts(result.date)?.month ?? null;
    if (result.mode === 'create' && savedMonth !== null && savedMonth !== month) {
      pickMonth(savedMonth);
    } else {
      reload(month);
    }
  }

  async function onPrint() {
    if (printLoading) return;
    const outcome = await printed.run({ kind, month });
    if (outcome.ok) setPrint({ items: outcome.value });
  }

  return (
    <BillsTop kind={kind} label={label} onRegister={() => setOverlay({ type: 'create' })}>

      {/* A save left pending by a reload: waited for, never sent again meanwhile (issue 27). */}
      <PendingCreates
        prefix={`${kind} `}
        checkOf={checkOfPending}
        texts={pendingTexts}
        onLanded={() => reload(month)}
      />

      {softNote ? (
        <Banner tone="success" onDismiss={() => setSoftNote(null)}>
          {softNote}
        </Banner>
      ) : null}

      <MonthActions
        key={`${kind}-${month}`}
        kind={kind}
        month={month}
        printing={printLoading}
        onPrint={() => void onPrint()}
        year={year}
        onChanged={() => reload(month)}
        onMoved={(to) => {
          askedYears.current.clear();
          if (to === month) reload(month);
          else pickMonth(to);
        }}
      />
      <FailureNotice failure={printed.failure} onDismiss={printed.dismiss} onRetry={() => void onPrint()} />

      <div className={styles.layout}>
        <section className={styles.listSection} aria-labelledby="month-heading">
          <h2 id="month-heading" className={styles.panelTitle}>
            {sv.bills.monthOf(label)}
          </h2>
          <LoadingError
            loading={loadingFirst}
            error={list.items.length === 0 ? error : null}
            onRetry={() => {
              dispatch(errorDismissed(kind === 'bill' ? 'TheBill' : 'Invoice'));
              reload(month);
            }}
          >
            {list.items.length === 0 && list.request.status === 'loaded' ? (
              <p className={styles.muted}>{sv.bills.empty}</p>
            ) : (
              <>
                <div className={styles.ledgerTools} role="search" aria-label={sv.bills.search}>
                  <Field
                    label={sv.bills.search}
                    type="search"
                    value={view.query}
                    onChange={(e) => setView((v) => ({ ...v, query: e.target.value }))}
                    autoComplete="off"
                    className={styles.searchField}
                  />
                  <SelectField
                    label={sv.bills.show}
                    value={view.filter}
                    onChange={(filter) => setView((v) => ({ ...v, filter: filter as LedgerFilter }))}
                    options={[
                      { value: 'all', label: sv.bills.filterAll },
                      { value: 'unpaid', label: sv.bills.filterUnpaid },
                      { value: 'overdue', label: sv.bills.filterOverdue },
                    ]}
                    className={[uiStyles.field, styles.filterField].join(' ')}
                  />
                </div>
                <FailureNotice failure={paid.failure} onDismiss={paid.dismiss} />
                {wholeMonth ? (
                  <p className={styles.muted} role="status">
                    {reading
                      ? list.reading
                        ? sv.bills.readingMonth(list.reading.read, list.reading.of)
                        : sv.bills.loadingAll
                      : sv.bills.rowsShown(rows.length, shownItems.length)}
                  </p>
                ) : null}
                <InfiniteScroll
                  dataLength={list.items.length}
                  next={loadOnScroll}
                  hasMore={hasMore && !wholeMonth}
                  scrollThreshold={SCROLL_THRESHOLD}
                  loader={<Loader />}
                  endMessage={list.items.length > 0 && !wholeMonth ? <p className={styles.seenAll}>{sv.bills.seenAll}</p> : null}
                  style={{ overflow: 'visible' }}
                >
                  <BillsTable
                    items={rows}
                    caption={sv.bills.caption(label)}
                    totals={totals}
                    onOpen={openItem}
                    sort={view.sort}
                    onSort={sortBy}
                    today={today}
                    onMarkPaid={onMarkPaid}
                    paying={paying}
                  />
                </InfiniteScroll>
                {wholeMonth && rows.length === 0 && !hasMore ? <p className={styles.muted}>{sv.bills.noMatch}</p> : null}
              </>
            )}
            {hasMore && !(reading && !error) ? (
              <div className={styles.more}>
                {error ? <Banner>{error}</Banner> : null}
                <Button variant="secondary" onClick={loadNext} disabled={list.request.status === 'loading'}>
                  {sv.bills.loadMore}
                </Button>
              </div>
            ) : null}
          </LoadingError>
        </section>
        {/* Drawn once a month's first page has been in: on a phone it is under the list, and the
            list growing from its loader pushed it down (issue 28: a layout shift). Then it stays. */}
        {asideDrawn ? (
          <aside className={styles.aside}>
            <PastMonths
              sums={sums}
              years={years}
              loaded={sumsLoaded}
              error={sumsError}
              current={month}
              onPick={pickMonth}
              onRetry={() => {
                dispatch(errorDismissed('BeforeMonth'));
                void dispatch(monthSumsFetched(kind));
              }}
            />
          </aside>
        ) : null}
      </div>

      {overlay.type === 'create' ? (
        <BillFormDialog kind={kind} onClose={() => setOverlay({ type: 'none' })} onSaved={onSaved} />
      ) : null}
      {overlay.type === 'edit' ? (
        <BillFormDialog kind={kind} item={overlay.item} onClose={() => setOverlay({ type: 'none' })} onSaved={onSaved} />
      ) : null}
      {overlay.type === 'detail' ? (
        <ReceiptDialog
          kind={kind}
          item={overlay.item}
          onClose={() => setOverlay({ type: 'none' })}
          onEdit={() => setOverlay({ type: 'edit', item: overlay.item })}
          onDeleted={() => {
            setOverlay({ type: 'none' });
            void dispatch(monthSumsFetched(kind));
          }}
        />
      ) : null}
      {print ? (
        <Suspense fallback={null}>
          <PrintMonth
            title={sv.bills.printTitle(heading, label)}
            caption={sv.bills.caption(label)}
            items={print.items}
            onDone={(e) => {
              setPrint(null);
              if (e) void notify('error', sv.errors.unknown);
            }}
          />
        </Suspense>
      ) : null}
    </BillsTop>
  );
}
