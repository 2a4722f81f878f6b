/**
 * Build-time prerender of the login screen (scripts/build.mjs): the same App the browser
 * hydrates, rendered signed-out at /login/, so a phone paints it before any JavaScript runs.
 */
import { prerender } from 'react-dom/static';
import { App } from './app/app';
import { makeStore } from './app/store';

export async function render(url: string): Promise<string> {
  // prerender waits for every lazy part (Suspense) before it resolves.
  const { prelude } = await prerender(<App store={makeStore()} url={url} />);
  return new Response(prelude).text();
}

// The build also writes the Web App Manifest, whose name comes from the catalogue.
export { webManifest } from './pwa/web-manifest';
// Min sida's kept picture: the script /profile/'s page runs while it is parsed (app/kept-picture-show.ts).
export { showKeptPicture } from './app/kept-picture-show';
export { linkModules } from './app/page-modules';
export { pictureShowOptions } from './app/kept-picture-options';
// The print frame's page style, whose hash the Content-Security-Policy allows.
export { A4_PAGE_STYLE as printPageStyle } from './components/print-page-style';
