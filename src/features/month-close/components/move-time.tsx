/**
 * 'Flytta tid' (issue 16 item 3, DECISIONS.md 23): moves one of the person's months, chosen with
 * its year, by its record id (POST /api/time/time/user/newmonth/{monthId}, API.md) after a
 * confirmation naming the person, the month and its hours. The provider keeps the record's
 * year, so the targets are that year's months; moving into a month that has entries merges
 * them: the merged total is shown and asked about again. What the confirmation promised is
 * checked against what is stored afterwards (month-writes.ts monthMoved).
 */
import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '../../../app/use-mutation';
import { useConfirm } from '../../../components/confirm-dialog';
import { Button, FailureNotice, SelectField } from '../../../components/ui';
import { sv } from '../../../i18n/sv-admin';
import { monthYearLabel } from '../../../lib/month-label';
import { hoursMinutes, toDuration } from '../../../lib/time';
import { monthMoved, type MoveResult } from '../../../person-time/month-writes';
import styles from './close-panels.module.css';
import type { CloseMonth } from './statement-panel';

const hm = (minutes: number) => hoursMinutes(toDuration(minutes));

export function MoveTime({
  userId,
  fullname,
  months,
  onMoved,
}: {
  userId: string;
  fullname: string;
  /** The person's months, newest first. */
  months: CloseMonth[];
  onMoved: (result: MoveResult) => void;
}) {
  const [fromId, setFromId] = useState<string | null>(null);
  const [to, setTo] = useState('x');
  const [error, setError] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();
  const move = useMutation(monthMoved, { success: (result) => result.message });
  const source = months.find((m) => m.id === fromId) ?? months[0];
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
    const target = monthYearLabel(MonthNumber, source.year);
    if (!(await confirm(sv.staff.confirmMove(fullname, source.label, hm(source.minutes), target), { confirmLabel: sv.staff.moveButton }))) return;
    const existing = months.find((m) => m.MonthNumber === MonthNumber && m.year === source.year && m !== source);
    const promised = source.minutes + (existing ? existing.minutes : 0);
    if (existing) {
      const again = sv.staff.confirmMerge(target, hm(existing.minutes), hm(promised));
      if (!(await confirm(again, { confirmLabel: sv.staff.mergeButton }))) return;
    }
    await send({ userId, monthId: source.id, to: MonthNumber, promised });
  }

  const options = source
    ? Array.from({ length: 12 }, (_, i) => i + 1)
        .filter((n) => n !== source.MonthNumber)
        .map((n) => ({ value: String(n), label: monthYearLabel(n, source.year) }))
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
            label={sv.staff.moveFrom}
            value={source.id}
            options={months.map((m) => ({ value: m.id, label: `${m.label} – ${hm(m.minutes)}` }))}
            onChange={(value) => {
              setFromId(value);
              setTo('x');
            }}
          />
        ) : null}
        <SelectField
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
