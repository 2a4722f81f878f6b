/**
 * The panel of months with their price and VAT totals (GET /api/severalmonths?name=...). A
 * month's year comes from its items (DECISIONS.md 21); a list that failed to load, or came in
 * the wrong shape, says so and offers a retry, never 'no months'.
 */
import { LoadingError } from '../../../components/ui';
import { sv } from '../../../i18n/sv-admin';
import { formatKr, toOre } from '../../../lib/money';
import type { MonthSum } from '../../../types/api';
import { billMonthLabel } from '../month-year';
import styles from './bills.module.css';

export function PastMonths({
  sums,
  years,
  loaded,
  error,
  current,
  onPick,
  onRetry,
}: {
  sums: MonthSum[];
  years: Record<number, number>;
  loaded: boolean;
  error: string | null;
  current: number;
  onPick: (month: number) => void;
  onRetry: () => void;
}) {
  const b = sv.bills;
  // Newest first by year, then month; a month whose year is not known yet goes last.
  const key = (month: number) => (years[month] ?? 0) * 12 + month;
  return (
    <section className={styles.panel} aria-labelledby="past-months-heading">
      <h2 id="past-months-heading" className={styles.panelTitle}>
        {b.pastMonths}
      </h2>
      <LoadingError loading={!loaded && sums.length === 0} error={error ? `${b.monthsFailed} ${error}` : null} onRetry={onRetry}>
        {sums.length === 0 ? (
          <p className={styles.muted}>{b.noMonths}</p>
        ) : (
          <ul className={styles.monthList}>
            {[...sums]
              .sort((x, y) => key(y.months) - key(x.months))
              .map((m) => (
                <li key={m.months}>
                  <button
                    type="button"
                    className={styles.monthButton}
                    aria-pressed={m.months === current}
                    onClick={() => onPick(m.months)}
                  >
                    <span className={styles.monthName}>{billMonthLabel(m.months, years[m.months])}</span>
                    <span className={styles.monthSums}>
                      <span>
                        {b.total}: {formatKr(toOre(m.price))}
                      </span>
                      <span>
                        {b.vat}: {formatKr(toOre(m.tex))}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
          </ul>
        )}
      </LoadingError>
    </section>
  );
}
