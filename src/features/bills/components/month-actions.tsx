/**
 * Month operations: 'flytta hela månad' (move every item of the shown month to another month),
 * the month statement ('Skriv månadsnumret', 'uppdaterar', 'updatera tid', 'annullering'),
 * delete the whole month (after a confirmation) and print the month.
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '../../../app/use-mutation';
import { Button, FailureNotice, Field, SelectField } from '../../../components/ui';
import { sv } from '../../../i18n/sv-admin';
import { formatKr, toOre } from '../../../lib/money';
import type { BillKind, Statement } from '../../../types/api';
import { pad2 } from '../../../lib/time';
import { monthSummaryFetched, statementRequested } from '../bill-reads';
import { monthDeleted, monthMoved } from '../bill-writes';
import { billMonthLabel } from '../month-year';
import { useConfirm } from '../../../components/confirm-dialog';
import styles from './bills.module.css';

type Panel = 'none' | 'move' | 'statement';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

type Figures = Pick<Statement, 'count' | 'price'>;

/** The move's second question, or null when the target month is known to be empty. */
function mergeQuestion(toLabel: string, from: Figures, there: Figures): string | null {
  const b = sv.bills;
  if (there.count === 0) return null;
  if (there.count === null) return b.confirmMoveTargetUnread(toLabel);
  const thereSum = there.price === null ? null : formatKr(toOre(there.price));
  if (from.count === null || from.price === null || thereSum === null) return b.confirmMoveMergeUnread(toLabel, b.itemCount(there.count), thereSum);
  const after = formatKr(toOre(from.price) + toOre(there.price ?? 0));
  return b.confirmMoveMerge(toLabel, b.itemCount(there.count), thereSum, b.itemCount(from.count + there.count), after);
}

export function MonthActions({
  kind,
  month,
  year,
  printing,
  onPrint,
  onChanged,
  onMoved,
}: {
  kind: BillKind;
  month: number;
  /** The shown month's year, from its items (null while none is known). */
  year: number | null;
  printing: boolean;
  onPrint: () => void;
  /** After a delete or a statement: reload the list and the month sums (in place). */
  onChanged: () => void;
  /** After a whole-month move: show the target month. */
  onMoved: (to: number) => void;
}) {
  const { confirm, dialog } = useConfirm();
  const [panel, setPanel] = useState<Panel>('none');
  const [target, setTarget] = useState('x');
  const [targetError, setTargetError] = useState(false);
  const [statementMonth, setStatementMonth] = useState(String(month));
  const [statementError, setStatementError] = useState(false);
  const [statement, setStatement] = useState<(Statement & { months: number }) | null>(null);
  const b = sv.bills;
  const label = billMonthLabel(month, year);
  const s = sv.statement;
  const move = useMutation(monthMoved, { success: (message) => message || sv.profile.movedAll });
  const sum = useMutation(statementRequested);
  const remove = useMutation(monthDeleted, { success: () => b.deleted });
  const summary = useMutation(monthSummaryFetched);
  const checking = summary.pending;

  /** DECISIONS.md 23: what a whole-month action changes, asked before it is sent. */
  async function moveMonth() {
    // SPEC.md §5: a month must be chosen; 'x' counts as not chosen.
    const to = Number(target);
    const invalid = target === 'x' || !Number.isInteger(to) || to < 1 || to > 12;
    setTargetError(invalid);
    if (invalid || checking || move.pending) return;
    const source = await summary.run({ kind, month });
    if (!source.ok) return;
    const fromLabel = billMonthLabel(month, source.value.year);
    // The items keep their dates, so the target month shows their year.
    const toLabel = billMonthLabel(to, source.value.year);
    const from = source.value;
    const fromCount = from.count === null ? null : b.itemCount(from.count);
    const fromSum = from.price === null ? null : formatKr(toOre(from.price));
    const first =
      fromCount !== null && fromSum !== null
        ? b.confirmMove(fromLabel, fromCount, fromSum, toLabel)
        : b.confirmMoveUnread(fromLabel, fromCount, fromSum, toLabel);
    if (!(await confirm(first, { confirmLabel: b.move }))) return;
    const there = await summary.run({ kind, month: to });
    if (!there.ok) return;
    const second = mergeQuestion(billMonthLabel(to, there.value.year), from, there.value);
    // Issue 18 item 5: asked unless the target month is known to be empty.
    if (second !== null && !(await confirm(second, { confirmLabel: b.move }))) return;
    await sendMove(to);
  }

  async function sendMove(to: number) {
    const outcome = await move.run({ kind, from: month, to });
    if (!outcome.ok) return;
    setPanel('none');
    setTarget('x');
    onMoved(to);
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
    if (remove.pending || checking) return;
    const current = await summary.run({ kind, month });
    if (!current.ok) return;
    const label = billMonthLabel(month, current.value.year ?? year);
    const count = current.value.count === null ? null : b.itemCount(current.value.count);
    const sum = current.value.price === null ? null : formatKr(toOre(current.value.price));
    const text = count !== null && sum !== null ? b.confirmDeleteMonth(label, count, sum) : b.confirmDeleteMonthUnread(label, count, sum);
    if (!(await confirm(text, { confirmLabel: b.deleteMonth, danger: true }))) return;
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
    summary.dismiss();
  }

  return (
    <section className={styles.monthActions} aria-label={b.monthOf(label)}>
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
        <Button variant="danger" onClick={() => void onDeleteMonth()} disabled={remove.pending || checking} aria-busy={remove.pending}>
          {b.deleteMonth}
        </Button>
      </div>
      {checking ? <p className={styles.muted} role="status">{b.checkingMonth}</p> : null}
      {panel === 'move' ? null : <FailureNotice failure={summary.failure} onDismiss={summary.dismiss} onRetry={() => void onDeleteMonth()} />}
      <FailureNotice failure={remove.failure} onDismiss={remove.dismiss} onRetry={() => void deleteMonth()} />
      {panel === 'move' ? (
        <form className={styles.inlineForm} onSubmit={onMove} noValidate>
          <SelectField
            label={b.moveTo}
            value={target}
            onChange={setTarget}
            error={targetError ? b.chooseMonth : undefined}
            options={[
              { value: 'x', label: b.choose },
              ...MONTHS.filter((m) => m !== month).map((m) => ({ value: String(m), label: pad2(m) })),
            ]}
          />
          <FailureNotice failure={summary.failure} onDismiss={summary.dismiss} onRetry={() => void moveMonth()} />
          <FailureNotice failure={move.failure} onDismiss={move.dismiss} onRetry={() => void sendMove(Number(target))} />
          <div className={styles.actions}>
            <Button type="submit" disabled={move.pending || checking} aria-busy={move.pending || checking}>
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
                <dd>{statement.months === month ? label : pad2(statement.months)}</dd>
                <dt>{s.count}</dt>
                <dd>{statement.count ?? s.unread}</dd>
                <dt>{b.total}</dt>
                <dd>{statement.price === null ? s.unread : formatKr(toOre(statement.price))}</dd>
                <dt>{b.vat}</dt>
                <dd>{statement.tex === null ? s.unread : formatKr(toOre(statement.tex))}</dd>
              </dl>
            ) : null}
          </div>
        </form>
      ) : null}
      {dialog}
    </section>
  );
}
