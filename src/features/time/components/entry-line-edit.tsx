/** The opened line's edit (entry-line.tsx): the table's edit model (../use-entry-edit.ts) as a form. */
import { type FormEvent } from 'react';
import { Button, FailureNotice, Field } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { weekdayAndDate } from '../../../lib/months';
import { MAX_DESCRIPTION } from '../../../lib/time';
import type { TimeEntry } from '../../../types/api';
import { useEntryEdit } from '../use-entry-edit';
import { BreakFields } from './entry-edit-parts';
import styles from './entry-lines.module.css';

export function EntryLineEdit({ entry, userId, monthNumber, onDone }: { entry: TimeEntry; userId: string; monthNumber: number; onDone: () => void }) {
  const edit = useEntryEdit({ userId, entry, monthNumber, onSaved: onDone });
  const { draft, errors, change, saving, failure, dismiss } = edit;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void edit.submit();
  };

  return (
    <form
      ref={(element) => {
        edit.container.current = element;
      }}
      className={styles.edit}
      onSubmit={submit}
      noValidate
      aria-label={sv.profile.editing(weekdayAndDate(entry.date))}
    >
      <div className={styles.editRow}>
        <Field label={sv.profile.start} type="time" value={draft.start} error={errors.start} onChange={(e) => change({ start: e.target.value })} />
        <Field label={sv.profile.end} type="time" value={draft.end} error={errors.end} onChange={(e) => change({ end: e.target.value })} />
      </div>
      <BreakFields edit={edit} className={styles.breakFields} />
      <Field label={sv.profile.description} value={draft.des} dir="auto" maxLength={MAX_DESCRIPTION} error={errors.des} onChange={(e) => change({ des: e.target.value })} />
      <FailureNotice failure={failure} onDismiss={dismiss} />
      <div className={styles.actions}>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? sv.profile.saving : sv.profile.save}
        </Button>
        <Button
          variant="secondary"
          disabled={saving}
          onClick={() => {
            dismiss();
            onDone();
          }}
        >
          {sv.profile.cancel}
        </Button>
      </div>
    </form>
  );
}
