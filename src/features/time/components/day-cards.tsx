/**
 * The form's small views: the status line, 'Idag' (what is registered today), the guardrail
 * warnings, the question about a draft from an earlier day, and the receipt after sending.
 */
import { breakLabel } from '../../../data/break-reasons';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { sv } from '../../../i18n/sv';
import { sumDurations, workedTime } from '../../../lib/time';
import { dayLabel, shortDayLabel } from '../../../lib/months';
import type { TimeEntry } from '../../../types/api';
import type { DayWarning } from '../day-checks';
import { breakIgnored } from '../day-form';
import type { RastChoice } from '../draft';
import type { RegisterOutcome } from '../time-slice';
import styles from './time-form.module.css';

export function DayStatus({ text }: { text: string }) {
  return (
    <p className={styles.status} role="status">
      {sv.time.status}: <strong>{text}</strong>
    </p>
  );
}

/**
 * Offline while the day is being written: a state the app knows, said in plain words (no 'not
 * fund 404', which is for a failed call: DECISIONS.md 33). `kept`: the draft is kept on the
 * phone (false: on this open page only, issue 27).
 */
export function OfflineNotice({ kept }: { kept: boolean }) {
  return (
    <div className={styles.offline} role="status">
      {kept ? sv.time.offline : sv.time.offlineNotKept}
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
                {/* A time range reads left to right in every language (DECISIONS.md 34). */}
                <strong dir="ltr">
                  {e.start}–{e.end}
                </strong>{' '}
                · {sv.time.duration(e.total, e.half)} · <bdi>{e.des}</bdi>
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

/** What was sent: the receipt's lines (issue 25 item 2). */
export interface SentDay {
  date: string;
  start: string;
  end: string;
  des: string;
  rast: RastChoice;
}

/** The break as a person reads it: 'lunch 30 min', 'Ingen rast'. */
export function breakText(rast: RastChoice): string {
  if (!rast.name) return sv.time.noBreak;
  return sv.time.breakLength(breakLabel(rast.name), rast.hours, rast.minutes);
}

/**
 * The receipt (issue 25 item 2): the spec's thank-you, then what was registered — the day,
 * start–end, the break, the hours worked and the place — with 'Ändra' (the entry on Min sida).
 * The 'Idag' card follows it on the screen.
 */
export function ReceiptCard({
  done,
  day,
  auto,
  entryId,
  onDone,
}: {
  done: RegisterOutcome;
  day: SentDay;
  /** Sent by the app itself when the network came back (DECISIONS.md 33). */
  auto: boolean;
  /** The registered entry, for 'Ändra'; null when it is not known (or in add mode). */
  entryId: string | null;
  onDone: () => void;
}) {
  const id = useId();
  const worked = workedTime(day.start, day.end, day.rast);
  return (
    <section className={styles.card} aria-labelledby={`${id}-thanks`}>
      <h2 id={`${id}-thanks`} className={styles.thanks} tabIndex={-1} ref={(el) => el?.focus()}>
        {sv.time.success}
      </h2>
      {auto ? <p role="status">{sv.time.sentByItself}</p> : null}
      {done.outcome === 'alreadyRegistered' ? <p role="status">{sv.time.alreadyRegistered}</p> : null}
      {done.outcome !== 'nothing' && done.duplicatesRemoved > 0 ? <p role="status">{sv.time.duplicateRemoved(done.duplicatesRemoved)}</p> : null}
      <dl className={styles.recap}>
        <dt>{sv.time.date}</dt>
        <dd>{dayLabel(day.date)}</dd>
        <dt>{sv.time.receiptTime}</dt>
        <dd>
          <span dir="ltr">
            {day.start}–{day.end}
          </span>
        </dd>
        <dt>{sv.time.rast}</dt>
        <dd>
          {breakText(day.rast)}
          {breakIgnored(day.start, day.end, day.rast) ? <span className={styles.rule}>{sv.time.breakRule}</span> : null}
        </dd>
        <dt>{sv.time.receiptWorked}</dt>
        <dd className={styles.strongValue}>{sv.time.duration(worked.hours, worked.minutes)}</dd>
        <dt>{sv.time.place}</dt>
        <dd className={styles.wrap}>
          <bdi>{day.des}</bdi>
        </dd>
      </dl>
      <div className={styles.summaryActions}>
        <Button onClick={onDone}>{sv.time.backHome}</Button>
        {entryId === null ? null : (
          <Link className={buttonClass('secondary')} to={paths.profile} state={{ entry: entryId }} aria-label={sv.time.editOnProfile}>
            {sv.time.edit}
          </Link>
        )}
      </div>
    </section>
  );
}
