/** The month's corrections ('Rätta arbetad tid'), so a total that differs from the entries is explained. */
import { sv } from '../../../i18n/sv';
import { hoursMinutes, toDuration } from '../../../lib/time';
import type { Correction } from '../../../types/totals';
import styles from './close-panels.module.css';

export function CorrectionList({ corrections }: { corrections: readonly Correction[] }) {
  if (corrections.length === 0) return null;
  return (
    <div className={styles.corrections}>
      <h3>{sv.time.corrections}</h3>
      <ul>
        {corrections.map((c) => (
          <li key={c.at} className={styles.num}>
            {sv.time.correctionLine(`${c.minutes < 0 ? '−' : '+'}${hoursMinutes(toDuration(Math.abs(c.minutes)))}`, c.at.slice(0, 10))}
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{sv.time.correctionsNote}</p>
    </div>
  );
}
