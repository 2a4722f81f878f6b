/**
 * The statement panel of a member's time (SPEC.md §2 'Time-entry table', §4 'Editing a total'):
 * 'Skriv månadsnumret', a change with its sign in hours and minutes, 'updatera tid' to correct
 * the member's total and that month's total (POST /api/auth/time/update/{id}/ with
 * {hours, minutes, howhour, howminutes, MonthNumber}), 'annullering' to leave it unchanged.
 *
 * Issue 16 item 3 (DECISIONS.md 23): it confirms first, naming the person, the month with its
 * year and the month's time before and after; a month is never taken below zero. What became of
 * a correction is decided by a read-back (issue 27 item 3, person-time/correction-rule.ts); one
 * of the month still pending is asked about before another is made.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { useMutation } from '../../../app/use-mutation';
import { useConfirm } from '../../../components/confirm-dialog';
import { Button, FailureNotice, Field, SelectField } from '../../../components/ui';
import { sv } from '../../../i18n/sv-admin';
import { hoursMinutes, toDuration } from '../../../lib/time';
import { totalsCorrected, type CorrectionResult } from '../../../person-time/correction-writes';
import { selectPendingCorrections } from '../../../person-time/person-view';
import styles from './close-panels.module.css';

/** A month record of the person as month close's panels show it. */
export interface CloseMonth {
  id: string;
  MonthNumber: number;
  year: number;
  /** 'MM/YYYY'. */
  label: string;
  /** The month's time as shown (entries plus corrections), minutes. */
  minutes: number;
  /** The provider corrects only the latest record of a month number (API.md). */
  reachable: boolean;
}

interface Props {
  userId: string;
  fullname: string;
  /** The person's own months: a correction is offered only for these (DECISIONS.md 23). */
  months: CloseMonth[];
  defaultMonth: string | undefined;
  /** Called after a correction was sent (with what its read-back shows: saved or not), or on 'annullering' (null). */
  onDone: (result: CorrectionResult | null) => void;
}

const wholeNumber = (value: string) => (/^\d{1,4}$/.test(value.trim()) ? Number(value.trim()) : null);

/** '+1:15' / '−2:00'. */
export function signedHours(minutes: number): string {
  return `${minutes < 0 ? '−' : '+'}${hoursMinutes(toDuration(Math.abs(minutes)))}`;
}

export function StatementPanel({ userId, fullname, months, defaultMonth, onDone }: Props) {
  // Only a read-back that shows the correction is a success (issue 27 item 3).
  const { run, pending: busy, failure, dismiss } = useMutation(totalsCorrected, { success: (result) => (result.state === 'saved' ? result.message : '') });
  const waiting = useAppSelector((state) => selectPendingCorrections(state, userId));
  const { confirm, dialog } = useConfirm();
  const reachable = months.filter((m) => m.reachable);
  const [month, setMonth] = useState(defaultMonth && reachable.some((m) => m.id === defaultMonth) ? defaultMonth : '');
  const [sign, setSign] = useState<'+' | '-'>('+');
  const [hours, setHours] = useState('0');
  const [minutes, setMinutes] = useState('0');
  const [errors, setErrors] = useState<{ month?: string; amount?: string }>({});
  // The correction last sent: 'Försök igen' sends the very same one (same key: it reads first).
  const last = useRef<Parameters<typeof run>[0] | null>(null);

  async function send(arg: Parameters<typeof run>[0]) {
    last.current = arg;
    const result = await run(arg);
    if (result.ok) {
      last.current = null;
      onDone(result.value);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const chosen = reachable.find((m) => m.id === month);
    const h = wholeNumber(hours || '0');
    const m = wholeNumber(minutes || '0');
    const change = h === null || m === null ? 0 : (sign === '-' ? -1 : 1) * (h * 60 + m);
    const after = chosen ? chosen.minutes + change : 0;
    const next = {
      ...(!chosen ? { month: sv.staff.monthNumberError } : {}),
      ...(h === null || m === null || h + m === 0
        ? { amount: sv.staff.adjustError }
        : chosen && after < 0
          ? { amount: sv.time.belowZero(chosen.label, hoursMinutes(toDuration(chosen.minutes)), hoursMinutes(toDuration(-change))) }
          : {}),
    };
    setErrors(next);
    if (next.month || next.amount || !chosen) return;
    // A correction of this month still pending (a reload, a slow server): asked first (issue 27 item 3).
    const earlier = waiting.find((p) => p.monthId === chosen.id);
    if (earlier && !(await confirm(sv.correctionCheck.pendingAsk(chosen.label, signedHours(earlier.minutes)), { confirmLabel: sv.correctionCheck.again }))) return;
    const question = sv.time.confirmCorrection(
      fullname,
      chosen.label,
      signedHours(change),
      hoursMinutes(toDuration(chosen.minutes)),
      hoursMinutes(toDuration(after)),
    );
    if (!(await confirm(question, { confirmLabel: sv.time.correctButton }))) return;
    await send({ userId, monthId: chosen.id, minutes: change, at: new Date().toISOString() });
  }

  const lastSent = last.current;
  const retry = failure?.ambiguous && lastSent ? () => void send(lastSent) : undefined;

  return (
    <>
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy}>
        <p className={styles.muted}>{sv.staff.statementHelp}</p>
        <SelectField
          label={sv.statement.prompt}
          name="MonthNumber"
          value={month}
          options={[{ value: '', label: sv.staff.month }, ...reachable.map((m) => ({ value: m.id, label: m.label }))]}
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
        <FailureNotice failure={failure} onDismiss={dismiss} {...(retry ? { onRetry: retry } : {})} />
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            {sv.statement.confirm}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => onDone(null)}>
            {sv.statement.cancel}
          </Button>
        </div>
      </form>
      {dialog}
    </>
  );
}
