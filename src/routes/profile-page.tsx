/**
 * Min sida (/profile/, SPEC.md §2 'Profile screen'): the person's details and total worked time,
 * the current month's entries, the earlier months (MM/YYYY with totals; a click loads the
 * month's entries), printing, deleting a month, and the password and bank panels.
 * Every change refreshes the data in place (DECISIONS.md 11).
 */
import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { selectUser, selectUserId } from '../app/session';
import { useMutation } from '../app/use-mutation';
import { useConfirm } from '../components/confirm-dialog';
import { Button, FailureNotice, LoadingError } from '../components/ui';
import { BankPanel } from '../features/staff/components/bank-panel';
import { PasswordPanel } from '../features/staff/components/password-panel';
import { PrintStatementButton } from '../features/time/components/print-statement';
import { TimeEntryTable } from '../features/time/components/time-entry-table';
import {
  currentMonthOf,
  monthDeleted,
  monthEntriesLoaded,
  personTimeLoaded,
  selectPersonView,
  type MonthView,
} from '../features/time/months-slice';
import { sv } from '../i18n/sv';
import { monthLabel } from '../lib/months';
import { errorOf } from '../lib/request';
import type { Month, User } from '../types/api';
import styles from './profile-page.module.css';

export default function ProfilePage() {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUserId);
  const sessionUser = useAppSelector(selectUser);
  const view = useAppSelector((state) => selectPersonView(state, userId));
  const [openedId, setOpenedId] = useState<string | null>(null);
  // Months whose entries were read on their own (the person's time came without them).
  const [readMonths, setReadMonths] = useState<ReadonlySet<string>>(new Set());
  const { confirm, dialog } = useConfirm();
  const removeMonth = useMutation(monthDeleted, { success: (message) => message });

  const load = useCallback(() => {
    if (userId) void dispatch(personTimeLoaded(userId));
  }, [dispatch, userId]);

  useEffect(load, [load]);

  const deleteMonth = async ({ month, total }: MonthView) => {
    if (!userId) return;
    const label = monthLabel(month);
    const yes = await confirm(sv.profile.confirmDeleteMonth(label, total.hours, total.minutes), {
      danger: true,
      confirmLabel: sv.profile.confirmYes,
    });
    if (yes) await removeMonth.run({ userId, month });
  };

  const toggleMonth = ({ month }: MonthView) => {
    if (!userId) return;
    if (openedId === month._id) {
      setOpenedId(null);
      return;
    }
    setOpenedId(month._id);
    // The person's time carries each month's entries; only a month that came without them is read.
    if (needsEntries(month) && !readMonths.has(month._id)) {
      void dispatch(monthEntriesLoaded({ userId, MonthNumber: month.MonthNumber })).then(() =>
        setReadMonths((read) => new Set(read).add(month._id)),
      );
    }
  };

  if (!userId) return null;
  const shown = view.user;
  const user: Pick<User, 'fullname' | 'email' | 'personnummer' | 'phone' | 'bankaccount'> = {
    fullname: shown?.fullname ?? sessionUser?.fullname ?? '',
    email: shown?.email ?? sessionUser?.email ?? '',
    personnummer: shown?.personnummer ?? sessionUser?.personnummer ?? '',
    phone: shown?.phone ?? sessionUser?.phone ?? '',
    bankaccount: shown?.bankaccount ?? sessionUser?.bankaccount ?? '',
  };
  const current = currentMonthOf(view);
  const earlier = view.months.filter((m) => m !== current);
  const allMonths = view.months.map((m) => m.month);

  const monthSection = (mv: MonthView) => (
    <>
      <div className={styles.monthActions}>
        <PrintStatementButton user={user} month={mv.month} />
        {mv.month.months.length > 0 ? (
          <Button variant="danger" onClick={() => void deleteMonth(mv)}>
            {sv.profile.deleteMonth}
          </Button>
        ) : null}
      </div>
      {mv.month.months.length === 0 ? (
        <p className={styles.empty}>{sv.profile.emptyMonth}</p>
      ) : (
        <TimeEntryTable
          userId={userId}
          entries={mv.month.months}
          monthNumber={mv.month.MonthNumber}
          months={allMonths}
          unsaved={view.unsaved}
          caption={sv.profile.entriesCaption(monthLabel(mv.month))}
        />
      )}
    </>
  );

  const now = new Date();
  const currentLabel = current ? monthLabel(current.month) : monthLabel({ MonthNumber: now.getMonth() + 1 }, now);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{sv.profile.heading}</h1>
      <LoadingError loading={!shown && view.request.status !== 'error'} error={shown ? null : errorOf(view.request)} onRetry={load}>
        <section className={styles.card} aria-labelledby="profile-details">
          <h2 id="profile-details" className={styles.sectionTitle}>
            {sv.profile.details}
          </h2>
          <dl className={styles.details}>
            <Detail term={sv.profile.name} value={user.fullname} />
            <Detail term={sv.profile.email} value={user.email} />
            <Detail term={sv.profile.personnummer} value={user.personnummer} />
            <Detail term={sv.profile.phone} value={user.phone} />
            <Detail term={sv.profile.totalWorked} value={sv.profile.hoursMinutes(view.total.hours, view.total.minutes)} strong />
            <Detail term={sv.profile.bankAccount} value={user.bankaccount || sv.profile.noBankAccount} />
          </dl>
        </section>

        <FailureNotice failure={removeMonth.failure} onDismiss={removeMonth.dismiss} />

        <section className={styles.section} aria-labelledby="profile-current">
          <h2 id="profile-current" className={styles.sectionTitle}>
            {sv.profile.workedTime}
          </h2>
          <h3 className={styles.monthTitle}>
            {sv.profile.currentMonth(currentLabel)}{' '}
            {current ? (
              <span className={styles.monthTotal}>{sv.profile.hoursMinutes(current.total.hours, current.total.minutes)}</span>
            ) : null}
          </h3>
          {current ? monthSection(current) : <p className={styles.empty}>{sv.profile.emptyMonth}</p>}
        </section>

        <section className={styles.section} aria-labelledby="profile-earlier">
          <h2 id="profile-earlier" className={styles.sectionTitle}>
            {sv.profile.earlierMonths}
          </h2>
          {earlier.length === 0 ? <p className={styles.empty}>{sv.profile.noEarlierMonths}</p> : null}
          <ul className={styles.monthList}>
            {earlier.map((mv) => {
              const isOpen = openedId === mv.month._id;
              const panelId = `month-${mv.month._id}`;
              const loading = isOpen && needsEntries(mv.month) && !readMonths.has(mv.month._id);
              return (
                <li key={mv.month._id} className={styles.monthItem}>
                  <h3 className={styles.monthHeading}>
                    <button
                      type="button"
                      className={styles.monthButton}
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? panelId : undefined}
                      onClick={() => toggleMonth(mv)}
                    >
                      <span className={styles.monthLabel}>{monthLabel(mv.month)}</span>{' '}
                      <span className={styles.monthTotal}>{sv.profile.hoursMinutes(mv.total.hours, mv.total.minutes)}</span>
                      <span className={styles.chevron} aria-hidden="true">
                        {isOpen ? '▴' : '▾'}
                      </span>
                    </button>
                  </h3>
                  {isOpen ? (
                    <div id={panelId} className={styles.monthPanel}>
                      <LoadingError loading={loading} error={null} onRetry={() => toggleMonth(mv)}>
                        {monthSection(mv)}
                      </LoadingError>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>

        <div className={styles.panels}>
          <PasswordPanel userId={userId} />
          <BankPanel userId={userId} />
        </div>
      </LoadingError>
      {dialog}
    </div>
  );
}

/** A month record that came without its entries although it has time. */
function needsEntries(month: Month): boolean {
  return month.months.length === 0 && (month.total > 0 || month.half > 0);
}

function Detail({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={styles.detail}>
      <dt>{term}</dt>
      <dd className={strong ? styles.strong : undefined}>{value || '–'}</dd>
    </div>
  );
}
