/**
 * The entry: what must start before anything else, then React, then the app (boot.tsx).
 *
 * Issue 19: no long task on a phone, and no chain before a signed-in screen has its data. This
 * module is small and starts the early read of the person's time at once. React's module graph
 * and the app's (router, store, first screen) are then each evaluated in a task of its own: one
 * graph evaluates in one task, so React (about the floor's own first task) and the app no longer
 * add up in a single one. Both are fetched with the entry: the build puts them in index.html as
 * module preloads (vite.config.ts, `preloadBoot`), so the order of evaluation costs no round trip.
 */
import { initialSession, mayBeAdmin } from './app/stored-session';
import { holdEarlySubmits } from './lib/early-submit';
import { env } from './config/env';
import { paths } from './config/paths';
import { loadClient, setRequestGate } from './lib/api-client';
import { readPaths } from './config/read-paths';
import { startEarlyRead } from './lib/early-read';
import { onFirstInteraction } from './lib/first-interaction';
import { sv } from './i18n/sv-common';
import { applyLanguage, chosenLanguage } from './i18n/language';
import { registerServiceWorkerWhenIdle } from './pwa/register';
import { dropKeptPicture, PICTURE_ID } from './app/kept-picture';

// Signed in: the entry asks at once, with a plain fetch (the HTTP client is not loaded yet; api()
// takes these answers), for what the screen shows: the read's round trips are the longest wait,
// so nothing goes before them. The person's time on their two screens; on the registration
// screen also the workplaces, whose assigned places are offered with the day (issue 44: asked
// only once the time was read, they came a round trip after it, and moved the form when they
// did). An admin screen waits for the server's word on the person's role (issue 27): asked for
// at once (the path of features/auth/api.ts signedInUser). paths.valja('') less its last '/' is
// '/valja/'.
const { userInfo, token } = initialSession();
const signedIn = Boolean(userInfo?.email);
const path = window.location.pathname;
if (userInfo && signedIn && !env.demo && token && userInfo._id) {
  const time = readPaths.personTime(userInfo._id);
  const reads =
    path === paths.home
      ? [time, readPaths.posts]
      : path === paths.profile
        ? [time]
        : path.startsWith(paths.admin.root) || path.startsWith(paths.valja('').slice(0, -1))
          ? [readPaths.user(userInfo._id)]
          : [];
  for (const read of reads) startEarlyRead(env.apiUrl, read, token);
}

// A prerendered screen (the login) can be pressed before the app has taken it over.
if (document.getElementById('root')?.dataset.prerendered) holdEarlySubmits();

if (!import.meta.env.VITE_API_URL) {
  // The fake provider loads with the first call, not with the first screen.
  setRequestGate(() => import('./demo/browser').then(({ startDemo }) => startDemo()));
}

// The staff's language (DECISIONS.md 34), fetched beside React when it is not Swedish, and applied
// before the first render: no Swedish flash. An admin's screens stay Swedish. A language that
// cannot be fetched leaves Swedish.
const language = applyLanguage(mayBeAdmin(userInfo) ? 'sv' : chosenLanguage()).catch(() => applyLanguage('sv'));

// Min sida's kept picture, when the page's script drew one, is presented first: evaluating React
// and the app takes the main thread for a while, and the picture is what the person looks at
// meanwhile (its stylesheets hold this frame until they are in).
const pictureShown = document.getElementById(PICTURE_ID)
  ? new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
  : Promise.resolve();

// React first, then the app, each evaluated in a task of its own (above).
void pictureShown
  .then(() => import('react-dom/client'))
  .then(() => import('./boot'))
  .then(async ({ boot }) => {
    await language;
    return boot(userInfo);
  })
  .catch(bootFailed);

/**
 * The app's code could not be fetched (a bad network, or a redeploy that removed the files this
 * page names): never a blank or a dead page, but what happened and a way on, in plain DOM (React
 * may be what is missing). What was typed into a form lives in local storage and stays.
 */
function bootFailed(error: unknown): void {
  console.error(error);
  dropKeptPicture();
  document.documentElement.style.removeProperty('visibility');
  const root = document.getElementById('root');
  if (!root) return;
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.margin = '16px';
  const text = document.createElement('p');
  text.textContent = sv.app.chunkFailed;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = sv.app.reload;
  reload.style.minHeight = '44px';
  reload.addEventListener('click', () => window.location.reload());
  box.append(text, reload);
  root.replaceChildren(box);
}

// Signed out, the HTTP client loads at the first focus, key press or tap (the login form's
// first field); never on idle: an untouched login screen stays light. (Signed in: boot.tsx.)
if (!signedIn) onFirstInteraction(() => void loadClient());

// Provider builds: the app-shell service worker (scripts/build.mjs writes /sw.js), so the
// registration screen opens offline; registered once the first screen is idle (src/pwa/register.ts).
// Never in demo mode: MSW's worker owns the scope.
if (import.meta.env.PROD && import.meta.env.VITE_API_URL) registerServiceWorkerWhenIdle(signedIn);
