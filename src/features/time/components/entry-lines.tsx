/**
 * A month's entries on a phone (issue 12 item 7): one line per entry — weekday and date,
 * start–end, worked time, place — newest first, grouped by ISO week with the week's subtotal.
 * A line opens for its details and its actions (Ändra, Flytta, Ta bort); nothing destructive is
 * on the closed line. 'Ta bort' hands the entry to the screen (`onDelete`), which hides it at
 * once and sends the delete only after the undo delay (use-pending-deletes.ts).
 * Only `pageSize` lines are rendered at a time, with 'Visa fler' (issue 12 item 8).
 * The wide screen keeps the table (time-entry-table.tsx); `useNarrowScreen` tells them apart.
 */
import { memo, startTransition, useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useMutation } from '../../../app/use-mutation';
import { Button, FailureNotice, Field, NumberSelect } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { dateParts, formatHoursMinutes, weekdayAndDate, weekdayOf } from '../../../lib/months';
import { BREAK_HOURS, BREAK_MINUTES, MAX_DESCRIPTION, sumDurations, type Duration } from '../../../lib/time';
import type { Month, TimeEntry } from '../../../types/api';
import { draftOf, hasErrors, validateEntryDraft, type EntryDraft, type EntryErrors } from '../entry-edit';
import { entryEdited, entryEditResumed, type UnsavedEdit } from '../months-slice';
import { useMoveEntry } from './move-entry';
import styles from './entry-lines.module.css';

/** Below this width Min sida shows lines; from it on, the table. */
const NARROW = '(max-width: 719.98px)';

function subscribeNarrow(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is phone-wide. Without matchMedia (jsdom) it is not. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribeNarrow,
    () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches,
    () => false,
  );
}

export const PAGE_SIZE = 50;
/** Lines in the first commit (a phone screen's worth); the rest of the page follows in a transition. */
const FIRST_LINES = 15;

export interface EntryLinesProps {
  userId: string;
  entries: TimeEntry[];
  /** The month the entries belong to (sent with deletes and edits). */
  monthNumber: number;
  /** The person's months: the targets of a move. */
  months: Month[];
  unsaved: Record<string, UnsavedEdit>;
  /** Entries deleted a moment ago, not sent yet (undo still possible): not shown. */
  hidden: ReadonlySet<string>;
  onDelete: (entry: TimeEntry, monthNumber: number) => void;
  /** Names the list, e.g. 'Arbetstid 05/2025'. */
  label: string;
  pageSize?: number;
}

/** 'fre 20/11' */
export function shortDay(date: string): string {
  const parts = dateParts(date);
  if (!parts) return date;
  return `${weekdayOf(date).slice(0, 3)} ${parts.day}/${parts.month}`;
}

/** ISO 8601 week number of a 'YYYY-MM-DD' date (0 when it is not one). */
export function isoWeek(date: string): number {
  const parts = dateParts(date);
  if (!parts) return 0;
  const day = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  return Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
}

interface Week {
  week: number;
  total: Duration;
  entries: TimeEntry[];
}

