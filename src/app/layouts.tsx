import { Suspense, useEffect, useRef } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Header, Main, SkipLink, layoutStyles } from '../components/layout';
import { Seo } from '../components/seo';
import { Toasts } from '../components/toasts';
import { Loader } from '../components/ui';
import { LanguagePicker } from '../components/language-picker';
import { paths } from '../config/paths';
import { firstScreenCommitted } from './first-paint';
import { loggedOut, selectMayBeAdmin } from './session';
import { sv } from '../i18n/sv-common';
import { useAppDispatch, useAppSelector } from './hooks';

/** Every page: metadata, toasts, scroll to top on a new screen. */
export function RootLayout() {
  // What waits for the first paint (app/first-paint.ts) starts watching for it now.
  useEffect(firstScreenCommitted, []);
  return (
    <>
      <Seo />
      <SkipLink />
      <Suspense fallback={<Loader />}>
        <Outlet />
      </Suspense>
      <Toasts />
      <ScrollToTop />
    </>
  );
}

/** A new screen starts at its top (the browser keeps the position on back and forward). */
function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return () => {
    dispatch(loggedOut());
    void navigate(paths.login, { replace: true });
  };
}

/** Staff screens: the header with 'Min sida' (or the admin start) and logout. */
export function StaffLayout() {
  // A link's target only: local storage's word is enough for it (the admin screens ask the server).
  const isAdmin = useAppSelector(selectMayBeAdmin);
  const logout = useLogout();
  const { pathname } = useLocation();
  return (
    <>
      <Header home={isAdmin ? paths.admin.root : paths.home}>
        <Link className={layoutStyles.iconLink} to={isAdmin ? paths.admin.root : paths.profile}>
          {isAdmin ? sv.nav.label : sv.nav.profile}
        </Link>
        <button type="button" className={layoutStyles.iconLink} style={{ border: 0, background: 'none', cursor: 'pointer' }} onClick={logout}>
          {sv.nav.logout}
        </button>
      </Header>
      {/* On Min sida, under the header: beside the logo and the two links it took a second and
          third line at 320 px in every language (issue 43); never for an admin, whose screens
          stay Swedish (DECISIONS.md 34). */}
      {isAdmin || pathname !== paths.profile ? null : (
        <div className={layoutStyles.languageRow}>
          <LanguagePicker place="header" />
        </div>
      )}
      <Main>
        <Outlet />
      </Main>
    </>
  );
}
