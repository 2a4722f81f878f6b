/**
 * Today's work (/admin/arbetsdag/) 'Här är från dagens arbete': everyone's entries of today
 * (GET /api/time/time/filter/), loaded on open, read only, with a back control.
 */
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { BackLink } from '../components/layout';
import { LoadingError } from '../components/ui';
import { paths } from '../config/paths';
import { sv } from '../i18n/sv';
import { errorOf } from '../lib/request';
import { selectTodaysWork, todaysWorkLoaded } from '../features/time/months-slice';
import { EntryList } from '../features/time/components/entry-list';
import styles from '../features/staff/components/staff.module.css';

export default function WorkdayPage() {
  const dispatch = useAppDispatch();
  const { entries: today, request } = useAppSelector(selectTodaysWork);

  useEffect(() => {
    void dispatch(todaysWorkLoaded());
  }, [dispatch]);

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
      </LoadingError>
    </section>
  );
}
