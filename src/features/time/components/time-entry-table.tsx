/**
 * The time-entry table (SPEC.md §2 'Time-entry table'), shared by Min sida and the admin's user
 * view. Columns: number or personnummer, weekday and date, start, end, break, worked time,
 * place/description, materials, update, delete or cancel, move; footer 'N Timmar och M minuter'.
 * An entry is edited inline (validated per §5, totals corrected per §4), deleted after
 * 'vill du raderar tid', or moved to another of the person's months. After each change the
 * time owner (months-slice) reads the person's time again, so every view agrees. An edit whose
 * later calls fail stays 'Inte helt sparat' with 'Försök igen'. Below 720 px wide each row is a card.
 */
import { memo, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useMutation } from '../../../app/use-mutation';
import { useConfirm } from '../../../components/confirm-dialog';
import { WindowedBody, type RowEstimate } from '../../../components/windowed-rows';
import { Button, FailureNotice, Field, NumberSelect } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { formatHoursMinutes, weekdayAndDate, weekdayOf } from '../../../lib/months';
import { BREAK_HOURS, BREAK_MINUTES, hoursMinutes, MAX_DESCRIPTION, toDuration, toMinutes } from '../../../lib/time';
import type { Month, TimeEntry } from '../../../types/api';
import { draftOf, hasErrors, validateEntryDraft, type EntryDraft, type EntryErrors } from '../../../person-time/entry-edit';
import { entryDeleted, entryEdited, entryEditResumed } from '../../../person-time/entry-writes';
import { entriesTotal, type UnsavedEdit } from '../../../person-time/months-slice';
import { useMoveEntry } from './move-entry';
import styles from './time-entry-table.module.css';

export interface TimeEntryTableProps {
  userId: string;
  entries: TimeEntry[];
  /** The month the entries belong to (sent with deletes and totals corrections). */
  monthNumber: number;
  /** The person's months: the targets of a move. */
  months: Month[];
  /** Edits of this person that are not fully saved (the time owner keeps them). */
  unsaved: Record<string, UnsavedEdit>;
  /** Shown in the first column instead of the row number (admin's user view). */
  personnummer?: string;
  /** Names the table for assistive technology, e.g. 'Arbetstid 05/2025'. */
  caption?: string;
  /**
   * The month's correction (its stored total minus the entries, person-month.ts), signed minutes:
   * the footer gives the month's time with it and names it, so it agrees with 'Månadens tid'.
   */
  correction?: number;
}

/** A row's height before it is measured: a desk's table row, a card below 720 px (12 px apart). */
const ROW_ESTIMATE: RowEstimate = { table: 49, card: 420, cardsBelow: 720, cardGap: 12 };

