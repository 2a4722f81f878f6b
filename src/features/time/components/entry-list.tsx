/**
 * A read-only table of time entries: earlier months (by date) and today's work (by person).
 * Windowed like the entry table (components/windowed-rows.tsx, issue 23 item 7): only the rows
 * near the screen are drawn, whatever the month's length; printing draws them all.
 */
import type { ReactNode } from 'react';
import { WindowedBody, stripeOf, type RowEstimate } from '../../../components/windowed-rows';
import { sv } from '../../../i18n/sv-admin';
import { weekdayAndDate } from '../../../lib/months';
import type { TimeEntry } from '../../../types/api';
import { hoursMinutes } from '../../../lib/time';
import styles from '../../../components/data-table.module.css';

interface FirstColumn {
  label: string;
  cell: (entry: TimeEntry) => ReactNode;
}

const byDate: FirstColumn = { label: sv.staff.date, cell: (entry) => weekdayAndDate(entry.date) };

/** A row's height before it is measured: a desk's table row, a card up to 760 px wide (data-table.module.css). */
const ROW_ESTIMATE: RowEstimate = { table: 45, card: 220, cardsBelow: 761 };

const entryKey = (entry: TimeEntry) => entry._id;

export function EntryList({
  entries,
  caption,
  first = byDate,
}: {
  entries: readonly TimeEntry[];
  caption: string;
  /** The row header column; the date unless given. */
  first?: FirstColumn;
}) {
  if (entries.length === 0) return <p>{sv.profile.emptyMonth}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.cards}`} aria-rowcount={entries.length + 1}>
        <caption className={styles.srOnly}>{caption}</caption>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">{first.label}</th>
            <th scope="col">{sv.staff.start}</th>
            <th scope="col">{sv.staff.end}</th>
            <th scope="col">{sv.staff.break}</th>
            <th scope="col">{sv.staff.worked}</th>
            <th scope="col">{sv.staff.place}</th>
          </tr>
        </thead>
        <WindowedBody
          items={entries}
          estimate={ROW_ESTIMATE}
          keyOf={entryKey}
          row={(e, index, measure) => (
            <tr ref={measure} data-index={index} aria-rowindex={index + 2} data-stripe={stripeOf(index)}>
              <th scope="row">{first.cell(e)}</th>
              <td data-label={sv.staff.start} className={styles.num}>
                {e.start}
              </td>
              <td data-label={sv.staff.end} className={styles.num}>
                {e.end}
              </td>
              <td data-label={sv.staff.break} className={styles.num}>
                {hoursMinutes(e.lunch)}
              </td>
              <td data-label={sv.staff.worked} className={styles.num}>
                {hoursMinutes({ hours: e.total, minutes: e.half })}
              </td>
              <td data-label={sv.staff.place}>{e.des}</td>
            </tr>
          )}
        />
      </table>
    </div>
  );
}
