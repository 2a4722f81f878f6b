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
import { Banner, Button, FailureNotice, Loader, LoadingError } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { notify } from '../../../lib/notify';
import { errorDismissed, errorOf } from '../../../lib/request';
import type { BillItem, BillKind } from '../../../types/api';
import {
  monthPrinted,
  monthSumsFetched,
  pageFetched,
  selectList,
  selectListTotals,
  selectMonthSums,
} from '../bills-slice';
import { monthLabel, monthOfDate, monthOfIso } from '../months';
import { throttle } from '../paging';
import { BillFormDialog, type SavedResult } from './bill-form-dialog';
import { BillsTable } from './bills-table';
import { MonthActions } from './month-actions';
import { PastMonths } from './past-months';
import { ReceiptDialog } from './receipt-dialog';
import styles from './bills.module.css';

const PrintMonth = lazy(() => import('./print-month'));

/** SPEC.md §9: infinite scroll at 80 %, throttled to one load per 150 ms. */
const SCROLL_THRESHOLD = 0.8;
const SCROLL_THROTTLE_MS = 150;

type Overlay = { type: 'none' } | { type: 'create' } | { type: 'detail'; item: BillItem } | { type: 'edit'; item: BillItem };

export default function BillsPage({ kind }: { kind: BillKind }) {
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectList(state, kind));
  const totals = useAppSelector((state) => selectListTotals(state, kind));
  const sums = useAppSelector((state) => selectMonthSums(state, kind));
  const [month, setMonth] = useState(() => monthOfDate(new Date()));
  const [overlay, setOverlay] = useState<Overlay>({ type: 'none' });
  const [softNote, setSoftNote] = useState<string | null>(null);
  const [print, setPrint] = useState<{ items: BillItem[] } | null>(null);
  const printed = useMutation(monthPrinted);
  const printLoading = printed.pending || print !== null;
  const heading = kind === 'bill' ? sv.bills.billHeading : sv.bills.invoiceHeading;
  const label = monthLabel(month);
  const fetchPage = pageFetched[kind];

  const reload = useCallback(
    (shown: number) => {
      void dispatch(fetchPage({ pageNumber: 1, month: shown }));
      void dispatch(monthSumsFetched(kind));
    },
    [dispatch, fetchPage, kind],
  );

  useEffect(() => {
    window.scrollTo(0, 0);
    dispatch(sectionOpened(kind));
  }, [dispatch, kind]);

  useEffect(() => {
    reload(month);
  }, [reload, month]);

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
  const hasMore = list.nextPage !== null;

  function onSaved(result: SavedResult) {
    setOverlay({ type: 'none' });
    setSoftNote(result.cleanupFailed ? sv.bills.oldImageLeft : null);
    const savedMonth = monthOfIso(result.date);
    if (result.mode === 'create' && savedMonth !== null && savedMonth !== month) {
      setMonth(savedMonth);
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
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <div>
          <h1 className={styles.heading}>{heading}</h1>
          <p className={styles.subheading}>{sv.bills.monthOf(label)}</p>
        </div>
        <Button onClick={() => setOverlay({ type: 'create' })}>{sv.bills.registerNew}</Button>
      </header>

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
        onChanged={() => reload(month)}
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
              <InfiniteScroll
                dataLength={list.items.length}
                next={loadOnScroll}
                hasMore={hasMore}
                scrollThreshold={SCROLL_THRESHOLD}
                loader={<Loader />}
                endMessage={list.items.length > 0 ? <p className={styles.seenAll}>{sv.bills.seenAll}</p> : null}
                style={{ overflow: 'visible' }}
              >
                <BillsTable
                  items={list.items}
                  caption={sv.bills.caption(label)}
                  totals={totals}
                  onOpen={(item) => setOverlay({ type: 'detail', item })}
                />
              </InfiniteScroll>
            )}
            {hasMore ? (
              <div className={styles.more}>
                <p className={styles.muted}>{sv.bills.partialTotals}</p>
                {error ? <Banner>{error}</Banner> : null}
                <Button variant="secondary" onClick={loadNext} disabled={list.request.status === 'loading'}>
                  {sv.bills.loadMore}
                </Button>
              </div>
            ) : null}
          </LoadingError>
        </section>
        <aside className={styles.aside}>
          <PastMonths sums={sums} current={month} onPick={setMonth} />
        </aside>
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
    </div>
  );
}
