/**
 * The month overview's top: back link, heading and intro, around the rest of the screen. The
 * same while the screen's chunk loads (app/admin-screen-top.tsx), so its largest text paints
 * before the screen's code and data have arrived, and is not drawn again larger (issue 28).
 */
import type { ReactNode } from 'react';
import { BackLink } from '../../../components/layout';
import { paths } from '../../../config/paths';
import { sv } from '../../../i18n/sv';
import styles from './month-overview.module.css';

export function MonthOverviewTop({ children }: { children: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="month-overview-heading">
      <BackLink to={paths.admin.root} />
      <h1 id="month-overview-heading">{sv.month.heading}</h1>
      <p className={styles.muted}>{sv.month.intro}</p>
      {children}
    </section>
  );
}
