/**
 * A person's time (/admin/list/user/:id): full name, e-mail, personnummer; the chosen month's
 * entries in the shared time-entry table; print; back; registering time for the person (the
 * time form in add mode); moving their time; clearing a month; the statement panel that
 * corrects totals; and the earlier months, each with 'Ta bort allt den här månaden'.
 * Composes the staff, time and month-close features; every number comes from the one owner of
 * the person's time (src/person-time), so a write anywhere shows here at once, in place. A
 * month's figure is its stored total (DECISIONS.md 30); the entry table's footer names the
 * correction, so it and 'Månadens tid' agree.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useMutation } from '../app/use-mutation';
import { useConfirm } from '../components/confirm-dialog';
import { BackLink } from '../components/layout';
import { Button, FailureNotice, LoadingError } from '../components/ui';
import { paths } from '../config/paths';
import { MonthExports } from '../features/month-close/components/month-exports';
import { Expandable } from '../features/staff/components/expandable';
import { MemberDetails } from '../features/staff/components/member-details';
import styles from '../features/staff/components/staff.module.css';
import { PrintMonthStatementsButton } from '../features/month-close/components/month-statements';
import { EmploymentNumber } from '../features/month-close/components/employment-number';
import { MoveTime } from '../features/month-close/components/move-time';
import { PendingCorrections } from '../features/month-close/components/pending-corrections';
import { StatementPanel, type CloseMonth } from '../features/month-close/components/statement-panel';
import { correctionDone, moveDone, resetDone, UndoBar, type Undoable } from '../features/month-close/components/undo-bar';
import { TimeForm } from '../features/time/components/time-form';
import { ChosenMonth, hmm, minutesOf } from './member-chosen-month';
import { PastMonths } from './member-past-months';
import type { CorrectionResult } from '../person-time/correction-writes';
import { monthCleared } from '../person-time/month-writes';
import { totalsReset } from '../person-time/totals-reset';
import { correctionNotesRead, personTimeLoaded } from '../person-time/months-slice';
import { selectCorrectionPending, selectPersonView, type MonthView } from '../person-time/person-view';
import { personWages, wageRecordsOf } from '../person-time/person-wages';
import { useExportSettings } from '../features/month-close/use-export-settings';
import { sv } from '../i18n/sv-admin';
import { monthLabel } from '../lib/months';
import { errorOf } from '../lib/request';

const signed = (minutes: number) => `${minutes < 0 ? '−' : '+'}${hmm(Math.abs(minutes))}`;

export default function MemberTimePage() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const view = useAppSelector((state) => selectPersonView(state, id));
  const [chosen, setChosen] = useState<string | null>(null);
  const [registerOpen, setRegisterOpen] = useState(false);
  const [statementOpen, setStatementOpen] = useState(false);
  const { confirm, dialog } = useConfirm();
  const clear = useMutation(monthCleared, { success: (message) => message });
  const reset = useMutation(totalsReset);
  // The last correction or move, undoable from here right after (issue 16 item 3).
  const [undoable, setUndoable] = useState<Undoable | null>(null);
  // A correction settled by its read-back, here or after a reload: saved (undoable) or shown as it is.
  const corrected = useCallback((result: CorrectionResult) => setUndoable(correctionDone(result)), []);

  useEffect(() => {
    if (id) void dispatch(personTimeLoaded(id));
  }, [dispatch, id]);
  // The month's supplements under this computer's wage settings (DECISIONS.md 36), as the files give them.
  const wageSettings = useExportSettings().wages;

  // One number per person and month (DECISIONS.md 26, 30): every figure of time on this page is
  // person-month.ts's, the same function the overview, the print, the files and Min sida use.
  const personMinutes = view.months.reduce((sum, m) => sum + minutesOf(m), 0);

  const user = view.user;
  // Opened from the month overview (?ar=&manad=): that month, until another is chosen here.
  const [params] = useSearchParams();
  const asked = view.months.find((m) => m.year === Number(params.get('ar')) && m.month.MonthNumber === Number(params.get('manad')));
  const current = view.months.find((m) => m.month._id === chosen) ?? asked ?? view.months[0];
  const records = wageRecordsOf(view.months);
  const wages = current ? personWages(records, current.year, current.month.MonthNumber, wageSettings, id) : null;
  const gone = view.request.status === 'error' && view.request.error === sv.errors.personGone;
  // The statement's print waits, as the month's files do, while a correction of the month has no outcome yet.
  const justThisPerson = useMemo(() => new Set([id]), [id]);
  const correctionPending = useAppSelector((state) =>
    current ? selectCorrectionPending(state, justThisPerson, current.year, current.month.MonthNumber) : false,
  );

  async function clearWholeMonth(mv: MonthView) {
    const { month } = mv;
    const yes = await confirm(sv.staff.confirmClear(user?.fullname ?? '', monthLabel(month), hmm(minutesOf(mv))), {
      confirmLabel: sv.staff.clearMonth,
      danger: true,
    });
    if (yes) await clear.run({ userId: id, monthId: month._id });
  }

  /**
   * 'Rätta summorna efter posterna' (DECISIONS.md 30): on a month with a correction, names the
   * correction it removes and asks; on the person alone (their total differs from the months'),
   * names both figures and asks. Undoable from the bar right after.
   */
  async function resetTotals(mv: MonthView | null) {
    const name = user?.fullname ?? '';
    const change = mv?.pm.correctionMinutes ?? 0;
    const question = mv
      ? sv.time.resetAsk(name, monthLabel(mv.month), signed(change), hmm(minutesOf(mv)), hmm(minutesOf(mv) - change))
      : sv.time.resetPersonAsk(name, hmm((view.user?.total ?? 0) * 60 + (view.user?.half ?? 0)), hmm(personMinutes));
    if (!(await confirm(question, { confirmLabel: sv.time.resetConfirm }))) return;
    const result = await reset.run({ userId: id, monthId: mv?.month._id ?? null });
    if (result.ok) setUndoable(resetDone(result.value));
  }

  // The person's months as month close's panels take them (the same totals as shown here).
  const closeMonths = useMemo<CloseMonth[]>(
    () =>
      view.months.map((m) => ({
        id: m.month._id,
        MonthNumber: m.month.MonthNumber,
        year: m.year,
        label: monthLabel(m.month),
        minutes: minutesOf(m),
        reachable: !view.months.some((o) => o.month.MonthNumber === m.month.MonthNumber && o.year > m.year),
      })),
    [view.months],
  );

  if (gone) {
    return (
      <section className={styles.page} aria-labelledby="user-time-heading">
        <h1 id="user-time-heading">{sv.errors.personGone}</h1>
        <p>
          <Link to={paths.admin.list}>{sv.staff.backToList}</Link>
        </p>
      </section>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="user-time-heading">
      <div className={styles.noPrint}>
        <BackLink to={paths.admin.list} />
      </div>
      <LoadingError
        loading={!user && view.request.status !== 'error'}
        error={user ? null : errorOf(view.request)}
        onRetry={() => void dispatch(personTimeLoaded(id))}
      >
        {user ? (
          <>
            <MemberDetails user={user} total={hmm(personMinutes)} />
            {view.drift ? (
              <div className={styles.drift} role="status">
                <p>{sv.time.personDrift}</p>
                <Button variant="secondary" disabled={reset.pending} onClick={() => void resetTotals(null)}>
                  {sv.time.totalsFix}
                </Button>
              </div>
            ) : null}
            {view.totalsUnknown ? (
              <p className={styles.drift} role="status">
                {sv.time.totalsUnreadable}
              </p>
            ) : null}
            <PendingCorrections userId={id} onSettled={corrected} className={styles.drift} />
            {undoable ? <UndoBar userId={id} undoable={undoable} onSettled={setUndoable} className={styles.drift} /> : null}
            <FailureNotice
              failure={reset.failure ?? clear.failure}
              onDismiss={reset.failure ? reset.dismiss : clear.dismiss}
              {...(clear.failure?.ambiguous && current ? { onRetry: () => void clear.run({ userId: id, monthId: current.month._id }) } : {})}
            />

            <ChosenMonth
              userId={id}
              user={user}
              view={view}
              current={current ?? null}
              onChoose={setChosen}
              printHeld={correctionPending}
              clearing={clear.pending}
              onClear={(mv) => void clearWholeMonth(mv)}
              resetting={reset.pending}
              onReset={(mv) => void resetTotals(mv)}
              wages={wages}
            />

            <div className={styles.noPrint}>
              <EmploymentNumber userId={id} fullname={user.fullname} />
              {current ? (
                <MonthExports
                  year={current.year}
                  month={current.month.MonthNumber}
                  people={[
                    {
                      userId: id,
                      fullname: user.fullname,
                      personnummer: user.personnummer,
                      month: current.pm,
                      records,
                    },
                  ]}
                  personName={user.fullname}
                  onSettingsRead={(notes) => dispatch(correctionNotesRead(notes))}
                  print={(held) => (
                    <PrintMonthStatementsButton
                      people={[{ user, month: current, wages }]}
                      title={`${sv.profile.statementHeading} ${user.fullname} ${monthLabel(current.month).replace('/', '-')}`}
                      label={sv.month.printOne}
                      disabled={held}
                    />
                  )}
                />
              ) : null}

              <Expandable heading={sv.staff.registerToggle} button={sv.staff.registerToggle} open={registerOpen} onOpenChange={setRegisterOpen}>
                <TimeForm userId={id} addMode onDone={() => setRegisterOpen(false)} />
              </Expandable>

              <Expandable heading={sv.staff.moveToggle} button={sv.staff.moveToggle}>
                <MoveTime
                  userId={id}
                  fullname={user.fullname}
                  months={closeMonths}
                  onMoved={(result) => setUndoable(moveDone(result))}
                />
              </Expandable>

              <Expandable heading={sv.staff.statementToggle} button={sv.staff.statementToggle} open={statementOpen} onOpenChange={setStatementOpen}>
                <StatementPanel
                  userId={id}
                  fullname={user.fullname}
                  months={closeMonths}
                  defaultMonth={current?.month._id}
                  onDone={(result) => {
                    setStatementOpen(false);
                    if (result) corrected(result);
                  }}
                />
              </Expandable>

              <PastMonths userId={id} fullname={user.fullname} months={view.months.filter((m) => m !== current)} minutesOf={minutesOf} />
            </div>
          </>
        ) : null}
      </LoadingError>
      {dialog}
    </section>
  );
}
