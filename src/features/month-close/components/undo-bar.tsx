/**
 * What was just done — a correction or a move — with its undo ('Ångra') right beside it
 * (issue 16 item 3, DECISIONS.md 23). A merge cannot be undone: then there is no button.
 */
import { useMutation } from '../../../app/use-mutation';
import { Button, FailureNotice } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { hoursMinutes, pad2, toDuration } from '../../../lib/time';
import type { CorrectionResult, MonthCloseWrites, MoveResult } from '../month-writes';
import { signedHours } from './statement-panel';

export interface Undoable {
  text: string;
  undoLabel: string;
  undo: { kind: 'correction'; at: string } | { kind: 'move'; monthId: string; to: number; minutes: number } | null;
}

/** A correction just saved, as the bar says it ('11/2026 rättad med +1:00: 32:00 → 33:00.'). */
export function correctionDone(result: CorrectionResult): Undoable {
  const label = `${pad2(result.correction.MonthNumber)}/${result.correction.year}`;
  const change = signedHours(result.correction.minutes);
  const hm = (minutes: number) => hoursMinutes(toDuration(minutes));
  return {
    text: [sv.time.corrected(label, change, hm(result.before), hm(result.after)), ...result.notices].join(' '),
    undoLabel: sv.time.undoCorrection(label, change),
    undo: { kind: 'correction', at: result.correction.at },
  };
}

/** A move just stored; after a merge there is nothing to undo. */
export function moveDone(result: MoveResult): Undoable {
  return {
    text: result.message,
    undoLabel: sv.staff.undoMove(`${pad2(result.to.MonthNumber)}/${result.to.year}`),
    undo: result.undo ? { kind: 'move', ...result.undo, minutes: result.to.minutes } : null,
  };
}

export function UndoBar({
  writes,
  userId,
  undoable,
  onSettled,
  className,
}: {
  /** The undo's writes, run by the owner of the person's time (routes/month-close-writes.ts). */
  writes: Pick<MonthCloseWrites, 'correctionUndone' | 'monthMoved'>;
  userId: string;
  undoable: Undoable;
  onSettled: () => void;
  /** The page's notice style (the same as its other notices). */
  className?: string | undefined;
}) {
  const undoCorrection = useMutation(writes.correctionUndone, { success: (message) => message });
  const moveBack = useMutation(writes.monthMoved, { success: (result) => result.message });
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
    <div className={className} role="status">
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
