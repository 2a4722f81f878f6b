/**
 * 'Timmar per arbetsplats' (/admin/platser/manad/, issue 24): for a chosen month and year, every
 * workplace with its hours, days with work, the people who worked there and the contract beside
 * it; the places that match no workplace, each assignable to one (kept with the export settings,
 * for every month); the months' corrections as a line of their own; the totals, which are the
 * month overview's. Each workplace prints its month and gives it as CSV.
 * Reads what the month overview reads (the staff list and everyone's time, from the same owner
 * of time, so a visit after the overview reads nothing again), plus the list of workplaces.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { Button, LoadingError } from '../components/ui';
import { paths } from '../config/paths';
import { SettingsNotice } from '../features/month-close/components/settings-transfer';
import { MonthChoice, useChosenMonth } from '../features/month-close/components/month-choice';
import { buildTimeCsv } from '../features/month-close/exports/csv';
import { downloadFile } from '../features/month-close/exports/download';
import { useExportSettings } from '../features/month-close/use-export-settings';
import { PrintWorkplaceButton } from './workplace-statement';
import { UnmatchedCard } from './workplace-unmatched-card';
import styles from '../features/workplaces/components/workplace-month.module.css';
import { WorkplaceMonthTop } from '../features/workplaces/components/workplace-month-top';
import { SharedAddresses } from '../features/workplaces/components/shared-addresses';
import { fieldNumber, workplaceMonth, type WorkplaceLine } from '../features/workplaces/workplace-month';
import { useMembers } from '../features/staff/use-members';
import { postsLoaded, selectPosts, selectPostsRequest } from '../features/workplaces/workplaces-slice';
import { sv } from '../i18n/sv-admin';
import { monthYearLabel } from '../lib/month-label';
import { errorDismissed, errorOf } from '../lib/request';
import { hoursMinutes, toDuration } from '../lib/time';
import { correctionNotesRead } from '../person-time/months-slice';
import { useEveryonesMonth } from '../person-time/use-everyones-month';

const hm = (minutes: number) => `${minutes < 0 ? '−' : ''}${hoursMinutes(toDuration(Math.abs(minutes)))}`;

/** The workplace's CSV: the time CSV's rules (FORMATS.md), its people's rows, then the workplace's sum. */
export function workplaceCsv(line: WorkplaceLine, year: number, month: number) {
  return buildTimeCsv(
    line.people.map((p) => ({ person: { fullname: p.user.fullname, personnummer: p.user.personnummer, anstid: '' }, month: p.month })),
    { year, month, workplace: line.post.address },
  );
}

