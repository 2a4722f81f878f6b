/**
 * The statement panel of a member's time (SPEC.md §2 'Time-entry table', §4 'Editing a total'):
 * 'Skriv månadsnumret', a change with its sign in hours and minutes, 'updatera tid' to correct
 * the member's total and that month's total (POST /api/auth/time/update/{id}/ with
 * {hours, minutes, howhour, howminutes, MonthNumber}), 'annullering' to leave it unchanged.
 */
import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { Button, Field } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { memberTotalsCorrected } from '../staff-slice';
import styles from './staff.module.css';

interface Props {
  userId: string;
  defaultMonth: number | undefined;
  onDone: (result: { tone: 'success' | 'error'; text: string } | null) => void;
}

const wholeNumber = (value: string) => (/^\d{1,4}$/.test(value.trim()) ? Number(value.trim()) : null);

export function StatementPanel({ userId, defaultMonth, onDone }: Props) {
  const dispatch = useAppDispatch();
  const signId = useId();
  const [month, setMonth] = useState(defaultMonth ? String(defaultMonth) : '');
  const [sign, setSign] = useState<'+' | '-'>('+');
  const [hours, setHours] = useState('0');
  const [minutes, setMinutes] = useState('0');
  const [errors, setErrors] = useState<{ month?: string; amount?: string }>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const MonthNumber = wholeNumber(month);
    const h = wholeNumber(hours || '0');
    const m = wholeNumber(minutes || '0');
    const next = {
      ...(MonthNumber === null || MonthNumber < 1 || MonthNumber > 12 ? { month: sv.staff.monthNumberError } : {}),
      ...(h === null || m === null || h + m === 0 ? { amount: sv.staff.adjustError } : {}),
    };
    setErrors(next);
    if (next.month || next.amount || MonthNumber === null || h === null || m === null) return;
    setBusy(true);
    try {
      const { message } = await dispatch(
        memberTotalsCorrected({
          userId,
          adjustment: { hours: h, minutes: m, howhour: sign, howminutes: sign, MonthNumber },
        }),
      ).unwrap();
      onDone({ tone: 'success', text: message || sv.staff.updated });
    } catch (error) {
      const { message, silent } = error as { message: string; silent: boolean };
      onDone(silent ? null : { tone: 'error', text: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <p className={styles.muted}>{sv.staff.statementHelp}</p>
      <Field
        label={sv.statement.prompt}
        name="MonthNumber"
        type="number"
        inputMode="numeric"
        min={1}
        max={12}
        value={month}
        onChange={(e) => setMonth(e.target.value)}
        error={errors.month}
      />
      <div className={styles.selectField}>
        <label htmlFor={signId}>{sv.staff.change}</label>
        <select id={signId} className={styles.select} value={sign} onChange={(e) => setSign(e.target.value === '-' ? '-' : '+')}>
          <option value="+">{sv.staff.add}</option>
          <option value="-">{sv.staff.subtract}</option>
        </select>
      </div>
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
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {sv.statement.confirm}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => onDone(null)}>
          {sv.statement.cancel}
        </Button>
      </div>
    </form>
  );
}
