/**
 * The printable monthly statement (SPEC.md §2 'Profile screen' print action): a clean A4
 * document for one person and one month. 'Skriv ut' opens the browser's print dialog (where
 * "Save as PDF" gives the PDF). react-to-print is loaded only on the first click.
 */
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { formatHoursMinutes, monthLabel, weekdayOf } from '../../../lib/months';
import type { Month, User } from '../../../types/api';
import { entriesTotal, type MonthView } from '../months-slice';
import { hoursMinutes, toDuration } from '../../../lib/time';
import styles from './print-statement.module.css';

const PrintRunner = lazy(() => import('../../../components/print-runner'));

export interface PrintStatementProps {
  user: Pick<User, 'fullname' | 'personnummer'>;
  month: Month;
}

export function Statement({ user, month }: PrintStatementProps) {
  const label = monthLabel(month);
  const total = entriesTotal(month.months);
  return (
    <article className={styles.statement} aria-label={`${sv.profile.statementHeading} ${label}`}>
      <header className={styles.head}>
        <p className={styles.company}>{sv.app.company}</p>
        <h1 className={styles.title}>{sv.profile.statementHeading}</h1>
        <dl className={styles.facts}>
          <div>
            <dt>{sv.profile.name}</dt>
            <dd>{user.fullname}</dd>
          </div>
          <div>
            <dt>{sv.profile.personnummer}</dt>
            <dd>{user.personnummer || '–'}</dd>
          </div>
          <div>
            <dt>{sv.profile.statementMonth}</dt>
            <dd>{label}</dd>
          </div>
        </dl>
      </header>
      {month.months.length === 0 ? (
        <p>{sv.profile.statementEmpty}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{sv.profile.colDate}</th>
              <th scope="col">{sv.profile.colStart}</th>
              <th scope="col">{sv.profile.colEnd}</th>
              <th scope="col">{sv.profile.colBreak}</th>
              <th scope="col">{sv.profile.colWorked}</th>
              <th scope="col">{sv.profile.colPlace}</th>
              <th scope="col">{sv.profile.colMaterials}</th>
            </tr>
          </thead>
          <tbody>
            {month.months.map((entry) => (
              <tr key={entry._id}>
                <td className={styles.nowrap}>
                  <span className={styles.weekday}>{weekdayOf(entry.date)}</span> {entry.date}
                </td>
                <td>{entry.start}</td>
                <td>{entry.end}</td>
                <td className={styles.nowrap}>{sv.profile.breakValue(entry.lunch.hours, entry.lunch.minutes)}</td>
                <td className={styles.nowrap}>{formatHoursMinutes(entry.total, entry.half)}</td>
                <td>{entry.des}</td>
                <td>
                  {entry.products.length === 0
                    ? '–'
                    : entry.products.map((p, i) => (
                        <div key={`${p.name}-${i}`}>
                          {p.name} ({p.count} {p.sort})
                        </div>
                      ))}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {sv.profile.statementTotal}
              </th>
              <td colSpan={3}>{sv.profile.totalFooter(total.hours, total.minutes)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </article>
  );
}

/** 'Skriv ut' for anything printable: renders it hidden, prints it through the shared runner. */
export function PrintButton({
  label,
  title,
  disabled = false,
  children,
}: {
  label: string;
  title: string;
  disabled?: boolean;
  /** What is printed; rendered only while printing. */
  children: () => ReactNode;
}) {
  const [printing, setPrinting] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setPrinting(true)} disabled={printing || disabled} aria-busy={printing || undefined}>
        {label}
      </Button>
      {printing ? (
        <>
          <div className={styles.hidden}>
            <div ref={contentRef}>{children()}</div>
          </div>
          <Suspense fallback={null}>
            <PrintRunner contentRef={contentRef} documentTitle={title} onDone={() => setPrinting(false)} />
          </Suspense>
        </>
      ) : null}
    </>
  );
}

/** A person's statement of a month; its corrections (noted on this device) are printed with it. */
export function PrintStatementButton({ user, month }: { user: StatementOf['user']; month: StatementOf['month'] }) {
  const title = `${sv.profile.statementHeading} ${user.fullname} ${monthLabel(month.month).replace('/', '-')}`;
  return (
    <PrintButton label={sv.profile.print} title={title}>
      {() => <StatementPage user={user} month={month} />}
    </PrintButton>
  );
}

export interface StatementOf {
  user: Pick<User, 'fullname' | 'personnummer'> & Partial<Pick<User, '_id'>>;
  month: Pick<MonthView, 'month' | 'total' | 'corrections'>;
}

function signed(minutes: number): string {
  return `${minutes < 0 ? '−' : '+'}${hoursMinutes(toDuration(Math.abs(minutes)))}`;
}

/** One person's page: the statement, then the corrections and the total with them. */
export function StatementPage({ user, month }: StatementOf) {
  return (
    <div className={styles.page}>
      <Statement user={user} month={month.month} />
      {month.corrections.length > 0 ? (
        <section className={styles.corrections} aria-label={sv.month.corrections}>
          <h2>{sv.month.corrections}</h2>
          <ul>
            {month.corrections.map((c) => (
              <li key={c.at}>{sv.time.correctionLine(signed(c.minutes), c.at.slice(0, 10))}</li>
            ))}
          </ul>
          <p>
            <strong>{sv.month.totalWithCorrections(hoursMinutes(month.total))}</strong>
          </p>
        </section>
      ) : null}
    </div>
  );
}
