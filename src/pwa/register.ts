/**
 * Registers the provider build's app-shell service worker (/sw.js, scripts/build.mjs) once the
 * first screen is done with the network (issue 19): its cache downloads are never in the way
 * of what the person is waiting for.
 *
 * - Nobody signed in: after the first interaction (the login form's first field), once the HTTP
 *   client that interaction loads has arrived and the page is idle. An untouched login screen
 *   registers nothing.
 * - Signed in: after the load event, once the page is idle (the screen's chunk and its data go
 *   first).
 *
 * On a later visit it also asks for a new worker at once (a new build has a new sw.js), rather
 * than waiting for the browser's own check. `npm run size` measures what the worker downloads,
 * and that it starts only after the first tap's own downloads.
 */
import { loadClient } from '../lib/api-client';
import { onFirstInteraction, whenIdle } from '../lib/first-interaction';

/** The longest an idle callback may wait (ms): a busy page still gets its worker. */
const IDLE_TIMEOUT_MS = 5000;

function register(): void {
  void navigator.serviceWorker
    .register('/sw.js')
    .then((registration) => registration.active && registration.update())
    .catch(() => undefined);
}

export function registerServiceWorkerWhenIdle(signedIn: boolean): void {
  if (!('serviceWorker' in navigator)) return;
  if (!signedIn) {
    onFirstInteraction(() => {
      void loadClient()
        .catch(() => undefined)
        .then(() => whenIdle(IDLE_TIMEOUT_MS))
        .then(register);
    });
    return;
  }
  const afterLoad = () => void whenIdle(IDLE_TIMEOUT_MS).then(register);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
