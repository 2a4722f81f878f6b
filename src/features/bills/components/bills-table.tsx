/**
 * The month's items as a ledger table (number, date, company, price, VAT, paid, last day,
 * image): sortable headers, overdue rows marked with a word and an icon (not colour alone),
 * 'Markera som betald' on an unpaid row. On a phone each row is a card.
 */
import { memo } from 'react';
import { WindowedBody, type RowEstimate } from '../../../components/windowed-rows';
import { sv } from '../../../i18n/sv-admin';
import { imageUrl } from '../../../lib/api-client';
import { formatKr, toOre } from '../../../lib/money';
import type { BillItem } from '../../../types/api';
import { companyLabel } from '../company';
import { isOverdue, type LedgerSort, type SortKey } from '../ledger';
import { isPdf } from '../prepare-file';
import { SortButton } from '../../../components/sort-button';
import shared from './bills.module.css';
import styles from './bills-table.module.css';

export function Thumbnail({ image }: { image: string }) {
  if (!image) return null;
  if (isPdf({ type: '', name: image })) return <span className={styles.pdfBadge}>{sv.bills.pdf}</span>;
  return <img className={styles.thumb} src={imageUrl(image)} alt="" loading="lazy" width={40} height={52} />;
}

/** One entry's row; memoized, so a sort, a search or a payment redraws only rows that change. */
const BillRow = memo(function BillRow({
  item,
  index,
  measure,
  printable,
  overdue,
  paying,
  onOpen,
  onMarkPaid,
}: {
  item: BillItem;
  /** Its place in the list (0-based): the row's aria-rowindex on screen. */
  index: number;
  /** Measures the drawn row for the window (useWindowedRows); none when printed. */
  measure?: (element: HTMLElement | null) => void;
  printable: boolean;
  overdue: boolean;
  paying: boolean;
  onOpen: ((item: BillItem) => void) | undefined;
  onMarkPaid: ((item: BillItem) => void) | undefined;
}) {
  const b = sv.bills;
  return (
    <tr
      ref={measure}
      data-index={index}
      aria-rowindex={printable ? undefined : index + 2}
      className={overdue ? styles.overdueRow : undefined}
    >
      <td data-label={b.number} className={styles.wrap}>
        {item.number}
      </td>
      <td data-label={b.date} className={styles.nowrap}>
        {item.date}
      </td>
      <td data-label={b.company} className={shared.company}>
        {companyLabel(item.companyname)}
      </td>
      <td data-label={b.price} className={styles.num}>
        {formatKr(toOre(item.price))}
      </td>
      <td data-label={b.tex} className={styles.num}>
        {formatKr(toOre(item.tex))}
      </td>
      <td data-label={b.paid}>
        <span className={styles.cellValue}>
          {item.payment ? sv.app.yes : sv.app.no}
          {!item.payment && onMarkPaid && !printable ? (
            <button
              type="button"
              className={styles.markPaid}
              disabled={paying}
              aria-busy={paying || undefined}
              onClick={() => onMarkPaid(item)}
            >
              {b.markPaid} <span className={styles.visuallyHidden}>{item.number}</span>
            </button>
          ) : null}
        </span>
      </td>
      <td data-label={b.lastDay} className={styles.nowrap}>
        <span className={styles.cellValue}>
          {item.lastday}
          {overdue ? (
            <span className={styles.overdue}>
              <span aria-hidden="true">⚠ </span>
              {b.overdue}
            </span>
          ) : null}
        </span>
      </td>
      {printable ? null : (
        <td data-label={b.image} className={styles.imageCell}>
          <button type="button" className={styles.receiptButton} onClick={() => onOpen?.(item)}>
            <span className={styles.visuallyHidden}>{b.showReceipt(item.number)}</span> <Thumbnail image={item.image} />
          </button>
        </td>
      )}
    </tr>
  );
});

/** A row's height before it is measured: a desk's row with its receipt thumbnail, a phone's card. */
const ROW_ESTIMATE: RowEstimate = { table: 80, card: 210, cardsBelow: 720 };