/** Newest first (the stored order reversed for entries of the same day). */
function newestFirst(entries: readonly TimeEntry[]): TimeEntry[] {
  return [...entries].reverse().sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** The shown entries grouped by week; each week's total counts every entry of that week. */
function weeksOf(shown: readonly TimeEntry[], all: readonly TimeEntry[]): Week[] {
  const totals = new Map<number, Duration[]>();
  for (const entry of all) {
    const week = isoWeek(entry.date);
    const list = totals.get(week) ?? [];
    list.push({ hours: entry.total, minutes: entry.half });
    totals.set(week, list);
  }
  const weeks: Week[] = [];
  for (const entry of shown) {
    const week = isoWeek(entry.date);
    const last = weeks[weeks.length - 1];
    if (last && last.week === week) last.entries.push(entry);
    else weeks.push({ week, total: sumDurations(totals.get(week) ?? []), entries: [entry] });
  }
  return weeks;
}


export function EntryLines({ userId, entries, monthNumber, months, unsaved, hidden, onDelete, label, pageSize = PAGE_SIZE }: EntryLinesProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  // A month opens with a screenful of lines at once, then the rest of its first 50 are rendered
  // in a transition, which React splits into short tasks (issue 12 item 8: no long task).
  const [limit, setLimit] = useState(() => Math.min(pageSize, FIRST_LINES));
  useEffect(() => {
    startTransition(() => setLimit((n) => Math.max(n, pageSize)));
  }, [pageSize]);
  const resume = useMutation(entryEditResumed);
  const { askMove, moveDialog } = useMoveEntry({ userId, monthNumber, months });
  const listId = useId();

  const visible = useMemo(() => newestFirst(entries.filter((e) => !hidden.has(e._id))), [entries, hidden]);
  const shown = useMemo(() => (visible.length > limit ? visible.slice(0, limit) : visible), [visible, limit]);
  const weeks = useMemo(() => weeksOf(shown, visible), [shown, visible]);

  const toggle = useCallback((id: string) => setOpenId((open) => (open === id ? null : id)), []);
  const resumeRun = resume.run;
  const retry = useCallback((entryId: string) => void resumeRun({ userId, entryId }), [resumeRun, userId]);
  const remove = useCallback(
    (entry: TimeEntry) => {
      setOpenId(null);
      onDelete(entry, monthNumber);
    },
    [onDelete, monthNumber],
  );


  return (
    <div className={styles.wrap}>
      <FailureNotice failure={resume.failure} onDismiss={resume.dismiss} />
      <div role="group" aria-label={label} id={listId}>
        {weeks.map((week) => {
          const headId = `${listId}-w${week.week}`;
          return (
            <div key={week.week} className={styles.week}>
              <p id={headId} className={styles.weekHead}>
                <span>{sv.profile.week(week.week)}</span>
                <span className={styles.weekTotal}>{formatHoursMinutes(week.total.hours, week.total.minutes)}</span>
              </p>
              <ul className={styles.lines} aria-labelledby={headId}>
                {week.entries.map((entry) => (
                  <Line
                    key={entry._id}
                    entry={entry}
                    open={openId === entry._id}
                    userId={userId}
                    monthNumber={monthNumber}
                    unsaved={unsaved[entry._id]}
                    retrying={resume.pending}
                    onToggle={toggle}
                    onRemove={remove}
                    onMove={askMove}
                    onRetry={retry}
                  />
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      {visible.length > shown.length ? (
        <div className={styles.more}>
          <p className={styles.shownOf} aria-live="polite">
            {sv.profile.shownOf(shown.length, visible.length)}
          </p>
          <Button variant="secondary" onClick={() => setLimit((n) => n + pageSize)}>
            {sv.profile.showMore}
          </Button>
        </div>
      ) : null}

      {moveDialog}
    </div>
  );
}

/** The line's button id: focus comes back to it after an edit or an undo. */
export function lineButtonId(entryId: string): string {
  return `entry-line-${entryId}`;
}

interface LineProps {
  entry: TimeEntry;
  open: boolean;
  userId: string;
  monthNumber: number;
  unsaved: UnsavedEdit | undefined;
  retrying: boolean;
  onToggle: (id: string) => void;
  onRemove: (entry: TimeEntry) => void;
  onMove: (entry: TimeEntry) => void;
  onRetry: (entryId: string) => void;
}

/** One entry; memoized, so opening a line re-renders only the lines that change. */
const Line = memo(function Line({ entry, open, userId, monthNumber, unsaved, retrying, onToggle, onRemove, onMove, onRetry }: LineProps) {
  const [editing, setEditing] = useState(false);
  const panelId = `${lineButtonId(entry._id)}-details`;
  useEffect(() => {
    if (!open) setEditing(false);
  }, [open]);
  return (
    <li className={[styles.line, open ? styles.open : '', unsaved ? styles.unsaved : ''].join(' ')}>
      <button
        id={lineButtonId(entry._id)}
        type="button"
        className={styles.lineButton}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => onToggle(entry._id)}
      >
        <span className={styles.day}>{shortDay(entry.date)}</span>{' '}
        <span className={styles.span}>
          {entry.start}–{entry.end}
        </span>{' '}
        <span className={styles.hours}>{formatHoursMinutes(entry.total, entry.half)}</span>{' '}
        <span className={styles.place}>{entry.des || '–'}</span>
      </button>
      {open ? (
        <div id={panelId} className={styles.details}>
          {unsaved ? (
            <FailureNotice
              failure={{ message: `${sv.time.notFullySaved}: ${sv.time.notFullySavedHelp}` }}
              onRetry={retrying ? undefined : () => onRetry(entry._id)}
            >
              {unsaved.failure.message}
            </FailureNotice>
          ) : null}
          {editing ? (
            <EditForm
              entry={entry}
              userId={userId}
              monthNumber={monthNumber}
              onDone={() => {
                setEditing(false);
                document.getElementById(lineButtonId(entry._id))?.focus();
              }}
            />
          ) : (
            <>
              <dl className={styles.facts}>
                <div>
                  <dt>{sv.profile.colDate}</dt>
                  <dd className={styles.capital}>{weekdayAndDate(entry.date)}</dd>
                </div>
                <div>
                  <dt>{sv.profile.colBreak}</dt>
                  <dd>{sv.profile.breakValue(entry.lunch.hours, entry.lunch.minutes)}</dd>
                </div>
                <div className={styles.wide}>
                  <dt>{sv.profile.colPlace}</dt>
                  <dd>{entry.des || '–'}</dd>
                </div>
                <div className={styles.wide}>
                  <dt>{sv.profile.colMaterials}</dt>
                  <dd>
                    {entry.products.length === 0
                      ? sv.profile.noMaterials
                      : entry.products.map((p) => `${p.name} (${sv.profile.count} ${p.count} · ${sv.profile.sort} ${p.sort})`).join(', ')}
                  </dd>
                </div>
              </dl>
              <div className={styles.actions}>
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  {sv.profile.edit}
                </Button>
                <Button variant="secondary" onClick={() => onMove(entry)}>
                  {sv.profile.move}
                </Button>
                <button type="button" className={styles.remove} onClick={() => onRemove(entry)}>
                  {sv.profile.delete}
                </button>
              </div>
            </>
          )}
        </div>
      ) : null}
    </li>
  );
});

/** The opened line's edit: the same draft, checks and calls as the table's inline edit. */
function EditForm({ entry, userId, monthNumber, onDone }: { entry: TimeEntry; userId: string; monthNumber: number; onDone: () => void }) {
  const [draft, setDraft] = useState<EntryDraft>(() => draftOf(entry));
  const [errors, setErrors] = useState<EntryErrors>({});
  const save = useMutation(entryEdited, { success: (r) => (r.unsaved ? '' : r.message) });
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);

  const change = (patch: Partial<EntryDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (hasErrors(errors)) setErrors(validateEntryDraft(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateEntryDraft(draft);
    setErrors(found);
    if (hasErrors(found)) return;
    const result = await save.run({ userId, entry, draft, monthNumber });
    if (result.ok) onDone();
  };

  return (
    <form ref={formRef} className={styles.edit} onSubmit={(e) => void submit(e)} noValidate aria-label={sv.profile.editing(weekdayAndDate(entry.date))}>
      <div className={styles.editRow}>
        <Field label={sv.profile.start} type="time" value={draft.start} error={errors.start} onChange={(e) => change({ start: e.target.value })} />
        <Field label={sv.profile.end} type="time" value={draft.end} error={errors.end} onChange={(e) => change({ end: e.target.value })} />
      </div>
      <fieldset className={styles.breakFields}>
        <legend>{sv.profile.breakLegend}</legend>
        <NumberSelect label={sv.profile.breakHours} options={BREAK_HOURS} value={draft.breakHours} onChange={(breakHours) => change({ breakHours })} />
        <NumberSelect
          label={sv.profile.breakMinutes}
          options={BREAK_MINUTES}
          value={draft.breakMinutes}
          onChange={(breakMinutes) => change({ breakMinutes })}
        />
      </fieldset>
      <Field label={sv.profile.description} value={draft.des} maxLength={MAX_DESCRIPTION} error={errors.des} onChange={(e) => change({ des: e.target.value })} />
      <FailureNotice failure={save.failure} onDismiss={save.dismiss} />
      <div className={styles.actions}>
        <Button type="submit" disabled={save.pending} aria-busy={save.pending || undefined}>
          {save.pending ? sv.profile.saving : sv.profile.save}
        </Button>
        <Button
          variant="secondary"
          disabled={save.pending}
          onClick={() => {
            save.dismiss();
            onDone();
          }}
        >
          {sv.profile.cancel}
        </Button>
      </div>
    </form>
  );
}

