/**
 * The app-shell service worker of provider builds (never in demo mode, where MSW's worker
 * owns the scope). scripts/build.mjs prepends `self.__BUILD__ = { version, shell }` (the build
 * hash and the list of built files to cache) and writes the result to <outDir>/sw.js, so every
 * build is a new worker version.
 *
 * - install: caches the shell of this build: index.html, the prerendered login, the manifest,
 *   and the JS and CSS a phone needs first (the entry, the HTTP client, the toasts, the
 *   registration screen and Min sida with their imports). The new worker takes over at once.
 *   Files the page already has come from the HTTP cache (hashed assets are immutable), so the
 *   worker downloads only the rest; `npm run size` measures it against a budget. The app
 *   registers the worker once the first screen is idle (src/pwa/register.ts).
 * - activate: deletes the caches of older builds.
 * - navigations: network first (an update is picked up on the next visit), asked for while the
 *   worker starts (navigation preload); offline, the cached prerendered login for /login/,
 *   index.html for every other path.
 * - hashed assets (/assets/...): cache first; one not in the shell (an admin's screen, the desk
 *   table, the HEIC converter) is cached when first fetched.
 * - anything else, and every other origin (the provider's API, the upload host), is left to the
 *   network and never cached; the API and every write do not pass through the worker at all
 *   (static routing, where the browser has it).
 */
const { version, shell } = self.__BUILD__;
const PREFIX = 'stadtid-shell-';
const CACHE = PREFIX + version;
const shellPaths = new Set(shell);

/**
 * What the worker never answers goes straight to the network, without waking it (issue 28): the
 * provider's API (on any origin) and every write. A fetch handler otherwise sits on each request
 * of a controlled page, and the month overview makes 300 reads at once. Browsers without static
 * routing (Chrome < 123, Firefox, Safari) still pass them through the handler, which leaves them.
 */
function routeToNetwork(event) {
  if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return Promise.resolve();
  // Each rule on its own: a browser that refuses one kind of condition keeps the others.
  const rules = [
    { urlPattern: new URLPattern({ pathname: '/api/*' }) },
    ...['POST', 'PUT', 'PATCH', 'DELETE'].map((requestMethod) => ({ requestMethod })),
  ];
  return Promise.all(rules.map((condition) => event.addRoutes({ condition, source: 'network' }).catch(() => undefined)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await routeToNetwork(event);
      const cache = await caches.open(CACHE);
      // Unhashed files bypass the HTTP cache: they must be this build's, not a stale copy.
      await cache.addAll(shell.map((path) => new Request(path, { cache: path.startsWith('/assets/') ? 'default' : 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keys = await caches.keys();
      await Promise.all(keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key)));
      // Navigation preload: a page's request goes to the network while the worker starts, not
      // after (issue 28: the worker's start was on every visit's way to the first byte).
      await self.registration.navigationPreload?.enable().catch(() => undefined);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(navigation(event, url));
  else if (url.pathname.startsWith('/assets/') || shellPaths.has(url.pathname)) event.respondWith(cacheFirst(request, url));
});

async function navigation(event, url) {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch (error) {
    const cache = await caches.open(CACHE);
    const page = /^\/login\/?$/.test(url.pathname) ? '/login/index.html' : '/index.html';
    const cached = (await cache.match(page, { ignoreVary: true })) ?? (await cache.match('/index.html', { ignoreVary: true }));
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request, url) {
  const cache = await caches.open(CACHE);
  // The page asks for module scripts in CORS mode; servers often answer `Vary: Origin`.
  const cached = await cache.match(request, { ignoreSearch: true, ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && url.pathname.startsWith('/assets/')) await cache.put(request, response.clone());
  return response;
}
