#!/usr/bin/env node
/**
 * npm run size: builds for a provider (VITE_API_URL set, so no demo code) and prints, per
 * route, the gzip kB of JS and CSS a phone downloads before that screen is interactive:
 * the entry's static import graph plus the route screen's chunk and its static imports.
 * Dynamic imports (axios, toasts, heic2any, react-to-print) are loaded later and not counted.
 * Fails when the login screen is over budget, or when heic2any or demo code is in a route's
 * first load, or when any demo code is in the build at all.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const outDir = 'dist-size';
const BUDGET_KB = 130;
const TARGET_KB = 110;

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--outDir', outDir], {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_URL: 'https://api.example.se', VITE_UPLOAD_URL: 'https://upload.example.se' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
const gz = new Map();
const gzipKb = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024);
  return gz.get(file);
};

/** Files (JS and CSS) of a manifest key and its static imports, transitively. */
function closure(key, files = new Set(), seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in the manifest: ${key}`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, files, seen);
  return files;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const screens = {
  '/login/': 'src/features/auth/components/login-page.tsx',
  '/': 'src/features/time/components/time-registration-page.tsx',
  '/profile/': 'src/features/profile/components/profile-page.tsx',
  '/valja/:id/': 'src/features/time/components/valja-page.tsx',
  '/admin/': 'src/features/staff/components/admin-home-page.tsx',
  '/admin/arbetsdag/': 'src/features/staff/components/workday-page.tsx',
  '/admin/list/': 'src/features/staff/components/staff-list-page.tsx',
  '/admin/list/create/:id?': 'src/features/staff/components/member-form-page.tsx',
  '/admin/list/user/:id': 'src/features/staff/components/user-time-page.tsx',
  '/admin/list/place/:id/': 'src/features/staff/components/user-places-page.tsx',
  '/admin/posts/': 'src/features/workplaces/components/posts-page.tsx',
  '/admin/post/:id/': 'src/features/workplaces/components/post-workers-page.tsx',
  '/admin/post/create/:id?': 'src/features/workplaces/components/post-form-page.tsx',
  '/admin/bill/': 'src/features/bills/components/bills-page.tsx',
  '/admin/invoice/': 'src/features/bills/components/bills-page.tsx',
};

const problems = [];
// Chunks that hold heic2any itself (a first load may name it for a dynamic import, not contain it).
const heicFiles = new Set(
  Object.entries(manifest)
    .filter(([key]) => key.includes('node_modules/heic-to'))
    .map(([, chunk]) => chunk.file),
);
const rows = [];
const entryFiles = closure(entryKey);
for (const [route, key] of Object.entries(screens)) {
  // A screen without a chunk of its own is part of the entry (the login screen is).
  const files = manifest[key] ? closure(key, new Set(entryFiles)) : new Set(entryFiles);
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.css')) css += gzipKb(file);
    else js += gzipKb(file);
    if (heicFiles.has(file)) problems.push(`${route}: heic2any is in its first load (${file})`);
  }
  rows.push({ route, js, css, total: js + css, files: files.size });
}

// No demo code anywhere in a provider build.
const allFiles = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else allFiles.push(path);
  }
};
walk(join(outDir, 'assets'));
for (const path of allFiles) {
  if (!/\.(js|css)$/.test(path)) continue;
  const text = readFileSync(path, 'utf8');
  if (/setupWorker|mockServiceWorker|Lindqvist|städa123/.test(text)) problems.push(`demo code in a provider build: ${path}`);
}

const pad = (s, n) => String(s).padEnd(n);
const num = (n) => n.toFixed(1).padStart(7);
console.log(`\n${pad('route', 26)}${'JS kB'.padStart(7)}${'CSS kB'.padStart(8)}${'total'.padStart(8)}  files`);
for (const r of rows) console.log(`${pad(r.route, 26)}${num(r.js)}${num(r.css).padStart(8)}${num(r.total).padStart(8)}  ${r.files}`);
const loginRow = rows.find((r) => r.route === '/login/');
console.log(`\nLogin screen: ${loginRow.total.toFixed(1)} kB gzip (budget ${BUDGET_KB} kB, target ${TARGET_KB} kB)`);
console.log(`heic2any chunk (loaded only when a HEIC file is picked): ${[...heicFiles].join(', ') || 'none'}`);
if (loginRow.total > BUDGET_KB) problems.push(`login screen is ${loginRow.total.toFixed(1)} kB, over the ${BUDGET_KB} kB budget`);
if (problems.length) {
  console.error('\nSize check failed:\n- ' + problems.join('\n- '));
  process.exit(1);
}
console.log('Size check passed.');
