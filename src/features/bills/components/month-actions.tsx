/**
 * Month operations: 'flytta hela månad' (move every item of the shown month to another month),
 * the month statement ('Skriv månadsnumret', 'uppdaterar', 'updatera tid', 'annullering'),
 * delete the whole month (after a confirmation) and print the month.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '../../../app/use-mutation';
import { Button, FailureNotice, Field, uiStyles } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { formatKr, toOre } from '../../../lib/money';
import type { BillKind, Statement } from '../../../types/api';
import { monthDeleted, monthMoved, statementRequested } from '../bills-slice';
import { MONTHS, monthLabel } from '../months';
import { useConfirm } from '../../../components/confirm-dialog';
import styles from './bills.module.css';

type Panel = 'none' | 'move' | 'statement';

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
  const { confirm, dialog } = useConfirm();
  const [panel, setPanel] = useState<Panel>('none');
  const [target, setTarget] = useState('x');
  const [targetError, setTargetError] = useState(false);
  const [statementMonth, setStatementMonth] = useState(String(month));
  const [statementError, setStatementError] = useState(false);
  const [statement, setStatement] = useState<(Statement & { months: number }) | null>(null);
  const moveId = useId();
  const b = sv.bills;
  const s = sv.statement;
  const move = useMutation(monthMoved, { success: (message) => message || sv.profile.movedAll });
  const sum = useMutation(statementRequested);
  const remove = useMutation(monthDeleted, { success: () => b.deleted });

  async function moveMonth() {
    // SPEC.md §5: a month must be chosen; 'x' counts as not chosen.
    const to = Number(target);
    const invalid = target === 'x' || !Number.isInteger(to) || to < 1 || to > 12;
    setTargetError(invalid);
    if (invalid) return;
    const outcome = await move.run({ kind, from: month, to });
    if (!outcome.ok) return;
    setPanel('none');
    setTarget('x');
    onChanged();
  }

  async function showStatement() {
    const months = Number(statementMonth.trim());
    const invalid = !Number.isInteger(months) || months < 1 || months > 12;
    setStatementError(invalid);
    if (invalid) return;
    const outcome = await sum.run({ kind, months });
    if (!outcome.ok) return;
    setStatement({ ...outcome.value, months });
    onChanged();
  }

  async function deleteMonth() {
    const outcome = await remove.run({ kind, month });
    if (outcome.ok) onChanged();
  }

  async function onDeleteMonth() {
    if (remove.pending) return;
    if (!(await confirm(b.confirmDeleteMonth(monthLabel(month)), { confirmLabel: b.deleteMonth, danger: true }))) return;
    await deleteMonth();
  }

  function onMove(event: FormEvent) {
    event.preventDefault();
    void moveMonth();
  }

  function onStatement(event: FormEvent) {
    event.preventDefault();
    void showStatement();
  }

  function toggle(next: Panel) {
    setPanel((p) => (p === next ? 'none' : next));
    move.dismiss();
    sum.dismiss();
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
        <Button variant="danger" onClick={() => void onDeleteMonth()} disabled={remove.pending} aria-busy={remove.pending}>
          {b.deleteMonth}
        </Button>
      </div>
      <FailureNotice failure={remove.failure} onDismiss={remove.dismiss} onRetry={() => void deleteMonth()} />
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
          <FailureNotice failure={move.failure} onDismiss={move.dismiss} onRetry={() => void moveMonth()} />
          <div className={styles.actions}>
            <Button type="submit" disabled={move.pending} aria-busy={move.pending}>
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
          <FailureNotice failure={sum.failure} onDismiss={sum.dismiss} onRetry={() => void showStatement()} />
          <div className={styles.actions}>
            <Button type="submit" disabled={sum.pending} aria-busy={sum.pending}>
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
            {sum.pending ? <p>{s.updating}</p> : null}
            {statement && !sum.pending ? (
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
