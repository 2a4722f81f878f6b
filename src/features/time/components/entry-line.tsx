/** One entry of Min sida's lines (entry-lines.tsx): the closed line, and opened its details and actions or its edit. */
import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { Button } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { formatHoursMinutes, weekdayAndDate } from '../../../lib/months';
import type { UnsavedEdit } from '../../../person-time/months-slice';
import type { TimeEntry } from '../../../types/api';
import { UnsavedNotice } from './entry-edit-parts';
import { shortDay } from './entry-weeks';
import styles from './entry-lines.module.css';

// The edit's form and checks load at the first 'Ändra' (busy until they are here), or once the
// month is drawn and the page idle (profile-screen.tsx), never before the month (issue 44).
export const loadLineEdit = () => import('./entry-line-edit');
const EntryLineEdit = lazy(() => loadLineEdit().then((m) => ({ default: m.EntryLineEdit })));

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
  /** No actions: the time kept on the phone is shown (issue 44). */
  readOnly: boolean;
}

/** One entry; memoized, so opening a line re-renders only the lines that change. */
export const Line = memo(function Line({ entry, index, place, size, measure, open, userId, monthNumber, unsaved, retrying, onToggle, onRemove, onMove, onRetry, readOnly }: LineProps) {
  const [editing, setEditing] = useState(false);
  const [opening, setOpening] = useState(false);
  const edit = () => {
    if (opening) return;
    setOpening(true);
    void loadLineEdit().then(
      () => {
        setOpening(false);
        setEditing(true);
      },
      // Not fetched (offline): the line stays as it was, 'Ändra' can be pressed again.
      () => setOpening(false),
    );
  };
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
        <span className={styles.place}>
          <bdi>{entry.des || '–'}</bdi>
        </span>
      </button>
      {open ? (
        <div id={panelId} className={styles.details}>
          {unsaved ? <UnsavedNotice unsaved={unsaved} retrying={retrying} onRetry={() => onRetry(entry._id)} /> : null}
          {editing ? (
            <Suspense fallback={null}>
              <EntryLineEdit
                entry={entry}
                userId={userId}
                monthNumber={monthNumber}
                onDone={() => {
                  setEditing(false);
                  document.getElementById(lineButtonId(entry._id))?.focus();
                }}
              />
            </Suspense>
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
                  <dd>
                    <bdi>{entry.des || '–'}</bdi>
                  </dd>
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
              {readOnly ? null : (
                <div className={styles.actions}>
                  <Button variant="secondary" onClick={edit} disabled={opening} aria-busy={opening || undefined}>
                    {sv.profile.edit}
                  </Button>
                  <Button variant="secondary" onClick={() => onMove(entry)}>
                    {sv.profile.move}
                  </Button>
                  <button type="button" className={styles.remove} onClick={() => onRemove(entry)}>
                    {sv.profile.delete}
                  </button>
                </div>
              )}
            </>
          )}
        </div>
      ) : null}
    </li>
  );
});
