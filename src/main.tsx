/**
 * Boot: store, API client hooks, providers, router. In demo mode (no VITE_API_URL) the fake
 * provider starts alongside the first render; API calls wait for it, the screen does not.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HelmetProvider } from 'react-helmet-async';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './app/router';
import { makeStore } from './app/store';
import { initialSession, sessionReset, sessionSynced } from './features/auth/auth-slice';
import { configureClient, loadClient, setRequestGate } from './lib/api-client';
import { storageKeys } from './lib/storage';
import './styles/global.css';

const store = makeStore();

configureClient({
  getToken: () => store.getState().Auth.token,
  onSessionExpired: () => store.dispatch(sessionReset()),
});

if (!import.meta.env.VITE_API_URL) {
  setRequestGate(import('./demo/browser').then(({ startDemo }) => startDemo()));
}

// Signing in or out in another tab applies here too.
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === storageKeys.userInfo || event.key === storageKeys.token) {
    store.dispatch(sessionSynced(initialSession()));
  }
});

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Provider store={store}>
      <HelmetProvider>
        <RouterProvider router={router} />
      </HelmetProvider>
    </Provider>
  </StrictMode>,
);

// Warm the HTTP client once the first screen is up, so the first call does not wait for it.
const warm = () => void loadClient();
if ('requestIdleCallback' in window) window.requestIdleCallback(warm, { timeout: 2000 });
else setTimeout(warm, 1000);
