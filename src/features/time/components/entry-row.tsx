/** A row of the time-entry table as shown (time-entry-table.tsx), with its date and materials cells. */
import { memo } from 'react';
import { Button } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { formatHoursMinutes, weekdayAndDate, weekdayOf } from '../../../lib/months';
import type { UnsavedEdit } from '../../../person-time/months-slice';
import type { TimeEntry } from '../../../types/api';
import { UnsavedNotice } from './entry-edit-parts';
import styles from './time-entry-table.module.css';

/** The row's 'Ändra': focus comes back to it after an edit. */
export function editButtonId(entryId: string): string {
  return `entry-edit-${entryId}`;
}

/** What every row has, shown or edited. */
export interface RowBase {
  entry: TimeEntry;
  /** Its place in the month (0-based): the row's aria-rowindex and its stripe. */
  index: number;
  /** Measures the drawn row for the window (useWindowedRows). */
  measure: (element: HTMLElement | null) => void;
  number: string;
  numberLabel: string;
}

interface RowProps extends RowBase {
  unsaved: UnsavedEdit | undefined;
  retrying: boolean;
  onEdit: (id: string) => void;
  onRemove: (entry: TimeEntry) => void;
  onMove: (entry: TimeEntry) => void;
  onRetry: (entryId: string) => void;
}

/** A row as shown; memoized, so opening another row's edit re-renders only the two rows. */
export const Row = memo(function Row({ entry, index, measure, number, numberLabel, unsaved, retrying, onEdit, onRemove, onMove, onRetry }: RowProps) {
  return (
    <>
      <tr
        ref={measure}
        data-index={index}
        aria-rowindex={index + 2}
        className={[unsaved ? styles.unsavedRow : '', index % 2 === 1 ? styles.even : ''].join(' ') || undefined}
        aria-label={sv.profile.rowLabel(weekdayAndDate(entry.date))}
      >
        <td className={styles.number} data-label={numberLabel}>
          {number}
        </td>
        <DateCell date={entry.date} />
        <td data-label={sv.profile.colStart} className={styles.stat}>
          {entry.start}
        </td>
        <td data-label={sv.profile.colEnd} className={styles.stat}>
          {entry.end}
        </td>
        <td data-label={sv.profile.colBreak} className={styles.stat}>
          {sv.profile.breakValue(entry.lunch.hours, entry.lunch.minutes)}
        </td>
        <WorkedCell entry={entry} />
        <td data-label={sv.profile.colPlace} className={styles.place}>
          <bdi>{entry.des}</bdi>
        </td>
        <MaterialsCell entry={entry} />
        <td className={styles.action}>
          <Button id={editButtonId(entry._id)} variant="secondary" onClick={() => onEdit(entry._id)}>
            {sv.profile.edit}
          </Button>
        </td>
        <td className={styles.action}>
          <Button variant="danger" onClick={() => onRemove(entry)}>
            {sv.profile.delete}
          </Button>
        </td>
        <td className={styles.action}>
          <Button variant="secondary" onClick={() => onMove(entry)}>
            {sv.profile.move}
          </Button>
        </td>
      </tr>
      {unsaved ? (
        <tr className={styles.noticeRow}>
          <td colSpan={11}>
            <UnsavedNotice unsaved={unsaved} retrying={retrying} onRetry={() => onRetry(entry._id)} />
          </td>
        </tr>
      ) : null}
    </>
  );
});

export function DateCell({ date }: { date: string }) {
  return (
    <td className={styles.date} data-label={sv.profile.colDate}>
      <span className={styles.weekday}>{weekdayOf(date)}</span> {date}
    </td>
  );
}

export function WorkedCell({ entry }: { entry: TimeEntry }) {
  return (
    <td data-label={sv.profile.colWorked} className={`${styles.stat} ${styles.worked}`}>
      {formatHoursMinutes(entry.total, entry.half)}
    </td>
  );
}

export function MaterialsCell({ entry }: { entry: TimeEntry }) {
  return (
    <td data-label={sv.profile.colMaterials} className={styles.materials}>
      {entry.products.length === 0 ? (
        <span className={styles.none}>–</span>
      ) : (
        <ul className={styles.productList}>
          {entry.products.map((p, i) => (
            <li key={`${p.name}-${i}`}>
              <span className={styles.productName}>{p.name}</span>{' '}
              <span className={styles.productCount}>
                {sv.profile.count} {p.count} · {sv.profile.sort} {p.sort}
              </span>
            </li>
          ))}
        </ul>
      )}
    </td>
  );
}
