/**
 * The printable monthly statement (SPEC.md §2 'Profile screen' print action): a clean A4
 * document for one person and one month, from the person's month (person-month.ts), so it gives
 * the same worked time as the overview and the files. Entries run newest first, as on the screen;
 * corrections follow as rows of their own, and the total is the table's last row (a `<tfoot>`
 * would be printed at the foot of every page, before the last rows). Where the caller gives the
 * month's wages (DECISIONS.md 36), the supplements per date and their sums follow in a table of
 * their own (statement-wages.tsx). The table's head repeats on
 * every printed page with the person, the month and the company. 'Skriv ut' opens the browser's
 * print dialog (where "Save as PDF" gives the PDF). react-to-print is loaded only on the first click.
 */
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { formatHoursMinutes, monthLabel, weekdayOf } from '../../../lib/months';
import { hoursMinutes, toDuration } from '../../../lib/time';
import type { Month, User } from '../../../types/api';
import { readExportSettings } from '../exports/settings';
import type { PersonMonth } from '../../../person-time/person-month';
import type { MonthWages } from '../../../person-time/wages/month-wages';
import styles from './print-statement.module.css';
import { StatementWages } from './statement-wages';

const PrintRunner = lazy(() => import('../../../components/print-runner'));

/** A person's month to print: the month record with its year, and the person's month (person-month.ts). */
export interface StatementOf {
  user: Pick<User, 'fullname' | 'personnummer'> & Partial<Pick<User, '_id'>>;
  month: { month: Month; year: number; pm: PersonMonth };
  /** The month's supplements, computed by the caller with its settings (person-time/person-wages.ts); none when not given. */
  wages?: MonthWages | null;
}

type Entry = Month['months'][number];

/** Newest first, as the screen lists them (the stored order reversed within a day). */
function newestFirst(entries: readonly Entry[]): Entry[] {
  return [...entries].reverse().sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

function signed(minutes: number): string {
  return `${minutes < 0 ? '−' : '+'}${hoursMinutes(toDuration(Math.abs(minutes)))}`;
}

/** The company in the statement's head: the export settings' name, else the product's. */
function companyName(): string {
  return readExportSettings().companyName.trim() || sv.app.company;
}

export function Statement({ user, month, wages = null }: StatementOf) {
  const label = monthLabel(month.month);
  const { pm } = month;
  const movedIds = new Set(pm.moved.map((m) => m.entry));
  const rows = newestFirst(month.month.months);
  const total = toDuration(Math.max(0, pm.minutes));
  const company = companyName();
  return (
    <article className={styles.statement} aria-label={`${sv.profile.statementHeading} ${label}`}>
      <header className={styles.head}>
        <p className={styles.company}>{company}</p>
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
      {rows.length === 0 && pm.corrections.length === 0 ? (
        <p>{sv.profile.statementEmpty}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr className={styles.pageHead}>
              <th scope="colgroup" colSpan={7}>
                {sv.statement.statementFor(user.fullname, label)} · {company}
              </th>
            </tr>
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
            {rows.map((entry) => (
              <tr key={entry._id}>
                <td className={styles.nowrap}>
                  <span className={styles.weekday}>{weekdayOf(entry.date)}</span> {entry.date}
                  {movedIds.has(entry) ? <span className={styles.moved}> ({sv.statement.movedRow(entry.date)})</span> : null}
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
            {pm.corrections.map((c) => (
              <tr key={`correction-${c.at}`} className={styles.correctionRow}>
                <th scope="row" colSpan={4}>
                  {sv.statement.correctionRow(signed(c.minutes), c.at.slice(0, 10))}
                </th>
                <td className={styles.nowrap} colSpan={3}>
                  {signed(c.minutes)}
                </td>
              </tr>
            ))}
            <tr className={styles.totalRow}>
              <th scope="row" colSpan={4}>
                {sv.profile.statementTotal}
              </th>
              <td colSpan={3}>{sv.profile.totalFooter(total.hours, total.minutes)}</td>
            </tr>
          </tbody>
        </table>
      )}
      {wages ? <StatementWages wages={wages} /> : null}
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

/** A person's statement of a month, with its corrections; `disabled` while it may still change (a pending correction). */
export function PrintStatementButton({ user, month, wages = null, disabled = false }: StatementOf & { disabled?: boolean }) {
  const title = `${sv.profile.statementHeading} ${user.fullname} ${monthLabel(month.month).replace('/', '-')}`;
  return (
    <PrintButton label={sv.profile.print} title={title} disabled={disabled}>
      {() => <StatementPage user={user} month={month} wages={wages} />}
    </PrintButton>
  );
}

/** One person's page(s) in a print of several. */
export function StatementPage({ user, month, wages = null }: StatementOf) {
  return (
    <div className={styles.page}>
      <Statement user={user} month={month} wages={wages} />
    </div>
  );
}
