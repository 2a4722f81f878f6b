/**
 * Boot: store, API client hooks, providers, router. In demo mode (no VITE_API_URL) the fake
 * provider starts alongside the first render; API calls wait for it, the screen does not.
 */
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { makeStore } from './app/store';
import { connectClient, initialSession, sessionSynced } from './app/session';
import { loadClient, setRequestGate } from './lib/api-client';
import { onFirstInteraction } from './lib/first-interaction';
import { storageKeys } from './lib/storage';
import './styles/global.css';

const store = makeStore();

connectClient(store);

if (!import.meta.env.VITE_API_URL) {
  // The fake provider loads with the first call, not with the first screen.
  setRequestGate(() => import('./demo/browser').then(({ startDemo }) => startDemo()));
}

// Signing in or out in another tab applies here too.
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === storageKeys.userInfo || event.key === storageKeys.token) {
    store.dispatch(sessionSynced(initialSession()));
  }
});

const root = document.getElementById('root') as HTMLElement;
const app = <App store={store} />;

// The page's head tags come from <Seo>: drop the static copies of index.html (and of the
// prerender) so React's own are the only ones.
document.head
  .querySelectorAll('title, meta[name="description"], link[rel="canonical"], meta[property^="og:"]')
  .forEach((node) => node.remove());

// /login/ is prerendered at build time (scripts/prerender.mjs): hydrate it when nobody is
// signed in, so the screen paints before any JavaScript runs. Anything else renders fresh.
if (root.dataset.prerendered === window.location.pathname && !store.getState().Auth.userInfo?.email) {
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}

// Signed in: every screen reads data, so the HTTP client loads now, beside the screen's code,
// not after it (issue 12). Signed out: at the first focus, key press or tap (the login form's
// first field); never on idle: an untouched login screen stays light.
if (store.getState().Auth.userInfo?.email) void loadClient();
else onFirstInteraction(() => void loadClient());

// Provider builds: the app-shell service worker (scripts/build.mjs writes /sw.js), so the
// registration screen opens offline. Registered after load when someone is signed in, otherwise
// at the first interaction (signing in is one). Never in demo mode: MSW's worker owns the scope.
// On a later visit it also asks for a new worker at once (a new build has a new sw.js), rather
// than waiting for the browser's own check.
if (import.meta.env.PROD && import.meta.env.VITE_API_URL && 'serviceWorker' in navigator) {
  const register = () =>
    void navigator.serviceWorker
      .register('/sw.js')
      .then((registration) => registration.active && registration.update())
      .catch(() => undefined);
  if (!store.getState().Auth.userInfo?.email) onFirstInteraction(register);
  else if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
