/**
 * What was just done — a correction, a correction removed ('Rätta summorna efter posterna') or
 * a move — with its undo ('Ångra') right beside it
 * (issue 16 item 3, DECISIONS.md 23). A merge cannot be undone: then there is no button.
 */
import { useMutation } from '../../../app/use-mutation';
import { Button, FailureNotice } from '../../../components/ui';
import { sv } from '../../../i18n/sv-admin';
import { hoursMinutes, pad2, toDuration } from '../../../lib/time';
import { correctionUndone, totalsCorrected, type CorrectionResult } from '../../../person-time/correction-writes';
import { monthMoved, type MoveResult } from '../../../person-time/month-writes';
import type { ResetResult } from '../../../person-time/totals-reset';
import { DuplicateChoice, type Choice } from './duplicate-choice';
import { signedHours } from './statement-panel';

export interface Undoable {
  text: string;
  undoLabel: string;
  undo:
    | { kind: 'correction'; at: string; monthId: string }
    | { kind: 'reset'; monthId: string; minutes: number }
    | { kind: 'move'; monthId: string; to: number; minutes: number }
    | Choice
    | null;
}

/**
 * A correction as its read-back settled it (issue 27 item 3): saved, as the bar says it
 * ('11/2026 rättad med +1:00: 32:00 → 33:00.'), with its undo; otherwise the stored and the
 * expected figure, never 'saved'. Null while it is pending (the page's pending notice says so).
 */
export function correctionDone(result: CorrectionResult): Undoable | null {
  const label = `${pad2(result.correction.MonthNumber)}/${result.correction.year}`;
  const change = signedHours(result.correction.minutes);
  const hm = (minutes: number) => hoursMinutes(toDuration(minutes));
  const plain = (text: string): Undoable => ({ text, undoLabel: '', undo: null });
  switch (result.state) {
    case 'pending':
    case 'unclear':
      return null;
    case 'notStored':
      return plain(sv.correctionCheck.notStored(label, change, hm(result.after)));
    case 'differs':
      // Back exactly where it was before: its repair came twice too (correction-rule.ts).
      if (result.repaired && result.after + result.correction.minutes === result.expected) {
        return plain(sv.correctionCheck.repairDoubled(label, change, hm(result.after), hm(result.expected)));
      }
      return plain(sv.correctionCheck.differs(label, change, hm(result.after), hm(result.expected)));
    case 'choose':
      // DECISIONS.md 37: the same delta twice, whose cannot be told: the admin chooses.
      return {
        text: sv.correctionCheck.choose(label, change, hm(result.before), hm(result.after)),
        undoLabel: '',
        undo: { kind: 'choice', monthId: result.monthId, minutes: result.correction.minutes, at: result.correction.at, label, change, now: hm(result.after) },
      };
    case 'saved': {
      // The removal of one of two: the correction removed is the opposite of what was sent.
      if (result.removedCopy) return plain(sv.correctionCheck.copyRemoved(label, signedHours(-result.correction.minutes), hm(result.before), hm(result.after)));
      const repaired = [...(result.answerLost ? [sv.time.answerLost] : []), ...(result.repaired ? [sv.time.healed] : [])];
      if (result.undid) return plain([sv.time.correctionUndone(label), ...repaired].join(' '));
      return {
        text: [sv.time.corrected(label, change, hm(result.before), hm(result.after)), ...repaired].join(' '),
        undoLabel: sv.time.undoCorrection(label, change),
        undo: { kind: 'correction', at: result.correction.at, monthId: result.monthId },
      };
    }
  }
}

/** A correction just removed (a stored total set back to its entries): the undo puts it back. */
export function resetDone(result: ResetResult): Undoable {
  const removed = result.removed;
  if (!removed) return { text: result.message, undoLabel: '', undo: null };
  const label = `${pad2(removed.MonthNumber)}/${removed.year}`;
  const change = signedHours(removed.minutes);
  return {
    text: [sv.time.resetDone(label, change), result.message].join(' '),
    undoLabel: sv.time.undoReset(label, change),
    undo: { kind: 'reset', monthId: removed.monthId, minutes: removed.minutes },
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
  userId,
  undoable,
  onSettled,
  className,
}: {
  userId: string;
  undoable: Undoable;
  /** The undo settled: what the bar says next (null: nothing more; a correction still pending is shown by the page). */
  onSettled: (next: Undoable | null) => void;
  /** The page's notice style (the same as its other notices). */
  className?: string | undefined;
}) {
  const undoCorrection = useMutation(correctionUndone);
  const moveBack = useMutation(monthMoved, { success: (result) => result.message });
  const putBack = useMutation(totalsCorrected);
  const failure = undoCorrection.failure ?? moveBack.failure ?? putBack.failure;
  const pending = undoCorrection.pending || moveBack.pending || putBack.pending;
  const { undo } = undoable;
  if (undo?.kind === 'choice') {
    return (
      <DuplicateChoice userId={userId} text={undoable.text} choice={undo} className={className} onRemoved={(result) => onSettled(correctionDone(result))} onSettled={onSettled} />
    );
  }

  async function onUndo() {
    if (!undo) return;
    if (undo.kind === 'move') {
      const moved = await moveBack.run({ userId, monthId: undo.monthId, to: undo.to, promised: undo.minutes });
      if (moved.ok) onSettled(null);
      return;
    }
    // A correction's undo is a correction: what its read-back shows is said, saved or not.
    const result =
      undo.kind === 'correction'
        ? await undoCorrection.run({ userId, monthId: undo.monthId, at: undo.at })
        : await putBack.run({ userId, monthId: undo.monthId, minutes: undo.minutes, at: new Date().toISOString() });
    if (result.ok) onSettled(correctionDone(result.value));
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
        onDismiss={undoCorrection.failure ? undoCorrection.dismiss : moveBack.failure ? moveBack.dismiss : putBack.dismiss}
        {...(failure?.ambiguous ? { onRetry: () => void onUndo() } : {})}
      />
    </div>
  );
}
