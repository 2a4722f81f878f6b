/**
 * A customer's statement of a workplace's month (issue 24 item 3): A4, in the look of the
 * person's statement (month-close's print-statement.tsx), from the month per workplace
 * (workplace-month.ts), so it gives the same hours as the screen and the CSV. Each day with its
 * people and hours, in date order; the total is the table's last row. The table's head repeats
 * the workplace's address and the month on every printed page.
 */
import { PrintButton } from '../features/month-close/components/print-statement';
import styles from '../features/month-close/components/print-statement.module.css';
import { readExportSettings } from '../features/month-close/exports/settings';
import { sv } from '../i18n/sv-admin';
import { weekdayOf } from '../lib/months';
import { hoursMinutes, toDuration } from '../lib/time';
import type { WorkplaceLine } from '../features/workplaces/workplace-month';

const hm = (minutes: number) => hoursMinutes(toDuration(minutes));

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function WorkplaceStatement({ line, label }: { line: WorkplaceLine; label: string }) {
  const company = readExportSettings().companyName.trim() || sv.app.company;
  const total = toDuration(line.minutes);
  const address = line.post.address;
  return (
    <article className={styles.statement} aria-label={`${sv.workplaceMonth.statementHeading} ${address} ${label}`}>
      <header className={styles.head}>
        <p className={styles.company}>{company}</p>
        <h1 className={styles.title}>{sv.workplaceMonth.statementHeading}</h1>
        <dl className={styles.facts}>
          <div>
            <dt>{sv.workplaceMonth.statementAddress}</dt>
            <dd>{address}</dd>
          </div>
          <div>
            <dt>{sv.workplaceMonth.statementMonth}</dt>
            <dd>{label}</dd>
          </div>
        </dl>
      </header>
      {line.days.length === 0 ? (
        <p>{sv.workplaceMonth.statementEmpty}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr className={styles.pageHead}>
              <th scope="colgroup" colSpan={4}>
                {sv.workplaceMonth.statementFor(address, label)} · {company}
              </th>
            </tr>
            <tr>
              <th scope="col">{sv.workplaceMonth.colDate}</th>
              <th scope="col">{sv.workplaceMonth.colName}</th>
              <th scope="col">{sv.workplaceMonth.colTime}</th>
              <th scope="col">{sv.workplaceMonth.colHours}</th>
            </tr>
          </thead>
          <tbody>
            {line.days.flatMap((day) =>
              day.rows.map((row, index) => (
                <tr key={`${day.date}-${row.user._id}-${index}`}>
                  <td className={styles.nowrap}>
                    <span className={styles.weekday}>{weekdayOf(day.date)}</span> {day.date}
                    {row.movedFrom ? <span className={styles.moved}> ({sv.workplaceMonth.movedRow(row.movedFrom)})</span> : null}
                  </td>
                  <td>{row.user.fullname}</td>
                  <td className={styles.nowrap}>{[text(row.entry.start), text(row.entry.end)].filter(Boolean).join('–')}</td>
                  <td className={styles.nowrap}>{hm(row.minutes)}</td>
                </tr>
              )),
            )}
            <tr className={styles.totalRow}>
              <th scope="row" colSpan={3}>
                {sv.workplaceMonth.statementTotal}
              </th>
              <td>{sv.profile.totalFooter(total.hours, total.minutes)}</td>
            </tr>
          </tbody>
        </table>
      )}
    </article>
  );
}

/** 'Skriv ut underlaget': the workplace's month, in the browser's print dialog. */
export function PrintWorkplaceButton({ line, label, disabled = false }: { line: WorkplaceLine; label: string; disabled?: boolean }) {
  return (
    <PrintButton
      disabled={disabled}
      label={sv.workplaceMonth.print} title={`${sv.workplaceMonth.statementHeading} ${line.post.address} ${label.replace('/', '-')}`}>
      {() => <WorkplaceStatement line={line} label={label} />}
    </PrintButton>
  );
}
