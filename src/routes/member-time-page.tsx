/**
 * A person's time (/admin/list/user/:id): full name, e-mail, personnummer; the chosen month's
 * entries in the shared time-entry table; print; back; registering time for the person (the
 * time form in add mode); moving their time; clearing a month; the statement panel that
 * corrects totals; and the earlier months, each with 'Ta bort allt den här månaden'.
 * Composes the staff and time features; every number comes from the one owner of the person's
 * time (months-slice), so a write anywhere shows here at once, in place.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useMutation } from '../app/use-mutation';
import { useConfirm } from '../components/confirm-dialog';
import { BackLink } from '../components/layout';
import { Button, FailureNotice, LoadingError, SelectField } from '../components/ui';
import { paths } from '../config/paths';
import { MonthExports } from '../features/month-close/components/month-exports';
import { personMonth } from '../features/month-close/person-month';
import { Expandable } from '../features/staff/components/expandable';
import styles from '../features/staff/components/staff.module.css';
import { EntryList } from '../features/time/components/entry-list';
import { PrintMonthStatementsButton } from '../features/month-close/components/month-statements';
import { PrintStatementButton } from '../features/month-close/components/print-statement';
import { signedHours, StatementPanel } from '../features/time/components/statement-panel';
import { TimeEntryTable } from '../features/time/components/time-entry-table';
import { TimeForm } from '../features/time/components/time-form';
import {
  correctionNotesRead,
  correctionUndone,
  monthCleared,
  monthDeleted,
  monthMoved,
  personTimeLoaded,
  selectPersonView,
  totalsReconciled,
  type Correction,
  type CorrectionResult,
  type MonthView,
  type MoveResult,
} from '../features/time/months-slice';
import { sv } from '../i18n/sv';
import { monthLabel } from '../lib/months';
import { errorOf } from '../lib/request';
import { hoursMinutes as hm, pad2, toDuration, toMinutes } from '../lib/time';

export default function MemberTimePage() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const view = useAppSelector((state) => selectPersonView(state, id));
  const [chosen, setChosen] = useState<string | null>(null);
  const [registerOpen, setRegisterOpen] = useState(false);
  const [statementOpen, setStatementOpen] = useState(false);
  const { confirm, dialog } = useConfirm();
  const clear = useMutation(monthCleared, { success: (message) => message });
  const reconcile = useMutation(totalsReconciled, { success: (message) => message });
  // The last correction or move, undoable from here right after (issue 16 item 3).
  const [undoable, setUndoable] = useState<Undoable | null>(null);

  useEffect(() => {
    if (id) void dispatch(personTimeLoaded(id));
  }, [dispatch, id]);

  const user = view.user;
  const current = view.months.find((m) => m.month._id === chosen) ?? view.months[0];
  const gone = view.request.status === 'error' && view.request.error === sv.errors.personGone;

  async function clearWholeMonth({ month, total }: MonthView) {
    const yes = await confirm(sv.staff.confirmClear(user?.fullname ?? '', monthLabel(month), hm(total)), {
      confirmLabel: sv.staff.clearMonth,
      danger: true,
    });
    if (yes) await clear.run({ userId: id, monthId: month._id });
  }

  function corrected(result: CorrectionResult | null) {
    setStatementOpen(false);
    if (!result) return;
    const label = `${pad2(result.correction.MonthNumber)}/${result.correction.year}`;
    const change = signedHours(result.correction.minutes);
    setUndoable({
      text: [sv.time.corrected(label, change, hm(toDuration(result.before)), hm(toDuration(result.after))), ...result.notices].join(' '),
      undoLabel: sv.time.undoCorrection(label, change),
      undo: { kind: 'correction', at: result.correction.at },
    });
  }

  function moved(result: MoveResult) {
    setUndoable({
      text: result.message,
      undoLabel: sv.staff.undoMove(`${pad2(result.to.MonthNumber)}/${result.to.year}`),
      undo: result.undo ? { kind: 'move', ...result.undo, minutes: result.to.minutes } : null,
    });
  }

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
            <h1 id="user-time-heading">{user.fullname}</h1>
            <dl className={styles.details}>
              <dt>{sv.staff.email}</dt>
              <dd>{user.email}</dd>
              <dt>{sv.staff.personnummer}</dt>
              <dd>{user.personnummer}</dd>
              <dt>{sv.staff.phone}</dt>
              <dd>{user.phone}</dd>
              <dt>{sv.staff.totalLabel}</dt>
              <dd className={styles.num}>{hm(view.total)}</dd>
            </dl>
            {view.drift ? (
              <div className={styles.drift} role="status">
                <p>{sv.time.totalsDrift}</p>
                <Button variant="secondary" disabled={reconcile.pending} onClick={() => void reconcile.run(id)}>
                  {sv.time.totalsFix}
                </Button>
              </div>
            ) : null}
            {view.totalsUnknown ? (
              <p className={styles.drift} role="status">
                {sv.time.totalsUnreadable}
              </p>
            ) : null}
            {undoable ? <UndoBar userId={id} undoable={undoable} onSettled={() => setUndoable(null)} /> : null}
            <FailureNotice
              failure={reconcile.failure ?? clear.failure}
              onDismiss={reconcile.failure ? reconcile.dismiss : clear.dismiss}
              {...(clear.failure?.ambiguous && current ? { onRetry: () => void clear.run({ userId: id, monthId: current.month._id }) } : {})}
            />

            <section className={styles.section} aria-labelledby="month-heading">
              <div className={styles.sectionHead}>
                <h2 id="month-heading">
                  {sv.staff.timeHeading}
                  {current ? ` ${monthLabel(current.month)}` : ''}
                </h2>
                {current ? (
                  <div className={`${styles.actions} ${styles.noPrint}`}>
                    <PrintStatementButton user={user} month={current} />
                    <Button variant="danger" disabled={clear.pending} onClick={() => void clearWholeMonth(current)}>
                      {sv.staff.clearMonth}
                    </Button>
                  </div>
                ) : null}
              </div>
              {!current ? (
                <p>{sv.staff.noMonths}</p>
              ) : (
                <>
                  <SelectField
                    className={`${styles.selectField} ${styles.noPrint} ${styles.narrow}`}
                    label={sv.staff.month}
                    value={current.month._id}
                    options={view.months.map((m) => ({ value: m.month._id, label: `${monthLabel(m.month)} – ${hm(m.total)}` }))}
                    onChange={setChosen}
                  />
                  <p>
                    {sv.staff.monthTotal}: <strong className={styles.num}>{hm(current.total)}</strong>
                  </p>
                  <CorrectionList corrections={current.corrections} />
                  <TimeEntryTable
                    userId={id}
                    entries={current.month.months}
                    monthNumber={current.month.MonthNumber}
                    months={view.months.map((m) => m.month)}
                    unsaved={view.unsaved}
                    personnummer={user.personnummer}
                    caption={`${sv.staff.timeHeading} ${monthLabel(current.month)}`}
                  />
                </>
              )}
            </section>

            <div className={styles.noPrint}>
              {current ? (
                <MonthExports
                  year={current.year}
                  month={current.month.MonthNumber}
                  people={[
                    {
                      userId: id,
                      fullname: user.fullname,
                      personnummer: user.personnummer,
                      month: personMonth({ year: current.year, month: current.month.MonthNumber, entries: current.month.months, corrections: current.corrections }),
                    },
                  ]}
                  personName={user.fullname}
                  onSettingsRead={(notes) => dispatch(correctionNotesRead(notes))}
                  print={<PrintMonthStatementsButton people={[{ user, month: current }]} title={`${sv.profile.statementHeading} ${user.fullname} ${monthLabel(current.month).replace('/', '-')}`} label={sv.month.printOne} />}
                />
              ) : null}

              <Expandable heading={sv.staff.registerToggle} button={sv.staff.registerToggle} open={registerOpen} onOpenChange={setRegisterOpen}>
                <TimeForm userId={id} addMode onDone={() => setRegisterOpen(false)} />
              </Expandable>

              <Expandable heading={sv.staff.moveToggle} button={sv.staff.moveToggle}>
                <MoveTime userId={id} fullname={user.fullname} months={view.months} onMoved={moved} />
              </Expandable>

              <Expandable heading={sv.staff.statementToggle} button={sv.staff.statementToggle} open={statementOpen} onOpenChange={setStatementOpen}>
                <StatementPanel
                  userId={id}
                  fullname={user.fullname}
                  months={view.months.map((m) => ({
                    id: m.month._id,
                    label: monthLabel(m.month),
                    minutes: toMinutes(m.total),
                    reachable: !view.months.some((o) => o.month.MonthNumber === m.month.MonthNumber && o.year > m.year),
                  }))}
                  defaultMonth={current?.month._id}
                  onDone={corrected}
                />
              </Expandable>

              <PastMonths userId={id} fullname={user.fullname} months={view.months.filter((m) => m !== current)} />
            </div>
          </>
        ) : null}
      </LoadingError>
      {dialog}
    </section>
  );
}

/** The month's corrections ('Rätta arbetad tid'), so a total that differs from the entries is explained. */
export function CorrectionList({ corrections }: { corrections: Correction[] }) {
  if (corrections.length === 0) return null;
  return (
    <div className={styles.corrections}>
      <h3>{sv.time.corrections}</h3>
      <ul>
        {corrections.map((c) => (
          <li key={c.at} className={styles.num}>
            {sv.time.correctionLine(`${c.minutes < 0 ? '−' : '+'}${hm(toDuration(Math.abs(c.minutes)))}`, c.at.slice(0, 10))}
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{sv.time.correctionsNote}</p>
    </div>
  );
}

/**
 * Moves one of the person's months, chosen with its year, by its record id
 * (POST /api/time/time/user/newmonth/{monthId}, API.md) after a confirmation naming the person,
 * the month and its hours (DECISIONS.md 23). The provider keeps the record's year, so the
 * targets are that year's months; moving into a month that has entries merges them: the merged
 * total is shown and asked about again. What the confirmation promised is checked against what
 * is stored afterwards (months-slice monthMoved).
 */
function MoveTime({
  userId,
  fullname,
  months,
  onMoved,
}: {
  userId: string;
  fullname: string;
  months: MonthView[];
  onMoved: (result: MoveResult) => void;
}) {
  const [fromId, setFromId] = useState<string | null>(null);
  const [to, setTo] = useState('x');
  const [error, setError] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();
  const move = useMutation(monthMoved, { success: (result) => result.message });
  const source = months.find((m) => m.month._id === fromId) ?? months[0];
  // The move last sent: 'Försök igen' after a lost answer sends the same one, which reads first.
  const last = useRef<Parameters<typeof move.run>[0] | null>(null);

  async function send(arg: Parameters<typeof move.run>[0]) {
    last.current = arg;
    const result = await move.run(arg);
    if (result.ok) {
      last.current = null;
      setTo('x');
      onMoved(result.value);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const MonthNumber = Number(to);
    if (!source || to === 'x' || !Number.isInteger(MonthNumber) || MonthNumber < 1 || MonthNumber > 12) {
      setError(sv.staff.monthNumberError);
      return;
    }
    setError(null);
    const target = `${pad2(MonthNumber)}/${source.year}`;
    const from = monthLabel(source.month);
    if (!(await confirm(sv.staff.confirmMove(fullname, from, hm(source.total), target), { confirmLabel: sv.staff.moveButton }))) return;
    const existing = months.find((m) => m.month.MonthNumber === MonthNumber && m.year === source.year && m !== source);
    const promised = toMinutes(source.total) + (existing ? toMinutes(existing.total) : 0);
    if (existing) {
      const again = sv.staff.confirmMerge(target, hm(existing.total), hm(toDuration(promised)));
      if (!(await confirm(again, { confirmLabel: sv.staff.mergeButton }))) return;
    }
    await send({ userId, monthId: source.month._id, to: MonthNumber, promised });
  }

  const options = source
    ? Array.from({ length: 12 }, (_, i) => i + 1)
        .filter((n) => n !== source.month.MonthNumber)
        .map((n) => ({ value: String(n), label: `${pad2(n)}/${source.year}` }))
    : [];
  const lastMove = last.current;
  const retry = move.failure?.ambiguous && lastMove ? () => void send(lastMove) : undefined;

  // The question is rendered beside the form, not in it: a form inside a form would submit both.
  return (
    <>
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <p className={styles.muted}>{source ? sv.staff.moveHelpAny : sv.staff.noMonths}</p>
        {source ? (
          <SelectField
            className={styles.selectField}
            label={sv.staff.moveFrom}
            value={source.month._id}
            options={months.map((m) => ({ value: m.month._id, label: `${monthLabel(m.month)} – ${hm(m.total)}` }))}
            onChange={(value) => {
              setFromId(value);
              setTo('x');
            }}
          />
        ) : null}
        <SelectField
          className={styles.selectField}
          label={sv.staff.moveTo}
          value={to}
          error={error}
          options={[{ value: 'x', label: sv.staff.month }, ...options]}
          onChange={setTo}
        />
        <FailureNotice failure={move.failure} onDismiss={move.dismiss} {...(retry ? { onRetry: retry } : {})} />
        <Button type="submit" disabled={move.pending || !source}>
          {move.pending ? sv.statement.updating : sv.staff.moveButton}
        </Button>
      </form>
      {dialog}
    </>
  );
}

interface Undoable {
  text: string;
  undoLabel: string;
  undo: { kind: 'correction'; at: string } | { kind: 'move'; monthId: string; to: number; minutes: number } | null;
}

/** What was just done, with its undo ('Ångra') right beside it (issue 16 item 3). */
function UndoBar({ userId, undoable, onSettled }: { userId: string; undoable: Undoable; onSettled: () => void }) {
  const undoCorrection = useMutation(correctionUndone, { success: (message) => message });
  const moveBack = useMutation(monthMoved, { success: (result) => result.message });
  const failure = undoCorrection.failure ?? moveBack.failure;
  const pending = undoCorrection.pending || moveBack.pending;
  const { undo } = undoable;

  async function onUndo() {
    if (!undo) return;
    const result =
      undo.kind === 'correction'
        ? await undoCorrection.run({ userId, at: undo.at })
        : await moveBack.run({ userId, monthId: undo.monthId, to: undo.to, promised: undo.minutes });
    if (result.ok) onSettled();
  }

  return (
    <div className={styles.drift} role="status">
      <p>{undoable.text}</p>
      {undo ? (
        <Button variant="secondary" disabled={pending} onClick={() => void onUndo()} aria-label={undoable.undoLabel}>
          {sv.time.undo}
        </Button>
      ) : null}
      <FailureNotice
        failure={failure}
        onDismiss={undoCorrection.failure ? undoCorrection.dismiss : moveBack.dismiss}
        {...(failure?.ambiguous ? { onRetry: () => void onUndo() } : {})}
      />
    </div>
  );
}

/** Earlier months: expanding one shows its entries and offers 'Ta bort allt den här månaden'. */
function PastMonths({ userId, fullname, months }: { userId: string; fullname: string; months: MonthView[] }) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();
  const remove = useMutation(monthDeleted, { success: (message) => message });

  async function deleteAll({ month, total }: MonthView) {
    const text = sv.staff.confirmDeleteMonth(fullname, monthLabel(month), hm(total));
    if (!(await confirm(text, { confirmLabel: sv.profile.deleteMonth, danger: true }))) return;
    await remove.run({ userId, month });
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
                <span className={styles.num}>{hm(mv.total)}</span>
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
