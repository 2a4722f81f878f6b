/** A member's name (the page's heading) and details, with their time in all (the admin's user view). */
import { sv } from '../../../i18n/sv-admin';
import type { User } from '../../../types/api';
import styles from './staff.module.css';

export function MemberDetails({ user, total }: { user: Pick<User, 'fullname' | 'email' | 'personnummer' | 'phone'>; total: string }) {
  return (
    <>
      <h1 id="user-time-heading">{user.fullname}</h1>
      <dl className={styles.details}>
        <dt>{sv.staff.email}</dt>
        <dd>{user.email}</dd>
        <dt>{sv.staff.personnummer}</dt>
        <dd>{user.personnummer}</dd>
        <dt>{sv.staff.phone}</dt>
        <dd>{user.phone}</dd>
        <dt>{sv.staff.totalLabel}</dt>
        <dd className={styles.num}>{total}</dd>
      </dl>
    </>
  );
}
