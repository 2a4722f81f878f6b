/**
 * renderWithProviders: a real store (optionally preloaded), the real routes or a single
 * element, in a memory router at `route`. Tests never mock hooks.
 */
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { routes as appRoutes } from '../src/app/router';
import { makeStore, type AppStore, type RootState } from '../src/app/store';
import { connectClient } from '../src/app/session';
import { demoCredentials } from '../src/demo/credentials';
import { login } from '../src/features/auth/api';
import type { User } from '../src/types/api';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** Start URL; defaults to '/'. */
  route?: string;
  /** Render this element at `path` instead of the app's routes. */
  path?: string;
}

export function renderWithProviders(ui: ReactElement | null, options: Options = {}) {
  const { preloadedState, route = '/', path = '/*', ...rest } = options;
  const store = options.store ?? makeStore(preloadedState);
  connectClient(store);
  const routes: RouteObject[] = ui ? [{ path, element: ui }] : appRoutes;
  // Where the app is now, for assertions: router.state.location.pathname.
  const router = { state: { location: { pathname: route } as Location } };
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <LocationProbe onChange={(location) => (router.state.location = location)} />
        <Routes routes={routes} />
      </MemoryRouter>
    </Provider>,
    rest,
  );
  return { ...view, store, router, user };
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  onChange(useLocation());
  return null;
}

/** A signed-in session from the demo provider, ready to preload: `{ Auth }` (its role is the login answer's: the server's). */
export async function signedInAs(who: 'admin' | 'staff'): Promise<{ Auth: RootState['Auth']; user: User }> {
  const { phone, password } = demoCredentials[who];
  const { data, token } = await login(phone, password);
  const { _id, fullname, email, isAdmin } = data;
  return {
    user: data,
    Auth: { userInfo: { _id, fullname, email, isAdmin, phone: data.phone }, token, request: { status: 'idle' }, roleFrom: 'server', roleCheck: 'idle' },
  };
}

/**
 * Records every request the app sends (method, path with query, Authorization, JSON body):
 * what tests assert on. Call inside a test; returns the live list.
 */
export { recordRequests } from './record-requests';

/**
 * Files the page saves (through an object URL and a link's click): their blobs and names, in order.
 * Undo with vi.restoreAllMocks() and the URL functions put back.
 */
export function catchDownloads(): { blobs: Blob[]; names: string[] } {
  const blobs: Blob[] = [];
  const names: string[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:x';
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

/** A saved file's text, its bytes read one to a character (PAXml's Latin-1, SIE's ASCII). */
export function readText(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('no file'));
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('latin1').decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
