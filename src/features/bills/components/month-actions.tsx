/**
 * Month operations: 'flytta hela månad' (move every item of the shown month to another month),
 * the month statement ('Skriv månadsnumret', 'uppdaterar', 'updatera tid', 'annullering'),
 * delete the whole month (after a confirmation) and print the month.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { Banner, Button, Field, uiStyles } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { formatKr, toOre } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import type { RejectValue } from '../../../lib/request';
import type { BillKind, Statement } from '../../../types/api';
import { monthDeleted, monthMoved, statementRequested } from '../bills-slice';
import { MONTHS, monthLabel } from '../months';
import { useConfirm } from '../../../components/confirm-dialog';
import styles from './bills.module.css';

type Panel = 'none' | 'move' | 'statement';

function messageOf(error: unknown): string | null {
  const reject = error as Partial<RejectValue>;
  return reject.silent ? null : (reject.message ?? sv.errors.wrong);
}

export function MonthActions({
  kind,
  month,
  printing,
  onPrint,
  onChanged,
}: {
  kind: BillKind;
  month: number;
  printing: boolean;
  onPrint: () => void;
  /** After a move or delete: reload the list and the month sums (in place). */
  onChanged: () => void;
}) {
  const dispatch = useAppDispatch();
  const { confirm, dialog } = useConfirm();
  const [panel, setPanel] = useState<Panel>('none');
  const [target, setTarget] = useState('x');
  const [targetError, setTargetError] = useState(false);
  const [statementMonth, setStatementMonth] = useState(String(month));
  const [statementError, setStatementError] = useState(false);
  const [statement, setStatement] = useState<(Statement & { months: number }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'move' | 'statement' | 'delete' | null>(null);
  const busyRef = useRef(false);
  const moveId = useId();
  const b = sv.bills;
  const s = sv.statement;

  async function run(kindOfWork: 'move' | 'statement' | 'delete', work: () => Promise<void>) {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(kindOfWork);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      busyRef.current = false;
      setBusy(null);
    }
  }

  function onMove(event: FormEvent) {
    event.preventDefault();
    // SPEC.md §5: a month must be chosen; 'x' counts as not chosen.
    const to = Number(target);
    const invalid = target === 'x' || !Number.isInteger(to) || to < 1 || to > 12;
    setTargetError(invalid);
    if (invalid) return;
    void run('move', async () => {
      const message = await dispatch(monthMoved({ kind, from: month, to })).unwrap();
      void notify('success', message || sv.profile.movedAll);
      setPanel('none');
      setTarget('x');
      onChanged();
    });
  }

  function onStatement(event: FormEvent) {
    event.preventDefault();
    const months = Number(statementMonth.trim());
    const invalid = !Number.isInteger(months) || months < 1 || months > 12;
    setStatementError(invalid);
    if (invalid) return;
    void run('statement', async () => {
      const answer = await dispatch(statementRequested({ kind, months })).unwrap();
      setStatement({ ...answer, months });
      onChanged();
    });
  }

  async function onDeleteMonth() {
    if (!(await confirm(b.confirmDeleteMonth(monthLabel(month)), { confirmLabel: b.deleteMonth, danger: true }))) return;
    void run('delete', async () => {
      await dispatch(monthDeleted({ kind, month })).unwrap();
      void notify('success', b.deleted);
      onChanged();
    });
  }

  function toggle(next: Panel) {
    setPanel((p) => (p === next ? 'none' : next));
    setError(null);
  }

  return (
    <section className={styles.monthActions} aria-label={b.monthOf(monthLabel(month))}>
      <div className={styles.toolbar}>
        <Button variant="secondary" onClick={onPrint} disabled={printing} aria-busy={printing}>
          {printing ? b.printing : b.print}
        </Button>
        <Button variant="secondary" aria-expanded={panel === 'move'} onClick={() => toggle('move')}>
          {b.moveMonth}
        </Button>
        <Button variant="secondary" aria-expanded={panel === 'statement'} onClick={() => toggle('statement')}>
          {s.heading}
        </Button>
        <Button variant="danger" onClick={() => void onDeleteMonth()} disabled={busy === 'delete'}>
          {b.deleteMonth}
        </Button>
      </div>
      {error ? (
        <Banner onDismiss={() => setError(null)}>{error}</Banner>
      ) : null}
      {panel === 'move' ? (
        <form className={styles.inlineForm} onSubmit={onMove} noValidate>
          <div className={uiStyles.field}>
            <label className={uiStyles.label} htmlFor={moveId}>
              {b.moveTo}
            </label>
            <select
              id={moveId}
              className={[uiStyles.input, targetError ? uiStyles.invalid : ''].join(' ')}
              value={target}
              aria-invalid={targetError ? true : undefined}
              aria-describedby={targetError ? `${moveId}-error` : undefined}
              onChange={(e) => setTarget(e.target.value)}
            >
              <option value="x">{b.choose}</option>
              {MONTHS.filter((m) => m !== month).map((m) => (
                <option key={m} value={String(m)}>
                  {String(m).padStart(2, '0')}
                </option>
              ))}
            </select>
            {targetError ? (
              <p id={`${moveId}-error`} className={uiStyles.fieldError}>
                {b.chooseMonth}
              </p>
            ) : null}
          </div>
          <div className={styles.actions}>
            <Button type="submit" disabled={busy === 'move'}>
              {b.move}
            </Button>
            <Button variant="secondary" onClick={() => setPanel('none')}>
              {sv.app.cancel}
            </Button>
          </div>
        </form>
      ) : null}
      {panel === 'statement' ? (
        <form className={styles.inlineForm} onSubmit={onStatement} noValidate>
          <Field
            label={s.prompt}
            inputMode="numeric"
            value={statementMonth}
            onChange={(e) => setStatementMonth(e.target.value)}
            error={statementError ? s.monthError : undefined}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={busy === 'statement'}>
              {s.confirm}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setPanel('none');
                setStatement(null);
              }}
            >
              {s.cancel}
            </Button>
          </div>
          <div role="status" className={styles.statement}>
            {busy === 'statement' ? <p>{s.updating}</p> : null}
            {statement && busy !== 'statement' ? (
              <dl className={styles.fields}>
                <dt>{b.months}</dt>
                <dd>{monthLabel(statement.months)}</dd>
                <dt>{s.count}</dt>
                <dd>{statement.count}</dd>
                <dt>{b.total}</dt>
                <dd>{formatKr(toOre(statement.price))}</dd>
                <dt>{b.vat}</dt>
                <dd>{formatKr(toOre(statement.tex))}</dd>
              </dl>
            ) : null}
          </div>
        </form>
      ) : null}
      {dialog}
    </section>
  );
}
