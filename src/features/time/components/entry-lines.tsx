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
 * `useNarrowScreen` (use-narrow-screen.ts) tells them apart. The weeks: entry-weeks.ts; a line:
 * entry-line.tsx; its edit: entry-line-edit.tsx (the table's edit model, ../use-entry-edit.ts).
 */
import { Fragment, useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { useMutation } from '../../../app/use-mutation';
import { FailureNotice } from '../../../components/ui';
import { useWindowedRows, type RowEstimate } from '../../../components/windowed-rows';
import { sv } from '../../../i18n/sv';
import { formatHoursMinutes } from '../../../lib/months';
import type { Month, TimeEntry } from '../../../types/api';
import { entryEditResumedLater } from '../../../person-time/lazy-writes';
import type { UnsavedEdit } from '../../../person-time/months-slice';
import { Line } from './entry-line';
import { itemsOf, newestFirst, type Item } from './entry-weeks';
import { useMoveEntry } from './move-entry';
import styles from './entry-lines.module.css';

/**
 * A line's height before it is measured (px), as Chromium draws one on a phone in Swedish: 58, and
 * 55 below 360 px wide (entry-lines.module.css: a smaller time). A drawn line whose height is its
 * estimate changes nothing; each one that differed moved the lines below and drew the month
 * again right after its first paint (issue 28).
 */
const LINE_ESTIMATE: RowEstimate = { table: 58, card: 55, cardsBelow: 360 };
/** A week's heading: 25, and 12 more above each after the first (`.later`). Each drawn with the month's first lines was a second drawing. */
const WEEK_ESTIMATE = { first: 25, later: 37 };

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
  /** The time kept on the phone, not a fresh read: lines open for their details, without actions (issue 44). */
  readOnly?: boolean;
}

export function EntryLines({ userId, entries, monthNumber, months, unsaved, hidden, onDelete, label, initialOpen = null, readOnly = false }: EntryLinesProps) {
  const [openId, setOpenId] = useState<string | null>(initialOpen);
  const resume = useMutation(entryEditResumedLater);
  const { askMove, moveDialog } = useMoveEntry({ userId, monthNumber, months });
  const listId = useId();

  const items = useMemo(() => itemsOf(newestFirst(entries.filter((e) => !hidden.has(e._id)))), [entries, hidden]);
  const getKey = useCallback((index: number) => items[index]?.key ?? index, [items]);
  const drawnWith = useCallback((index: number) => {
    const item = items[index];
    return item?.kind === 'line' ? item.heading : -1;
  }, [items]);
  const openIndex = useMemo(() => items.findIndex((item) => item.kind === 'line' && item.entry._id === openId), [items, openId]);
  const estimateOf = useCallback((index: number) => (items[index]?.kind === 'week' ? (index === 0 ? WEEK_ESTIMATE.first : WEEK_ESTIMATE.later) : undefined), [items]);
  const windowed = useWindowedRows({ count: items.length, estimate: LINE_ESTIMATE, getKey, keep: openIndex, drawnWith, estimateOf });

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
                        readOnly={readOnly}
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
