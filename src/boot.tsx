/**
 * The app's boot, once React is loaded (main.tsx asks for it): store, API client hooks,
 * providers, router. In demo mode (no VITE_API_URL) the fake provider starts alongside the first
 * render; API calls wait for it, the screen does not.
 *
 * In steps, each a task of its own (issue 19: no long task on a phone): this module graph's
 * evaluation (the router, the store, the first screen's code; React's was a task before it),
 * the store, then the root and its first render, itself a transition that React renders in
 * slices of a few milliseconds; after the first paint, the screen's chunks (app/first-paint.ts).
 */
// First: the tokens and base styles come before every component's own (one stylesheet, linked
// by index.html: vite.config.ts `preloadBoot`).
import './styles/global.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { paths } from './config/paths';
import { stopHoldingEarlySubmits } from './lib/early-submit';
import { afterFirstPaint, afterScreenDrawn, yieldToMain } from './app/first-paint';
import { firstScreenData, placeholderLoad, screenPreloads } from './app/router';
import { makeStore } from './app/store';
import { connectClient, initialSession, roleChecked, sessionSynced, type SessionUser } from './app/session';
import { mayBeAdmin } from './app/stored-session';
import { PICTURE_ID } from './app/kept-picture';
import { loadClient } from './lib/api-client';
import { whenIdle } from './lib/first-interaction';
import { storageKeys } from './lib/storage';
import { appliedLanguage } from './i18n/language';
import { followSessionLanguage } from './app/session-language';

/**
 * Signed in: the screen's chunks from the path, in steps of a task each; the HTTP client when the
 * main thread is idle after the screen is painted (a call made earlier loads it itself). The
 * person's data was asked for by the entry (main.tsx).
 */
function preloadScreen(userInfo: SessionUser | null): void {
  if (!userInfo?.email) return;
  const wide = window.matchMedia('(min-width: 720px)').matches;
  // Asked for at once, beside the screen's data, a task each (issue 28 items 3 and 3a): an
  // admin's frame (at a desk) and the staff's two screens, the only screens with preloads. (The
  // registration screen waited for its placeholder's first paint, issue 19: its chunks and their
  // stylesheets were then asked for only once React had drawn it, a step of round trips more
  // before the day's form, issue 44.)
  const path = window.location.pathname;
  for (const preload of screenPreloads(path, { admin: mayBeAdmin(userInfo), wide })) setTimeout(() => void preload(), 0);
  // Min sida and the registration screen: once their month or day form is painted (issue 44).
  const staffScreen = path === paths.profile || path === paths.home;
  (staffScreen ? afterScreenDrawn : afterFirstPaint)(() => void whenIdle(2000).then(loadClient));
}

/** `userInfo`: the session the entry read from local storage (main.tsx). */
export async function boot(userInfo: SessionUser | null): Promise<void> {
  // Signed in: the first screen's placeholder (a chunk of its own, never the login's download;
  // the service worker holds it) is asked for now and is there for the first render.
  const placeholder = userInfo?.email ? placeholderLoad(window.location.pathname)?.catch(() => undefined) : undefined;
  preloadScreen(userInfo);
  await yieldToMain();
  const store = makeStore();
  connectClient(store);
  // The first screen's data into the store before its first render (Min sida: the entry's read).
  const userId = userInfo?.email ? userInfo._id : undefined;
  if (userId) firstScreenData(window.location.pathname)?.(store.dispatch, userId);

  // The role the app acts on is the server's (issue 27), asked for at every start with a stored
  // session. A staff screen renders from local storage meanwhile and asks once the first screen
  // is painted and idle; an admin screen waits for the answer and asks at once (app/guards.tsx;
  // the entry has asked already: main.tsx).
  const checkRole = () => {
    const id = store.getState().Auth.userInfo?._id;
    if (id) void store.dispatch(roleChecked(id));
  };
  if (userInfo?.email) afterFirstPaint(() => void whenIdle(2000).then(checkRole));

  // The admin's screens stay Swedish (DECISIONS.md 34).
  followSessionLanguage(store);

  // Signing in or out in another tab applies here too; its role is asked for again.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === storageKeys.userInfo || event.key === storageKeys.token) {
      store.dispatch(sessionSynced(initialSession()));
      checkRole();
    }
  });

  await yieldToMain();
  await placeholder;
  const root = document.getElementById('root') as HTMLElement;
  // Under Min sida's kept picture, the app's page is not reached by keyboard until it is drawn
  // (app/kept-picture.ts: the picture goes then, and this with it).
  if (document.getElementById(PICTURE_ID)) root.setAttribute('inert', '');
  const app = <App store={store} />;

  // The page's head tags come from <Seo>: drop the static copies of index.html (and of the
  // prerender) so React's own are the only ones.
  document.head
    .querySelectorAll('title, meta[name="description"], link[rel="canonical"], meta[property^="og:"]')
    .forEach((node) => node.remove());

  // /login/ is prerendered at build time (scripts/build.mjs), in Swedish: hydrate it when nobody
  // is signed in and the language is Swedish, so the screen paints before any JavaScript runs.
  // Anything else renders fresh.
  // index.html's inline script hid the page (the prerendered login is Swedish) while a stored
  // language loaded: shown again once it is Swedish or cleared. By its style, not a stylesheet's
  // rule, so it holds before the stylesheet has arrived.
  const show = () => document.documentElement.style.removeProperty('visibility');
  if (root.dataset.prerendered === window.location.pathname && !store.getState().Auth.userInfo?.email && appliedLanguage() === 'sv') {
    show();
    hydrateRoot(root, app);
  } else {
    stopHoldingEarlySubmits();
    root.replaceChildren();
    show();
    const reactRoot = createRoot(root);
    // A transition: React renders the first screen in slices of a few milliseconds and yields
    // to the browser between them, so the first render is no long task (issue 19).
    startTransition(() => reactRoot.render(app));
  }
}
