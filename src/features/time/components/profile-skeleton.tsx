/**
 * What the router shows while Min sida's chunk loads (issue 12 item 8): the page's own top —
 * 'Min sida', the name the session knows, the current month — and the month's heading, with a
 * loader under it. The largest text of the page paints with the first paint and nothing moves
 * when the page arrives. It is in the entry chunk (the login screen's bytes), so it is small,
 * reads only the first screen's catalogue (sv-common) and shares no module with the page's
 * chunk (that would split the entry): profile-top.tsx and its CSS draw the same; change together.
 */
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../../app/session';
import { Loader } from '../../../components/ui';
import { sv } from '../../../i18n/sv-common';
import { monthYearLabel } from '../../../lib/month-label';
import styles from './profile-skeleton.module.css';

export function ProfileSkeleton() {
  const name = useAppSelector(selectUser)?.fullname;
  const now = new Date();
  const label = monthYearLabel(now.getMonth() + 1, now.getFullYear());
  return (
    <div className={styles.page}>
      <section className={styles.summary} aria-busy="true" aria-label={name || sv.profileTop.heading}>
        <p className={styles.eyebrow}>{sv.profileTop.heading}</p>
        <h1 className={styles.name}>{name || sv.profileTop.heading}</h1>
        <p className={styles.line}>
          {sv.profileTop.monthSoFar(label)} <strong>…</strong>
        </p>
        <p className={styles.small}>…</p>
      </section>
      <h2 className={styles.title}>{sv.profileTop.currentMonth(label)}</h2>
      <Loader />
    </div>
  );
}
