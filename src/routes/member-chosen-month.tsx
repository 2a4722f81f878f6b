/**
 * The admin's user view's chosen month (member-time-page.tsx): its heading with print and 'Töm
 * månaden', the month's choice, its total with month close's corrections and 'Rätta summorna
 * efter posterna', its supplements (issue 41), and the time feature's entry table. Beside the route, as it composes the two.
 */
import { Button, SelectField } from '../components/ui';
import styles from '../features/staff/components/staff.module.css';
import { CorrectionList } from '../features/month-close/components/correction-list';
import { PrintStatementButton } from '../features/month-close/components/print-statement';
import { TimeEntryTable } from '../features/time/components/time-entry-table';
import { sv } from '../i18n/sv-admin';
import { monthLabel } from '../lib/months';
import { hoursMinutes, toDuration } from '../lib/time';
import type { MonthView, PersonView } from '../person-time/person-view';
import { wagesList } from '../person-time/person-wages';
import type { MonthWages } from '../person-time/wages/month-wages';
import type { User } from '../types/api';

/** Minutes as 'h:mm'. */
export const hmm = (minutes: number) => hoursMinutes(toDuration(minutes));

/** A month's worked time, as person-month.ts computes it (the stored total). */
export const minutesOf = (m: MonthView) => m.pm.minutes;

export interface ChosenMonthProps {
  userId: string;
  user: User;
  view: PersonView;
  current: MonthView | null;
  onChoose: (monthId: string) => void;
  /** The statement's print waits while a correction of the month has no outcome yet. */
  printHeld: boolean;
  clearing: boolean;
  onClear: (mv: MonthView) => void;
  resetting: boolean;
  onReset: (mv: MonthView) => void;
  /** The month's supplements (person-wages.ts), for the line under its time and the print. */
  wages: MonthWages | null;
}

export function ChosenMonth({ userId, user, view, current, onChoose, printHeld, clearing, onClear, resetting, onReset, wages }: ChosenMonthProps) {
  return (
    <section className={styles.section} aria-labelledby="month-heading">
      <div className={styles.sectionHead}>
        <h2 id="month-heading">
          {sv.staff.timeHeading}
          {current ? ` ${monthLabel(current.month)}` : ''}
        </h2>
        {current ? (
          <div className={`${styles.actions} ${styles.noPrint}`}>
            <PrintStatementButton user={user} month={current} wages={wages} disabled={printHeld} />
            <Button variant="danger" disabled={clearing} onClick={() => onClear(current)}>
              {sv.staff.clearMonth}
            </Button>
          </div>
        ) : null}
      </div>
      {!current ? (
        <p>{sv.staff.noMonths}</p>
      ) : (
        <>
          <SelectField
            className={`${styles.selectField} ${styles.noPrint} ${styles.narrow}`}
            label={sv.staff.month}
            value={current.month._id}
            options={view.months.map((m) => ({ value: m.month._id, label: `${monthLabel(m.month)} – ${hmm(minutesOf(m))}` }))}
            onChange={onChoose}
          />
          <p>
            {sv.staff.monthTotal}: <strong className={styles.num}>{hmm(minutesOf(current))}</strong>
          </p>
          {wages ? <p>{sv.wageSettings.memberLine(wagesList(wages.sums))}</p> : null}
          <CorrectionList corrections={current.pm.corrections} />
          {current.pm.correctionMinutes !== 0 ? (
            <div className={styles.noPrint}>
              <Button variant="secondary" disabled={resetting} onClick={() => onReset(current)}>
                {sv.time.totalsFix}
              </Button>
            </div>
          ) : null}
          <TimeEntryTable
            userId={userId}
            entries={current.month.months}
            monthNumber={current.month.MonthNumber}
            months={view.months.map((m) => m.month)}
            unsaved={view.unsaved}
            personnummer={user.personnummer}
            correction={current.pm.correctionMinutes}
            caption={`${sv.staff.timeHeading} ${monthLabel(current.month)}`}
          />
        </>
      )}
    </section>
  );
}
