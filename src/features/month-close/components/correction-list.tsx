/**
 * The month's corrections (DECISIONS.md 30): the stored total minus the entries, as lines of their
 * own (person-month.ts), dated where a note on this device says when.
 */
import { sv } from '../../../i18n/sv';
import { hoursMinutes, toDuration } from '../../../lib/time';
import type { MonthCorrection } from '../../../person-time/person-month';
import styles from './close-panels.module.css';

export function CorrectionList({ corrections }: { corrections: readonly MonthCorrection[] }) {
  if (corrections.length === 0) return null;
  return (
    <div className={styles.corrections}>
      <h3>{sv.time.corrections}</h3>
      <ul>
        {corrections.map((c) => {
          const change = `${c.minutes < 0 ? '−' : '+'}${hoursMinutes(toDuration(Math.abs(c.minutes)))}`;
          return (
            <li key={c.at || 'unnoted'} className={styles.num}>
              {c.at ? sv.time.correctionLine(change, c.at.slice(0, 10)) : sv.time.correctionUnnoted(change)}
            </li>
          );
        })}
      </ul>
      <p className={styles.muted}>{sv.time.correctionsNote}</p>
    </div>
  );
}
