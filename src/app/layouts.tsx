import { Suspense, useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { AdminNav, Header, Main, SkipLink, layoutStyles, useLogout } from '../components/layout';
import { Seo } from '../components/seo';
import { Toasts } from '../components/toasts';
import { Loader } from '../components/ui';
import { paths } from '../config/paths';
import { selectIsAdmin } from '../features/auth/auth-slice';
import { sv } from '../i18n/sv';
import { useAppSelector } from './hooks';

/** Every page: metadata, toasts, scroll to top on a new screen. */
export function RootLayout() {
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

/** Staff screens: the header with 'Min sida' (or the admin start) and logout. */
export function StaffLayout() {
  const isAdmin = useAppSelector(selectIsAdmin);
  const logout = useLogout();
  return (
    <>
      <Header>
        <Link className={layoutStyles.iconLink} to={isAdmin ? paths.admin.root : paths.profile}>
          {isAdmin ? sv.nav.label : sv.nav.profile}
        </Link>
        <button type="button" className={layoutStyles.iconLink} style={{ border: 0, background: 'none', cursor: 'pointer' }} onClick={logout}>
          {sv.nav.logout}
        </button>
      </Header>
      <Main>
        <Outlet />
      </Main>
    </>
  );
}

/** Admin screens: header, admin navigation, content. */
export function AdminLayout() {
  return (
    <>
      <Header />
      <AdminNav />
      <Main>
        <Outlet />
      </Main>
    </>
  );
}