export default function WorkplaceMonthPage() {
  const dispatch = useAppDispatch();
  const staff = useMembers();
  const everyone = useEveryonesMonth(staff.members);
  const posts = useAppSelector(selectPosts);
  const postsRequest = useAppSelector(selectPostsRequest);
  const settings = useExportSettings();
  const { year, month, choose } = useChosenMonth(everyone.now);
  const label = monthYearLabel(month, year);

  useEffect(() => {
    // The list as it is now: a workplace added or changed elsewhere counts.
    void dispatch(postsLoaded());
  }, [dispatch]);

  const { loading, monthOf } = everyone;
  // Everyone's month as their time arrives (each person's view is made once, when they are read),
  // so the work is spread over the reading, as on the overview, not all done after the last answer.
  const people = useMemo(() => monthOf(year, month), [monthOf, year, month]);
  const result = useMemo(
    () => (loading || posts === null ? null : workplaceMonth(people, posts, settings.places)),
    [loading, posts, people, settings.places],
  );

  function retry() {
    if (staff.members === null) staff.refetch();
    if (posts === null) {
      dispatch(errorDismissed('IsPosting'));
      void dispatch(postsLoaded());
    }
  }

  const [assignedNote, setAssignedNote] = useState<string | null>(null);
  const postsError = posts === null ? errorOf(postsRequest) : null;
  return (
    <WorkplaceMonthTop>
      <MonthChoice year={year} month={month} now={everyone.now} onChoose={choose} />
      <SettingsNotice onRead={(notes) => dispatch(correctionNotesRead(notes))} />
      <LoadingError
        loading={(staff.members === null && staff.request.status !== 'error') || (posts === null && postsRequest.status !== 'error')}
        error={(staff.members === null ? errorOf(staff.request) : null) ?? postsError}
        onRetry={retry}
      >
        {loading ? (
          <div className={styles.progress} role="status">
            <progress value={everyone.progress.done} max={everyone.progress.total} aria-label={sv.month.loadingTime(everyone.progress.done, everyone.progress.total)} />
            <span>{sv.month.loadingTime(everyone.progress.done, everyone.progress.total)}</span>
          </div>
        ) : null}
        {!loading && everyone.progress.failed.length > 0 ? (
          <div className={styles.failed} role="alert">
            <p>{sv.month.loadFailed(everyone.progress.failed.length)}</p>
            <Button variant="secondary" onClick={everyone.retry}>
              {sv.app.retry}
            </Button>
          </div>
        ) : null}
        {result && posts ? (
          <>
            <h2 className={styles.visuallyHidden}>{sv.workplaceMonth.caption(label)}</h2>
            {/* With 60 workplaces the places that match none are far down: said first, with a link to them. */}
            <p>
              {sv.workplaceMonth.summary(hm(result.minutes))}
              {result.unmatched.length > 0 ? (
                <>
                  {' '}
                  <a href="#unmatched-heading" className={styles.inlineLink}>
                    {sv.workplaceMonth.unmatchedCount(result.unmatched.length, hm(result.unmatchedMinutes))}
                  </a>
                </>
              ) : null}
            </p>
            {posts.length === 0 ? <p>{sv.workplaceMonth.noWorkplaces}</p> : null}
            <SharedAddresses shared={result.shared} />
            <ul className={styles.cards}>
              {result.workplaces.map((line) => (
                <li key={line.post._id}>
                  <WorkplaceCard line={line} year={year} month={month} label={label} />
                </li>
              ))}
            </ul>
            {/* Said where the list of places was, so it is heard and seen after the place's card leaves. */}
            <p role="status" className={styles.note}>
              {assignedNote}
            </p>
            {result.unmatched.length > 0 ? (
              <section className={styles.section} aria-labelledby="unmatched-heading">
                <h2 id="unmatched-heading">{sv.workplaceMonth.unmatchedHeading}</h2>
                <p className={styles.muted}>{sv.workplaceMonth.unmatchedIntro}</p>
                <ul className={styles.places}>
                  {result.unmatched.map((place) => (
                    <li key={place.key}>
                      <UnmatchedCard place={place} time={hm(place.minutes)} posts={posts} onAssigned={setAssignedNote} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {result.corrections.length > 0 ? (
              <section className={styles.section} aria-labelledby="corrections-heading">
                <h2 id="corrections-heading">{sv.workplaceMonth.correctionsHeading}</h2>
                <p className={styles.muted}>{sv.workplaceMonth.correctionsIntro}</p>
                <ul className={styles.peopleList}>
                  {result.corrections.map((c) => (
                    <li key={c.user._id}>
                      <span>{c.user.fullname}</span> <strong>{`${c.minutes > 0 ? '+' : ''}${hm(c.minutes)}`}</strong>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <section className={styles.totals} aria-labelledby="totals-heading">
              <h2 id="totals-heading">{sv.workplaceMonth.totalsHeading}</h2>
              <dl>
                <div>
                  <dt>{sv.workplaceMonth.totalWorkplaces}</dt>
                  <dd>{hm(result.workplaceMinutes)}</dd>
                </div>
                <div>
                  <dt>{sv.workplaceMonth.totalUnmatched}</dt>
                  <dd>{hm(result.unmatchedMinutes)}</dd>
                </div>
                <div>
                  <dt>{sv.workplaceMonth.totalCorrections}</dt>
                  <dd>{`${result.correctionMinutes > 0 ? '+' : ''}${hm(result.correctionMinutes)}`}</dd>
                </div>
                <div className={styles.grandTotal}>
                  <dt>{sv.workplaceMonth.total}</dt>
                  <dd>{hm(result.minutes)}</dd>
                </div>
              </dl>
              <p>
                <Link to={`${paths.admin.manad}?ar=${year}&manad=${month}`} className={styles.inlineLink}>
                  {sv.month.heading}
                </Link>
              </p>
            </section>
          </>
        ) : null}
      </LoadingError>
    </WorkplaceMonthTop>
  );
}

function WorkplaceCard({ line, year, month, label }: { line: WorkplaceLine; year: number; month: number; label: string }) {
  const headingId = useId();
  const [note, setNote] = useState<string | null>(null);
  const hours = fieldNumber(line.post.hours);
  function downloadCsv() {
    const { file } = workplaceCsv(line, year, month);
    downloadFile(file);
    setNote(sv.workplaceMonth.downloaded(file.name));
  }
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        {line.post.address}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{sv.workplaceMonth.hours}</dt>
          <dd className={styles.figure}>{hm(line.minutes)}</dd>
        </div>
        <div>
          <dt>{sv.workplaceMonth.days}</dt>
          <dd className={styles.figure}>{line.days.length}</dd>
        </div>
        <div>
          <dt>{sv.workplaceMonth.contract}</dt>
          <dd>
            {hours === null || line.contractMinutes === null
              ? sv.workplaceMonth.contractUnknown
              : sv.workplaceMonth.contractValue(String(hours).replace('.', ','), line.days.length, hm(line.contractMinutes))}
          </dd>
        </div>
        <div>
          <dt>{sv.workplaceMonth.staffing}</dt>
          <dd>{sv.workplaceMonth.staffingValue(line.needed === null ? '–' : String(line.needed), line.assigned)}</dd>
        </div>
      </dl>
      {line.people.length === 0 ? (
        <p className={styles.muted}>{sv.workplaceMonth.nobodyWorked}</p>
      ) : (
        <div>
          <h4 className={styles.subheading}>{sv.workplaceMonth.people}</h4>
          <ul className={styles.peopleList}>
            {line.people.map((p) => (
              <li key={p.user._id}>
                <span>{p.user.fullname}</span> <strong>{hm(p.minutes)}</strong>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.actions}>
        <PrintWorkplaceButton line={line} label={label} disabled={line.people.length === 0} />
        <Button variant="secondary" onClick={downloadCsv} disabled={line.people.length === 0} aria-describedby={headingId}>
          {sv.workplaceMonth.csv}
        </Button>
        <Link to={paths.admin.post(line.post._id)} className={styles.inlineLink} aria-describedby={headingId}>
          {sv.workplaceMonth.postPage}
        </Link>
      </div>
      {note ? (
        <p role="status" className={styles.note}>
          {note}
        </p>
      ) : null}
    </article>
  );
}
