/**
 * The Web App Manifest (installing Städtid on a phone's home screen). scripts/build.mjs writes
 * it to <outDir>/manifest.webmanifest from here, so its Swedish name comes from the catalogue.
 * The icons are drawn by scripts/icons.mjs into public/icons/.
 */
import { sv } from '../i18n/sv';

/** The brand colour (tokens.css --color-brand), also index.html's theme-color. */
export const themeColor = '#0f5c4d';
/** The page background (tokens.css --color-bg): the splash screen while the app starts. */
export const backgroundColor = '#f4f6f5';

export function webManifest() {
  return {
    id: '/',
    name: sv.app.name,
    short_name: sv.app.name,
    lang: 'sv',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
