/**
 * Min sida's 'Inställningar', collapsed: the person's details, and (once opened) the account
 * panels, which belong to staff and are handed in by the route (loaded only then).
 */
import { Suspense, useState, type ReactNode } from 'react';
import { Loader } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import type { Duration } from '../../../lib/time';
import type { ProfileUser } from './profile-month';
import styles from './profile-page.module.css';

export interface ProfileSettingsProps {
  userId: string;
  user: ProfileUser;
  /** All the person's time, as shown at the top. */
  total: Duration;
  /** The password and bank panels. */
  accountPanels: (userId: string) => ReactNode;
}

export function ProfileSettings({ userId, user, total, accountPanels }: ProfileSettingsProps) {
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.settings} open={open}>
      <summary
        className={styles.settingsSummary}
        onClick={(event) => {
          event.preventDefault();
          setOpen((was) => !was);
        }}
      >
        <h2 className={styles.settingsTitle}>{sv.profile.settings}</h2>
        <span className={styles.settingsChevron} aria-hidden="true">
          ▾
        </span>
      </summary>
      <div className={styles.settingsBody}>
        <section className={styles.card} aria-labelledby="profile-details">
          <h3 id="profile-details" className={styles.cardTitle}>
            {sv.profile.details}
          </h3>
          <dl className={styles.details}>
            <Detail term={sv.profile.name} value={user.fullname} />
            <Detail term={sv.profile.email} value={user.email} />
            <Detail term={sv.profile.personnummer} value={user.personnummer} />
            <Detail term={sv.profile.phone} value={user.phone} />
            <Detail term={sv.profile.totalWorked} value={sv.profile.hoursMinutes(total.hours, total.minutes)} strong />
            <Detail term={sv.profile.bankAccount} value={user.bankaccount || sv.profile.noBankAccount} />
          </dl>
        </section>
        {open ? (
          <Suspense fallback={<Loader />}>
            <div className={styles.panels}>{accountPanels(userId)}</div>
          </Suspense>
        ) : null}
      </div>
    </details>
  );
}

function Detail({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={styles.detail}>
      <dt>{term}</dt>
      <dd className={strong ? styles.strong : undefined}>{value || '–'}</dd>
    </div>
  );
}
