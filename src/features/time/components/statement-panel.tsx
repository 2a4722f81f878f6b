/**
 * The statement panel of a member's time (SPEC.md §2 'Time-entry table', §4 'Editing a total'):
 * 'Skriv månadsnumret', a change with its sign in hours and minutes, 'updatera tid' to correct
 * the member's total and that month's total (POST /api/auth/time/update/{id}/ with
 * {hours, minutes, howhour, howminutes, MonthNumber}), 'annullering' to leave it unchanged.
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '../../../app/use-mutation';
import { Button, FailureNotice, Field, SelectField } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { totalsCorrected } from '../months-slice';
import styles from './time-panels.module.css';

interface Props {
  userId: string;
  /** The person's own months: a correction is offered only for these (DECISIONS.md 23). */
  months: { MonthNumber: number; label: string }[];
  defaultMonth: number | undefined;
  /** Called after a correction was saved, or on 'annullering'. */
  onDone: () => void;
}

const wholeNumber = (value: string) => (/^\d{1,4}$/.test(value.trim()) ? Number(value.trim()) : null);

export function StatementPanel({ userId, months, defaultMonth, onDone }: Props) {
  const { run, pending: busy, failure, dismiss } = useMutation(totalsCorrected, { success: (result) => result.message });
  const [month, setMonth] = useState(defaultMonth ? String(defaultMonth) : '');
  const [sign, setSign] = useState<'+' | '-'>('+');
  const [hours, setHours] = useState('0');
  const [minutes, setMinutes] = useState('0');
  const [errors, setErrors] = useState<{ month?: string; amount?: string }>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const MonthNumber = wholeNumber(month);
    const h = wholeNumber(hours || '0');
    const m = wholeNumber(minutes || '0');
    const next = {
      ...(MonthNumber === null || !months.some((m) => m.MonthNumber === MonthNumber) ? { month: sv.staff.monthNumberError } : {}),
      ...(h === null || m === null || h + m === 0 ? { amount: sv.staff.adjustError } : {}),
    };
    setErrors(next);
    if (next.month || next.amount || MonthNumber === null || h === null || m === null) return;
    const result = await run({ userId, adjustment: { hours: h, minutes: m, howhour: sign, howminutes: sign, MonthNumber } });
    if (result.ok) onDone();
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <p className={styles.muted}>{sv.staff.statementHelp}</p>
      <SelectField
        label={sv.statement.prompt}
        name="MonthNumber"
        value={month}
        options={[{ value: '', label: sv.staff.month }, ...months.map((m) => ({ value: String(m.MonthNumber), label: m.label }))]}
        onChange={setMonth}
        error={errors.month}
      />
      <SelectField
        label={sv.staff.change}
        value={sign}
        options={[
          { value: '+', label: sv.staff.add },
          { value: '-', label: sv.staff.subtract },
        ]}
        onChange={(value) => setSign(value === '-' ? '-' : '+')}
      />
      <div className={styles.row}>
        <Field
          label={sv.staff.hours}
          name="hours"
          type="number"
          inputMode="numeric"
          min={0}
          value={hours}
          onChange={(e) => setHours(e.target.value)}
          error={errors.amount}
        />
        <Field
          label={sv.staff.minutes}
          name="minutes"
          type="number"
          inputMode="numeric"
          min={0}
          max={59}
          value={minutes}
          onChange={(e) => setMinutes(e.target.value)}
        />
      </div>
      {busy ? (
        <p role="status" className={styles.muted}>
          {sv.statement.updating}
        </p>
      ) : null}
      <FailureNotice failure={failure} onDismiss={dismiss} />
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {sv.statement.confirm}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onDone}>
          {sv.statement.cancel}
        </Button>
      </div>
    </form>
  );
}
