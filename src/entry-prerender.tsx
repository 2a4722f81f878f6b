/**
 * Build-time prerender of the login screen (scripts/build.mjs): the same App the browser
 * hydrates, rendered signed-out at /login/, so a phone paints it before any JavaScript runs.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from './app/app';
import { routes } from './app/router';
import { makeStore } from './app/store';

export async function render(url: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const { prelude } = await prerenderToNodeStream(<App store={makeStore()} router={router} />);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
