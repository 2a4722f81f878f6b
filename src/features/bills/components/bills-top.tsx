/**
 * The bills screen's top: heading, the month shown and 'Registrera ny', around the rest of the
 * screen. The same while the screen's chunk loads (app/admin-screen-top.tsx), the button not yet
 * usable: issue 28.
 */
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui';
import { sv } from '../../../i18n/sv-admin';
import type { BillKind } from '../../../types/api';
import styles from './bills.module.css';

export function BillsTop({ kind, label, onRegister, children }: { kind: BillKind; label: string; onRegister?: () => void; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <div>
          <h1 className={styles.heading}>{kind === 'bill' ? sv.bills.billHeading : sv.bills.invoiceHeading}</h1>
          <p className={styles.subheading}>{sv.bills.monthOf(label)}</p>
        </div>
        <Button onClick={onRegister} disabled={!onRegister}>
          {sv.bills.registerNew}
        </Button>
      </header>
      {children}
    </div>
  );
}
