#!/usr/bin/env node
/**
 * Where an admin screen's first visit spends the main thread, as Lighthouse's mobile run meets
 * it (issue 28 item 2): a provider-mode build with names kept (PROFILE_BUILD), the double seeded
 * at scale, the admin signed in, the page opened in Chromium with the CPU slowed 4×, and a CDP
 * profile until the network is idle. Prints the long tasks and the functions with the most
 * self and total time. Not a figure of its own: `npm run lighthouse` gives the score.
 *
 *   node scripts/admin-profile.mjs /admin/bill/ --bills 1000 [--no-build]
 *   node scripts/admin-profile.mjs /admin/list/ --staff 1000
 *   node scripts/admin-profile.mjs /admin/manad/ --people 300 --days 25
 *   node scripts/admin-profile.mjs /profile/ --entries 500   (the staff member, Min sida)
 */
import { chromium } from 'playwright-core';
import { launchChromium, onSeededMonth, scaleOptions, seededSession, startProvider } from './profile-bench.mjs';

const port = Number(process.env.PROF_PORT ?? 4590);
let path = process.argv[2] ?? '/admin/';
const scale = scaleOptions();
process.env.PROFILE_BUILD = '1';
const setup = await startProvider({ appPort: port, doublePort: port + 1, uploadPort: port + 2, outDir: 'dist-profile', build: !process.argv.includes('--no-build') });
// --entries N: the staff member's screens (Min sida); otherwise the admin's at scale.
const session = await seededSession(setup.doubleUrl, scale);
path = onSeededMonth(path, scale);
const browser = await launchChromium(chromium);
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'sv-SE', serviceWorkers: 'block' });
await context.addInitScript((stored) => {
  if (!localStorage.getItem('token')) {
    localStorage.setItem('userInfo', stored.userInfo);
    localStorage.setItem('token', stored.token);
  }
  window.__longtasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longtasks.push([Math.round(e.startTime), Math.round(e.duration)]);
  }).observe({ type: 'longtask', buffered: true });
}, session);
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
await cdp.send('Profiler.start');
await page.goto(setup.appUrl + path, { waitUntil: 'networkidle', timeout: 120_000 });
await page.waitForTimeout(1000);
const { profile } = await cdp.send('Profiler.stop');
console.log('long tasks (start, ms):', JSON.stringify(await page.evaluate(() => window.__longtasks)));

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map();
const total = new Map();
const name = (n) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
profile.samples.forEach((id, k) => {
  const ms = (profile.timeDeltas[k] ?? 0) / 1000;
  const node = byId.get(id);
  if (node.callFrame.functionName === '(idle)') return;
  self.set(name(node), (self.get(name(node)) ?? 0) + ms);
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const key = name(byId.get(at));
    if (seen.has(key)) continue;
    seen.add(key);
    total.set(key, (total.get(key) ?? 0) + ms);
  }
});
const top = (map, n) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
// The main thread's busy stretches (samples between two idle ones) of 50 ms or more, each with
// the app's functions that took most of it: which work makes each long task.
const stretches = [];
let current = null;
let clock = 0;
profile.samples.forEach((id, k) => {
  const ms = (profile.timeDeltas[k] ?? 0) / 1000;
  clock += ms;
  const node = byId.get(id);
  const idle = node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)';
  if (idle) {
    if (current && current.ms >= 50) stretches.push(current);
    current = null;
    return;
  }
  current ??= { at: clock, ms: 0, total: new Map(), self: new Map() };
  current.ms += ms;
  current.self.set(name(node), (current.self.get(name(node)) ?? 0) + ms);
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const frame = byId.get(at).callFrame;
    if (!/assets\/(?!react-)/.test(frame.url) || seen.has(name(byId.get(at)))) continue;
    seen.add(name(byId.get(at)));
    current.total.set(name(byId.get(at)), (current.total.get(name(byId.get(at))) ?? 0) + ms);
  }
});
console.log('busy stretches of 50 ms or more (profile time, ms) and the app functions most in them:');
for (const stretch of stretches) {
  console.log(`  ${stretch.at.toFixed(0).padStart(6)} ${stretch.ms.toFixed(0).padStart(4)} ms  ${top(stretch.total, 5).map(([k, ms]) => `${k.split(' ')[0]} ${ms.toFixed(0)}`).join(' | ')}`);
  console.log(`               self: ${top(stretch.self, 6).map(([k, ms]) => `${k} ${ms.toFixed(0)}`).join(' | ')}`);
}
console.log('most self time:');
for (const [k, ms] of top(self, 25)) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${k}`);
console.log('most total time (app code):');
for (const [k, ms] of top(new Map([...total].filter(([k]) => /assets\/(?!react-)/.test(k) || /\.js:/.test(k))), 40)) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${k}`);
await browser.close();
setup.stop();
process.exit(0);
