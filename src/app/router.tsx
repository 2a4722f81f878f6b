/**
 * Every route of SPEC.md §2. Each screen is its own chunk, loaded behind a spinner; each
 * route has an error boundary; unknown paths show home; admin routes are guarded.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAdmin, RequireAuth } from '../components/guards';
import { RouteError } from '../components/route-error';
import { Loader } from '../components/ui';
// The login screen is the first screen of most visits: part of the entry, prerendered at build.
import LoginPage from '../features/auth/components/login-page';
import { AdminLayout, RootLayout, StaffLayout } from './layouts';

function screen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, props?: P) {
  const Screen = lazy(load);
  return (
    <Suspense fallback={<Loader />}>
      <Screen {...(props ?? ({} as P))} />
    </Suspense>
  );
}

const errorElement = <RouteError />;

const home = () => import('../features/time/components/time-registration-page');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement,
    children: [
      { path: '/login/', element: <LoginPage />, errorElement },
      {
        element: <RequireAuth />,
        errorElement,
        children: [
          {
            element: <StaffLayout />,
            errorElement,
            children: [
              { path: '/', element: screen(home), errorElement },
              { path: '/profile/', element: screen(() => import('../features/profile/components/profile-page')), errorElement },
              { path: '/valja/:id/', element: screen(() => import('../features/time/components/valja-page')), errorElement },
              { path: '*', element: screen(home), errorElement },
            ],
          },
          {
            path: '/admin/',
            element: <RequireAdmin />,
            errorElement,
            children: [
              {
                element: <AdminLayout />,
                errorElement,
                children: [
                  { index: true, element: screen(() => import('../features/staff/components/admin-home-page')), errorElement },
                  { path: 'arbetsdag/', element: screen(() => import('../features/staff/components/workday-page')), errorElement },
                  { path: 'list/', element: screen(() => import('../features/staff/components/staff-list-page')), errorElement },
                  { path: 'list/create/:id?', element: screen(() => import('../features/staff/components/member-form-page')), errorElement },
                  { path: 'list/user/:id', element: screen(() => import('../features/staff/components/user-time-page')), errorElement },
                  { path: 'list/place/:id/', element: screen(() => import('../features/staff/components/user-places-page')), errorElement },
                  { path: 'posts/', element: screen(() => import('../features/workplaces/components/posts-page')), errorElement },
                  { path: 'post/create/:id?', element: screen(() => import('../features/workplaces/components/post-form-page')), errorElement },
                  { path: 'post/:id/', element: screen(() => import('../features/workplaces/components/post-workers-page')), errorElement },
                  { path: 'bill/', element: screen(() => import('../features/bills/components/bills-page'), { kind: 'bill' as const }), errorElement },
                  { path: 'invoice/', element: screen(() => import('../features/bills/components/bills-page'), { kind: 'invoice' as const }), errorElement },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
