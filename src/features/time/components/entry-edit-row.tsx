/** The time-entry table's row being edited (time-entry-table.tsx): the edit's model (use-entry-edit.ts) in cells. */
import { type KeyboardEvent } from 'react';
import { Button, FailureNotice, Field } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { weekdayAndDate } from '../../../lib/months';
import { MAX_DESCRIPTION } from '../../../lib/time';
import { useEntryEdit } from '../use-entry-edit';
import { BreakFields } from './entry-edit-parts';
import { DateCell, MaterialsCell, WorkedCell, type RowBase } from './entry-row';
import styles from './time-entry-table.module.css';

interface EditRowProps extends RowBase {
  userId: string;
  monthNumber: number;
  /** Saved, cancelled or left with Escape. */
  onClose: () => void;
}

/** The row being edited: its draft lives here, so a keystroke re-renders this row only. */
export function EditRow({ entry, index, measure, number, numberLabel, userId, monthNumber, onClose }: EditRowProps) {
  const edit = useEntryEdit({ userId, entry, monthNumber, onSaved: onClose });
  const { draft, errors, change, saving, failure, dismiss } = edit;
  const cancel = () => {
    dismiss();
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    } else if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
      event.preventDefault();
      void edit.submit();
    }
  };

  return (
    <>
      <tr
        ref={(element) => {
          edit.container.current = element;
          measure(element);
        }}
        data-index={index}
        aria-rowindex={index + 2}
        className={styles.editingRow}
        aria-label={sv.profile.rowLabel(weekdayAndDate(entry.date))}
        onKeyDown={onKeyDown}
      >
        <td className={styles.number} data-label={numberLabel}>
          {number}
        </td>
        <DateCell date={entry.date} />
        <td className={styles.editCell}>
          <Field
            label={sv.profile.start}
            type="time"
            value={draft.start}
            error={errors.start}
            onChange={(e) => change({ start: e.target.value })}
            className={styles.compactField}
          />
        </td>
        <td className={styles.editCell}>
          <Field label={sv.profile.end} type="time" value={draft.end} error={errors.end} onChange={(e) => change({ end: e.target.value })} className={styles.compactField} />
        </td>
        <td className={styles.editCell}>
          <BreakFields edit={edit} className={styles.breakFields} selectClassName={styles.breakSelect} />
        </td>
        <WorkedCell entry={entry} />
        <td className={styles.editCell}>
          <Field
            label={sv.profile.description}
            value={draft.des}
            dir="auto"
            maxLength={MAX_DESCRIPTION}
            error={errors.des}
            onChange={(e) => change({ des: e.target.value })}
            className={styles.compactField}
          />
        </td>
        <MaterialsCell entry={entry} />
        <td className={styles.action}>
          <Button onClick={() => void edit.submit()} disabled={saving} aria-busy={saving || undefined}>
            {saving ? sv.profile.saving : sv.profile.save}
          </Button>
        </td>
        <td className={styles.action}>
          <Button variant="secondary" onClick={cancel} disabled={saving}>
            {sv.profile.cancel}
          </Button>
        </td>
        <td className={styles.action} />
      </tr>
      {failure ? (
        <tr className={styles.noticeRow}>
          <td colSpan={11}>
            <FailureNotice failure={failure} onDismiss={dismiss} />
          </td>
        </tr>
      ) : null}
    </>
  );
}
