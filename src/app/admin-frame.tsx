/**
 * The admin's frame (DECISIONS.md 12): the role guard, the header and the admin navigation
 * around every admin screen. Its own chunk, asked for when an admin path renders: the login
 * screen and the staff's phones never download it (issue 25 item 6 paid the language picker's
 * bytes with it). It arrives while the role check is under way (main.tsx asks at once).
 */
import { useEffect } from 'react';
import { NavLink, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Header, Main } from '../components/layout';
import { Button, Loader } from '../components/ui';
import { env } from '../config/env';
import { paths } from '../config/paths';
import { sv } from '../i18n/sv-admin';
import { startEarlyRead } from '../lib/early-read';
import { AdminScreenTop } from './admin-screen-top';
import { afterFirstPaint, firstPaintDone } from './first-paint';
import { useAppDispatch, useAppSelector, useServerRole } from './hooks';
import { loggedOut, selectIsSignedIn } from './session';
import type { AppDispatch, RootState } from './store';
import styles from './admin-frame.module.css';

/**
 * Admin routes (DECISIONS.md 12), in their layout: a non-admin gets the home view. The role is the server's
 * (issue 27): until it has answered, no admin screen renders and none of their reads is made.
 * Signed out (a session that ran out), the page stays: RequireAuth keeps it under the sign-in.
 */
export default function AdminFrame() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { role, failed, retry } = useServerRole();
  if (!signedIn) return <AdminLayout />;
  if (role === 'staff') return <Navigate to={paths.home} replace />;
  if (role === 'admin') return <AdminLayout />;
  if (!failed) return <Loader />;
  return (
    <div className={styles.roleFailed} role="alert">
      <p>{sv.app.roleCheckFailed}</p>
      <Button onClick={retry}>{sv.app.retry}</Button>
    </div>
  );
}

/**
 * The staff list, and the month overview and the month per workplace (which read everyone's time
 * once the staff list is in), draw nothing before the list: it is asked for with the screen's
 * chunk, not after it (issue 28). The screen's own read takes this answer
 * (lib/early-read.ts). Not when the list is held or on its way (the screen's chunk was here, so
 * its effect ran first and asked). Here, in the admin's chunk, not in the router: the login's
 * download has no room for it.
 */
const needsStaffList: readonly string[] = [paths.admin.list, paths.admin.manad, paths.admin.platsManad];
const askStaffList = (dispatch: AppDispatch) =>
  dispatch((_, getState) => {
    const { Auth, IsAdmin } = getState() as { Auth: RootState['Auth']; IsAdmin?: RootState['IsAdmin'] };
    // The list's own read, not the slice's shared request: the admin start's counts on their
    // way when the overview is opened are not the list (issue 28).
    const asked = IsAdmin && (IsAdmin.members || IsAdmin.membersLoading);
    if (!env.demo && Auth.token && !asked) startEarlyRead(env.apiUrl, '/api/auth/show/all/', Auth.token);
  });

/**
 * The month overview and the month per workplace: everyone's time asked for when the address is
 * theirs, beside the screen's chunk (issue 28: 300 reads started before the screen's code has
 * arrived and rendered). The screen joins the reading (person-time/people-time-reading.ts,
 * started through everyones-time.ts); it stops when the address is left. Here, in the admin's chunk: the login's download has no room for it.
 */
const needsEveryonesTime: readonly string[] = [paths.admin.manad, paths.admin.platsManad];
function askEveryonesTime(dispatch: AppDispatch): () => void {
  let left = false;
  let release: (() => void) | undefined;
  const start = () =>
    void import('./everyones-time').then(({ everyonesTimeNeeded }) => {
      if (!left) release = dispatch(everyonesTimeNeeded());
    });
  // Opened from another screen: at once, so the reading's code (when the idle preload has not
  // brought it yet) is asked for before the screen's 20-odd files, not queued behind them on the
  // browser's six connections (the screen's chunk is asked for in a task after this effect).
  // Opened by its address: after the first paint, as before.
  if (firstPaintDone()) start();
  else afterFirstPaint(start);
  return () => {
    left = true;
    release?.();
  };
}

/**
 * The reading's code when the page is idle. Not lib's whenIdle: where the browser has no idle
 * callback that one waits 300 ms, and the reading's code (with the months' modules it imports)
 * is not wanted on a screen that soon; a second here.
 */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
}

/** Admin screens: header, admin navigation, content. */
function AdminLayout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (needsStaffList.includes(pathname)) askStaffList(dispatch);
  }, [pathname, dispatch]);
  const everyone = needsEveryonesTime.includes(pathname);
  useEffect(() => (everyone ? askEveryonesTime(dispatch) : undefined), [everyone, dispatch]);
  // The reading's code, loaded while the admin is on another screen and the page is idle: opening
  // the month overview then asks for the first person's time as soon as the staff list is in,
  // not once the screen's own code has arrived (0.4 s at 300 people).
  // Not once the frame is gone (signed out, or a test's page torn down).
  useEffect(() => {
    let left = false;
    afterFirstPaint(() => whenIdle(() => void (left || import('./everyones-time'))));
    return () => {
      left = true;
    };
  }, []);
  const logout = () => {
    dispatch(loggedOut());
    void navigate(paths.login, { replace: true });
  };
  return (
    <>
      <Header home={paths.admin.root} />
      <AdminNav onLogout={logout} />
      <Main>
        {/* The screen's placeholder is its top (app/admin-screen-top.tsx; app/router.tsx). */}
        <Outlet context={<AdminScreenTop pathname={pathname} />} />
      </Main>
    </>
  );
}

function AdminNav({ onLogout }: { onLogout: () => void }) {
  const items = [
    { to: paths.admin.root, label: sv.nav.home, end: true },
    { to: paths.admin.arbetsdag, label: sv.nav.workday },
    { to: paths.admin.manad, label: sv.nav.month },
    { to: paths.admin.list, label: sv.nav.staff, end: true },
    // `end`: editing a member (/admin/list/create/:id) is not 'Ny medlem'.
    { to: paths.admin.create(), label: sv.nav.createStaff, end: true },
    { to: paths.admin.posts, label: sv.nav.workplaces },
    { to: paths.admin.bill, label: sv.nav.bills },
    { to: paths.admin.invoice, label: sv.nav.invoices },
    { to: paths.admin.kontroll, label: sv.nav.providerCheck },
  ];
  return (
    <nav className={styles.nav} aria-label={sv.nav.label}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end ?? false}>
              {item.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" className={styles.navButton} onClick={onLogout}>
            {sv.nav.logout}
          </button>
        </li>
      </ul>
    </nav>
  );
}

