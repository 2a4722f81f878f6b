/**
 * Moving one entry to another of the person's months (SPEC.md §2 'Time-entry table'): the
 * question with its month select, sent through the one mutation path. Used by the desk table
 * and the phone's entry lines: `const { askMove, moveDialog } = useMoveEntry(...)`.
 */
import { useCallback, useState } from 'react';
import { useMutation } from '../../../app/use-mutation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SelectField } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { monthLabel, weekdayAndDate } from '../../../lib/months';
import type { Month, TimeEntry } from '../../../types/api';
import { entryMovedLater } from '../../../person-time/lazy-writes';
import styles from './move-entry.module.css';

const NOT_CHOSEN = 'x';

export function useMoveEntry({ userId, monthNumber, months }: { userId: string; monthNumber: number; months: Month[] }) {
  const [moving, setMoving] = useState<{ entry: TimeEntry; target: string; fieldError: string | null } | null>(null);
  const move = useMutation(entryMovedLater, { success: (message) => message });

  const askMove = useCallback((entry: TimeEntry) => setMoving({ entry, target: NOT_CHOSEN, fieldError: null }), []);

  const send = async () => {
    if (!moving) return;
    if (moving.target === NOT_CHOSEN || !moving.target) {
      setMoving({ ...moving, fieldError: sv.profile.moveRequired });
      return;
    }
    const result = await move.run({ userId, entryId: moving.entry._id, to: Number(moving.target) });
    if (result.ok) setMoving(null);
  };

  const targets = moving ? uniqueTargets(months, monthNumber) : [];
  const moveDialog = (
    <ConfirmDialog
      open={moving !== null}
      text={sv.profile.moveHeading}
      confirmLabel={sv.profile.moveConfirm}
      busy={move.pending}
      error={move.failure ? moveFailureText(move.failure) : null}
      initialFocus="content"
      onCancel={() => {
        move.dismiss();
        setMoving(null);
      }}
      onConfirm={() => void send()}
    >
      {moving ? (
        <>
          <p className={styles.entry}>{weekdayAndDate(moving.entry.date)}</p>
          <SelectField
            label={sv.profile.moveMonth}
            value={moving.target}
            error={moving.fieldError}
            options={[
              { value: NOT_CHOSEN, label: sv.profile.moveChoose },
              ...targets.map((m) => ({ value: String(m.MonthNumber), label: monthLabel(m) })),
            ]}
            onChange={(target) => {
              move.dismiss();
              setMoving({ ...moving, target, fieldError: null });
            }}
          />
          {targets.length === 0 ? <p className={styles.hint}>{sv.profile.moveNoTargets}</p> : null}
        </>
      ) : null}
    </ConfirmDialog>
  );

  return { askMove, moveDialog };
}

/** A failed move shows the server's message, or 'it is a wrong......' when there is none. */
function moveFailureText(failure: { message: string; own?: boolean }): string {
  return failure.own && failure.message !== sv.errors.network ? sv.errors.wrong : failure.message;
}

/** The person's other months, one per month number, newest first. */
function uniqueTargets(months: Month[], current: number): Month[] {
  const seen = new Set<number>([current]);
  const result: Month[] = [];
  for (const month of months) {
    if (seen.has(month.MonthNumber)) continue;
    seen.add(month.MonthNumber);
    result.push(month);
  }
  return result.sort((a, b) => monthLabel(b).slice(3).localeCompare(monthLabel(a).slice(3)) || b.MonthNumber - a.MonthNumber);
}
