/**
 * One month's entries on Min sida: lines grouped by week on a phone (entry-lines.tsx), the
 * table on a wide screen (loaded only there), then 'Skriv ut' and, quietly, 'Ta bort allt den
 * här månaden'. The current month and each opened earlier month show this.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Loader } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { monthLabel } from '../../../lib/months';
import type { MonthView, UnsavedEdit } from '../../../person-time/months-slice';
import type { Month, TimeEntry, User } from '../../../types/api';
import { EntryLines } from './entry-lines';
import styles from './profile-page.module.css';

// The desk's table loads only on a wide screen: a phone never downloads it.
const TimeEntryTable = lazy(() => import('./time-entry-table').then((m) => ({ default: m.TimeEntryTable })));

/** What Min sida shows of the person: their details, with the session's where the read has none. */
export type ProfileUser = Pick<User, 'fullname' | 'email' | 'personnummer' | 'phone' | 'bankaccount'>;

/** The printable statement's button of a month, drawn by the route (it is month close's). */
export type PrintButton = (user: ProfileUser, month: MonthView) => ReactNode;

export interface ProfileMonthProps {
  userId: string;
  user: ProfileUser;
  mv: MonthView;
  narrow: boolean;
  /** The person's months: the targets of a move. */
  months: Month[];
  unsaved: Record<string, UnsavedEdit>;
  /** Entries whose delete waits for its undo: not shown. */
  hidden: ReadonlySet<string>;
  onDeleteEntry: (entry: TimeEntry, monthNumber: number) => void;
  onDeleteMonth: (mv: MonthView) => void;
  /** The line opened from the start (the receipt's 'Ändra'). */
  focusEntry: string | null;
  printButton: PrintButton;
}

export function ProfileMonth({ userId, user, mv, narrow, months, unsaved, hidden, onDeleteEntry, onDeleteMonth, focusEntry, printButton }: ProfileMonthProps) {
  const label = monthLabel(mv.month);
  const entries = mv.month.months;
  const empty = entries.every((e) => hidden.has(e._id));
  return (
    <>
      {empty ? (
        <p className={styles.empty}>{sv.profile.emptyMonth}</p>
      ) : narrow ? (
        <EntryLines
          userId={userId}
          entries={entries}
          monthNumber={mv.month.MonthNumber}
          months={months}
          unsaved={unsaved}
          hidden={hidden}
          onDelete={onDeleteEntry}
          label={sv.profile.entriesCaption(label)}
          initialOpen={focusEntry}
        />
      ) : (
        <Suspense fallback={<Loader />}>
          <TimeEntryTable
            userId={userId}
            entries={entries}
            monthNumber={mv.month.MonthNumber}
            months={months}
            unsaved={unsaved}
            correction={mv.pm.correctionMinutes}
            caption={sv.profile.entriesCaption(label)}
          />
        </Suspense>
      )}
      <div className={styles.monthActions}>
        {printButton(user, mv)}
        {entries.length > 0 ? (
          <button type="button" className={styles.quiet} onClick={() => onDeleteMonth(mv)}>
            {sv.profile.deleteMonth}
          </button>
        ) : null}
      </div>
    </>
  );
}
