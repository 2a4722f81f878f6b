/**
 * The printed statement's supplements (issue 41 item 4; DECISIONS.md 36): per date the minutes of
 * each kind as the wage rules date them (a week's additional time and overtime on its Sunday,
 * moved time on the month's last day), and the month's sums, the same figures as the files.
 */
import { sv } from '../../../i18n/sv';
import { hoursMinutes, toDuration } from '../../../lib/time';
import { wageMinutesByDate, type MonthWages } from '../../../person-time/wages/month-wages';
import { WAGE_KINDS } from '../../../person-time/wages/settings';
import styles from './print-statement.module.css';

const hm = (minutes: number) => (minutes > 0 ? hoursMinutes(toDuration(minutes)) : '–');

export function StatementWages({ wages }: { wages: MonthWages }) {
  if (!WAGE_KINDS.some((kind) => wages.sums[kind] > 0)) return null;
  const days = [...wageMinutesByDate(wages).entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  return (
    <table className={`${styles.table} ${styles.wages}`}>
      <caption className={styles.caption}>{sv.wages.heading}</caption>
      <thead>
        <tr>
          <th scope="col">{sv.wages.colDate}</th>
          {WAGE_KINDS.map((kind) => (
            <th key={kind} scope="col">
              {sv.wages.columns[kind]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days.map(([date, minutes]) => (
          <tr key={date}>
            <th scope="row" className={styles.nowrap}>
              {date}
            </th>
            {WAGE_KINDS.map((kind) => (
              <td key={kind} className={styles.nowrap}>
                {hm(minutes[kind])}
              </td>
            ))}
          </tr>
        ))}
        <tr className={styles.totalRow}>
          <th scope="row">{sv.wages.sum}</th>
          {WAGE_KINDS.map((kind) => (
            <td key={kind} className={styles.nowrap}>
              {hm(wages.sums[kind])}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
