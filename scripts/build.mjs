#!/usr/bin/env node
/**
 * The production build: Vite's client build, then the login screen prerendered into
 * <outDir>/login/index.html (served for /login/) so it paints before the JavaScript runs, the
 * Web App Manifest (<outDir>/manifest.webmanifest), and in provider builds (VITE_API_URL set,
 * in the environment or .env) the app-shell service worker <outDir>/sw.js: src/pwa/service-worker.js
 * with this build's hash and file list. A demo build has no sw.js (MSW's worker owns the scope),
 * a provider build no mockServiceWorker.js.
 * Usage: node scripts/build.mjs [--outDir dist]
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';

const at = process.argv.indexOf('--outDir');
const outDir = at > 0 ? process.argv[at + 1] : 'dist';
// Inside the project so the server bundle resolves node_modules; one per outDir, so that two
// builds at once (e.g. the e2e runner's demo and provider builds) never share it.
const ssrDir = `node_modules/.prerender-${outDir.replace(/[^\w.-]+/g, '_')}`;

function vite(args) {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

vite(['--outDir', outDir, '--emptyOutDir']);
vite(['--ssr', 'src/entry-prerender.tsx', '--outDir', ssrDir, '--emptyOutDir']);

// React Router's production build (vite.config.ts reactRouterProduction): its development one
// carries its warnings, this among them, into every screen's download.
for (const file of readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.js'))) {
  if (readFileSync(join(outDir, 'assets', file), 'utf8').includes('You rendered descendant <Routes>')) throw new Error(`${file} holds React Router's development build`);
}

/**
 * Scripts from this origin only; the API and upload origins named exactly (a demo build has
 * both on this origin). 'wasm-unsafe-eval' and worker-src blob: are the HEIC converter's: heic-to
 * (its CSP build, no eval) decodes in a worker made from a blob URL, with WebAssembly. blob:
 * images and objects are the previews of picked files. No inline script or style anywhere
 * but those allowed by their hashes (react-toastify's stylesheet is a file, not the <style> it
 * would inject).
 */
