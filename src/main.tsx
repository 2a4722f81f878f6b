/**
 * Boot: store, API client hooks, providers, router. In demo mode (no VITE_API_URL) the fake
 * provider starts alongside the first render; API calls wait for it, the screen does not.
 */
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreen } from './app/router';
import { makeStore } from './app/store';
import { connectClient, initialSession, sessionSynced } from './app/session';
import { env } from './config/env';
import { apiPath, loadClient, setRequestGate } from './lib/api-client';
import { startEarlyRead } from './lib/early-read';
import { onFirstInteraction } from './lib/first-interaction';
import { storageKeys } from './lib/storage';
import { registerServiceWorkerWhenIdle } from './pwa/register';
import './styles/global.css';

const store = makeStore();

connectClient(store);

// Signed in: no chain before the screen has its data (issue 19). The person's time is asked for
// now, with a plain fetch (the HTTP client is not loaded yet; api() takes this answer), on the
// screens that show it; the screen's chunk is asked for from the path, and the HTTP client
// beside them, all before React renders.
const { userInfo, token } = store.getState().Auth;
const path = window.location.pathname;
if (userInfo?.email) {
  if (!env.demo && token && userInfo._id && (path === '/' || path === '/profile/')) {
    startEarlyRead(env.apiUrl, apiPath`/api/time/time/user/${userInfo._id}`, token);
  }
  preloadScreen(path, { admin: userInfo.isAdmin, wide: window.matchMedia('(min-width: 720px)').matches });
  void loadClient();
}

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

// Signed out, the HTTP client loads at the first focus, key press or tap (the login form's
// first field); never on idle: an untouched login screen stays light. (Signed in: above.)
if (!userInfo?.email) onFirstInteraction(() => void loadClient());

// Provider builds: the app-shell service worker (scripts/build.mjs writes /sw.js), so the
// registration screen opens offline; registered once the first screen is idle (src/pwa/register.ts).
// Never in demo mode: MSW's worker owns the scope.
if (import.meta.env.PROD && import.meta.env.VITE_API_URL) registerServiceWorkerWhenIdle(Boolean(store.getState().Auth.userInfo?.email));
