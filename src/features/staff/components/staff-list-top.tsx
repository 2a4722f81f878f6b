/**
 * The staff list's top: heading and intro, around the rest of the screen. The same while the
 * screen's chunk loads (app/admin-screen-top.tsx): issue 28.
 */
import type { ReactNode } from 'react';
import { sv } from '../../../i18n/sv-admin';
import styles from './staff.module.css';

export function StaffListTop({ children }: { children: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="staff-heading">
      <h1 id="staff-heading">{sv.staff.listHeading}</h1>
      <p className={styles.muted}>{sv.staff.listIntro}</p>
      {children}
    </section>
  );
}
