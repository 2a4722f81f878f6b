/**
 * The admin's user view's earlier months (member-time-page.tsx): expanding one shows its entries
 * (the time feature's list) and offers 'Ta bort allt den här månaden' (person-time's month write).
 * Beside the route, as it composes the two on the staff screens' layout.
 */
import { useState } from 'react';
import { useMutation } from '../app/use-mutation';
import { useConfirm } from '../components/confirm-dialog';
import { Button, FailureNotice } from '../components/ui';
import styles from '../features/staff/components/staff.module.css';
import { EntryList } from '../features/time/components/entry-list';
import { sv } from '../i18n/sv-admin';
import { monthLabel } from '../lib/months';
import { monthCleared } from '../person-time/month-writes';
import type { MonthView } from '../person-time/person-view';
import { hmm } from './member-chosen-month';

/** Earlier months: expanding one shows its entries and offers 'Ta bort allt den här månaden'. */
export function PastMonths({
  userId,
  fullname,
  months,
  minutesOf,
}: {
  userId: string;
  fullname: string;
  months: MonthView[];
  minutesOf: (m: MonthView) => number;
}) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();
  const remove = useMutation(monthCleared, { success: (message) => message });

  async function deleteAll(mv: MonthView) {
    const { month } = mv;
    const text = sv.staff.confirmDeleteMonth(fullname, monthLabel(month), hmm(minutesOf(mv)));
    if (!(await confirm(text, { confirmLabel: sv.profile.deleteMonth, danger: true }))) return;
    await remove.run({ userId, monthId: month._id });
  }

  if (months.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="past-months-heading">
      <h2 id="past-months-heading">{sv.staff.pastMonths}</h2>
      <FailureNotice failure={remove.failure} onDismiss={remove.dismiss} />
      <ul className={styles.monthList}>
        {months.map((mv) => {
          const open = expanded === mv.month._id;
          const label = monthLabel(mv.month);
          return (
            <li key={mv.month._id}>
              <button
                type="button"
                className={styles.monthButton}
                aria-expanded={open}
                onClick={() => setExpanded(open ? null : mv.month._id)}
              >
                <span>{sv.staff.showMonth(label)}</span>{' '}
                <span className={styles.num}>{hmm(minutesOf(mv))}</span>
              </button>
              {open ? (
                <div>
                  <EntryList entries={mv.month.months} caption={label} />
                  <div className={styles.actions}>
                    <Button variant="danger" disabled={remove.pending} onClick={() => void deleteAll(mv)}>
                      {sv.profile.deleteMonth}
                    </Button>
                  </div>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {dialog}
    </section>
  );
}
