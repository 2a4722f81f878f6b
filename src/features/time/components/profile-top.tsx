/**
 * The top of Min sida (issue 12 items 7 and 8): 'Min sida', the person's name, the current
 * month's total and the total of all time, then the current month's heading. Drawn as soon as
 * the screen's chunk is there (the session knows the name); only the totals wait for the
 * person's time.
 */
import type { ReactNode } from 'react';
import { sv } from '../../../i18n/sv';
import { monthLabel } from '../../../lib/months';
import type { Duration } from '../../../lib/time';
import styles from './profile-top.module.css';

export const profileTopStyles = styles;

export interface ProfileTopProps {
  name: string;
  /** 'MM/YYYY' of the current month. */
  label: string;
  /** Null while the person's time is on its way. */
  monthTotal: Duration | null;
  allTotal: Duration | null;
  /** Offline, never read on this phone: no totals are coming, so none is drawn as on its way. */
  notRead?: boolean;
}

export function ProfileTop({ name, label, monthTotal, allTotal, notRead = false }: ProfileTopProps) {
  return (
    <section className={styles.summary} aria-labelledby="profile-name" aria-busy={monthTotal || notRead ? undefined : true}>
      <p className={styles.eyebrow}>{sv.profile.heading}</p>
      <h1 id="profile-name" className={styles.name}>
        {name || sv.profile.heading}
      </h1>
      {notRead ? null : (
        <>
          <p className={styles.monthSum}>
            <span>{sv.profile.monthSoFar(label)}</span>{' '}
            <strong className={styles.monthTotal}>{monthTotal ? sv.profile.hoursMinutes(monthTotal.hours, monthTotal.minutes) : '…'}</strong>
          </p>
          <p className={styles.allTime}>{allTotal ? sv.profile.totalAll(allTotal.hours, allTotal.minutes) : '…'}</p>
        </>
      )}
    </section>
  );
}

export function currentMonthLabel(now: Date = new Date()): string {
  return monthLabel({ MonthNumber: now.getMonth() + 1 }, now);
}

/** The current month's heading (h2) and what follows it. */
export function CurrentMonthSection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby="profile-current">
      <h2 id="profile-current" className={styles.sectionTitle}>
        {sv.profile.currentMonth(label)}
      </h2>
      {children}
    </section>
  );
}
