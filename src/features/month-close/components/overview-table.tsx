/**
 * The month overview's table (issue 13 item 1): one row per person with worked time (and its
 * corrections), days, entries, a column per supplement (issue 41: evening, night, weekend,
 * great holiday, additional time, overtime) and what needs attention; a total row. Sorting is the caller's.
 * Only the rows near the screen are drawn (components/windowed-rows.tsx): with 300 people every
 * handover of answers laid out the whole table again, the overview's longest tasks (issue 28).
 */
import { memo, type ReactNode } from 'react';
import { WindowedBody, stripeOf, type RowEstimate } from '../../../components/windowed-rows';
import { Link } from 'react-router';
import tableStyles from '../../../components/data-table.module.css';
import { paths } from '../../../config/paths';
import { sv } from '../../../i18n/sv-admin';
import { hoursMinutes, toDuration } from '../../../lib/time';
import type { WageMinutes } from '../../../person-time/wages/month-wages';
import { WAGE_KINDS } from '../../../person-time/wages/settings';
import type { MonthTotals, PersonMonthSummary, SummarySortKey } from '../month-summary';
import type { SortDirection } from '../../../types/sort';
import styles from './month-overview.module.css';

export const hm = (minutes: number) => `${minutes < 0 ? '−' : ''}${hoursMinutes(toDuration(Math.abs(minutes)))}`;

/** On a phone the table's column heads are hidden: one select sorts instead. */
export const mobileSorts: readonly [SummarySortKey, SortDirection, string][] = [
  ['name', 'ascending', sv.month.sortName],
  ['name', 'descending', sv.month.sortNameDesc],
  ['minutes', 'descending', sv.month.sortMinutes],
  ['minutes', 'ascending', sv.month.sortMinutesAsc],
  ['days', 'descending', sv.month.sortDays],
  ['entries', 'descending', sv.month.sortEntries],
  ['attention', 'descending', sv.month.sortAttention],
];

/** '11/2026' from '2026-11'. */
const monthOfKey = (key: string) => (key.length === 7 ? `${key.slice(5)}/${key.slice(0, 4)}` : key);

function attentionOf(row: PersonMonthSummary): string[] {
  const notes: string[] = [];
  if (row.overlaps.length) notes.push(sv.month.overlap(row.overlaps.join(', ')));
  if (row.longDays.length) notes.push(sv.month.longDay(row.longDays.join(', ')));
  if (row.drift) notes.push(sv.month.drift);
  if (row.moved > 0) notes.push(sv.monthClose.moved(row.moved, hm(row.movedMinutes), row.movedFrom.map(monthOfKey).join(', ')));
  return notes;
}

/**
 * A row's height before it is measured: a desk's table row, a card below 761 px
 * (data-table.module.css). As Chromium draws a row with nothing to look over: a drawn row whose
 * height is its estimate changes nothing, where each one that differs moved the rows below and
 * drew the table again right after its first paint (issue 28).
 */
// A card at 390 px: 231 with the supplements two to a line (issue 41; 173 before them).
const ROW_ESTIMATE: RowEstimate = { table: 38, card: 231, cardsBelow: 761 };

const rowKey = (row: PersonMonthSummary) => row.userId;

/** A cell per supplement: its hours, '–' where there are none. */
function WageCells({ wages }: { wages: WageMinutes }) {
  return WAGE_KINDS.map((kind) => (
    <td key={kind} data-label={sv.wageSettings.columns[kind]} className={`${tableStyles.num} ${styles.right} ${styles.wage}`}>
      {wages[kind] > 0 ? hm(wages[kind]) : sv.month.ok}
    </td>
  ));
}

/** One person's row; memoized, so sorting moves rows without rendering them again. */
const OverviewRow = memo(function OverviewRow({
  row,
  query,
  index,
  measure,
}: {
  row: PersonMonthSummary;
  query: string;
  /** Its place in the table (0-based): the row's aria-rowindex under the header row. */
  index: number;
  measure: (element: HTMLElement | null) => void;
}) {
  const notes = attentionOf(row);
  return (
    <tr ref={measure} data-index={index} aria-rowindex={index + 2} data-stripe={stripeOf(index)} className={row.attention ? styles.attentionRow : undefined}>
      <th scope="row">
        <Link to={`${paths.admin.user(row.userId)}${query}`}>{row.fullname}</Link>
      </th>
      <td data-label={sv.month.colWorked} className={`${tableStyles.num} ${styles.right}`}>
        {hm(row.minutes)}
        {row.correctionMinutes !== 0 ? (
          <span className={styles.corrected}> ({sv.month.corrected(`${row.correctionMinutes < 0 ? '−' : '+'}${hm(Math.abs(row.correctionMinutes))}`)})</span>
        ) : null}
      </td>
      <td data-label={sv.month.colDays} className={`${tableStyles.num} ${styles.right}`}>
        {row.days}
      </td>
      <td data-label={sv.month.colEntries} className={`${tableStyles.num} ${styles.right}`}>
        {row.entries}
      </td>
      <WageCells wages={row.wages} />
      <td data-label={sv.month.colAttention}>
        {notes.length === 0 ? (
          sv.month.ok
        ) : (
          <ul className={styles.notes}>
            {notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
});

export function OverviewTable({
  rows,
  caption,
  header,
  totals,
  shown,
}: {
  rows: PersonMonthSummary[];
  caption: string;
  /** The month shown: a name opens that person on it (issue 23 item 5). */
  shown: { year: number; month: number };
  header: (key: SummarySortKey, text: string, numeric?: boolean) => ReactNode;
  totals: MonthTotals;
}) {
  const query = `?ar=${shown.year}&manad=${shown.month}`;
  return (
    <div className={tableStyles.tableWrap}>
      {/* aria-rowcount: the header, every person and the total row, drawn or not. */}
      <table className={`${tableStyles.table} ${tableStyles.cards} ${styles.table}`} aria-rowcount={rows.length + 2}>
        <caption className={tableStyles.srOnly}>{caption}</caption>
        <thead>
          <tr aria-rowindex={1}>
            {header('name', sv.month.colName)}
            {header('minutes', sv.month.colWorked, true)}
            {header('days', sv.month.colDays, true)}
            {header('entries', sv.month.colEntries, true)}
            {WAGE_KINDS.map((kind) => (
              <th key={kind} scope="col" className={styles.right}>
                {sv.wageSettings.columns[kind]}
              </th>
            ))}
            {header('attention', sv.month.colAttention)}
          </tr>
        </thead>
        <WindowedBody
          items={rows}
          estimate={ROW_ESTIMATE}
          keyOf={rowKey}
          row={(row, index, measure) => <OverviewRow key={row.userId} row={row} query={query} index={index} measure={measure} />}
        />
        <tfoot>
          <tr className={styles.totalRow} aria-rowindex={rows.length + 2}>
            <th scope="row">{sv.month.total}</th>
            <td data-label={sv.month.colWorked} className={`${tableStyles.num} ${styles.right}`}>
              {hm(totals.minutes)}
            </td>
            <td data-label={sv.month.colDays} className={`${tableStyles.num} ${styles.right}`}>
              {totals.days}
            </td>
            <td data-label={sv.month.colEntries} className={`${tableStyles.num} ${styles.right}`}>
              {totals.entries}
            </td>
            <WageCells wages={totals.wages} />
            <td data-label={sv.month.colAttention}>{totals.attention > 0 ? sv.month.attentionCount(totals.attention) : sv.month.ok}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
