/**
 * Every route of SPEC.md §2. Each screen is its own chunk, loaded behind a spinner; each
 * screen has its own error boundary; unknown paths show home; admin routes are guarded.
 * React Router runs in declarative mode (matchRoutes + renderMatches, AppRoutes below): the data router would add 17 kB gzip to
 * the first screen for loaders we do not use (README, 'Choices beyond the chosen stack').
 */
import { lazy, startTransition, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, renderMatches, useLocation, useOutletContext, type RouteObject } from 'react-router';
import { afterFirstPaint, firstPaintDone, firstScreenCommitted, yieldToMain } from './first-paint';
import { RequireAuth } from './guards';
import { useAppDispatch, useAppSelector } from './hooks';
import { selectUserId } from './session';
import type { AppDispatch } from './store';
import type { adminScreenChunks as AdminScreenChunkTable } from './admin-screen-chunks';
import { RouteBoundary } from '../components/route-error';
import { paths } from '../config/paths';
import { Loader } from '../components/ui';
// The login screen is the first screen of most visits: part of the entry, prerendered at build.
import LoginPage from '../features/auth/components/login-page';
import { RootLayout, StaffLayout } from './layouts';

// The admin's frame (role guard, header, navigation): a chunk of its own, never on a phone's or
// the login screen's download; asked for by the entry on an admin path, beside the role check.
// Drawn like a screen (screen(), below): a loader until its chunk is here, then at once. Through
// React.lazy its Suspense fallback held everything under it back for React's 300 ms throttle.
const adminFrame = () => import('./admin-frame');
const adminScreenChunks = () => import('./admin-screen-chunks');

/**
 * The first screen of a page load draws its placeholder first and asks for its chunk (and its
 * data) once that is painted (issue 19): the first paint waits for the entry only, and the
 * screen's module evaluation and first render are tasks of their own, after it. A screen
 * opened later renders at once.
 */
function AfterFirstPaint({ load, loaded, placeholdered, fallback, children }: { load: () => Promise<unknown>; loaded: () => boolean; placeholdered: boolean; fallback: ReactNode; children: ReactNode }) {
  // `placeholdered` (an admin screen): its placeholder, not a Suspense fallback, until its chunk
  // is here, after the first paint too; React reveals content replacing a Suspense fallback no
  // sooner than 300 ms after the fallback (its throttle), a transition at once. A screen whose
  // chunk is here already draws itself at once, first paint or not: Min sida's month then paints
  // in the first screen, not after a placeholder (issue 28 item 3).
  const [ready, setReady] = useState(() => loaded() || (firstPaintDone() && !placeholdered));
  useEffect(() => {
    if (ready) return;
    firstScreenCommitted();
    // The screen is rendered once its chunk is here: it then renders at once, without its
    // Suspense fallback (loadable, below).
    const show = () => startTransition(() => setReady(true));
    afterFirstPaint(() => void load().then(show, show));
  }, [ready, load]);
  return ready ? children : fallback;
}

/**
 * A screen's component that renders at once once its chunk is here, and through React.lazy
 * (suspending) only while it is not. A fallback shown and then replaced holds the screen back:
 * React reveals content that replaces a fallback no sooner than 300 ms after the fallback was
 * shown (its throttle), and the first screen's chunk is always asked for before it renders.
 */
function loadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  const keep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(keep);
  function Screen(props: P) {
    // Chosen once per mount: switching kinds later would remount the screen.
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Screen, load: keep, loaded: () => loaded !== null };
}
type Loadable<P extends object> = ReturnType<typeof loadable<P>>;

let screenCount = 0;

/** `placeholdered`: the fallback stays until the chunk is here, after the first paint too (AfterFirstPaint). */
function screen<P extends object>(page: Loadable<P> | (() => Promise<{ default: ComponentType<P> }>), props?: P, fallback: ReactNode = <Loader />, placeholdered = false) {
  const { Screen, load, loaded } = typeof page === 'function' ? loadable(page) : page;
  // A key of its own: going from one screen to another mounts the new one's AfterFirstPaint and
  // Suspense afresh. Kept from the screen before (the same types in the same place), a screen
  // whose chunk was not here suspended inside a boundary already showing content, and React's
  // transition kept the old screen until the new one's code had arrived: no top, no staff list,
  // no reading asked for until then (issue 28: the month overview's reads 200 ms after the click).
  return (
    <RouteBoundary key={`screen-${(screenCount += 1)}`}>
      <AfterFirstPaint load={load} loaded={loaded} placeholdered={placeholdered} fallback={fallback}>
        <Suspense fallback={fallback}>
          <Screen {...(props ?? ({} as P))} />
        </Suspense>
      </AfterFirstPaint>
    </RouteBoundary>
  );
}

