/**
 * Boot: store, API client hooks, providers, router. In demo mode (no VITE_API_URL) the fake
 * provider starts alongside the first render; API calls wait for it, the screen does not.
 *
 * The boot runs in steps, each a task of its own (issue 19: no long task on a phone): this
 * module's evaluation, the store, then the root and its first render, itself a transition that
 * React renders in slices of a few milliseconds; after the first paint, the screen's chunks
 * (app/first-paint.ts). The early read of the person's time starts from the entry, at once.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { afterFirstPaint, yieldToMain } from './app/first-paint';
import { screenPreloads } from './app/router';
import { makeStore } from './app/store';
import { connectClient, initialSession, sessionSynced } from './app/session';
import { env } from './config/env';
import { apiPath, loadClient, setRequestGate } from './lib/api-client';
import { startEarlyRead } from './lib/early-read';
import { onFirstInteraction, whenIdle } from './lib/first-interaction';
import { storageKeys } from './lib/storage';
import { registerServiceWorkerWhenIdle } from './pwa/register';
import './styles/global.css';

// Signed in: no chain before the screen has its data (issue 19). The entry asks for the person's
// time at once, with a plain fetch (the HTTP client is not loaded yet; api() takes this answer),
// on the screens that show it: the read's round trips are the longest wait, so nothing goes
// before them. The first paint (the screen's placeholder) waits for nothing else but the entry and
// its stylesheet; once it is painted, the screen's chunk from the path, in steps of a task each;
// the HTTP client when the main thread is idle after that (a call made earlier loads it itself).
const { userInfo, token } = initialSession();
const signedIn = Boolean(userInfo?.email);
const path = window.location.pathname;
if (userInfo && signedIn) {
  const { _id: userId } = userInfo;
  if (!env.demo && token && userId && (path === '/' || path === '/profile/')) {
    startEarlyRead(env.apiUrl, apiPath`/api/time/time/user/${userId}`, token);
  }
  const wide = window.matchMedia('(min-width: 720px)').matches;
  for (const preload of screenPreloads(path, { admin: userInfo.isAdmin, wide })) afterFirstPaint(() => void preload());
  afterFirstPaint(() => void whenIdle(2000).then(loadClient));
}

if (!import.meta.env.VITE_API_URL) {
  // The fake provider loads with the first call, not with the first screen.
  setRequestGate(() => import('./demo/browser').then(({ startDemo }) => startDemo()));
}

async function boot(): Promise<void> {
  await yieldToMain();
  const store = makeStore();
  connectClient(store);

  // Signing in or out in another tab applies here too.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === storageKeys.userInfo || event.key === storageKeys.token) {
      store.dispatch(sessionSynced(initialSession()));
    }
  });

  await yieldToMain();
  const root = document.getElementById('root') as HTMLElement;
  const app = <App store={store} />;

  // The page's head tags come from <Seo>: drop the static copies of index.html (and of the
  // prerender) so React's own are the only ones.
  document.head
    .querySelectorAll('title, meta[name="description"], link[rel="canonical"], meta[property^="og:"]')
    .forEach((node) => node.remove());

  // /login/ is prerendered at build time (scripts/build.mjs): hydrate it when nobody is
  // signed in, so the screen paints before any JavaScript runs. Anything else renders fresh.
  if (root.dataset.prerendered === window.location.pathname && !store.getState().Auth.userInfo?.email) {
    hydrateRoot(root, app);
  } else {
    root.replaceChildren();
    const reactRoot = createRoot(root);
    // A transition: React renders the first screen in slices of a few milliseconds and yields
    // to the browser between them, so the first render is no long task (issue 19).
    startTransition(() => reactRoot.render(app));
  }
}

void boot();

// Signed out, the HTTP client loads at the first focus, key press or tap (the login form's
// first field); never on idle: an untouched login screen stays light. (Signed in: above.)
if (!signedIn) onFirstInteraction(() => void loadClient());

// Provider builds: the app-shell service worker (scripts/build.mjs writes /sw.js), so the
// registration screen opens offline; registered once the first screen is idle (src/pwa/register.ts).
// Never in demo mode: MSW's worker owns the scope.
if (import.meta.env.PROD && import.meta.env.VITE_API_URL) registerServiceWorkerWhenIdle(signedIn);
