/**
 * Page chrome shared by every screen: the header (logo → home), the back link and the
 * welcome banner (the admin's navigation: app/admin-frame.tsx) (SPEC.md §2 'Workplaces' and 'Shared widgets').
 */
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { sv } from '../i18n/sv-common';
import styles from './layout.module.css';

export function SkipLink() {
  return (
    <a className={styles.skip} href="#main">
      {sv.app.skipToContent}
    </a>
  );
}

/** The header; the logo goes to `home` (the admin start for admins). */
export function Header({ home, children }: { home: string; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <Link to={home} className={styles.logo} aria-label={sv.nav.logoHome}>
        <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="7" fill="#fff" />
          <path
            d="M9 21c2 2 4 3 7 3 4 0 7-2 7-5 0-6-13-3-13-9 0-3 3-5 6-5 3 0 5 1 6 3"
            fill="none"
            stroke="#0f5c4d"
            strokeWidth="3"
            strokeLinecap="round"
          />
        </svg>
        <span>{sv.app.name}</span>
      </Link>
      <div className={styles.headerEnd}>{children}</div>
    </header>
  );
}

export function BackLink({ to, label = sv.app.back }: { to: string; label?: string }) {
  return (
    <Link to={to} className={styles.back}>
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}

export function WelcomeBanner({ name }: { name: string | undefined }) {
  return <p className={styles.welcome}>{name ? sv.app.welcome(name) : sv.app.welcomeAnonymous}</p>;
}

export function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main" className={styles.main} tabIndex={-1}>
      {children}
    </main>
  );
}

export const layoutStyles = styles;
