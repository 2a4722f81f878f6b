/**
 * Build-time prerender of the login screen (scripts/build.mjs): the same App the browser
 * hydrates, rendered signed-out at /login/, so a phone paints it before any JavaScript runs.
 */
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from './app/app';
import { routes } from './app/router';
import { makeStore } from './app/store';

export async function render(url: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  // prerender waits for every lazy part (Suspense) before it resolves.
  const { prelude } = await prerender(<App store={makeStore()} router={router} />);
  return new Response(prelude).text();
}
