import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, MemoryRouter } from 'react-router';
import { AppRoutes } from './router';
import type { AppStore } from './store';

/**
 * The providers around the routes: shared by the browser boot and the build-time prerender
 * (which passes the URL to render in memory).
 */
export function App({ store, url }: { store: AppStore; url?: string }) {
  const routes = <AppRoutes />;
  return (
    <StrictMode>
      <Provider store={store}>
        {url === undefined ? <BrowserRouter>{routes}</BrowserRouter> : <MemoryRouter initialEntries={[url]}>{routes}</MemoryRouter>}
      </Provider>
    </StrictMode>
  );
}
