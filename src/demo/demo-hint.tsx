import { sv } from '../i18n/sv';
import { demoCredentials } from './credentials';
import styles from './demo-hint.module.css';

/** The demo credentials on the login screen (DECISIONS.md 2); demo mode only. */
export default function DemoHint() {
  const { admin, staff } = demoCredentials;
  return (
    <aside className={styles.hint} aria-labelledby="demo-heading">
      <h2 id="demo-heading">{sv.login.demoHeading}</h2>
      <p>{sv.login.demoHelp}</p>
      <dl>
        <dt>{sv.login.demoAdmin}</dt>
        <dd>
          {/* Read left to right as typed, in a right-to-left language too. */}
          <bdi dir="ltr">
            {admin.phone} / {admin.password}
          </bdi>
        </dd>
        <dt>{sv.login.demoStaff}</dt>
        <dd>
          <bdi dir="ltr">
            {staff.phone} / {staff.password}
          </bdi>
        </dd>
      </dl>
    </aside>
  );
}
