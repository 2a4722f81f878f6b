#!/usr/bin/env node
/**
 * The production build: Vite's client build, then the login screen prerendered into
 * <outDir>/login/index.html (served for /login/) so it paints before the JavaScript runs.
 * Usage: node scripts/build.mjs [--outDir dist]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

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

const { render } = await import(pathToFileURL(resolve(ssrDir, 'entry-prerender.js')).href);
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
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${path} → ${join(outDir, 'login', 'index.html')} (${body.length} characters)`);
