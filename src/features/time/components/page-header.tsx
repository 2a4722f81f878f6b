import { Link } from 'react-router';
import { BackLink } from '../../../components/layout';
import styles from './time-form.module.css';

/** The time screens' header: back control, title (the person's name), and a top icon. */
export function TimePageHeader({ title, back, icon }: { title: string; back: string | null; icon: { to: string; label: string } }) {
  return (
    <div className={styles.pageHeader}>
      {back ? <BackLink to={back} /> : <span className={styles.headerSpacer} aria-hidden="true" />}
      <h1>{title}</h1>
      <Link to={icon.to} className={styles.iconLink} aria-label={icon.label}>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </Link>
    </div>
  );
}

