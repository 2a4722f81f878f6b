#!/usr/bin/env node
/**
 * When an admin screen's largest text paints, and what the page asked for before it (issue 28:
 * Lighthouse's simulated LCP counts every request that ended before the observed LCP). A
 * provider build against the seeded double, the admin signed in, a first visit in Chromium (no
 * throttling, as Lighthouse observes before it simulates). Prints each LCP candidate (time,
 * size, text) and each request with its start and end. Not a figure of its own: `npm run
 * lighthouse` gives the score.
 *
 *   node scripts/lcp-timeline.mjs /admin/list/ --staff 1000 [--no-build] [--tasks] [--cpu 4]
 *   node scripts/lcp-timeline.mjs /profile/ --entries 500   (the staff member, Min sida)
 */
import { chromium } from 'playwright-core';
import { launchChromium, onSeededMonth, option, scaleOptions, seededSession, startProvider } from './profile-bench.mjs';

// Lighthouse's ports and build (scripts/lighthouse.mjs), so --no-build reuses its build.
const port = Number(process.env.LH_PORT ?? 4280);
let path = process.argv[2] ?? '/admin/';
const scale = scaleOptions();
const setup = await startProvider({ appPort: port, doublePort: port + 10, uploadPort: port + 11, outDir: 'dist-lighthouse-provider', build: !process.argv.includes('--no-build'), sameOrigin: process.env.LH_CROSS_ORIGIN !== '1' });
// --entries N: the staff member's screens (Min sida); otherwise the admin's at scale.
const session = await seededSession(setup.doubleUrl, scale);
path = onSeededMonth(path, scale);
const browser = await launchChromium(chromium);
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'sv-SE', serviceWorkers: 'block' });
  await context.addInitScript((stored) => {
    if (!localStorage.getItem('token')) {
      localStorage.setItem('userInfo', stored.userInfo);
      localStorage.setItem('token', stored.token);
    }
    const seen = [];
    window.__lcp = seen;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) seen.push({ at: Math.round(e.startTime), size: e.size, text: (e.element?.textContent ?? '').slice(0, 60), tag: e.element?.tagName });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }, session);
  const page = await context.newPage();
  // --cpu N: the CPU slowed N times (Lighthouse's mobile preset is 4).
  const cpu = Number(option('cpu', 1));
  if (cpu > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const tracing = process.argv.includes('--tasks');
  if (tracing) await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
  await page.goto(setup.appUrl + path, { waitUntil: 'networkidle' });
  const trace = tracing ? JSON.parse((await browser.stopTracing()).toString()) : null;
  const out = await page.evaluate(() => ({
    lcp: window.__lcp,
    fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1),
    requests: performance.getEntriesByType('resource').map((r) => ({ start: Math.round(r.startTime), end: Math.round(r.responseEnd), name: r.name.replace(/^https?:\/\/[^/]+/, '') })),
  }));
  console.log(`FCP ${out.fcp} ms`);
  for (const c of out.lcp) console.log(`LCP candidate ${c.at} ms, ${c.size} px², <${c.tag}> ${JSON.stringify(c.text)}`);
  const last = out.lcp.at(-1)?.at ?? Infinity;
  const before = out.requests.filter((r) => r.end <= last);
  console.log(`${before.length} of ${out.requests.length} requests ended before the last candidate:`);
  if (trace) printTasks(trace, last);
  for (const r of out.requests.slice(0, 80)) console.log(`  ${String(r.start).padStart(5)} ${String(r.end).padStart(5)} ${r.end <= last ? '*' : ' '} ${r.name}`);
} finally {
  await browser.close();
  setup.stop();
}

/** --tasks: the main thread's tasks of 5 ms or more until the last candidate, with what ran in each. */
function printTasks(trace, until) {
  const events = trace.traceEvents;
  // The page's renderer main thread: where its first ParseHTML ran; time from its navigation.
  const parse = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith('http'));
  const nav = parse && (events.find((e) => e.name === 'navigationStart' && e.pid === parse.pid) ?? parse);
  const origin = nav?.ts ?? 0;
  const main = nav ? { pid: nav.pid, tid: nav.tid } : null;
  const mine = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid);
  const tasks = mine.filter((e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.ph === 'X' && e.dur >= 5000 && (e.ts - origin) / 1000 <= until);
  console.log('main-thread tasks of 5 ms or more until the last candidate (start, ms):');
  for (const task of tasks) {
    const inside = mine.filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur && e.ph === 'X' && e !== task && e.dur >= 2000);
    const what = inside
      .filter((e) => ['FunctionCall', 'EvaluateScript', 'TimerFire', 'v8.evaluateModule', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks', 'ResourceReceivedData', 'v8.compileModule'].includes(e.name))
      .slice(0, 6)
      .map((e) => `${e.name}${e.args?.data?.url ? ' ' + e.args.data.url.replace(/^.*\//, '') : ''}${e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''} ${(e.dur / 1000).toFixed(0)}`);
    console.log(`  ${((task.ts - origin) / 1000).toFixed(0).padStart(5)} ${(task.dur / 1000).toFixed(0).padStart(4)} ms  ${what.join(' | ')}`);
  }
}
