/**
 * One month's entries on Min sida: the month's unsocial hours ('Arbetad tid 69:30, varav kväll
 * 4:00, helg 8:00', issue 41) where it has some, lines grouped by week on a phone
 * (entry-lines.tsx), the table on a wide screen (loaded only there), then 'Skriv ut' and,
 * quietly, 'Ta bort allt den här månaden'. The current month and each opened earlier month show this.
 * The supplements are the wage rules' (person-time/person-wages.ts) under the preset windows: the
 * rules are the company's, and the admin's settings live in the admin's browser, not on the phone.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Loader } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { monthLabel } from '../../../lib/months';
import { hoursMinutes, type Duration } from '../../../lib/time';
import type { UnsavedEdit } from '../../../person-time/months-slice';
import type { MonthView } from '../../../person-time/person-view';
import { personWages, wagesList } from '../../../person-time/person-wages';
import type { WageRecord } from '../../../person-time/wages/month-wages';
import { UNSOCIAL_KINDS, WAGE_PRESET } from '../../../person-time/wages/settings';
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
  /** All the person's month records (the month's first week may begin in the month before). */
  records: readonly WageRecord[];
  /** A month's worked time as shown (without the entries whose delete waits). */
  totalOf: (mv: MonthView) => Duration;
  /** The time kept on the phone is shown, not a fresh read: nothing is written from it (issue 44). */
  readOnly: boolean;
}

/** The month's unsocial hours under the preset; the entries whose delete waits are left out, as from the total. */
function unsocialLine(userId: string, mv: MonthView, records: readonly WageRecord[], hidden: ReadonlySet<string>, total: Duration): string | null {
  const shown = hidden.size === 0 ? records : records.map((r) => ({ ...r, entries: r.entries.filter((e) => !hidden.has((e as { _id?: string })._id ?? '')) }));
  // Additional time and overtime depend on the person's weekly hours, kept with the admin: not here.
  const list = wagesList(personWages(shown, mv.year, mv.month.MonthNumber, WAGE_PRESET, userId).sums, UNSOCIAL_KINDS);
  return list ? sv.wages.line(hoursMinutes(total), list) : null;
}

export function ProfileMonth(props: ProfileMonthProps) {
  const { userId, user, mv, narrow, months, unsaved, hidden, onDeleteEntry, onDeleteMonth, focusEntry, printButton } = props;
  const label = monthLabel(mv.month);
  const entries = mv.month.months;
  const empty = entries.every((e) => hidden.has(e._id));
  const unsocial = unsocialLine(userId, mv, props.records, hidden, props.totalOf(mv));
  return (
    <>
      {unsocial ? <p className={styles.wagesLine}>{unsocial}</p> : null}
      {empty ? (
        <p className={styles.empty}>{sv.profile.emptyMonth}</p>
      ) : narrow || props.readOnly ? (
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
          readOnly={props.readOnly}
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
        {entries.length > 0 && !props.readOnly ? (
          <button type="button" className={styles.quiet} onClick={() => onDeleteMonth(mv)}>
            {sv.profile.deleteMonth}
          </button>
        ) : null}
      </div>
    </>
  );
}
