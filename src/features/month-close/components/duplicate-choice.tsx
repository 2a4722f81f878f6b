/**
 * The same correction stored twice, and whether by the browser's own resend or by another admin
 * in the same seconds cannot be told (DECISIONS.md 37): nothing was removed on its own. The bar
 * says the month's figure before and now and both explanations; the admin removes one of the two
 * (a correction of the opposite sign, sent once and read back) or keeps both (nothing is sent).
 */
import { useMutation } from '../../../app/use-mutation';
import { Button, FailureNotice } from '../../../components/ui';
import { sv } from '../../../i18n/sv-admin';
import { duplicateRemoved, type CorrectionResult } from '../../../person-time/correction-writes';
import type { Undoable } from './undo-bar';

export interface Choice {
  kind: 'choice';
  monthId: string;
  /** The correction that came twice (signed minutes) and its note. */
  minutes: number;
  at: string;
  /** 'MM/YYYY', the change as shown ('+1:00'), the month's figure now ('34:00'). */
  label: string;
  change: string;
  now: string;
}

export function DuplicateChoice({
  userId,
  text,
  choice,
  className,
  onRemoved,
  onSettled,
}: {
  userId: string;
  text: string;
  choice: Choice;
  className?: string | undefined;
  /** One of the two was removed: what its read-back shows. */
  onRemoved: (result: CorrectionResult) => void;
  onSettled: (next: Undoable | null) => void;
}) {
  const remove = useMutation(duplicateRemoved);
  const { label, change } = choice;

  async function onRemove() {
    const result = await remove.run({ userId, monthId: choice.monthId, minutes: choice.minutes, at: choice.at });
    if (result.ok) onRemoved(result.value);
  }

  return (
    <div className={className} role="status">
      <p>{text}</p>
      <Button disabled={remove.pending} onClick={() => void onRemove()} aria-label={sv.correctionCheck.removeOneLabel(label, change)}>
        {sv.correctionCheck.removeOne}
      </Button>{' '}
      <Button
        variant="secondary"
        disabled={remove.pending}
        onClick={() => onSettled({ text: sv.correctionCheck.keptBoth(label, change, choice.now), undoLabel: '', undo: null })}
        aria-label={sv.correctionCheck.keepBothLabel(label, change)}
      >
        {sv.correctionCheck.keepBoth}
      </Button>
      <FailureNotice failure={remove.failure} onDismiss={remove.dismiss} {...(remove.failure?.ambiguous ? { onRetry: () => void onRemove() } : {})} />
    </div>
  );
}
