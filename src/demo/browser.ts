/**
 * Starts the demo provider in the browser (DECISIONS.md 2): restores the saved demo data,
 * then lets the MSW service worker forward the app's API calls to the handlers in this page.
 * Anything the handlers do not know (the app's own scripts, styles, fonts) goes to the network.
 */
import { setupWorker } from 'msw/browser';
import { loadDemoData, onMemoryOnly } from './db';
import { handlers } from './handlers';
import { showMemoryOnlyNotice } from './memory-only-notice';

export async function startDemo(): Promise<void> {
  // An IndexedDB that fails never stops the demo: it runs from memory, and the page says so.
  onMemoryOnly(showMemoryOnlyNotice);
  await loadDemoData();
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    // Under the app's base path, so a deployment in a sub-folder still finds the worker.
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
