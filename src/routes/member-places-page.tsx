/**
 * A person's time by place (/admin/list/place/:id/): their entries grouped by place (the
 * entry's description), with the worked hours of each place. One site, one name (DECISIONS.md
 * 32): the spellings of one street address are one place, named by its workplace's address
 * when it is a workplace's (or assigned to one, issue 24), as on the month per workplace.
 */
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { BackLink } from '../components/layout';
import { LoadingError } from '../components/ui';
import { paths } from '../config/paths';
import { sv } from '../i18n/sv-admin';
import { weekdayAndDate } from '../lib/months';
import { errorOf } from '../lib/request';
import { groupByPlace } from '../features/staff/staff-logic';
import { hoursMinutes } from '../lib/time';
import { personTimeLoaded, selectPersonTime } from '../person-time/months-slice';
import { useExportSettings } from '../features/month-close/use-export-settings';
import { postsLoaded, selectPosts } from '../features/workplaces/workplaces-slice';
import { findSite, siteKey } from '../lib/place-match';
import styles from '../features/staff/components/staff.module.css';

export default function UserPlacesPage() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const time = useAppSelector((state) => selectPersonTime(state, id));
  const { request } = time;
  const shown = time.user;

  useEffect(() => {
    if (id) void dispatch(personTimeLoaded(id));
  }, [dispatch, id]);

  // The workplaces name the sites; without them (not yet read, or not readable) places are named as written.
  const posts = useAppSelector(selectPosts);
  const places = useExportSettings().places;
  useEffect(() => {
    if (posts === null) void dispatch(postsLoaded());
    // Only on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);

  const groups = useMemo(() => {
    const list = posts ?? [];
    const siteName = (place: string) => (findSite(place, list, (p) => p.address) ?? list.find((p) => p._id === places[siteKey(place)]))?.address ?? null;
    return groupByPlace(
      time.months.flatMap((m) => m.months),
      sv.staff.noPlace,
      siteName,
    );
  }, [time.months, posts, places]);

  return (
    <section className={styles.page} aria-labelledby="places-heading">
      <BackLink to={paths.admin.list} />
      <h1 id="places-heading">
        {sv.staff.placesHeading}
        {shown ? ` – ${shown.fullname}` : ''}
      </h1>
      <LoadingError
        loading={!shown && request.status !== 'error'}
        error={shown ? null : errorOf(request)}
        onRetry={() => void dispatch(personTimeLoaded(id))}
      >
        {groups.length === 0 ? (
          <p>{sv.staff.noTime}</p>
        ) : (
          groups.map((group) => (
            <article key={group.place} className={styles.card} aria-label={group.place}>
              <div className={styles.sectionHead}>
                <h2>{group.place}</h2>
                <p className={styles.num}>
                  <strong>{hoursMinutes(group.worked)}</strong> · {sv.staff.shifts(group.entries.length)}
                </p>
              </div>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <caption className={styles.srOnly}>{group.place}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{sv.staff.date}</th>
                      <th scope="col">{sv.staff.start}</th>
                      <th scope="col">{sv.staff.end}</th>
                      <th scope="col">{sv.staff.worked}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {group.entries.map((e) => (
                      <tr key={e._id}>
                        <td>{weekdayAndDate(e.date)}</td>
                        <td className={styles.num}>{e.start}</td>
                        <td className={styles.num}>{e.end}</td>
                        <td className={styles.num}>{hoursMinutes({ hours: e.total, minutes: e.half })}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </article>
          ))
        )}
      </LoadingError>
    </section>
  );
}
