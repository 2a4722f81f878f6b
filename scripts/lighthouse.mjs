#!/usr/bin/env node
/**
 * npm run lighthouse: builds the app (demo mode unless VITE_API_URL is set), serves the build,
 * and runs Lighthouse (mobile) on the login screen in Debian's Chromium. Prints the scores and
 * fails when performance < 98, accessibility < 100 or best practices < 100.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

const port = Number(process.env.LH_PORT ?? 4280);
const outDir = 'dist-lighthouse';
const path = process.argv[2] ?? '/login/';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const flags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--outDir', outDir], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
  stdio: 'ignore',
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // gone
  }
};
process.on('exit', stop);

const url = `http://127.0.0.1:${port}${path}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(url)).ok) break;
  } catch {
    // not yet
  }
  if (i > 120) throw new Error('preview server did not start');
  await new Promise((r) => setTimeout(r, 250));
}

const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'html',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  const { categories } = result.lhr;
  const scores = {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    'best-practices': Math.round(categories['best-practices'].score * 100),
  };
  mkdirSync('.lighthouse', { recursive: true });
  writeFileSync('.lighthouse/report.html', result.report);
  console.log(`Lighthouse (mobile) ${url}`);
  for (const [name, score] of Object.entries(scores)) console.log(`  ${name.padEnd(15)} ${score}`);
  const audits = result.lhr.audits;
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
    console.log(`  ${audits[id].title.padEnd(28)} ${audits[id].displayValue}`);
  }
  const failing = Object.values(result.lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
  if (failing.length) console.log('  not passing:', failing.map((a) => a.id).join(', '));
  const ok = scores.performance >= 98 && scores.accessibility === 100 && scores['best-practices'] === 100;
  console.log(ok ? 'Lighthouse targets met.' : 'Lighthouse targets NOT met (98 / 100 / 100).');
  process.exitCode = ok ? 0 : 1;
} finally {
  await chrome.kill();
  stop();
}
