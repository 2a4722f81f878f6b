/** The panel of months with their price and VAT totals (GET /api/severalmonths?name=...). */
import { sv } from '../../../i18n/sv';
import { formatKr, toOre } from '../../../lib/money';
import type { MonthSum } from '../../../types/api';
import { monthKey, monthLabel } from '../months';
import styles from './bills.module.css';

export function PastMonths({
  sums,
  current,
  onPick,
}: {
  sums: MonthSum[];
  current: number;
  onPick: (month: number) => void;
}) {
  const b = sv.bills;
  return (
    <section className={styles.panel} aria-labelledby="past-months-heading">
      <h2 id="past-months-heading" className={styles.panelTitle}>
        {b.pastMonths}
      </h2>
      {sums.length === 0 ? (
        <p className={styles.muted}>{b.noMonths}</p>
      ) : (
        <ul className={styles.monthList}>
          {[...sums]
            .sort((x, y) => monthKey(y.months) - monthKey(x.months))
            .map((m) => (
              <li key={m.months}>
                <button
                  type="button"
                  className={styles.monthButton}
                  aria-pressed={m.months === current}
                  onClick={() => onPick(m.months)}
                >
                  <span className={styles.monthName}>{monthLabel(m.months)}</span>
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
    </section>
  );
}
