/**
 * The month overview's table (issue 13 item 1): one row per person with worked time (and its
 * corrections), days, entries and what needs attention; a total row. Sorting is the caller's.
 */
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import tableStyles from '../../../components/data-table.module.css';
import { paths } from '../../../config/paths';
import { sv } from '../../../i18n/sv-admin';
import { hoursMinutes, toDuration } from '../../../lib/time';
import type { MonthTotals, PersonMonthSummary, SortDirection, SummarySortKey } from '../month-summary';
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

/** One person's row; memoized, so sorting moves rows without rendering them again. */
const OverviewRow = memo(function OverviewRow({ row, query }: { row: PersonMonthSummary; query: string }) {
  const notes = attentionOf(row);
  return (
    <tr className={row.attention ? styles.attentionRow : undefined}>
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
  return (
    <div className={tableStyles.tableWrap}>
      <table className={`${tableStyles.table} ${tableStyles.cards} ${styles.table}`}>
        <caption className={tableStyles.srOnly}>{caption}</caption>
        <thead>
          <tr>
            {header('name', sv.month.colName)}
            {header('minutes', sv.month.colWorked, true)}
            {header('days', sv.month.colDays, true)}
            {header('entries', sv.month.colEntries, true)}
            {header('attention', sv.month.colAttention)}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <OverviewRow key={row.userId} row={row} query={`?ar=${shown.year}&manad=${shown.month}`} />
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.totalRow}>
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
            <td data-label={sv.month.colAttention}>{totals.attention > 0 ? sv.month.attentionCount(totals.attention) : sv.month.ok}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
