/**
 * The time-entry table (SPEC.md §2 'Time-entry table'), shared by Min sida and the admin's user
 * view. Columns: number or personnummer, weekday and date, start, end, break, worked time,
 * place/description, materials, update, delete or cancel, move; footer 'N Timmar och M minuter'.
 * An entry is edited inline (validated per §5, totals corrected per §4), deleted after
 * 'vill du raderar tid', or moved to another of the person's months. After each change the
 * time owner (months-slice) reads the person's time again, so every view agrees. An edit whose
 * later calls fail stays 'Inte helt sparat' with 'Försök igen'. Below 720 px wide each row is a card.
 * A row as shown: entry-row.tsx; the row being edited: entry-edit-row.tsx (the edit's model is
 * ../use-entry-edit.ts, shared with the phone's lines).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '../../../app/use-mutation';
import { useConfirm } from '../../../components/confirm-dialog';
import { WindowedBody, type RowEstimate } from '../../../components/windowed-rows';
import { FailureNotice } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { hoursMinutes, toDuration, toMinutes } from '../../../lib/time';
import type { Month, TimeEntry } from '../../../types/api';
import { entryDeletedLater, entryEditResumedLater } from '../../../person-time/lazy-writes';
import { type UnsavedEdit } from '../../../person-time/months-slice';
import { entriesTotal } from '../../../person-time/person-view';
import { EditRow } from './entry-edit-row';
import { editButtonId, Row } from './entry-row';
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
  const resume = useMutation(entryEditResumedLater);
  const remove = useMutation(entryDeletedLater, { success: (message) => message });
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
  // state: a delete does not redraw every row (issue 19). The edited row saves itself (entry-edit-row.tsx).
  const runResume = resume.run;
  const runRemove = remove.run;
  const retry = useCallback((entryId: string) => void runResume({ userId, entryId }), [runResume, userId]);

  const askRemove = useCallback(
    // A click handler returns nothing: the question and the removal run on their own.
    (entry: TimeEntry) =>
      void confirm(sv.profile.confirmDeleteEntry, { danger: true, confirmLabel: sv.profile.confirmYes }).then((yes) =>
        yes ? runRemove({ userId, entryId: entry._id, monthNumber }) : undefined,
      ),
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
              <EditRow {...shared} userId={userId} monthNumber={monthNumber} onClose={closeEdit} />
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