const itemKey = (item: BillItem) => item._id;

type Totals = { priceOre: number; texOre: number } | null;

function SortHeader({
  label,
  column,
  sort,
  onSort,
  className,
}: {
  label: string;
  column: SortKey;
  sort: LedgerSort | null | undefined;
  onSort: ((key: SortKey) => void) | undefined;
  className?: string;
}) {
  const active = sort?.key === column;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <th scope="col" className={className} aria-sort={ariaSort}>
      {onSort ? (
        <SortButton label={label} direction={ariaSort ?? null} onSort={() => onSort(column)} />
      ) : (
        label
      )}
    </th>
  );
}

export function BillsTable({
  items,
  caption,
  totals,
  onOpen,
  printable = false,
  sort,
  onSort,
  today = '',
  onMarkPaid,
  paying,
}: {
  items: BillItem[];
  caption: string;
  /** The month's totals; null while not known. */
  totals: Totals;
  onOpen?: (item: BillItem) => void;
  printable?: boolean;
  sort?: LedgerSort | null;
  onSort?: (key: SortKey) => void;
  /** 'YYYY-MM-DD': rows whose last day is before it and not paid are overdue. */
  today?: string;
  onMarkPaid?: (item: BillItem) => void;
  /** Ids whose 'Markera som betald' is on its way. */
  paying?: ReadonlySet<string>;
}) {
  const b = sv.bills;
  const head = { sort, onSort: printable ? undefined : onSort };
  const total = (ore: number | undefined) => (ore === undefined ? b.totalsUnknown : formatKr(ore));
  return (
    <table
      className={[styles.table, printable ? styles.printTable : styles.responsive].join(' ')}
      aria-rowcount={printable ? undefined : items.length + 3}
    >
      <caption className={printable ? styles.printCaption : styles.visuallyHidden}>{caption}</caption>
      <thead>
        <tr aria-rowindex={printable ? undefined : 1}>
          <SortHeader label={b.number} column="number" {...head} />
          <SortHeader label={b.date} column="date" {...head} />
          <SortHeader label={b.company} column="companyname" {...head} />
          <SortHeader label={b.price} column="price" className={styles.num} {...head} />
          <SortHeader label={b.tex} column="tex" className={styles.num} {...head} />
          <SortHeader label={b.paid} column="payment" {...head} />
          <SortHeader label={b.lastDay} column="lastday" {...head} />
          {printable ? null : <th scope="col">{b.image}</th>}
        </tr>
      </thead>
      {printable ? (
        <tbody>
          {items.map((item, index) => (
            <BillRow key={item._id} item={item} index={index} printable overdue={false} paying={false} onOpen={undefined} onMarkPaid={undefined} />
          ))}
        </tbody>
      ) : (
        // Only the rows near the screen are drawn, whatever the month's length (issue 19).
        <WindowedBody
          items={items}
          estimate={ROW_ESTIMATE}
          keyOf={itemKey}
          row={(item, index, measure) => (
            <BillRow
              key={item._id}
              item={item}
              index={index}
              measure={measure}
              printable={false}
              overdue={today !== '' && isOverdue(item, today)}
              paying={paying?.has(item._id) ?? false}
              onOpen={onOpen}
              onMarkPaid={onMarkPaid}
            />
          )}
        />
      )}
      <tfoot>
        <tr aria-rowindex={printable ? undefined : items.length + 2}>
          <th scope="row" colSpan={3}>
            {b.total}
          </th>
          <td className={styles.num} data-testid="total-price">
            {total(totals?.priceOre)}
          </td>
          <td colSpan={printable ? 3 : 4} />
        </tr>
        <tr aria-rowindex={printable ? undefined : items.length + 3}>
          <th scope="row" colSpan={4}>
            {b.vat}
          </th>
          <td className={styles.num} data-testid="total-tex">
            {total(totals?.texOre)}
          </td>
          <td colSpan={printable ? 2 : 3} />
        </tr>
      </tfoot>
    </table>
  );
}
