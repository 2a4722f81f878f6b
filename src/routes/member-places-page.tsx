/**
 * A person's time by place (/admin/list/place/:id/): their entries grouped by place (the
 * entry's description), with the worked hours of each place.
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

  const groups = useMemo(
    () => groupByPlace(time.months.flatMap((m) => m.months), sv.staff.noPlace),
    [time.months],
  );

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
