/**
 * Bills ('LEVERANS OCH KVITTO', /admin/bill/) and invoices ('kundfaktura', /admin/invoice/):
 * one implementation for both kinds. Opens scrolled to the top and marks its section; shows
 * the month's items (infinite scroll), their totals, the past months, the month operations,
 * the receipt overlay and the create/update form.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { sectionOpened } from '../../../app/home-slice';
import { useMutation } from '../../../app/use-mutation';
import { PendingCreates } from '../../../components/pending-creates';
import { Banner, FailureNotice } from '../../../components/ui';
import { sv } from '../../../i18n/sv-admin';
import { notify } from '../../../lib/notify';
import type { PendingCreate } from '../../../lib/writes/create-once';
import { errorDismissed } from '../../../lib/request';
import { dateParts } from '../../../lib/months';
import { localIsoDate } from '../../../lib/time';
import type { BillItem, BillKind } from '../../../types/api';
import '../bill-slices';
import { monthSumsFetched } from '../before-month-slice';
import { billCheck, pendingBill } from '../bill-create';
import { monthPrinted } from '../bill-reads';
import { itemPaid } from '../bill-writes';
import { monthTotals } from '../paged-list';
import { nextSort, noLedgerView, type LedgerView, type SortKey } from '../ledger';
import { billMonthLabel, yearOfItems } from '../month-year';
import type { SavedResult } from './bill-form-dialog';
import { BillsTop } from './bills-top';
import { ItemOverlay, type Overlay } from './item-overlay';
import { MonthActions } from './month-actions';
import { MonthLedger } from './month-ledger';
import { PastMonths } from './past-months';
import { useMonthList } from './use-month-list';
import styles from './bills.module.css';

const PrintMonth = lazy(() => import('./print-month'));

const pendingTexts = { waiting: sv.bills.createWaiting, landed: sv.bills.createLanded, notLanded: sv.bills.createNotLanded };

function checkOfPending(marker: PendingCreate) {
  const who = pendingBill(marker.data);
  return who ? billCheck(who) : null;
}

export default function BillsPage({ kind }: { kind: BillKind }) {
  const dispatch = useAppDispatch();
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
  const today = localIsoDate();

  useEffect(() => {
    // At the next frame, not in the commit: scrolling lays the page out, which inside the commit
    // made the screen's first task 120 ms longer on a phone profile (issue 28).
    const top = () => window.scrollTo(0, 0);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(top);
    else top();
    dispatch(sectionOpened(kind));
  }, [dispatch, kind]);

  const read = useMonthList(kind, month, view, today);
  const { list, sums, sumsLoaded, sumsError, years, shownItems, rows, wholeMonth, reading, hasMore, error, loadingFirst, reload, loadNext, loadOnScroll } = read;
  const year = (shownItems.length > 0 ? yearOfItems(month, shownItems) : null) ?? years[month] ?? null;
  const label = billMonthLabel(month, year);
  const totals = monthTotals(list, sumsLoaded ? sums : null, month);
  const [asideDrawn, setAsideDrawn] = useState(false);
  if (!asideDrawn && (list.items.length > 0 || list.request.status === 'loaded' || list.request.status === 'error')) setAsideDrawn(true);

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
          read.forgetYears();
          if (to === month) reload(month);
          else pickMonth(to);
        }}
      />
      <FailureNotice failure={printed.failure} onDismiss={printed.dismiss} onRetry={() => void onPrint()} />

      <div className={styles.layout}>
        <MonthLedger
          label={label}
          list={list}
          shownItems={shownItems}
          rows={rows}
          view={view}
          onView={setView}
          wholeMonth={wholeMonth}
          reading={reading}
          hasMore={hasMore}
          error={error}
          loadingFirst={loadingFirst}
          onRetry={() => {
            dispatch(errorDismissed(kind === 'bill' ? 'TheBill' : 'Invoice'));
            reload(month);
          }}
          loadNext={loadNext}
          loadOnScroll={loadOnScroll}
          totals={totals}
          today={today}
          onOpen={openItem}
          onSort={sortBy}
          onMarkPaid={onMarkPaid}
          paying={paying}
          paidFailure={paid.failure}
          onDismissPaid={paid.dismiss}
        />
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

      <ItemOverlay
        kind={kind}
        overlay={overlay}
        onOverlay={setOverlay}
        onSaved={onSaved}
        onDeleted={() => {
          setOverlay({ type: 'none' });
          void dispatch(monthSumsFetched(kind));
        }}
      />
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
