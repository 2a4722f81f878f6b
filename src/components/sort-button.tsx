/**
 * The button in a sortable column's heading (the staff list, the month overview, the bills'
 * ledger): the column's name and an arrow, ▲ sorted ascending, ▼ descending, ↕ not sorted by it.
 * The arrow is drawn only: the heading's aria-sort says the order, and the button's name is the
 * column's.
 */
import type { ReactNode } from 'react';
import type { SortDirection } from '../types/sort';
import styles from './sort-button.module.css';

export function SortButton({ label, direction, onSort }: { label: ReactNode; direction: SortDirection | null; onSort: () => void }) {
  return (
    <button type="button" className={styles.sortButton} onClick={onSort}>
      {label}
      <span className={styles.arrow} aria-hidden="true">
        {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
      </span>
    </button>
  );
}
