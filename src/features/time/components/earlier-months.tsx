/**
 * Min sida's earlier months (MM/YYYY with totals): a click opens the month, with no request when
 * its entries came with the person's time; a month that came without them is read on opening.
 */
import { useState, type ReactNode } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { LoadingError } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { formatHoursMinutes, monthLabel } from '../../../lib/months';
import type { Duration } from '../../../lib/time';
import { monthEntriesLoaded } from '../../../person-time/months-slice';
import { type MonthView } from '../../../person-time/person-view';
import type { Month } from '../../../types/api';
import styles from './profile-page.module.css';

/** A month record that came without its entries although it has time. */
function needsEntries(month: Month): boolean {
  return month.months.length === 0 && (month.total > 0 || month.half > 0);
}

export interface EarlierMonthsProps {
  userId: string;
  months: MonthView[];
  /** A month's total as shown (without the entries whose delete waits). */
  totalOf: (mv: MonthView) => Duration;
  /** The opened month's entries and actions (profile-month.tsx). */
  children: (mv: MonthView) => ReactNode;
}

export function EarlierMonths({ userId, months, totalOf, children }: EarlierMonthsProps) {
  const dispatch = useAppDispatch();
  const [openedId, setOpenedId] = useState<string | null>(null);
  // Months whose entries were read on their own (the person's time came without them).
  const [readMonths, setReadMonths] = useState<ReadonlySet<string>>(new Set());

  const toggleMonth = ({ month }: MonthView) => {
    if (openedId === month._id) {
      setOpenedId(null);
      return;
    }
    setOpenedId(month._id);
    // The person's time carries each month's entries; only a month that came without them is read.
    if (needsEntries(month) && !readMonths.has(month._id)) {
      void dispatch(monthEntriesLoaded({ userId, MonthNumber: month.MonthNumber })).then(() =>
        setReadMonths((read) => new Set(read).add(month._id)),
      );
    }
  };

  return (
    <section className={styles.section} aria-labelledby="profile-earlier">
      <h2 id="profile-earlier" className={styles.sectionTitle}>
        {sv.profile.earlierMonths}
      </h2>
      {months.length === 0 ? <p className={styles.empty}>{sv.profile.noEarlierMonths}</p> : null}
      <ul className={styles.monthList}>
        {months.map((mv) => {
          const isOpen = openedId === mv.month._id;
          const panelId = `month-${mv.month._id}`;
          const loading = isOpen && needsEntries(mv.month) && !readMonths.has(mv.month._id);
          const total = totalOf(mv);
          return (
            <li key={mv.month._id} className={[styles.monthItem, isOpen ? styles.monthOpen : ''].join(' ')}>
              <h3 className={styles.monthHeading}>
                <button
                  type="button"
                  className={styles.monthButton}
                  aria-expanded={isOpen}
                  aria-controls={isOpen ? panelId : undefined}
                  onClick={() => toggleMonth(mv)}
                >
                  <span className={styles.monthLabel}>{monthLabel(mv.month)}</span>{' '}
                  <span className={styles.monthTotal}>{formatHoursMinutes(total.hours, total.minutes)}</span>
                  <span className={styles.chevron} aria-hidden="true">
                    {isOpen ? '▴' : '▾'}
                  </span>
                </button>
              </h3>
              {isOpen ? (
                <div id={panelId} className={styles.monthPanel}>
                  <LoadingError loading={loading} error={null} onRetry={() => toggleMonth(mv)}>
                    {children(mv)}
                  </LoadingError>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
