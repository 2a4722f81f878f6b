/**
 * The form's small views: the status line, 'Idag' (what is registered today), the guardrail
 * warnings, the question about a draft from an earlier day, and the thank-you view.
 */
import { useId } from 'react';
import { Button } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { hoursMinutes, sumDurations } from '../../../lib/time';
import { dayLabel, shortDayLabel } from '../../../lib/months';
import type { TimeEntry } from '../../../types/api';
import type { DayWarning } from '../day-checks';
import type { RegisterOutcome } from '../time-slice';
import styles from './time-form.module.css';

export function DayStatus({ text }: { text: string }) {
  return (
    <p className={styles.status} role="status">
      {sv.time.status}: <strong>{text}</strong>
    </p>
  );
}

/** `kept`: the draft is kept on the phone (false: on this open page only, issue 27). */
export function OfflineNotice({ kept }: { kept: boolean }) {
  return (
    <div className={styles.offline} role="status">
      <strong>{sv.errors.network}</strong> {kept ? sv.time.offline : sv.time.offlineNotKept}
    </div>
  );
}

/** The phone's storage refused the draft: it lives on this open page only (issue 27). */
export function NotKeptNotice() {
  return (
    <div className={styles.offline} role="status">
      {sv.time.notKept}
    </div>
  );
}

/** 'Idag': what is already registered today, with the day's total, read from the person's time. */
export function TodayCard({ entries }: { entries: TimeEntry[] }) {
  const id = useId();
  const sorted = [...entries].sort((a, b) => a.start.localeCompare(b.start));
  const total = sumDurations(sorted.map((e) => ({ hours: e.total, minutes: e.half })));
  return (
    <section className={styles.today} aria-labelledby={`${id}-today`}>
      <h2 id={`${id}-today`} className={styles.subheading}>
        {sv.time.todayHeading}
      </h2>
      {sorted.length === 0 ? (
        <p>{sv.time.todayNone}</p>
      ) : (
        <>
          <ul className={styles.plainList}>
            {sorted.map((e) => (
              <li key={e._id}>
                <strong>
                  {e.start}–{e.end}
                </strong>{' '}
                · {hoursMinutes({ hours: e.total, minutes: e.half })} · {e.des}
              </li>
            ))}
          </ul>
          <p className={styles.todayTotal}>{sv.time.todayTotal(total.hours, total.minutes)}</p>
        </>
      )}
    </section>
  );
}

export function Warnings({ warnings }: { warnings: DayWarning[] }) {
  return (
    <div className={styles.warnings} role="alert">
      <h3 className={styles.subheading}>{sv.time.warnHeading}</h3>
      <ul>
        {warnings.map((w, i) => (
          <li key={i}>
            {w.kind === 'overlap'
              ? sv.time.warnOverlap(w.with.start, w.with.end, w.with.des)
              : w.kind === 'longBreak'
                ? sv.time.warnLongBreak
                : sv.time.warnLongDay(Math.floor(w.minutes / 60), w.minutes % 60)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A draft from an earlier day: finish it under that day's date, or start today (issue 12). */
export function EarlierDayCard({ day, status, onFinish, onStartToday }: { day: string; status: string; onFinish: () => void; onStartToday: () => void }) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={`${id}-earlier`}>
      <DayStatus text={status} />
      <h2 id={`${id}-earlier`} className={styles.heading}>
        {sv.time.shiftFrom(dayLabel(day))}
      </h2>
      <p>{sv.time.earlierDay(dayLabel(day))}</p>
      <div className={styles.actions}>
        <Button block onClick={onFinish}>
          {sv.time.finishEarlier(shortDayLabel(day))}
        </Button>
        <Button block variant="secondary" onClick={onStartToday}>
          {sv.time.startToday}
        </Button>
      </div>
    </section>
  );
}

export function ThanksCard({ done, onDone }: { done: RegisterOutcome; onDone: () => void }) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={`${id}-thanks`}>
      <h2 id={`${id}-thanks`} className={styles.thanks} tabIndex={-1} ref={(el) => el?.focus()}>
        {sv.time.success}
      </h2>
      {done.outcome === 'alreadyRegistered' ? <p role="status">{sv.time.alreadyRegistered}</p> : null}
      {done.outcome !== 'nothing' && done.duplicatesRemoved > 0 ? <p role="status">{sv.time.duplicateRemoved}</p> : null}
      <Button block onClick={onDone}>
        {sv.time.backHome}
      </Button>
    </section>
  );
}
