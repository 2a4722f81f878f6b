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

// The prerender runs in Node: give the app's module-level code the few browser globals it reads.
process.env.NODE_ENV = 'production';
const memory = new Map();
globalThis.localStorage ??= {
  getItem: (k) => (memory.has(k) ? memory.get(k) : null),
  setItem: (k, v) => memory.set(k, String(v)),
  removeItem: (k) => memory.delete(k),
  clear: () => memory.clear(),
};

const { render, webManifest } = await import(pathToFileURL(resolve(ssrDir, 'entry-prerender.js')).href);
const path = '/login/';
const body = await render(path);
const template = readFileSync(join(outDir, 'index.html'), 'utf8');
// React 19 renders <title>, <meta> and <link> where the component is; in a prerendered page
// they belong in <head>, replacing the template's title and description.
const head = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/.exec(body)?.[0] ?? '';
const html = template
  .replace(/<title>[^<]*<\/title>\s*<meta name="description" content="" \/>/, head)
  .replace('<div id="root"></div>', `<div id="root" data-prerendered="${path}">${body.slice(head.length)}</div>`);
if (!html.includes('data-prerendered')) throw new Error('index.html has no empty <div id="root"></div> to fill');
mkdirSync(join(outDir, 'login'), { recursive: true });
writeFileSync(join(outDir, 'login', 'index.html'), html);
if (!html.includes('rel="manifest"')) throw new Error('the prerendered login screen lost the manifest link');
console.log(`prerendered ${path} → ${join(outDir, 'login', 'index.html')} (${body.length} characters)`);

writeFileSync(join(outDir, 'manifest.webmanifest'), JSON.stringify(webManifest(), null, 2) + '\n');
rmSync(ssrDir, { recursive: true, force: true });

// The same rule as the app (src/main.tsx): a provider build is one with VITE_API_URL set.
const provider = Boolean(loadEnv('production', process.cwd(), 'VITE_').VITE_API_URL?.trim());
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
  // The HEIC converter (heic2any / heic-to, ~340 kB gzip) loads only when a HEIC photo is
  // picked: it is cached when first used, not with the shell.
  const viteManifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const heic = new Set(
    Object.entries(viteManifest)
      .filter(([key]) => /node_modules\/heic/.test(key))
      .map(([, chunk]) => '/' + chunk.file),
  );
  const shell = files
    .filter((file) =>
      file === '/index.html' ||
      file === '/login/index.html' ||
      file === '/manifest.webmanifest' ||
      file === '/favicon.svg' ||
      file.startsWith('/icons/') ||
      (file.startsWith('/assets/') && !heic.has(file)),
    )
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
