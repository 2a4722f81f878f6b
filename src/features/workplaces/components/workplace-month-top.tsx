/**
 * The month per workplace's top: back link, heading and intro, around the rest of the screen.
 * The same while the screen's chunk loads (app/admin-screen-top.tsx): issue 28.
 */
import type { ReactNode } from 'react';
import { BackLink } from '../../../components/layout';
import { paths } from '../../../config/paths';
import { sv } from '../../../i18n/sv-admin';
import styles from './workplace-month.module.css';

export function WorkplaceMonthTop({ children }: { children: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="workplace-month-heading">
      <BackLink to={paths.admin.posts} label={sv.posts.toList} />
      <h1 id="workplace-month-heading">{sv.workplaceMonth.heading}</h1>
      <p className={styles.muted}>{sv.workplaceMonth.intro}</p>
      {children}
    </section>
  );
}
