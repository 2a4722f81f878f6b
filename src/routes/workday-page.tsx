/**
 * Today's work (/admin/arbetsdag/) 'Här är från dagens arbete': everyone's entries of today
 * (GET /api/time/time/filter/), loaded on open, read only, with a back control; and who of the
 * staff list has not registered today (issue 13 item 6).
 */
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { BackLink } from '../components/layout';
import { LoadingError } from '../components/ui';
import { paths } from '../config/paths';
import { sv } from '../i18n/sv-admin';
import { errorOf } from '../lib/request';
import { membersFetched, selectMembers } from '../features/staff/staff-slice';
import { todaysWorkLoaded } from '../person-time/months-slice';
import { selectTodaysWork } from '../person-time/person-view';
import { EntryList } from '../features/time/components/entry-list';
import styles from '../features/staff/components/staff.module.css';
import monthStyles from '../features/month-close/components/month-overview.module.css';

export default function WorkdayPage() {
  const dispatch = useAppDispatch();
  const { entries: today, request } = useAppSelector(selectTodaysWork);
  const members = useAppSelector(selectMembers);

  useEffect(() => {
    void dispatch(todaysWorkLoaded());
  }, [dispatch]);

  useEffect(() => {
    if (members === null) void dispatch(membersFetched());
  }, [dispatch, members]);

  /** The staff list minus everyone with an entry today, by name. */
  const missing = useMemo(() => {
    if (!members || !today) return null;
    const registered = new Set(today.map((entry) => entry.user?._id));
    return members.filter((m) => !registered.has(m._id)).sort((a, b) => a.fullname.localeCompare(b.fullname, 'sv'));
  }, [members, today]);

  const loading = today === null && request.status !== 'error';

  return (
    <section className={styles.page} aria-labelledby="workday-heading">
      <BackLink to={paths.admin.root} />
      <h1 id="workday-heading">{sv.staff.workdayHeading}</h1>
      <LoadingError loading={loading} error={errorOf(request)} onRetry={() => void dispatch(todaysWorkLoaded())}>
        {today && today.length === 0 ? (
          <p>{sv.staff.noWorkToday}</p>
        ) : (
          <>
            <p className={styles.muted}>{sv.staff.todayCount(today?.length ?? 0)}</p>
            <EntryList
              entries={today ?? []}
              caption={sv.staff.workdayHeading}
              first={{
                label: sv.staff.name,
                cell: (entry) =>
                  entry.user?._id ? (
                    <Link to={paths.admin.user(entry.user._id)}>{entry.user.fullname}</Link>
                  ) : (
                    entry.user?.fullname
                  ),
              }}
            />
          </>
        )}
        {missing ? (
          <section className={styles.section} aria-labelledby="not-registered-heading">
            <h2 id="not-registered-heading">{sv.month.notRegistered}</h2>
            {missing.length === 0 ? (
              <p>{sv.month.notRegisteredNone}</p>
            ) : (
              <>
                <p className={styles.muted}>{sv.month.notRegisteredCount(missing.length)}</p>
                <ul className={monthStyles.notRegistered}>
                  {missing.map((m) => (
                    <li key={m._id}>
                      <Link to={paths.admin.user(m._id)}>{m.fullname}</Link>
                      {m.phone ? (
                        <>
                          {' '}
                          <a href={`tel:${m.phone}`} className={styles.muted}>
                            {m.phone}
                          </a>
                        </>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        ) : null}
      </LoadingError>
    </section>
  );
}
