/** The summary step: the day as it will be sent, its warnings, and the one confirmation. */
import { breakLabel } from '../../../data/break-reasons';
import { useId, type ReactNode } from 'react';
import { Button, FailureNotice } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { workedTime } from '../../../lib/time';
import { dayLabel, shortDayLabel } from '../../../lib/months';
import type { RejectValue } from '../../../lib/request';
import type { DayWarning } from '../day-checks';
import { breakIgnored } from '../day-form';
import type { RastChoice, TimeDraft } from '../draft';
import { Warnings } from './day-cards';
import { productLine } from '../product-line';
import styles from './time-form.module.css';

export function SummaryStep({
  draft,
  rast,
  day,
  top,
  warnings,
  posting,
  sendDisabled,
  failure,
  onDismissFailure,
  onSend,
  onEdit,
  onReset,
}: {
  draft: TimeDraft;
  rast: RastChoice;
  day: string;
  /** The status line and the offline notice. */
  top: ReactNode;
  warnings: DayWarning[];
  posting: boolean;
  sendDisabled: boolean;
  failure: RejectValue | null;
  onDismissFailure: () => void;
  onSend: () => void;
  onEdit: () => void;
  onReset: () => void;
}) {
  const id = useId();
  const worked = workedTime(draft.start, draft.end, rast);
  const failed = draft.stage === 'done' && !posting && failure !== null;
  return (
    <section className={styles.card} aria-labelledby={`${id}-summary`}>
      {top}
      <h2 id={`${id}-summary`} className={styles.heading}>
        {sv.time.summary}: {dayLabel(day)}
      </h2>
      {/* The day beside every time (issue 17 item 3): a shift of an earlier day reads as one. */}
      <dl className={styles.recap}>
        <dt>{sv.time.start}</dt>
        <dd>{sv.time.at(shortDayLabel(day), draft.start)}</dd>
        <dt>{sv.time.end}</dt>
        <dd>{sv.time.at(shortDayLabel(day), draft.end)}</dd>
        <dt>{sv.time.rast}</dt>
        <dd>
          {rast.name ? sv.time.summaryBreak(breakLabel(rast.name), rast.hours, rast.minutes) : sv.time.noBreak}
          {breakIgnored(draft.start, draft.end, rast) ? <span className={styles.rule}>{sv.time.breakRule}</span> : null}
        </dd>
        <dt>{sv.time.place}</dt>
        <dd className={styles.wrap}>
          <bdi>{draft.des}</bdi>
        </dd>
        {draft.products.length > 0 ? (
          <>
            <dt>{sv.time.materials}</dt>
            <dd>
              <ul className={styles.plainList}>
                {draft.products.map((p, i) => (
                  <li key={`${p.name}-${i}`}>{productLine(p)}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
      <p className={styles.worked} aria-live="polite">
        {sv.time.worked(worked.hours, worked.minutes)}
      </p>
      {warnings.length > 0 ? <Warnings warnings={warnings} /> : null}
      {!posting ? (
        <FailureNotice failure={failure} onDismiss={onDismissFailure}>
          {failure?.ambiguous ? sv.time.unsure : sv.time.kept}
        </FailureNotice>
      ) : null}
      <p className={styles.confirmLine}>{sv.time.confirmLine}</p>
      {/* Send and change side by side, in view at 390×844; starting over is quieter and apart. */}
      <div className={styles.summaryActions}>
        <Button onClick={onSend} disabled={sendDisabled} aria-busy={posting}>
          {posting ? sv.time.sending : failed ? sv.app.retry : warnings.length > 0 ? sv.time.sendAnyway : sv.time.confirm}
        </Button>
        <Button variant="secondary" disabled={posting} onClick={onEdit}>
          {sv.time.edit}
        </Button>
      </div>
      <button type="button" className={styles.quietReset} disabled={posting} onClick={onReset}>
        {sv.time.reset}
      </button>
    </section>
  );
}