// Min sida's top, shown while its chunk loads (issue 12 item 8): its largest text paints at once;
// the registration screen's likewise (issue 19). Signed-in only: chunks of their own, not in the
// login screen's download; boot.tsx loads the first screen's before the first render
// (`placeholderLoad`), so it still paints at once.
const homeSkeleton = loadable<object>(() => import('../features/time/components/home-skeleton').then((m) => ({ default: m.HomeSkeleton })));
const profileSkeleton = loadable<object>(() => import('../features/time/components/profile-skeleton').then((m) => ({ default: m.ProfileSkeleton })));

/** The placeholder of the first screen at `pathname`, signed in: loaded before the first render. */
export function placeholderLoad(pathname: string): Promise<unknown> | undefined {
  if (pathname === paths.home) return homeSkeleton.load();
  if (pathname === paths.profile) return profileSkeleton.load();
  return undefined;
}

// Demo mode only: the demo credentials under the login form. Vite drops this from provider builds.
const DemoHint = import.meta.env.VITE_API_URL ? null : lazy(() => import('../demo/demo-hint'));
const demoHint: ReactNode = DemoHint ? <DemoHint /> : undefined;

// The staff's two screens: their preloads (screenPreloads) mark them loaded, so a first render
// after their chunk arrived draws them at once (AfterFirstPaint).
const home = loadable(() => import('../routes/time-registration-page'));
const profile = loadable(() => import('../routes/profile-page'));
/** Min sida's entry table: drawn on a wide screen only (a phone shows entry lines). */
const entryTable = () => import('../features/time/components/time-entry-table');
/**
 * The admin's screens, by their path under /admin/: a chunk each (imported by name from
 * admin-screen-chunks.ts, out of the login's download), drawn in the admin's frame. Each shows its
 * top (AdminScreenWaiting) until its chunk is here, and asks for the chunk once the top is drawn:
 * the page's largest text paints without waiting for the screen's 20-odd files, which Lighthouse
 * otherwise counts into the largest paint (issue 28). The screen's data does not wait for them:
 * the frame asks for the staff list and everyone's time itself (admin-frame.tsx).
 */
function adminScreen<K extends keyof AdminScreenChunks>(path: string, name: K, props?: ScreenProps<K>): RouteObject {
  const importScreen = () => adminScreenChunks().then((chunks) => chunks.adminScreenChunks[name]()) as Promise<{ default: ComponentType<ScreenProps<K>> }>;
  return { ...(path ? { path } : { index: true }), element: screen(importScreen, props, <AdminScreenWaiting />, true) };
}
type AdminScreenChunks = typeof AdminScreenChunkTable;
type ScreenProps<K extends keyof AdminScreenChunks> = Awaited<ReturnType<AdminScreenChunks[K]>>['default'] extends ComponentType<infer P> ? P & object : never;
/** An admin path (config/paths.ts) as a route under the admin's frame: '/admin/manad/' → 'manad/'. */
const underAdmin = (path: string) => path.slice(paths.admin.root.length);
const { admin } = paths;
const adminScreens = [
  adminScreen('', 'home'),
  adminScreen(underAdmin(admin.arbetsdag), 'workday'),
  adminScreen(underAdmin(admin.manad), 'month'),
  adminScreen(underAdmin(admin.platsManad), 'workplaceMonth'),
  adminScreen(underAdmin(admin.list), 'staff'),
  adminScreen(underAdmin(admin.create(':id?')), 'memberForm'),
  adminScreen(underAdmin(admin.user()), 'memberTime'),
  adminScreen(underAdmin(admin.place()), 'memberPlaces'),
  adminScreen(underAdmin(admin.posts), 'workplaces'),
  adminScreen(underAdmin(admin.postCreate(':id?')), 'workplaceForm'),
  adminScreen(underAdmin(admin.post()), 'workplaceWorkers'),
  adminScreen(underAdmin(admin.bill), 'bills', { kind: 'bill' }),
  adminScreen(underAdmin(admin.invoice), 'bills', { kind: 'invoice' }),
  adminScreen(underAdmin(admin.kontroll), 'providerCheck'),
];

