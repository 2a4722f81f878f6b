/**
 * A person's time (/admin/list/user/:id): full name, e-mail, personnummer; the chosen month's
 * entries in the shared time-entry table; print; back; toggles to register time for the person
 * (the time form in add mode) and to move their time; clearing the whole month; the statement
 * panel that corrects totals; and the earlier months, each with 'Ta bort allt den här månaden'.
 * Every change reads the person's time again in place (DECISIONS.md 11).
 */
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useConfirm } from '../components/confirm-dialog';
import { BackLink } from '../components/layout';
import { Banner, Button, LoadingError } from '../components/ui';
import { paths } from '../config/paths';
import { sv } from '../i18n/sv';
import { monthLabel, sortMonthsNewestFirst } from '../lib/months';
import { errorOf } from '../lib/request';
import type { Month } from '../types/api';
import { PrintStatementButton } from '../features/time/components/print-statement';
import { TimeEntryTable } from '../features/time/components/time-entry-table';
import { TimeForm } from '../features/time/components/time-form';
import { hoursMinutes, workedOf } from '../features/staff/staff-logic';
import {
  memberMonthCleared,
  memberMonthDeleted,
  memberTimeFetched,
  memberTimeMoved,
  pastMonthClosed,
  pastMonthFetched,
  selectMemberTime,
  selectPastMonth,
  selectStaffRequest,
} from '../features/staff/staff-slice';
import { EntryList } from '../features/time/components/entry-list';
import { Expandable } from '../features/staff/components/expandable';
import { StatementPanel } from '../features/staff/components/statement-panel';
import styles from '../features/staff/components/staff.module.css';

type Notice = { tone: 'success' | 'error'; text: string } | null;

function failureText(error: unknown): string | null {
  const { message, silent } = error as { message: string; silent: boolean };
  return silent ? null : message;
}

export default function UserTimePage() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const memberTime = useAppSelector(selectMemberTime);
  const request = useAppSelector(selectStaffRequest);
  const shown = memberTime?.user._id === id ? memberTime : null;
  const [chosen, setChosen] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [registerOpen, setRegisterOpen] = useState(false);
  const [statementOpen, setStatementOpen] = useState(false);
  const monthSelectId = useId();
  const { confirm, dialog } = useConfirm();

  useEffect(() => {
    if (id) void dispatch(memberTimeFetched(id));
  }, [dispatch, id]);

  const months = useMemo(() => (shown ? sortMonthsNewestFirst(shown.months_id) : []), [shown]);
  const month = months.find((m) => m._id === chosen) ?? months[0];
  const reload = () => dispatch(memberTimeFetched(id));

  function show(next: Notice) {
    setNotice(next);
  }

  async function clearWholeMonth(target: Month) {
    if (busy || !(await confirm(sv.staff.confirmClear(monthLabel(target)), { confirmLabel: sv.staff.clearMonth, danger: true }))) return;
    setBusy(true);
    try {
      const { message } = await dispatch(memberMonthCleared({ userId: id, monthId: target._id })).unwrap();
      show({ tone: 'success', text: message || sv.bills.deleted });
    } catch (error) {
      const text = failureText(error);
      show(text ? { tone: 'error', text } : null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.page} aria-labelledby="user-time-heading">
      <div className={styles.noPrint}>
        <BackLink to={paths.admin.list} />
      </div>
      <LoadingError
        loading={!shown && request.status !== 'error'}
        error={shown ? null : errorOf(request)}
        onRetry={() => void reload()}
      >
        {shown ? (
          <>
            <h1 id="user-time-heading">{shown.user.fullname}</h1>
            <dl className={styles.details}>
              <dt>{sv.staff.email}</dt>
              <dd>{shown.user.email}</dd>
              <dt>{sv.staff.personnummer}</dt>
              <dd>{shown.user.personnummer}</dd>
              <dt>{sv.staff.phone}</dt>
              <dd>{shown.user.phone}</dd>
              <dt>{sv.staff.totalLabel}</dt>
              <dd className={styles.num}>{hoursMinutes(workedOf(shown.user))}</dd>
            </dl>
            {notice ? (
              <Banner tone={notice.tone} onDismiss={() => setNotice(null)}>
                {notice.text}
              </Banner>
            ) : null}

            <section className={styles.section} aria-labelledby="month-heading">
              <div className={styles.sectionHead}>
                <h2 id="month-heading">
                  {sv.staff.timeHeading}
                  {month ? ` ${monthLabel(month)}` : ''}
                </h2>
                {month ? (
                  <div className={`${styles.actions} ${styles.noPrint}`}>
                    <PrintStatementButton user={shown.user} month={month} />
                    <Button variant="danger" disabled={busy} onClick={() => void clearWholeMonth(month)}>
                      {sv.staff.clearMonth}
                    </Button>
                  </div>
                ) : null}
              </div>
              {months.length === 0 || !month ? (
                <p>{sv.staff.noMonths}</p>
              ) : (
                <>
                  <div className={`${styles.selectField} ${styles.noPrint}`} style={{ maxWidth: 320 }}>
                    <label htmlFor={monthSelectId}>{sv.staff.month}</label>
                    <select
                      id={monthSelectId}
                      className={styles.select}
                      value={month._id}
                      onChange={(e) => setChosen(e.target.value)}
                    >
                      {months.map((m) => (
                        <option key={m._id} value={m._id}>
                          {monthLabel(m)} – {hoursMinutes(workedOf(m))}
                        </option>
                      ))}
                    </select>
                  </div>
                  <p>
                    {sv.staff.monthTotal}: <strong className={styles.num}>{hoursMinutes(workedOf(month))}</strong>
                  </p>
                  <TimeEntryTable
                    userId={id}
                    entries={month.months}
                    monthNumber={month.MonthNumber}
                    months={months}
                    personnummer={shown.user.personnummer}
                    onChanged={() => void reload()}
                    caption={`${sv.staff.timeHeading} ${monthLabel(month)}`}
                  />
                </>
              )}
            </section>

            <div className={styles.noPrint}>
              <Expandable
                heading={sv.staff.registerToggle}
                button={sv.staff.registerToggle}
                open={registerOpen}
                onOpenChange={setRegisterOpen}
              >
                <TimeForm
                  userId={id}
                  addMode
                  onDone={() => {
                    setRegisterOpen(false);
                    void reload();
                  }}
                />
              </Expandable>

              <Expandable heading={sv.staff.moveToggle} button={sv.staff.moveToggle}>
                <MoveTime userId={id} onDone={show} />
              </Expandable>

              <Expandable
                heading={sv.staff.statementToggle}
                button={sv.staff.statementToggle}
                open={statementOpen}
                onOpenChange={setStatementOpen}
              >
                <StatementPanel
                  userId={id}
                  defaultMonth={month?.MonthNumber}
                  onDone={(result) => {
                    setStatementOpen(false);
                    if (result) show(result);
                  }}
                />
              </Expandable>

              <PastMonths userId={id} months={months.filter((m) => m !== month)} onDone={show} />
            </div>
          </>
        ) : null}
      </LoadingError>
      {dialog}
    </section>
  );
}