export function TimeEntryTable({ userId, entries, monthNumber, months, unsaved, personnummer, caption, correction = 0 }: TimeEntryTableProps) {
  const { confirm, dialog } = useConfirm();
  const [editingId, setEditingId] = useState<string | null>(null);
  const save = useMutation(entryEdited, { success: (r) => (r.unsaved ? '' : r.message) });
  const resume = useMutation(entryEditResumed);
  const remove = useMutation(entryDeleted, { success: (message) => message });
  const { askMove, moveDialog } = useMoveEntry({ userId, monthNumber, months });
  const fromEntries = entriesTotal(entries);
  const total = toDuration(toMinutes(fromEntries) + correction);
  // Where focus goes back after an edit: the row's 'Ändra'.
  const returnFocus = useRef<string | null>(null);

  const startEdit = useCallback((id: string) => {
    setEditingId(id);
  }, []);

  const closeEdit = useCallback(() => {
    setEditingId((id) => {
      returnFocus.current = id;
      return null;
    });
  }, []);

  // An edit not fully saved stays in the store while the app is open (and shows again on
  // coming back); leaving the app with one asks first (issue 10 item 6).
  const hasUnsaved = Object.keys(unsaved).length > 0;
  useEffect(() => {
    if (!hasUnsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsaved]);

  useEffect(() => {
    if (editingId !== null || !returnFocus.current) return;
    document.getElementById(editButtonId(returnFocus.current))?.focus();
    returnFocus.current = null;
  }, [editingId]);

  // The rows' callbacks depend on the mutations' `run` only (stable), never on their pending
  // state: a save does not redraw every row (issue 19).
  const runSave = save.run;
  const runResume = resume.run;
  const runRemove = remove.run;
  const saveEdit = useCallback(
    async (entry: TimeEntry, draft: EntryDraft) => {
      const result = await runSave({ userId, entry, draft, monthNumber });
      if (result.ok) closeEdit();
    },
    [runSave, userId, monthNumber, closeEdit],
  );

  const retry = useCallback((entryId: string) => void runResume({ userId, entryId }), [runResume, userId]);

  const askRemove = useCallback(
    async (entry: TimeEntry) => {
      const yes = await confirm(sv.profile.confirmDeleteEntry, { danger: true, confirmLabel: sv.profile.confirmYes });
      if (yes) await runRemove({ userId, entryId: entry._id, monthNumber });
    },
    [confirm, runRemove, userId, monthNumber],
  );


  const numberLabel = personnummer ? sv.profile.colPersonnummer : sv.profile.colNumber;
  const editingIndex = editingId === null ? -1 : entries.findIndex((entry) => entry._id === editingId);
  return (
    <div className={styles.wrap}>
      <FailureNotice failure={remove.failure ?? resume.failure} onDismiss={remove.failure ? remove.dismiss : resume.dismiss} />
      <table className={styles.table} aria-rowcount={entries.length + 2}>
        {caption ? <caption className={styles.caption}>{caption}</caption> : null}
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">{numberLabel}</th>
            <th scope="col">{sv.profile.colDate}</th>
            <th scope="col">{sv.profile.colStart}</th>
            <th scope="col">{sv.profile.colEnd}</th>
            <th scope="col">{sv.profile.colBreak}</th>
            <th scope="col">{sv.profile.colWorked}</th>
            <th scope="col">{sv.profile.colPlace}</th>
            <th scope="col">{sv.profile.colMaterials}</th>
            <th scope="col">{sv.profile.colUpdate}</th>
            <th scope="col">{sv.profile.colDelete}</th>
            <th scope="col">{sv.profile.colMove}</th>
          </tr>
        </thead>
        {/* Only the rows near the screen are drawn, whatever the month's length (issue 19); the
            row being edited stays drawn (its draft lives in it) wherever the page is scrolled. */}
        <WindowedBody
          items={entries}
          estimate={ROW_ESTIMATE}
          keyOf={entryKey}
          keep={editingIndex}
          row={(entry, index, measure) => {
            const shared = { entry, index, number: personnummer ?? String(index + 1), numberLabel, measure };
            return entry._id === editingId ? (
              <EditRow
                {...shared}
                saving={save.pending}
                failure={save.failure}
                onDismissFailure={save.dismiss}
                onSave={saveEdit}
                onCancel={closeEdit}
              />
            ) : (
              <Row
                {...shared}
                unsaved={unsaved[entry._id]}
                retrying={resume.pending}
                onEdit={startEdit}
                onRemove={askRemove}
                onMove={askMove}
                onRetry={retry}
              />
            );
          }}
        />
        <tfoot>
          <tr aria-rowindex={entries.length + 2}>
            <td colSpan={11} className={styles.footer}>
              {correction === 0
                ? sv.profile.totalFooter(total.hours, total.minutes)
                : sv.profile.totalFooterCorrected(total.hours, total.minutes, hoursMinutes(fromEntries), `${correction < 0 ? '−' : '+'}${hoursMinutes(toDuration(Math.abs(correction)))}`)}
            </td>
          </tr>
        </tfoot>
      </table>

      {moveDialog}
      {dialog}
    </div>
  );
}

const entryKey = (entry: TimeEntry) => entry._id;

function editButtonId(entryId: string): string {
  return `entry-edit-${entryId}`;
}

interface RowProps {
  entry: TimeEntry;
  /** Its place in the month (0-based): the row's aria-rowindex and its stripe. */
  index: number;
  /** Measures the drawn row for the window (useWindowedRows). */
  measure: (element: HTMLElement | null) => void;
  number: string;
  numberLabel: string;
  unsaved: UnsavedEdit | undefined;
  retrying: boolean;
  onEdit: (id: string) => void;
  onRemove: (entry: TimeEntry) => void;
  onMove: (entry: TimeEntry) => void;
  onRetry: (entryId: string) => void;
}

/** A row as shown; memoized, so opening another row's edit re-renders only the two rows. */
const Row = memo(function Row({ entry, index, measure, number, numberLabel, unsaved, retrying, onEdit, onRemove, onMove, onRetry }: RowProps) {
  return (
    <>
      <tr
        ref={measure}
        data-index={index}
        aria-rowindex={index + 2}
        className={[unsaved ? styles.unsavedRow : '', index % 2 === 1 ? styles.even : ''].join(' ') || undefined}
        aria-label={sv.profile.rowLabel(weekdayAndDate(entry.date))}
      >
        <td className={styles.number} data-label={numberLabel}>
          {number}
        </td>
        <DateCell date={entry.date} />
        <td data-label={sv.profile.colStart} className={styles.stat}>
          {entry.start}
        </td>
        <td data-label={sv.profile.colEnd} className={styles.stat}>
          {entry.end}
        </td>
        <td data-label={sv.profile.colBreak} className={styles.stat}>
          {sv.profile.breakValue(entry.lunch.hours, entry.lunch.minutes)}
        </td>
        <td data-label={sv.profile.colWorked} className={`${styles.stat} ${styles.worked}`}>
          {formatHoursMinutes(entry.total, entry.half)}
        </td>
        <td data-label={sv.profile.colPlace} className={styles.place}>
          {entry.des}
        </td>
        <td data-label={sv.profile.colMaterials} className={styles.materials}>
          <Materials entry={entry} />
        </td>
        <td className={styles.action}>
          <Button id={editButtonId(entry._id)} variant="secondary" onClick={() => onEdit(entry._id)}>
            {sv.profile.edit}
          </Button>
        </td>
        <td className={styles.action}>
          <Button variant="danger" onClick={() => onRemove(entry)}>
            {sv.profile.delete}
          </Button>
        </td>
        <td className={styles.action}>
          <Button variant="secondary" onClick={() => onMove(entry)}>
            {sv.profile.move}
          </Button>
        </td>
      </tr>
      {unsaved ? (
        <tr className={styles.noticeRow}>
          <td colSpan={11}>
            <FailureNotice
              failure={{ message: `${sv.time.notFullySaved}: ${sv.time.notFullySavedHelp}` }}
              onRetry={retrying ? undefined : () => onRetry(entry._id)}
            >
              {unsaved.failure.message}
            </FailureNotice>
          </td>
        </tr>
      ) : null}
    </>
  );
});

function DateCell({ date }: { date: string }) {
  return (
    <td className={styles.date} data-label={sv.profile.colDate}>
      <span className={styles.weekday}>{weekdayOf(date)}</span> {date}
    </td>
  );
}

/** The row being edited: its draft lives here, so a keystroke re-renders this row only. */
function EditRow({
  entry,
  index,
  measure,
  number,
  numberLabel,
  saving,
  failure,
  onDismissFailure,
  onSave,
  onCancel,
}: {
  entry: TimeEntry;
  index: number;
  measure: (element: HTMLElement | null) => void;
  number: string;
  numberLabel: string;
  saving: boolean;
  failure: { message: string } | null;
  onDismissFailure: () => void;
  onSave: (entry: TimeEntry, draft: EntryDraft) => Promise<void>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<EntryDraft>(() => draftOf(entry));
  const [errors, setErrors] = useState<EntryErrors>({});
  const rowRef = useRef<HTMLTableRowElement>(null);

  useEffect(() => {
    // The row's first field takes focus; the date stays in view.
    rowRef.current?.querySelector('input')?.focus();
  }, []);

  const change = (patch: Partial<EntryDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    // An error already shown goes as soon as its field is valid (DECISIONS.md 19).
    if (hasErrors(errors)) setErrors(validateEntryDraft(next));
  };

  const submit = () => {
    const found = validateEntryDraft(draft);
    setErrors(found);
    if (hasErrors(found)) return;
    void onSave(entry, draft);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDismissFailure();
      onCancel();
    } else if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
      event.preventDefault();
      submit();
    }
  };

  return (
    <>
      <tr
        ref={(element) => {
          rowRef.current = element;
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
          <Field
            label={sv.profile.end}
            type="time"
            value={draft.end}
            error={errors.end}
            onChange={(e) => change({ end: e.target.value })}
            className={styles.compactField}
          />
        </td>
        <td className={styles.editCell}>
          <fieldset className={styles.breakFields}>
            <legend>{sv.profile.breakLegend}</legend>
            <NumberSelect
              className={styles.breakSelect}
              label={sv.profile.breakHours}
              options={BREAK_HOURS}
              value={draft.breakHours}
              onChange={(breakHours) => change({ breakHours })}
            />
            <NumberSelect
              className={styles.breakSelect}
              label={sv.profile.breakMinutes}
              options={BREAK_MINUTES}
              value={draft.breakMinutes}
              onChange={(breakMinutes) => change({ breakMinutes })}
            />
          </fieldset>
        </td>
        <td data-label={sv.profile.colWorked} className={`${styles.stat} ${styles.worked}`}>
          {formatHoursMinutes(entry.total, entry.half)}
        </td>
        <td className={styles.editCell}>
          <Field
            label={sv.profile.description}
            value={draft.des}
            maxLength={MAX_DESCRIPTION}
            error={errors.des}
            onChange={(e) => change({ des: e.target.value })}
            className={styles.compactField}
          />
        </td>
        <td data-label={sv.profile.colMaterials} className={styles.materials}>
          <Materials entry={entry} />
        </td>
        <td className={styles.action}>
          <Button onClick={submit} disabled={saving} aria-busy={saving || undefined}>
            {saving ? sv.profile.saving : sv.profile.save}
          </Button>
        </td>
        <td className={styles.action}>
          <Button
            variant="secondary"
            onClick={() => {
              onDismissFailure();
              onCancel();
            }}
            disabled={saving}
          >
            {sv.profile.cancel}
          </Button>
        </td>
        <td className={styles.action} />
      </tr>
      {failure ? (
        <tr className={styles.noticeRow}>
          <td colSpan={11}>
            <FailureNotice failure={failure} onDismiss={onDismissFailure} />
          </td>
        </tr>
      ) : null}
    </>
  );
}


function Materials({ entry }: { entry: TimeEntry }) {
  if (entry.products.length === 0) return <span className={styles.none}>–</span>;
  return (
    <ul className={styles.productList}>
      {entry.products.map((p, i) => (
        <li key={`${p.name}-${i}`}>
          <span className={styles.productName}>{p.name}</span>{' '}
          <span className={styles.productCount}>
            {sv.profile.count} {p.count} · {sv.profile.sort} {p.sort}
          </span>
        </li>
      ))}
    </ul>
  );
}
