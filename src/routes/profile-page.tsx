/**
 * Min sida (/profile/, SPEC.md §2 'Profile screen'): the person's details and total worked time,
 * the current month's entries, the earlier months (MM/YYYY with totals; a click loads the
 * month's entries), printing, deleting a month, and the password and bank panels.
 * Every change refreshes the data in place (DECISIONS.md 11).
 */
import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useConfirm } from '../components/confirm-dialog';
import { Button, LoadingError } from '../components/ui';
import { selectUser, selectUserId } from '../app/session';
import { sv } from '../i18n/sv';
import { monthLabel } from '../lib/months';
import { notify } from '../lib/notify';
import { errorOf } from '../lib/request';
import type { Month, TimeEntry, User } from '../types/api';
import { failureOf } from '../features/time/failure';
import {
  bankAccountChanged,
  monthClosed,
  monthOpened,
  monthTimeDeleted,
  selectCurrentMonth,
  selectEarlierMonths,
  selectMonths,
  selectMonthsRequest,
  selectOpenedMonth,
  selectTimeUser,
  selectUserTotal,
  userTimeLoaded,
} from '../features/time/months-slice';
import { BankPanel } from '../features/staff/components/bank-panel';
import { PasswordPanel } from '../features/staff/components/password-panel';
import { PrintStatementButton } from '../features/time/components/print-statement';
import styles from './profile-page.module.css';
import { TimeEntryTable } from '../features/time/components/time-entry-table';

