/**
 * A month's entries on a phone (issue 12 item 7): one line per entry — weekday and date,
 * start–end, worked time, place — newest first, grouped by ISO week with the week's subtotal.
 * A line opens for its details and its actions (Ändra, Flytta, Ta bort); nothing destructive is
 * on the closed line. 'Ta bort' hands the entry to the screen (`onDelete`), which hides it at
 * once and sends the delete only after the undo delay (use-pending-deletes.ts).
 * Windowed like the desk's tables (issue 19, components/windowed-rows.tsx): only the lines
 * near the screen are drawn, whatever the month's length, the page scrolls as one and every
 * line is reached by scrolling; a week's heading is drawn with any of its lines. Each line says
 * its place in its week (aria-posinset / aria-setsize), the open line and the one with focus stay
 * drawn, and printing draws every line. The wide screen keeps the table (time-entry-table.tsx);
 * `useNarrowScreen` tells them apart.
 */
import { Fragment, memo, useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '../../../app/use-mutation';
import { Button, FailureNotice, Field, NumberSelect } from '../../../components/ui';
import { useWindowedRows, type RowEstimate } from '../../../components/windowed-rows';
import { sv } from '../../../i18n/sv';
import { dateParts, formatHoursMinutes, shortWeekdayOf, weekdayAndDate } from '../../../lib/months';
import { BREAK_HOURS, BREAK_MINUTES, MAX_DESCRIPTION, sumDurations, type Duration } from '../../../lib/time';
import type { Month, TimeEntry } from '../../../types/api';
import { draftOf, hasErrors, validateEntryDraft, type EntryDraft, type EntryErrors } from '../../../person-time/entry-edit';
import { entryEdited, entryEditResumed } from '../../../person-time/entry-writes';
import type { UnsavedEdit } from '../../../person-time/months-slice';
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

/**
 * A line's and a week heading's height before they are measured (px): one estimate for both, a
 * line's as Chromium draws one on a phone (a week heading is 25). A drawn line whose height is its
 * estimate changes nothing; each one that differed moved the lines below and drew the month
 * again right after its first paint (issue 28).
 */
const LINE_ESTIMATE: RowEstimate = { table: 58, card: 58, cardsBelow: 0 };

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
  /** A line open from the start: the day just sent, from the receipt's 'Ändra' (issue 25 item 2). */
  initialOpen?: string | null;
}

