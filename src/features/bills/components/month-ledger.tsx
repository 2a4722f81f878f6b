/**
 * The bills page's month (bills-page.tsx): its heading, search and filter, the rows (a page at a
 * time on scroll, SPEC.md §9; the whole month once a search, filter or sort asks for it), the
 * totals and 'Visa fler'. The page holds the state; this shows it.
 */
import InfiniteScroll from 'react-infinite-scroll-component';
import { Banner, Button, FailureNotice, Field, Loader, LoadingError, SelectField, uiStyles } from '../../../components/ui';
import { sv } from '../../../i18n/sv-admin';
import type { RejectValue } from '../../../lib/request';
import type { BillItem } from '../../../types/api';
import type { LedgerFilter, LedgerView, SortKey } from '../ledger';
import type { monthTotals, PagedListState } from '../paged-list';
import { BillsTable } from './bills-table';
import styles from './bills.module.css';

/** SPEC.md §9: infinite scroll at 80 %. */
const SCROLL_THRESHOLD = 0.8;

export interface MonthLedgerProps {
  label: string;
  list: PagedListState;
  /** The month's items as read so far, and the rows shown of them (searched, filtered, sorted). */
  shownItems: BillItem[];
  rows: BillItem[];
  view: LedgerView;
  onView: (change: (view: LedgerView) => LedgerView) => void;
  /** A search, filter or sort: it needs the whole month; `reading` while its pages come. */
  wholeMonth: boolean;
  reading: boolean;
  hasMore: boolean;
  error: string | null;
  loadingFirst: boolean;
  onRetry: () => void;
  loadNext: () => void;
  loadOnScroll: () => void;
  totals: ReturnType<typeof monthTotals>;
  today: string;
  onOpen: (item: BillItem) => void;
  onSort: (key: SortKey) => void;
  onMarkPaid: (item: BillItem) => void;
  paying: ReadonlySet<string>;
  paidFailure: RejectValue | null;
  onDismissPaid: () => void;
}

export function MonthLedger(props: MonthLedgerProps) {
  const { label, list, shownItems, rows, view, onView, wholeMonth, reading, hasMore, error, loadingFirst, onRetry, loadNext, loadOnScroll } = props;
  return (
    <section className={styles.listSection} aria-labelledby="month-heading">
      <h2 id="month-heading" className={styles.panelTitle}>
        {sv.bills.monthOf(label)}
      </h2>
      <LoadingError
        loading={loadingFirst}
        error={list.items.length === 0 ? error : null}
        onRetry={onRetry}
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
                onChange={(e) => onView((v) => ({ ...v, query: e.target.value }))}
                autoComplete="off"
                className={styles.searchField}
              />
              <SelectField
                label={sv.bills.show}
                value={view.filter}
                onChange={(filter) => onView((v) => ({ ...v, filter: filter as LedgerFilter }))}
                options={[
                  { value: 'all', label: sv.bills.filterAll },
                  { value: 'unpaid', label: sv.bills.filterUnpaid },
                  { value: 'overdue', label: sv.bills.filterOverdue },
                ]}
                className={[uiStyles.field, styles.filterField].join(' ')}
              />
            </div>
            <FailureNotice failure={props.paidFailure} onDismiss={props.onDismissPaid} />
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
                totals={props.totals}
                onOpen={props.onOpen}
                sort={view.sort}
                onSort={props.onSort}
                today={props.today}
                onMarkPaid={props.onMarkPaid}
                paying={props.paying}
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
  );
}