/**
 * An admin screen's placeholder while its chunk loads: the screen's top (heading, intro), which
 * the admin's frame gives as its Outlet's context (app/admin-screen-top.tsx), so the largest
 * text paints before the screen's code has arrived (issue 28); a loader where it has none.
 */
function AdminScreenWaiting() {
  return useOutletContext<ReactNode>() ?? <Loader />;
}

/** The modules most staff screens share, asked for (and evaluated) each on its own first. */
const catalogue = () => import('../i18n/sv');
const monthsSlice = () => import('../person-time/months-slice');
const confirmDialog = () => import('../components/confirm-dialog');
const timeForm = () => import('../features/time/components/time-form');

/**
 * The screen's chunk, asked for by the entry from the path once the first screen's placeholder
 * is painted (issue 19), before React renders the lazy route; on a wide screen Min sida's table
 * too. In steps, each in a task of its own (main.tsx): the catalogue, the person's time, then the
 * screen with what is left of its chunks, so that no task asks for a dozen files at once and each
 * module graph is evaluated in its own task as it arrives. The router asks for the same modules
 * later and gets them at once. An admin's path: the admin's frame and the catalogue; the screen's
 * chunk is asked for once its top is drawn (adminScreen).
 */
export function screenPreloads(pathname: string, { admin, wide }: { admin: boolean; wide: boolean }): (() => Promise<unknown>)[] {
  if (pathname === paths.profile) return [catalogue, monthsSlice, confirmDialog, profile.load, ...(wide ? [entryTable] : [])];
  if (pathname === paths.home) return [catalogue, monthsSlice, confirmDialog, timeForm, home.load];
  return admin && pathname.startsWith(paths.admin.root) ? [adminFrame, catalogue, adminScreenChunks] : [];
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

/**
 * Min sida: the person's time (the page itself asks only when nothing asked yet). The answer
 * goes into the store in a task of its own, not in the one that evaluates the slice's module.
 * On the first screen boot.tsx asks as soon as the store exists (`firstScreenData`): the entry's
 * early read is usually answered by then, so the page's first render draws the month, in one
 * commit, instead of a loader and then the month (issue 28 item 3).
 */
const profileData: Prefetch = (dispatch, userId) => {
  void import('../person-time/months-slice').then(async ({ personTimeNeeded }) => {
    await yieldToMain();
    // The page may have asked already (its chunk came first): one read either way.
    dispatch(personTimeNeeded(userId));
  });
};

/** The first screen's data at `pathname`, asked for by boot.tsx once the store exists. */
export function firstScreenData(pathname: string): Prefetch | undefined {
  return pathname === paths.profile ? profileData : undefined;
}

export const routes: RouteObject[] = [
  {
    element: (
      <RouteBoundary>
        <RootLayout />
      </RouteBoundary>
    ),
    children: [
      {
        path: paths.login,
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
              { path: paths.home, element: screen(home, {}, <homeSkeleton.Screen />) },
              {
                path: paths.profile,
                element: (
                  <Prefetching prefetch={profileData}>
                    {screen(profile, {}, <profileSkeleton.Screen />)}
                  </Prefetching>
                ),
              },
              { path: paths.valja(), element: screen(() => import('../features/time/components/valja-page')) },
              { path: '*', element: screen(home) },
            ],
          },
          {
            path: paths.admin.root,
            element: screen(adminFrame),
            children: [
              {
                children: adminScreens,
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The app's routes, rendered inside whichever router the caller provides. Matched once per
 * address (issue 28): React Router's useRoutes flattens and ranks every route again on each
 * render, 150 ms of an admin screen's first load on a phone profile (CPU 4×). At the top level
 * (no parent route, no basename) matchRoutes + renderMatches is what useRoutes renders.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(routes, pathname), [pathname]);
  return renderMatches(matches);
}