export default function ProfilePage() {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUserId);
  const sessionUser = useAppSelector(selectUser);
  const timeUser = useAppSelector(selectTimeUser);
  const request = useAppSelector(selectMonthsRequest);
  const months = useAppSelector(selectMonths);
  const current = useAppSelector(selectCurrentMonth);
  const earlier = useAppSelector(selectEarlierMonths);
  const opened = useAppSelector(selectOpenedMonth);
  const total = useAppSelector(selectUserTotal);
  const { confirm, dialog } = useConfirm();

  const ownData = timeUser !== null && timeUser._id === userId;

  const load = useCallback(() => {
    if (userId) void dispatch(userTimeLoaded(userId));
  }, [dispatch, userId]);

  useEffect(load, [load]);

  /** After an edit, delete or move: the totals and the open month again, without a reload. */
  const refresh = useCallback(() => {
    if (!userId) return;
    void dispatch(userTimeLoaded(userId));
    if (opened) void dispatch(monthOpened({ userId, MonthNumber: opened.MonthNumber }));
  }, [dispatch, userId, opened]);

  const deleteMonth = async (month: Month) => {
    if (!userId) return;
    const yes = await confirm(sv.profile.confirmDeleteAll, { danger: true, confirmLabel: sv.profile.confirmYes });
    if (!yes) return;
    try {
      const message = await dispatch(monthTimeDeleted({ userId, month })).unwrap();
      void notify('success', message);
      void dispatch(userTimeLoaded(userId));
    } catch (error) {
      const failure = failureOf(error);
      if (!failure.silent) void notify('error', failure.message);
    }
  };

  const toggleMonth = (month: Month) => {
    if (!userId) return;
    if (opened?.MonthNumber === month.MonthNumber) dispatch(monthClosed());
    else void dispatch(monthOpened({ userId, MonthNumber: month.MonthNumber }));
  };

  if (!userId) return null;
  const user: Pick<User, 'fullname' | 'email' | 'personnummer' | 'phone' | 'bankaccount'> = {
    fullname: (ownData ? timeUser.fullname : sessionUser?.fullname) ?? '',
    email: (ownData ? timeUser.email : sessionUser?.email) ?? '',
    personnummer: (ownData ? timeUser.personnummer : sessionUser?.personnummer) ?? '',
    phone: (ownData ? timeUser.phone : sessionUser?.phone) ?? '',
    bankaccount: (ownData ? timeUser.bankaccount : sessionUser?.bankaccount) ?? '',
  };

  const monthSection = (month: Month, entries: TimeEntry[]) => (
    <>
      <div className={styles.monthActions}>
        <PrintStatementButton user={user} month={{ ...month, months: entries }} />
        {entries.length > 0 ? (
          <Button variant="danger" onClick={() => void deleteMonth(month)}>
            {sv.profile.deleteMonth}
          </Button>
        ) : null}
      </div>
      {entries.length === 0 ? (
        <p className={styles.empty}>{sv.profile.emptyMonth}</p>
      ) : (
        <TimeEntryTable
          userId={userId}
          entries={entries}
          monthNumber={month.MonthNumber}
          months={months}
          onChanged={refresh}
          caption={sv.profile.entriesCaption(monthLabel(month))}
        />
      )}
    </>
  );

  const now = new Date();
  const currentLabel = current ? monthLabel(current) : monthLabel({ MonthNumber: now.getMonth() + 1 }, now);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{sv.profile.heading}</h1>
      <LoadingError
        loading={!ownData && request.status !== 'error'}
        error={ownData ? null : errorOf(request)}
        onRetry={load}
      >
        <section className={styles.card} aria-labelledby="profile-details">
          <h2 id="profile-details" className={styles.sectionTitle}>
            {sv.profile.details}
          </h2>
          <dl className={styles.details}>
            <Detail term={sv.profile.name} value={user.fullname} />
            <Detail term={sv.profile.email} value={user.email} />
            <Detail term={sv.profile.personnummer} value={user.personnummer} />
            <Detail term={sv.profile.phone} value={user.phone} />
            <Detail term={sv.profile.totalWorked} value={sv.profile.hoursMinutes(total.hours, total.minutes)} strong />
            <Detail term={sv.profile.bankAccount} value={user.bankaccount || sv.profile.noBankAccount} />
          </dl>
        </section>

        <section className={styles.section} aria-labelledby="profile-current">
          <h2 id="profile-current" className={styles.sectionTitle}>
            {sv.profile.workedTime}
          </h2>
          <h3 className={styles.monthTitle}>
            {sv.profile.currentMonth(currentLabel)}{' '}
            {current ? (
              <span className={styles.monthTotal}>{sv.profile.hoursMinutes(current.total, current.half)}</span>
            ) : null}
          </h3>
          {current ? monthSection(current, current.months) : <p className={styles.empty}>{sv.profile.emptyMonth}</p>}
        </section>

        <section className={styles.section} aria-labelledby="profile-earlier">
          <h2 id="profile-earlier" className={styles.sectionTitle}>
            {sv.profile.earlierMonths}
          </h2>
          {earlier.length === 0 ? <p className={styles.empty}>{sv.profile.noEarlierMonths}</p> : null}
          <ul className={styles.monthList}>
            {earlier.map((month) => {
              const isOpen = opened?.MonthNumber === month.MonthNumber;
              const panelId = `month-${month._id}`;
              return (
                <li key={month._id} className={styles.monthItem}>
                  <h3 className={styles.monthHeading}>
                    <button
                      type="button"
                      className={styles.monthButton}
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? panelId : undefined}
                      onClick={() => toggleMonth(month)}
                    >
                      <span className={styles.monthLabel}>{monthLabel(month)}</span>{' '}
                      <span className={styles.monthTotal}>{sv.profile.hoursMinutes(month.total, month.half)}</span>
                      <span className={styles.chevron} aria-hidden="true">
                        {isOpen ? '▴' : '▾'}
                      </span>
                    </button>
                  </h3>
                  {isOpen && opened ? (
                    <div id={panelId} className={styles.monthPanel}>
                      <LoadingError
                        loading={opened.request.status === 'loading' && opened.entries.length === 0}
                        error={errorOf(opened.request)}
                        onRetry={() => void dispatch(monthOpened({ userId, MonthNumber: month.MonthNumber }))}
                      >
                        {monthSection(month, opened.entries)}
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
          <BankPanel onSaved={(bankaccount) => dispatch(bankAccountChanged({ userId, bankaccount }))} />
        </div>
      </LoadingError>
      {dialog}
    </div>
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
