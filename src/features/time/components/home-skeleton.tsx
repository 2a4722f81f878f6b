/**
 * What the router shows while the registration screen's chunk loads (issue 19), like Min
 * sida's (profile-skeleton.tsx): the screen's own top — the person's name and 'Idag, tisdag
 * 24 november' — with a loader under it, so its largest text paints with the first paint and
 * nothing moves when the screen arrives. It is in the entry chunk: small, only the first
 * screen's catalogue (sv-common), no module shared with the screen's chunk.
 */
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../../app/session';
import { Loader } from '../../../components/ui';
import { weekdays } from '../../../data/weekdays';
import { sv as calendar } from '../../../i18n/sv-calendar';
import { sv } from '../../../i18n/sv-common';
import styles from './home-skeleton.module.css';

export function HomeSkeleton() {
  const name = useAppSelector(selectUser)?.fullname;
  // The same words as lib/months dayLabel ('tisdag 24 november'), without its module, and
  // without Intl: its first use is a long task on a phone (issue 19).
  const now = new Date();
  const day = `${weekdays[now.getDay()]} ${now.getDate()} ${calendar.monthNames[now.getMonth()]}`;
  return (
    <div aria-busy="true">
      <div className={styles.header}>
        <span className={styles.back} aria-hidden="true">
          ← {sv.app.back}
        </span>
        <h1>{name || sv.homeTop.heading}</h1>
        <span className={styles.icon} aria-hidden="true" />
      </div>
      <div className={styles.card}>
        <p className={styles.day}>{sv.homeTop.today(day)}</p>
        <Loader />
      </div>
    </div>
  );
}
