/**
 * On the month per workplace: a street address that two or more workplaces share (one in each
 * town), with the entries that name no town telling them apart (issue 43 item 6). They count
 * under the first workplace; this says so, entry by entry, so nothing is merged without a word.
 */
import { useId } from 'react';
import { sv } from '../../../i18n/sv-admin';
import { hoursMinutes, toDuration } from '../../../lib/time';
import type { SharedAddress } from '../workplace-month';
import styles from './workplace-month.module.css';

const hm = (minutes: number) => hoursMinutes(toDuration(minutes));

export function SharedAddresses({ shared }: { shared: readonly SharedAddress[] }) {
  const headingId = useId();
  if (shared.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{sv.workplaceMonth.sharedHeading}</h2>
      {shared.map((site) => (
        <div key={site.key}>
          <p>{sv.workplaceMonth.sharedIntro(site.posts.map((post) => post.address), site.posts[0]?.address ?? '', hm(site.minutes))}</p>
          <ul className={styles.peopleList}>
            {site.rows.map((row, index) => (
              <li key={`${row.user._id}-${row.date}-${index}`}>
                <span>{sv.workplaceMonth.sharedRow(row.user.fullname, row.date, typeof row.entry.des === 'string' ? row.entry.des : '')}</span>{' '}
                <strong>{hm(row.minutes)}</strong>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className={styles.muted}>{sv.workplaceMonth.sharedHelp}</p>
    </section>
  );
}
