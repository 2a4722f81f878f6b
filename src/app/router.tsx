/**
 * Every route of SPEC.md §2. Each screen is its own chunk, loaded behind a spinner; each
 * screen has its own error boundary; unknown paths show home; admin routes are guarded.
 * React Router runs in declarative mode (useRoutes): the data router would add 17 kB gzip to
 * the first screen for loaders we do not use (README, 'Choices beyond the chosen stack').
 */
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { RequireAdmin, RequireAuth } from './guards';
import { useAppDispatch, useAppSelector } from './hooks';
import { selectUserId } from './session';
import type { AppDispatch } from './store';
import { RouteBoundary } from '../components/route-error';
import { Loader } from '../components/ui';
// Min sida's top, shown while its chunk loads (issue 12 item 8): its largest text paints at once;
// the registration screen's likewise (issue 19).
import { HomeSkeleton } from '../features/time/components/home-skeleton';
import { ProfileSkeleton } from '../features/time/components/profile-skeleton';
// The login screen is the first screen of most visits: part of the entry, prerendered at build.
import LoginPage from '../features/auth/components/login-page';
import { AdminLayout, RootLayout, StaffLayout } from './layouts';

function screen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, props?: P, fallback: ReactNode = <Loader />) {
  const Screen = lazy(load);
  return (
    <RouteBoundary>
      <Suspense fallback={fallback}>
        <Screen {...(props ?? ({} as P))} />
      </Suspense>
    </RouteBoundary>
  );
}

// Demo mode only: the demo credentials under the login form. Vite drops this from provider builds.
const DemoHint = import.meta.env.VITE_API_URL ? null : lazy(() => import('../demo/demo-hint'));
const demoHint = DemoHint ? (className: string): ReactNode => <DemoHint className={className} /> : undefined;

const home = () => import('../routes/time-registration-page');
const profile = () => import('../routes/profile-page');
/** Min sida's entry table: drawn on a wide screen only (a phone shows entry lines). */
const entryTable = () => import('../features/time/components/time-entry-table');
const adminScreens: Record<string, () => Promise<unknown>> = {
  '/admin/': () => import('../features/staff/components/admin-home-page'),
  '/admin/manad/': () => import('../routes/month-overview-page'),
  '/admin/list/': () => import('../routes/staff-list-route'),
  '/admin/bill/': () => import('../routes/bills-route'),
  '/admin/invoice/': () => import('../routes/bills-route'),
};

/**
 * The screen's chunk, asked for by the entry from the path as the app boots (issue 19), not
 * when React first renders the lazy route; on a wide screen Min sida's table too. The router
 * asks for the same modules later and gets them at once.
 */
export function preloadScreen(pathname: string, { admin, wide }: { admin: boolean; wide: boolean }): void {
  if (pathname === '/profile/') {
    void profile();
    if (wide) void entryTable();
  } else if (pathname === '/') {
    void home();
  } else if (admin) {
    void adminScreens[pathname]?.();
  }
}

/**
 * A screen's data, asked for when its route is matched: in parallel with the screen's chunk,
 * not after it (issue 12 item 8). Runs once per visit of the route, for the signed-in person.
 */
type Prefetch = (dispatch: AppDispatch, userId: string) => void;

function Prefetching({ prefetch, children }: { prefetch: Prefetch; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUserId);
  useEffect(() => {
    if (userId) prefetch(dispatch, userId);
  }, [prefetch, dispatch, userId]);
  return children;
}

/** Min sida: the person's time (the page itself asks only when nothing asked yet). */
const profileData: Prefetch = (dispatch, userId) => {
  void import('../features/time/months-slice').then(({ personTimeLoaded }) => dispatch(personTimeLoaded(userId)));
};

export const routes: RouteObject[] = [
  {
    element: (
      <RouteBoundary>
        <RootLayout />
      </RouteBoundary>
    ),
    children: [
      {
        path: '/login/',
        element: (
          <RouteBoundary>
            <LoginPage hint={demoHint} />
          </RouteBoundary>
        ),
      },
      {
        element: <RequireAuth loginHint={demoHint} />,
        children: [
          {
            element: <StaffLayout />,
            children: [
              { path: '/', element: screen(home, {}, <HomeSkeleton />) },
              {
                path: '/profile/',
                element: (
                  <Prefetching prefetch={profileData}>
                    {screen(profile, {}, <ProfileSkeleton />)}
                  </Prefetching>
                ),
              },
              { path: '/valja/:id/', element: screen(() => import('../features/time/components/valja-page')) },
              { path: '*', element: screen(home) },
            ],
          },
          {
            path: '/admin/',
            element: <RequireAdmin />,
            children: [
              {
                element: <AdminLayout />,
                children: [
                  { index: true, element: screen(() => import('../features/staff/components/admin-home-page')) },
                  { path: 'arbetsdag/', element: screen(() => import('../routes/workday-page')) },
                  { path: 'manad/', element: screen(() => import('../routes/month-overview-page')) },
                  { path: 'list/', element: screen(() => import('../routes/staff-list-route')) },
                  { path: 'list/create/:id?', element: screen(() => import('../features/staff/components/member-form-page')) },
                  { path: 'list/user/:id', element: screen(() => import('../routes/member-time-page')) },
                  { path: 'list/place/:id/', element: screen(() => import('../routes/member-places-page')) },
                  { path: 'posts/', element: screen(() => import('../features/workplaces/components/posts-page')) },
                  { path: 'post/create/:id?', element: screen(() => import('../features/workplaces/components/post-form-page')) },
                  { path: 'post/:id/', element: screen(() => import('../routes/post-workers-page')) },
                  { path: 'bill/', element: screen(() => import('../routes/bills-route'), { kind: 'bill' as const }) },
                  { path: 'invoice/', element: screen(() => import('../routes/bills-route'), { kind: 'invoice' as const }) },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/** The app's routes, rendered inside whichever router the caller provides. */
export function AppRoutes() {
  return useRoutes(routes);
}
