import { StrictMode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { AppStore } from './store';

/** The providers around the router: shared by the browser boot and the build-time prerender. */
export function App({ store, router }: { store: AppStore; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <HelmetProvider>
          <RouterProvider router={router} />
        </HelmetProvider>
      </Provider>
    </StrictMode>
  );
}