function contentSecurityPolicy(api, upload, styles, scripts) {
  const list = (...sources) => [...new Set(sources.filter(Boolean))].join(' ');
  return [
    "default-src 'self'",
    // The page's inline scripts, by hash: index.html's first, which hides the prerendered Swedish
    // login while a stored language loads (src/i18n/language.ts); on /profile/ its kept picture
    // (src/app/kept-picture-show.ts).
    `script-src 'self' 'wasm-unsafe-eval' ${scripts.join(' ')}`,
    "worker-src 'self' blob:",
    `connect-src ${list("'self'", api, upload)}`,
    `img-src ${list("'self'", upload, 'blob:')}`,
    `object-src ${list("'self'", upload, 'blob:')}`,
    // Chromium shows a PDF in an <object> in a frame of its own: frame-src is checked too.
    `frame-src ${list("'self'", upload, 'blob:')}`,
    // By hash: react-to-print's page style in its print frame, and the page's inline styles:
    // index.html's font faces (fontFaces; not the login's), /profile/'s stylesheets, written
    // into its page (writeRoutePage).
    `style-src 'self' ${styles.join(' ')}`,
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

// The prerender runs in Node: give the app's module-level code the few browser globals it reads.
process.env.NODE_ENV = 'production';
const memory = new Map();
globalThis.localStorage ??= {
  getItem: (k) => (memory.has(k) ? memory.get(k) : null),
  setItem: (k, v) => memory.set(k, String(v)),
  removeItem: (k) => memory.delete(k),
  clear: () => memory.clear(),
};

const { render, webManifest, printPageStyle, showKeptPicture, linkModules, pictureShowOptions } = await import(pathToFileURL(resolve(ssrDir, 'entry-prerender.js')).href);

// The Content-Security-Policy (issue 18), as a meta tag in index.html and so in the prerendered
// login screen too. What a meta tag cannot carry (frame-ancestors, reporting) is the host's:
// README 'Headers for the host'.
const viteEnv = loadEnv('production', process.cwd(), 'VITE_');
const originOf = (value) => (value?.trim() ? new URL(value.trim()).origin : null);
const indexFile = join(outDir, 'index.html');
const built = readFileSync(indexFile, 'utf8');
const languageScript = /<script>([^<]+)<\/script>/.exec(built)?.[1];
if (!languageScript) throw new Error('index.html has no inline language script to allow by hash');
/**
 * fontFaces: index.html's #root holds, until the app draws into it (boot.tsx empties it), a line
 * in each size and weight the screens draw their text in (the type scale's, src/styles/tokens.css),
 * laid out unseen. The browser looks each face up the first time text uses it: on Linux a round
 * trip to its own process per face, 2-14 ms each on this machine, and Min sida's first frame met
 * eight of them (docs/decisions.md, session 25). In the page's first frame, while its code loads,
 * the main thread is otherwise idle; the screen's frame then finds them ready. Their rules are an
 * inline style, allowed by its hash; gone with them before anything is printed (react-to-print
 * copies a page's styles as text the policy would not know). The prerendered login has none: its
 * first frame is its screen, and would only wait for faces it does not use.
 */
const fontFaces = /<div class="font-faces" aria-hidden="true"><style>([^<]+)<\/style>[^]*?<\/p><\/div>/.exec(built);
if (!fontFaces) throw new Error('index.html has no font faces in #root (fontFaces)');
const withoutFontFaces = (page) => {
  const stripped = page.replace(fontFaces[0], '');
  if (stripped.includes('font-faces')) throw new Error("index.html's font faces could not be left out of the login");
  return stripped;
};
const viteManifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
// A module that several lazy screens share and one dynamic import names may be emitted as a
// shared chunk under its own name ('_months-slice-….js') rather than under its path: the same file.
// A module in a chunk of another name (vite.config.ts: the chunk groups) is found by
// .vite/modules.json, each module's chunk file.
const moduleChunks = JSON.parse(readFileSync(join(outDir, '.vite/modules.json'), 'utf8'));
const chunkOf = (key) => {
  const chunk =
    viteManifest[key] ??
    Object.entries(viteManifest).find(([k, c]) => k.startsWith('_') && c.name === key.replace(/^.*\//, '').replace(/\.[^.]+$/, ''))?.[1] ??
    Object.values(viteManifest).find((c) => c.file === moduleChunks[key]);
  if (!chunk) throw new Error(`${key} is not in the build's manifest (renamed? update scripts/build.mjs)`);
  return chunk;
};
/** The files of these modules' chunks and of everything they import, each once, imports first: { js, css } (as /assets/… paths). */
function filesOf(keys) {
  const js = [];
  const css = [];
  const seen = new Set();
  const add = (key) => {
    const chunk = chunkOf(key);
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) add(imported);
    js.push('/' + chunk.file);
    for (const file of chunk.css ?? []) if (!css.includes('/' + file)) css.push('/' + file);
  };
  for (const key of keys) add(key);
  return { js, css };
}

/** An inline script's or style's source in a policy: its text's hash. */
const hashSource = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
// Min sida's kept picture, drawn while /profile/'s page is parsed: the function's own source, called.
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(built)?.[1];
if (!entryScript) throw new Error("index.html names no entry script (the kept picture's build)");
// What the router asks for first on Min sida, on a phone (src/app/router.tsx: placeholderLoad, screenPreloads).
const profileKeys = [
  'src/features/time/components/profile-skeleton.tsx',
  'src/i18n/sv.ts',
  'src/person-time/months-slice.ts',
  'src/components/confirm-dialog.tsx',
  'src/routes/profile-page.tsx',
];
const pictureOptions = pictureShowOptions(entryScript);
/**
 * /profile/'s head script: the kept picture, then the page's modules (src/app/page-modules.ts),
 * after the picture's frame when one is drawn. The module preloads of the page (index.html's and
 * the screen's) are this script's, not the markup's (writeRoutePage).
 */
const profilePage = routeFiles(profileKeys);
/**
 * /profile/'s stylesheets (index.html's and the screen's, in that order) as one <style> in its
 * page: no stylesheet is asked for before the month, so the page's first files (React's chunk
 * among them) get the connections at once (Lighthouse's HTTP/1.1 simulation gave five of its six
 * to the stylesheets first: issue 44), and the bytes are one gzip stream (4.3 kB, not 6.8 in five
 * files). Their links stay in the page, disabled (a disabled stylesheet is not fetched), so the
 * bundler's import helper finds each file linked and neither links nor waits for it.
 */
const profileStyleFiles = [...[...built.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]), ...profilePage.styles];
const profileStyle = profileStyleFiles.map((file) => readFileSync(join(outDir, file), 'utf8').trim()).join('\n');
if (profileStyle.includes('</')) throw new Error("/profile/'s stylesheets cannot be inlined (they hold \"</\")");
const pictureScript = `(${linkModules.toString()})((${showKeptPicture.toString()})(${JSON.stringify(pictureOptions)}), ${JSON.stringify(profilePage.modules)})`;
if (pictureScript.includes('</')) throw new Error('the kept picture script cannot be inlined (it holds "</")');
// Each page's policy names the inline scripts and styles that page holds, by hash, and the print
// frame's page style (any screen may print): index.html its language script and its font faces;
// the prerendered login its language script only; /profile/ its own too (writeRoutePage).
const policy = ({ styles = [], scripts = [] }) =>
  contentSecurityPolicy(originOf(viteEnv.VITE_API_URL), originOf(viteEnv.VITE_UPLOAD_URL), [printPageStyle, ...styles].map(hashSource), [languageScript, ...scripts].map(hashSource));
const withPolicy = (page, csp) => page.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*" \/>/, `<meta http-equiv="Content-Security-Policy" content="${csp}" />`);
const csp = policy({ styles: [fontFaces[1]] });
if (!built.includes('<meta charset="UTF-8" />')) throw new Error('index.html has no <meta charset> to put the policy after');
writeFileSync(indexFile, built.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${csp}" />`));
console.log(`Content-Security-Policy: ${csp}`);
const path = '/login/';
const body = await render(path);
const template = readFileSync(join(outDir, 'index.html'), 'utf8');
// React 19 renders <title>, <meta> and <link> where the component is; in a prerendered page
// they belong in <head>, replacing the template's title and description.
const head = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/.exec(body)?.[0] ?? '';
const html = withPolicy(withoutFontFaces(template), policy({}))
  .replace(/<title>[^<]*<\/title>\s*<meta name="description" content="" \/>/, head)
  .replace('<div id="root"></div>', `<div id="root" data-prerendered="${path}">${body.slice(head.length)}</div>`);
if (!html.includes('data-prerendered')) throw new Error('index.html has no empty <div id="root"></div> to fill');
mkdirSync(join(outDir, 'login'), { recursive: true });
writeFileSync(join(outDir, 'login', 'index.html'), html);
if (!html.includes('rel="manifest"')) throw new Error('the prerendered login screen lost the manifest link');
console.log(`prerendered ${path} → ${join(outDir, 'login', 'index.html')} (${body.length} characters)`);

/**
 * Min sida's page (issue 28 item 3): index.html with the screen's stylesheets in it and its
 * modules asked for by its head script, served for /profile/ (README's `try_files $uri
 * $uri/index.html`), so the browser asks for them beside the entry, by the path, before the
 * modules run, and the app's own preloads (the bundler's helper, which skips a file the page
 * already links) add no link. Not in the worker's shell: offline, /profile/ gets index.html and
 * the same files from the worker's cache.
 */
/**
 * A screen's files beyond what index.html links: { styles }, its stylesheets (written into its
 * page), and { modules }: every module the screen's page needs, the entry and index.html's
 * preloads first (its head script links them).
 */
function routeFiles(keys) {
  const page = readFileSync(indexFile, 'utf8');
  const linked = new Set([...page.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]));
  // The entry first: it starts the early read (src/main.tsx); its script tag then finds it asked for.
  const own = [entryScript, ...[...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1])];
  const { js, css } = filesOf(keys);
  return { styles: css.filter((file) => !linked.has(file)), modules: [...own, ...js.filter((file) => !own.includes(file) && !linked.has(file))] };
}
function writeRoutePage(route, { styles, modules }, style, headScript) {
  // Its policy allows its own inline style and head script, and index.html's.
  // Its stylesheets' text in the page (above), before the head script: the kept picture is drawn
  // with them. Every stylesheet link, index.html's own too, disabled: never fetched.
  const links = styles.map((file) => `<link rel="stylesheet" crossorigin href="${file}" disabled>`);
  const page = readFileSync(indexFile, 'utf8')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, '<link rel="stylesheet" crossorigin href="$1" disabled>');
  if (!page.includes('</head>')) throw new Error('index.html has no </head> to put the links before');
  // The head script goes before the title, so before every link.
  if (!page.includes('<title>')) throw new Error('index.html has no <title> to put a script before');
  mkdirSync(join(outDir, route), { recursive: true });
  const withLinks = withPolicy(page, policy({ styles: [fontFaces[1], style], scripts: [headScript] })).replace('</head>', `  ${links.join('\n    ')}\n  </head>`).replace('<title>', `<style>${style}</style>\n    <script>${headScript}</script>\n    <title>`);
  writeFileSync(join(outDir, route, 'index.html'), withLinks);
  console.log(`/${route}/ → ${join(outDir, route, 'index.html')} (${links.length + 1} stylesheets in the page, ${style.length} characters; ${modules.length} modules by its script)`);
}
writeRoutePage('profile', profilePage, profileStyle, pictureScript);

