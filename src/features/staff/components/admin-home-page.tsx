/**
 * Admin start (/admin/): welcome banner, how many people and workplaces there are
 * (GET /api/post/count/), and a tile into every area the admin navigation also reaches.
 */
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { WelcomeBanner } from '../../../components/layout';
import { Loader } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { selectUser } from '../../../app/session';
import { sv } from '../../../i18n/sv-admin';
import { errorOf } from '../../../lib/request';
import { countsFetched, selectCounts, selectStaffRequest } from '../staff-slice';
import home from './admin-home.module.css';
import styles from './staff.module.css';

const tiles = [
  { to: paths.admin.arbetsdag, title: sv.nav.workday, text: sv.staff.tileWorkday },
  { to: paths.admin.list, title: sv.nav.staff, text: sv.staff.tileStaff },
  { to: paths.admin.create(), title: sv.nav.createStaff, text: sv.staff.tileCreate },
  { to: paths.admin.posts, title: sv.nav.workplaces, text: sv.staff.tilePosts },
  { to: paths.admin.bill, title: sv.nav.bills, text: sv.staff.tileBills },
  { to: paths.admin.invoice, title: sv.nav.invoices, text: sv.staff.tileInvoices },
];

export default function AdminHomePage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const counts = useAppSelector(selectCounts);
  const request = useAppSelector(selectStaffRequest);

  useEffect(() => {
    void dispatch(countsFetched());
  }, [dispatch]);

  // The counts are a side panel: while they load or if they fail, the tiles still work.
  const error = counts ? null : errorOf(request);

  return (
    <section className={styles.page} aria-labelledby="admin-home-heading">
      <WelcomeBanner name={user?.fullname} />
      <h1 id="admin-home-heading">{sv.staff.homeHeading}</h1>
      <h2 className={styles.muted}>{sv.staff.countsLabel}</h2>
      {counts ? (
        <dl className={home.counts}>
          <div className={home.count}>
            <dt>{sv.staff.countPeople}</dt>
            <dd>{counts.TheAuth}</dd>
          </div>
          <div className={home.count}>
            <dt>{sv.staff.countPlaces}</dt>
            <dd>{counts.ThePost}</dd>
          </div>
        </dl>
      ) : error ? (
        <p role="alert">{error}</p>
      ) : (
        <Loader />
      )}
      <h2>{sv.staff.areasHeading}</h2>
      <ul className={home.tiles}>
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className={home.tile}>
              <span className={home.tileTitle}>{tile.title}</span>
              <span>{tile.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