/** 'fre 20/11' */
export function shortDay(date: string): string {
  const parts = dateParts(date);
  if (!parts) return date;
  return `${shortWeekdayOf(date)} ${parts.day}/${parts.month}`;
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

/** What the list draws, newest first: each week's heading, then its lines. */
type Item =
  | { kind: 'week'; key: string; week: number; total: Duration; size: number }
  | { kind: 'line'; key: string; entry: TimeEntry; week: number; heading: number; place: number; size: number };

/** Newest first (the stored order reversed for entries of the same day). */
function newestFirst(entries: readonly TimeEntry[]): TimeEntry[] {
  return [...entries].reverse().sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** The entries as headings and lines, grouped by week; a week's total counts its shown entries. */
function itemsOf(shown: readonly TimeEntry[]): Item[] {
  const items: Item[] = [];
  let heading: Extract<Item, { kind: 'week' }> | null = null;
  let headingIndex = -1;
  let durations: Duration[] = [];
  const keys = new Set<string>();
  const close = () => {
    if (heading) heading.total = sumDurations(durations);
  };
  for (const entry of shown) {
    const week = isoWeek(entry.date);
    if (!heading || heading.week !== week) {
      close();
      let key: string = `w${week}`;
      while (keys.has(key)) key += '+';
      keys.add(key);
      heading = { kind: 'week', key, week, total: { hours: 0, minutes: 0 }, size: 0 };
      headingIndex = items.length;
      durations = [];
      items.push(heading);
    }
    heading.size += 1;
    durations.push({ hours: entry.total, minutes: entry.half });
    items.push({ kind: 'line', key: entry._id, entry, week, heading: headingIndex, place: heading.size, size: 0 });
  }
  close();
  for (const item of items) if (item.kind === 'line') item.size = (items[item.heading] as Extract<Item, { kind: 'week' }>).size;
  return items;
}

export function EntryLines({ userId, entries, monthNumber, months, unsaved, hidden, onDelete, label, initialOpen = null }: EntryLinesProps) {
  const [openId, setOpenId] = useState<string | null>(initialOpen);
  const resume = useMutation(entryEditResumed);
  const { askMove, moveDialog } = useMoveEntry({ userId, monthNumber, months });
  const listId = useId();

  const items = useMemo(() => itemsOf(newestFirst(entries.filter((e) => !hidden.has(e._id)))), [entries, hidden]);
  const getKey = useCallback((index: number) => items[index]?.key ?? index, [items]);
  const drawnWith = useCallback((index: number) => {
    const item = items[index];
    return item?.kind === 'line' ? item.heading : -1;
  }, [items]);
  const openIndex = useMemo(() => items.findIndex((item) => item.kind === 'line' && item.entry._id === openId), [items, openId]);
  const windowed = useWindowedRows({ count: items.length, estimate: LINE_ESTIMATE, getKey, keep: openIndex, drawnWith });

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

  // The drawn items, by week: a heading and the drawn lines of its week, with the height of the
  // undrawn ones in between.
  const weeks: { heading: number; gapBefore: number; lines: { index: number; gapBefore: number }[] }[] = [];
  for (const row of windowed.rows) {
    const item = items[row.index];
    if (!item) continue;
    if (item.kind === 'week') weeks.push({ heading: row.index, gapBefore: row.gapBefore, lines: [] });
    else weeks[weeks.length - 1]?.lines.push(row);
  }

  return (
    <div className={styles.wrap}>
      <FailureNotice failure={resume.failure} onDismiss={resume.dismiss} />
      <div role="group" aria-label={label} id={listId} ref={windowed.bodyRef}>
        {weeks.map(({ heading, gapBefore, lines }) => {
          const week = items[heading] as Extract<Item, { kind: 'week' }>;
          const headId = `${listId}-w${heading}`;
          return (
            <Fragment key={week.key}>
              <Gap height={gapBefore} />
              <p id={headId} ref={windowed.measure} data-index={heading} className={[styles.weekHead, heading > 0 ? styles.later : ''].join(' ')}>
                <span>{sv.profile.week(week.week)}</span>
                <span className={styles.weekTotal}>{formatHoursMinutes(week.total.hours, week.total.minutes)}</span>
              </p>
              <ul className={styles.lines} aria-labelledby={headId}>
                {lines.map(({ index, gapBefore: gap }) => {
                  const item = items[index] as Extract<Item, { kind: 'line' }>;
                  return (
                    <Fragment key={item.key}>
                      <Gap height={gap} list />
                      <Line
                        entry={item.entry}
                        index={index}
                        place={item.place}
                        size={item.size}
                        measure={windowed.measure}
                        open={openId === item.entry._id}
                        userId={userId}
                        monthNumber={monthNumber}
                        unsaved={unsaved[item.entry._id]}
                        retrying={resume.pending}
                        onToggle={toggle}
                        onRemove={remove}
                        onMove={askMove}
                        onRetry={retry}
                      />
                    </Fragment>
                  );
                })}
              </ul>
            </Fragment>
          );
        })}
        <Gap height={windowed.gapAfter} />
      </div>

      {moveDialog}
    </div>
  );
}

/** Stands for undrawn lines and headings: as tall as they are, invisible, not read out. */
function Gap({ height, list = false }: { height: number; list?: boolean }): ReactNode {
  if (height <= 0) return null;
  return list ? <li aria-hidden="true" className={styles.gap} style={{ height }} /> : <div aria-hidden="true" style={{ height }} />;
}

/** The line's button id: focus comes back to it after an edit or an undo. */
export function lineButtonId(entryId: string): string {
  return `entry-line-${entryId}`;
}

interface LineProps {
  entry: TimeEntry;
  /** Its place among the drawn items (data-index, for the window). */
  index: number;
  /** Its place in its week (1-based) and the week's number of lines. */
  place: number;
  size: number;
  measure: (element: HTMLElement | null) => void;
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
const Line = memo(function Line({ entry, index, place, size, measure, open, userId, monthNumber, unsaved, retrying, onToggle, onRemove, onMove, onRetry }: LineProps) {
  const [editing, setEditing] = useState(false);
  const panelId = `${lineButtonId(entry._id)}-details`;
  useEffect(() => {
    if (!open) setEditing(false);
  }, [open]);
  return (
    <li
      ref={measure}
      data-index={index}
      aria-posinset={place}
      aria-setsize={size}
      className={[styles.line, place === 1 ? styles.first : '', place === size ? styles.last : '', open ? styles.open : '', unsaved ? styles.unsaved : ''].join(' ')}
    >
      <button
        id={lineButtonId(entry._id)}
        type="button"
        className={styles.lineButton}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => onToggle(entry._id)}
      >
        <span className={styles.day}>{shortDay(entry.date)}</span>{' '}
        <span className={styles.span} dir="ltr">
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