writeFileSync(join(outDir, 'manifest.webmanifest'), JSON.stringify(webManifest(), null, 2) + '\n');
rmSync(ssrDir, { recursive: true, force: true });

// The same rule as the app (src/main.tsx): a provider build is one with VITE_API_URL set.
const provider = Boolean(viteEnv.VITE_API_URL?.trim());
if (provider) {
  rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
  writeServiceWorker();
} else {
  rmSync(join(outDir, 'sw.js'), { force: true });
}

/** <outDir>/sw.js: the worker template with this build's hash and the files of its app shell. */
function writeServiceWorker() {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.push('/' + relative(outDir, full).split(sep).join('/'));
    }
  };
  walk(outDir);
  // What a phone needs first (issue 19): the entry, the HTTP client and the toasts, and the
  // staff's two screens (registration and Min sida) with everything they import. Every other
  // file (the admin's desk screens, the desk table, the HEIC converter) is cached when first used.
  const entryKey = Object.keys(viteManifest).find((key) => viteManifest[key].isEntry);
  const phoneFirst = [
    entryKey,
    // What the entry evaluates in steps (src/main.tsx): React (index.html's preloads, below),
    // then the app.
    'src/boot.tsx',
    'node_modules/axios/index.js',
    'node_modules/react-toastify/dist/unstyled.mjs',
    'src/components/toast-container.tsx',
    'src/person-time/months-slice.ts',
    'src/routes/time-registration-page.tsx',
    'src/routes/profile-page.tsx',
    // Their placeholders, painted first on a signed-in start (src/app/router.tsx).
    'src/features/time/components/home-skeleton.tsx',
    'src/features/time/components/profile-skeleton.tsx',
  ];
  const { js, css } = filesOf(phoneFirst);
  const assets = new Set([...js, ...css]);
  // Whatever index.html itself loads (vite.config.ts `preloadBoot`: React's chunk among them).
  for (const [, file] of readFileSync(join(outDir, 'index.html'), 'utf8').matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) assets.add(file);
  // Not the favicon: a browser keeps a site's favicon itself, and the worker caches it on first
  // use like any other file (its 1.6 kB PNG would take the precache over its budget).
  const shell = files
    .filter((file) => file === '/index.html' || file === '/login/index.html' || file === '/manifest.webmanifest' || assets.has(file))
    .sort();
  const template = readFileSync('src/pwa/service-worker.js', 'utf8');
  const hash = createHash('sha256').update(template);
  for (const file of shell) hash.update(file).update(readFileSync(join(outDir, file)));
  const version = hash.digest('hex').slice(0, 12);
  const header = `self.__BUILD__ = ${JSON.stringify({ version, shell })};\n`;
  writeFileSync(join(outDir, 'sw.js'), header + template);
  if (!existsSync(join(outDir, 'sw.js'))) throw new Error('sw.js was not written');
  console.log(`service worker ${version} → ${join(outDir, 'sw.js')} (${shell.length} files in the app shell)`);
}
