/**
 * The time-entry table (SPEC.md §2 'Time-entry table'), shared by Min sida and the admin's user
 * view. Columns: number or personnummer, weekday and date, start, end, break, worked time,
 * place/description, materials, update, delete or cancel, move; footer 'N Timmar och M minuter'.
 * An entry is edited inline (validated per §5, totals corrected per §4), deleted after
 * 'vill du raderar tid', or moved to another of the person's months. After each change the
 * host's `onChanged` refreshes its data in place. Below 720 px wide each row is a card.
 */
import { useId, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { ConfirmDialog, useConfirm } from '../../../components/confirm-dialog';
import { Button, Field, NumberSelect, uiStyles } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { formatHoursMinutes, monthLabel, weekdayAndDate, weekdayOf } from '../../../lib/months';
import { notify } from '../../../lib/notify';
import type { Month, TimeEntry } from '../../../types/api';
import {
  BREAK_HOURS,
  BREAK_MINUTES,
  draftOf,
  hasErrors,
  MAX_DESCRIPTION,
  validateEntryDraft,
  type EntryDraft,
  type EntryErrors,
} from '../entry-edit';
import { failureOf } from '../failure';
import { entriesTotal, entryDeleted, entryEdited, entryMoved } from '../months-slice';
import styles from './time-entry-table.module.css';

export interface TimeEntryTableProps {
  userId: string;
  entries: TimeEntry[];
  /** The month the entries belong to (sent with deletes and totals corrections). */
  monthNumber: number;
  /** The person's months: the targets of a move. */
  months: Month[];
  /** Shown in the first column instead of the row number (admin's user view). */
  personnummer?: string;
  onChanged: () => void;
  /** Names the table for assistive technology, e.g. 'Arbetstid 05/2025'. */
  caption?: string;
}

const NOT_CHOSEN = 'x';

function showFailure(error: unknown): void {
  const failure = failureOf(error);
  if (!failure.silent) void notify('error', failure.message);
}

export function TimeEntryTable({
  userId,
  entries,
  monthNumber,
  months,
  personnummer,
  onChanged,
  caption,
}: TimeEntryTableProps) {
  const dispatch = useAppDispatch();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<{ id: string; draft: EntryDraft; errors: EntryErrors } | null>(null);
  const [saving, setSaving] = useState(false);
  const [moving, setMoving] = useState<{ entry: TimeEntry; target: string; fieldError: string | null; error: string | null; busy: boolean } | null>(null);
  const moveSelectId = useId();
  const total = entriesTotal(entries);

  const targets = uniqueTargets(months, monthNumber);

  const startEdit = (entry: TimeEntry) => {
    setEditing({ id: entry._id, draft: draftOf(entry), errors: {} });
  };

  const change = (patch: Partial<EntryDraft>) => {
    setEditing((current) => (current ? { ...current, draft: { ...current.draft, ...patch } } : current));
  };

  const save = async (entry: TimeEntry) => {
    if (!editing || saving) return;
    const errors = validateEntryDraft(editing.draft);
    if (hasErrors(errors)) {
      setEditing({ ...editing, errors });
      return;
    }
    setSaving(true);
    try {
      const { message } = await dispatch(entryEdited({ userId, entry, draft: editing.draft, monthNumber })).unwrap();
      setEditing(null);
      void notify('success', message);
      onChanged();
    } catch (error) {
      setEditing((current) => (current ? { ...current, errors: {} } : current));
      showFailure(error);
    } finally {
      setSaving(false);
    }
  };

  const remove = async (entry: TimeEntry) => {
    const yes = await confirm(sv.profile.confirmDeleteEntry, { danger: true, confirmLabel: sv.profile.confirmYes });
    if (!yes) return;
    try {
      const message = await dispatch(entryDeleted({ userId, entryId: entry._id, monthNumber })).unwrap();
      void notify('success', message);
      onChanged();
    } catch (error) {
      showFailure(error);
    }
  };

  const move = async () => {
    if (!moving || moving.busy) return;
    if (moving.target === NOT_CHOSEN || !moving.target) {
      setMoving({ ...moving, fieldError: sv.profile.moveRequired });
      return;
    }
    setMoving({ ...moving, fieldError: null, busy: true });
    try {
      const message = await dispatch(entryMoved({ entryId: moving.entry._id, to: Number(moving.target) })).unwrap();
      setMoving(null);
      void notify('success', message);
      onChanged();
    } catch (error) {
      const failure = moveFailure(error);
      if (failure.silent) setMoving(null);
      else setMoving((current) => (current ? { ...current, busy: false, error: failure.message } : current));
    }
  };

  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        {caption ? <caption className={styles.caption}>{caption}</caption> : null}
        <thead>
          <tr>
            <th scope="col">{personnummer ? sv.profile.colPersonnummer : sv.profile.colNumber}</th>
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
        <tbody>
          {entries.map((entry, index) => {
            const day = weekdayAndDate(entry.date);
            const edit = editing?.id === entry._id ? editing : null;
            return (
              <tr key={entry._id} className={edit ? styles.editingRow : undefined} aria-label={sv.profile.rowLabel(day)}>
                <td className={styles.number} data-label={personnummer ? sv.profile.colPersonnummer : sv.profile.colNumber}>
                  {personnummer ?? index + 1}
                </td>
                <td className={styles.date} data-label={sv.profile.colDate}>
                  <span className={styles.weekday}>{weekdayOf(entry.date)}</span> {entry.date}
                </td>
                {edit ? (
                  <>
                    <td className={styles.editCell}>
                      <Field
                        label={sv.profile.start}
                        type="time"
                        value={edit.draft.start}
                        error={edit.errors.start}
                        onChange={(e) => change({ start: e.target.value })}
                        className={styles.compactField}
                      />
                    </td>
                    <td className={styles.editCell}>
                      <Field
                        label={sv.profile.end}
                        type="time"
                        value={edit.draft.end}
                        error={edit.errors.end}
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
                          value={edit.draft.breakHours}
                          onChange={(breakHours) => change({ breakHours })}
                        />
                        <NumberSelect
                          className={styles.breakSelect}
                          label={sv.profile.breakMinutes}
                          options={BREAK_MINUTES}
                          value={edit.draft.breakMinutes}
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
                        value={edit.draft.des}
                        maxLength={MAX_DESCRIPTION}
                        error={edit.errors.des}
                        onChange={(e) => change({ des: e.target.value })}
                        className={styles.compactField}
                      />
                    </td>
                  </>
                ) : (
                  <>
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
                  </>
                )}
                <td data-label={sv.profile.colMaterials} className={styles.materials}>
                  <Materials entry={entry} />
                </td>
                <td className={styles.action}>
                  {edit ? (
                    <Button onClick={() => void save(entry)} disabled={saving} aria-busy={saving || undefined}>
                      {saving ? sv.profile.saving : sv.profile.save}
                    </Button>
                  ) : (
                    <Button variant="secondary" onClick={() => startEdit(entry)} disabled={editing !== null}>
                      {sv.profile.edit}
                    </Button>
                  )}
                </td>
                <td className={styles.action}>
                  {edit ? (
                    <Button variant="secondary" onClick={() => setEditing(null)} disabled={saving}>
                      {sv.profile.cancel}
                    </Button>
                  ) : (
                    <Button variant="danger" onClick={() => void remove(entry)} disabled={editing !== null}>
                      {sv.profile.delete}
                    </Button>
                  )}
                </td>
                <td className={styles.action}>
                  <Button
                    variant="secondary"
                    disabled={editing !== null}
                    onClick={() => setMoving({ entry, target: NOT_CHOSEN, fieldError: null, error: null, busy: false })}
                  >
                    {sv.profile.move}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={11} className={styles.footer}>
              {sv.profile.totalFooter(total.hours, total.minutes)}
            </td>
          </tr>
        </tfoot>
      </table>

      <ConfirmDialog
        open={moving !== null}
        text={sv.profile.moveHeading}
        confirmLabel={sv.profile.moveConfirm}
        busy={moving?.busy ?? false}
        error={moving?.error ?? null}
        initialFocus="content"
        onCancel={() => setMoving(null)}
        onConfirm={() => void move()}
      >
        {moving ? (
          <div className={uiStyles.field}>
            <p className={styles.moveEntry}>{weekdayAndDate(moving.entry.date)}</p>
            <label className={uiStyles.label} htmlFor={moveSelectId}>
              {sv.profile.moveMonth}
            </label>
            <select
              id={moveSelectId}
              className={[uiStyles.input, moving.fieldError ? uiStyles.invalid : ''].join(' ')}
              value={moving.target}
              aria-invalid={moving.fieldError ? true : undefined}
              aria-describedby={moving.fieldError ? `${moveSelectId}-error` : undefined}
              onChange={(e) => setMoving({ ...moving, target: e.target.value, fieldError: null, error: null })}
            >
              <option value={NOT_CHOSEN}>{sv.profile.moveChoose}</option>
              {targets.map((m) => (
                <option key={m.MonthNumber} value={String(m.MonthNumber)}>
                  {monthLabel(m)}
                </option>
              ))}
            </select>
            {targets.length === 0 ? <p className={uiStyles.hint}>{sv.profile.moveNoTargets}</p> : null}
            {moving.fieldError ? (
              <p id={`${moveSelectId}-error`} className={uiStyles.fieldError}>
                {moving.fieldError}
              </p>
            ) : null}
          </div>
        ) : null}
      </ConfirmDialog>
      {dialog}
    </div>
  );
}

/** A failed move shows the server's message, or 'it is a wrong......' when there is none. */
function moveFailure(error: unknown) {
  const failure = failureOf(error, sv.errors.wrong);
  return failure.own && failure.message !== sv.errors.network ? { ...failure, message: sv.errors.wrong } : failure;
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