/** Moves the person's time to another month (POST /api/time/time/user/newmonth/{id}). */
function MoveTime({ userId, onDone }: { userId: string; onDone: (notice: Notice) => void }) {
  const dispatch = useAppDispatch();
  const selectId = useId();
  const errorId = useId();
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const MonthNumber = Number(to);
    if (!to || to === 'x' || !Number.isInteger(MonthNumber) || MonthNumber < 1 || MonthNumber > 12) {
      setError(sv.staff.monthNumberError);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { message } = await dispatch(memberTimeMoved({ userId, MonthNumber })).unwrap();
      onDone({ tone: 'success', text: message || sv.profile.movedAll });
    } catch (failure) {
      const text = failureText(failure);
      onDone(text ? { tone: 'error', text } : null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.muted}>{sv.staff.moveHelp}</p>
      <div className={styles.selectField}>
        <label htmlFor={selectId}>{sv.staff.moveTo}</label>
        <select
          id={selectId}
          className={styles.select}
          value={to}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setTo(e.target.value)}
        >
          <option value="x">{sv.staff.month}</option>
          {Array.from({ length: 12 }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {String(i + 1).padStart(2, '0')}
            </option>
          ))}
        </select>
        {error ? (
          <p id={errorId} role="alert" style={{ color: 'var(--color-danger)', margin: 0 }}>
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? sv.statement.updating : sv.staff.moveButton}
      </Button>
    </form>
  );
}

/** Earlier months: expanding one loads its entries and offers 'Ta bort allt den här månaden'. */
function PastMonths({
  userId,
  months,
  onDone,
}: {
  userId: string;
  months: Month[];
  onDone: (notice: Notice) => void;
}) {
  const dispatch = useAppDispatch();
  const past = useAppSelector(selectPastMonth);
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();
  const expanded = past?.userId === userId ? past.MonthNumber : null;

  function toggle(month: Month) {
    if (expanded === month.MonthNumber) {
      dispatch(pastMonthClosed());
      return;
    }
    void dispatch(pastMonthFetched({ userId, MonthNumber: month.MonthNumber }))
      .unwrap()
      .catch((error: unknown) => {
        const text = failureText(error);
        if (text) onDone({ tone: 'error', text });
      });
  }

  async function deleteAll(month: Month) {
    if (busy || !(await confirm(sv.profile.confirmDeleteAll, { confirmLabel: sv.profile.deleteMonth, danger: true }))) return;
    setBusy(true);
    try {
      const { message } = await dispatch(
        memberMonthDeleted({ userId, MonthNumber: month.MonthNumber, IsMatching: month._id }),
      ).unwrap();
      onDone({ tone: 'success', text: message || sv.bills.deleted });
    } catch (error) {
      const text = failureText(error);
      onDone(text ? { tone: 'error', text } : null);
    } finally {
      setBusy(false);
    }
  }

  if (months.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="past-months-heading">
      <h2 id="past-months-heading">{sv.staff.pastMonths}</h2>
      <ul className={styles.monthList}>
        {months.map((m) => {
          const open = expanded === m.MonthNumber;
          const label = monthLabel(m);
          return (
            <li key={m._id}>
              <button
                type="button"
                className={styles.monthButton}
                aria-expanded={open}
                aria-label={sv.staff.showMonth(label)}
                onClick={() => toggle(m)}
              >
                <span>{label}</span>
                <span className={styles.num}>{hoursMinutes(workedOf(m))}</span>
              </button>
              {open ? (
                <div>
                  {past?.entries ? <EntryList entries={past.entries} caption={label} /> : <p>{sv.app.loading}</p>}
                  <div className={styles.actions}>
                    <Button variant="danger" disabled={busy} onClick={() => void deleteAll(m)}>
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
