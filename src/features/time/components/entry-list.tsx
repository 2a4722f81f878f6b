/** A read-only table of time entries: earlier months (by date) and today's work (by person). */
import type { ReactNode } from 'react';
import { sv } from '../../../i18n/sv';
import { weekdayAndDate } from '../../../lib/months';
import type { TimeEntry } from '../../../types/api';
import { hoursMinutes } from '../../../lib/time';
import styles from '../../../components/data-table.module.css';

interface FirstColumn {
  label: string;
  cell: (entry: TimeEntry) => ReactNode;
}

const byDate: FirstColumn = { label: sv.staff.date, cell: (entry) => weekdayAndDate(entry.date) };

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
      <table className={`${styles.table} ${styles.cards}`}>
        <caption className={styles.srOnly}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first.label}</th>
            <th scope="col">{sv.staff.start}</th>
            <th scope="col">{sv.staff.end}</th>
            <th scope="col">{sv.staff.break}</th>
            <th scope="col">{sv.staff.worked}</th>
            <th scope="col">{sv.staff.place}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e._id}>
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
          ))}
        </tbody>
      </table>
    </div>
  );
}
