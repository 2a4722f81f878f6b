#!/usr/bin/env node
/**
 * `npm run bench` (issue 13 item 7): how fast the admin screens answer at scale, measured in
 * Chromium on the provider build against the API double (tests/double/, seeded through its
 * control route POST /__double/seed/scale). Not a test: it prints the figures and says which
 * are over target; it exits 1 only when a scenario could not run (or with BENCH_STRICT=1 when
 * a figure is over target).
 *
 * Each figure is the median of 3 runs of (issue 19: measured as people meet them):
 *   - Event Timing: the longest `PerformanceEventTiming` duration of the interaction, from the
 *     input to the next frame painted after its handlers (rounded to 8 ms; none below 16 ms,
 *     shown as '<16'): the judged figure when the browser gives one;
 *   - input → frame: from the event's timestamp (a capturing listener reads `event.timeStamp`)
 *     to the end of the first frame in which the expected DOM is there (a task queued from
 *     that frame's animation callback runs after it is painted): judged when Event Timing has
 *     no entry (an answer that comes from the network, after the input's own frame);
 *   - the script time of the long animation frames in between (where the time went).
 *
 * Scenarios: 'Ändra' on entries spread over a month of 2 000 (the whole month reachable: the
 * table says 2 002 rows, the rows are reached by scrolling) until the inputs show (< 100 ms), a
 * keystroke in it (< 50 ms); the staff list at 1 000 staff: sort and a search keystroke
 * (< 100 ms); the month overview of 300 people × 25 days: its first visit from an empty store
 * (a new tab, signed in; < 3 000 ms), from the navigation (this month) and by its address (last
 * month, the seeded one, from the navigation's start with the app's boot: complete when every
 * person's time is read, the table says it has every person (aria-rowcount: it is windowed), a
 * row is drawn, the progress is gone and the total row gives the month's total; printed beside them, not judged: the request floor, the same reads by bare requests
 * with no app code), its render from the navigation (< 500 ms); the first visit also with each
 * read of a person's time answered 30 ms later, as across the internet (BENCH_READ_MS), judged
 * against 1.3× the request floor of the same reads (issue 28); a month of
 * 1 000 receipts: a search over the whole month (< 3 000 ms) and fast scrolling through it
 * (long animation frames over 50 ms: at most 3); the month per workplace of 300 people × 25 days
 * at 60 workplaces: its first visit by its address (< 3 000 ms), its requests beside the overview's.
 *
 * The double serves the app too (same origin, as behind a reverse proxy: README 'Same-origin
 * deployment'), so there is no CORS preflight; BENCH_CROSS_ORIGIN=1 serves the build with
 * `vite preview` on its own port against the double's API origin instead.
 *
 * Env: BENCH_PORT (4274, the build's preview when cross-origin), BENCH_DOUBLE_PORT (4280),
 * BENCH_UPLOAD_PORT (4281), BENCH_SKIP_BUILD=1 to reuse the builds,
 * BENCH_ONLY=editInBigMonth,staffAtThousand,overviewAtScale,workplaceMonthAtScale,receiptsAtThousand to run some
 * scenarios, BENCH_CSS='<css>' to add a stylesheet to every page (try a style change without a
 * build), BENCH_NO_SW=1 to block service workers (the app-shell worker installs during the first
 * visits: its precache shares the six connections with the screen's files), CHROME_PATH (/usr/bin/chromium).
 */
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const host = '127.0.0.1';
const port = Number(process.env.BENCH_PORT ?? 4274);
const doublePort = Number(process.env.BENCH_DOUBLE_PORT ?? 4280);
const uploadPort = Number(process.env.BENCH_UPLOAD_PORT ?? 4281);
const outDir = `dist-bench-${port}`;
const doubleOutDir = `dist-bench-double-${doublePort}`;
const sameOrigin = !process.env.BENCH_CROSS_ORIGIN;
const doubleUrl = `http://${host}:${doublePort}`;
const appUrl = sameOrigin ? doubleUrl : `http://${host}:${port}`;
const uploadUrl = `http://${host}:${uploadPort}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The month overview's reads as across the internet: each answered this many ms later (BENCH_READ_MS; 0: only at once). */
const REMOTE_READ_MS = Number(process.env.BENCH_READ_MS ?? 30);

const admin = { phone: '0701234567', password: 'admin123' };
const staffPhone = '0709876543';

const env = { ...process.env };
delete env.VITE_API_URL;
delete env.VITE_UPLOAD_URL;

function build(args, buildEnv) {
  const result = spawnSync(process.execPath, args, { cwd: root, env: buildEnv, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.env.BENCH_SKIP_BUILD) {
  build(['scripts/build.mjs', '--outDir', outDir], { ...env, VITE_API_URL: doubleUrl, VITE_UPLOAD_URL: uploadUrl });
  build([join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'tests/double/vite.config.ts', '--outDir', doubleOutDir], env);
}

const servers = [];
function stop() {
  for (const server of servers) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

function start(name, command, args) {
  const server = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  server.on('exit', (code) => {
    if (code !== null && code !== 0) {
      console.error(`${name} exited (${code}): is its port taken?`);
      process.exit(1);
    }
  });
  servers.push(server);
}

async function waitFor(url) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function control(method, path, body) {
  const res = await fetch(`${doubleUrl}/__double${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const value = await res.json();
  if (!res.ok) throw new Error(`double ${method} ${path}: ${res.status} ${value?.message ?? ''}`);
  return value;
}

// --- Measuring in the page -----------------------------------------------------------------

/** Installed in every page: Event Timing entries and a probe from an event to the frame that shows its result. */
function pageProbe() {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // Long animation frames: how much of a slow frame was script.
  window.__frames = [];
  try {
    new PerformanceObserver((list) => {
      for (const f of list.getEntries()) {
        window.__frames.push({
          start: f.startTime,
          end: f.startTime + f.duration,
          script: f.scripts.reduce((sum, s) => sum + s.duration, 0),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // no LoAF in this browser
  }
  // Answers of a person's time read since the clock started (the month overview's first visit:
  // complete means every person read, not only every row drawn). An observer sees every entry,
  // whatever the resource timing buffer holds.
  window.__timeReads = 0;
  // Room for every read of a month overview (the default buffer keeps 250), for `phases` below.
  performance.setResourceTimingBufferSize(5000);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name.includes('/api/time/time/user/') && entry.startTime >= (window.__startedAt ?? 0)) window.__timeReads += 1;
    }
  }).observe({ type: 'resource' });
  /** Arms a probe: the next `type` event starts the clock; done when `check()` holds at a frame. */
  window.__arm = (type, checkSource) => {
    const check = new Function(`return (${checkSource})();`);
    window.__result = null;
    window.__startedAt = null;
    window.__timeReads = 0;
    const onEvent = (event) => {
      document.removeEventListener(type, onEvent, true);
      window.__startedAt = event.timeStamp;
      const tick = () => {
        // The result is in the DOM at this frame; a task queued now runs after the frame is painted.
        if (check()) setTimeout(() => (window.__result = performance.now() - event.timeStamp), 0);
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    };
    document.addEventListener(type, onEvent, true);
  };
}

/** Arms the probe, runs the Playwright action, waits for the frame; answers both figures (ms). */
async function measure(page, type, check, action) {
  await page.evaluate(([t, c]) => window.__arm(t, c), [type, check.toString()]);
  await action();
  await page.waitForFunction(() => window.__result !== null, null, { timeout: 60_000 });
  // Event Timing and long-frame entries arrive after the paint, later on a busy machine: wait for them (at most 2 s).
  await page
    .waitForFunction(() => window.__events.some((e) => e.start >= window.__startedAt - 1), null, { timeout: 2000 })
    .catch(() => undefined);
  await page.waitForTimeout(100);
  return page.evaluate(() => {
    const from = window.__startedAt - 1;
    const durations = window.__events.filter((e) => e.start >= from).map((e) => e.duration);
    const until = window.__startedAt + window.__result;
    const frames = window.__frames.filter((f) => f.end >= from && f.start <= until);
    return {
      frame: window.__result,
      eventTiming: durations.length ? Math.max(...durations) : null,
      script: frames.reduce((sum, f) => sum + f.script, 0),
    };
  });
}

/**
 * Where the time of a first visit went, from the click (ms): the screen's code fetched, the staff
 * list asked and answered, the first read of a person's time asked, the last answered, and the
 * frame that showed it all. Printed, not judged: it says which part is over the request floor.
 */
async function phases(page) {
  return page.evaluate(() => {
    const t0 = window.__startedAt;
    const after = performance.getEntriesByType('resource').filter((e) => e.startTime >= t0 - 1);
    const at = (ms) => Math.round(ms - t0);
    const scripts = after.filter((e) => /\.(js|css)$/.test(new URL(e.name).pathname));
    const staff = after.find((e) => e.name.includes('/api/auth/show/all/'));
    const reads = after.filter((e) => e.name.includes('/api/time/time/user/'));
    const parts = [];
    if (scripts.length) parts.push(`code ${scripts.length} files until ${at(Math.max(...scripts.map((e) => e.responseEnd)))}`);
    if (staff) parts.push(`staff list ${at(staff.startTime)}–${at(staff.responseEnd)}`);
    if (reads.length) {
      parts.push(`${reads.length} reads ${at(Math.min(...reads.map((e) => e.startTime)))}–${at(Math.max(...reads.map((e) => e.responseEnd)))}`);
      const waits = reads.map((e) => e.responseEnd - e.startTime).sort((a, b) => a - b);
      parts.push(`a read's time median ${Math.round(waits[waits.length >> 1])}`);
    }
    parts.push(`shown ${Math.round(window.__result)}`);
    return `phases (ms from the click): ${parts.join('; ')}`;
  });
}

/** BENCH_TRACE=1: the renderer main thread's top-level work of the first visit, by kind, from a Chromium trace. */
function summarizeTrace(buffer) {
  const { traceEvents } = JSON.parse(buffer.toString());
  // The busiest renderer's main thread: the trace also holds other tabs' (the floor's page, idle then).
  const taskNames = ['RunTask', 'ThreadControllerImpl::RunTask'];
  const busyOf = (thread) => traceEvents.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && taskNames.includes(e.name)).reduce((sum, e) => sum + e.dur, 0);
  const main = traceEvents
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((thread) => ({ thread, busy: busyOf(thread) }))
    .sort((a, b) => b.busy - a.busy)[0]?.thread;
  const threadEvents = traceEvents.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur);
  // Top-level: RunTask's children, by name.
  const tasks = threadEvents.filter((e) => taskNames.includes(e.name));
  const busy = tasks.reduce((sum, e) => sum + e.dur, 0) / 1000;
  const byName = new Map();
  for (const e of threadEvents) {
    if (taskNames.includes(e.name)) continue;
    byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000);
  }
  console.log(`  trace: main thread tasks ${Math.round(busy)} ms in ${tasks.length} tasks; by event (inclusive, nested counted again):`);
  for (const [name, ms] of [...byName.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`    ${ms.toFixed(1).padStart(8)} ms  ${name}`);
  const clickAt = threadEvents.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click')?.ts;
  if (clickAt) {
    console.log('  trace: main thread tasks over 20 ms in the first second after the click (ms from it):');
    for (const task of tasks.filter((e) => e.ts >= clickAt - 5000 && e.ts < clickAt + 1_000_000 && e.dur > 20_000)) {
      const inner = threadEvents
        .filter((e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e !== task && ['FunctionCall', 'EvaluateScript', 'v8.compile', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'RunMicrotasks', 'TimerFire', 'EventDispatch', 'FireAnimationFrame'].includes(e.name))
        .sort((a, b) => b.dur - a.dur)
        .slice(0, 3)
        .map((e) => `${e.name}${e.args?.data?.url ? ' ' + e.args.data.url.split('/').pop() : ''}${e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''} ${Math.round(e.dur / 1000)}`);
      console.log(`    ${Math.round((task.ts - clickAt) / 1000)}: ${Math.round(task.dur / 1000)} ms  ${inner.join('; ')}`);
    }
  }
  const procs = new Map();
  for (const e of traceEvents) if (e.name === 'process_name') procs.set(e.pid, e.args?.name);
  const perThread = new Map();
  const names = new Map();
  for (const e of traceEvents) if (e.name === 'thread_name') names.set(`${e.pid}/${e.tid}`, `${procs.get(e.pid)}/${e.args?.name}`);
  for (const e of traceEvents) {
    if (e.ph !== 'X' || !e.dur || !['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask'].includes(e.name)) continue;
    const key = names.get(`${e.pid}/${e.tid}`) ?? `${e.pid}/${e.tid}`;
    perThread.set(key, (perThread.get(key) ?? 0) + e.dur / 1000);
  }
  console.log('  trace: tasks per thread:');
  for (const [name, ms] of [...perThread.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`    ${ms.toFixed(1).padStart(8)} ms  ${name}`);
}

/**
 * BENCH_PROFILE=1: the main thread's JavaScript of the first visit by CDP's sampling profiler,
 * printed as the functions with the most self time (where the time over the floor goes).
 */
async function startProfile(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return async () => {
    const { profile } = await cdp.send('Profiler.stop');
    const self = new Map();
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const deltas = profile.timeDeltas;
    profile.samples.forEach((id, k) => {
      const node = byId.get(id);
      const { functionName, url, lineNumber } = node.callFrame;
      const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + (deltas[k] ?? 0) / 1000);
    });
    const total = [...self.entries()].filter(([k]) => !k.startsWith('(idle)')).reduce((sum, [, v]) => sum + v, 0);
    console.log(`  profile: ${Math.round(total)} ms busy; most self time:`);
    for (const [key, ms] of [...self.entries()].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${key}`);
    // Total (inclusive) time of the app's own functions (names kept with PROFILE_BUILD=1).
    const parent = new Map();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const inclusive = new Map();
    profile.samples.forEach((id, k) => {
      const seen = new Set();
      for (let at = id; at !== undefined; at = parent.get(at)) {
        const { functionName, url, lineNumber } = byId.get(at).callFrame;
        if (!/\/assets\/(?!react-)/.test(url)) continue;
        const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
        if (seen.has(key)) continue;
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + (deltas[k] ?? 0) / 1000);
      }
    });
    console.log('  profile: the app\'s functions with the most total time:');
    for (const [key, ms] of [...inclusive.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${key}`);
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const results = [];
/**
 * Keeps a figure. Judged by Event Timing (input to the next paint) when the browser gave one
 * for every run, else by input → frame; `judge: 'frame'` for what waits on the network.
 */
function record(name, target, runs, { judge = 'event' } = {}) {
  const frame = median(runs.map((r) => r.frame));
  const timings = runs.map((r) => r.eventTiming).filter((t) => t !== null);
  const eventTiming = timings.length === 0 ? '<16' : `${Math.round(median(timings))}`;
  const script = Math.round(median(runs.map((r) => r.script)));
  const judged = judge === 'event' && timings.length === runs.length ? Math.max(median(timings), frame) : frame;
  results.push({ name, target, frame: judged, eventTiming, script, runs: runs.map((r) => Math.round(r.frame)) });
  console.log(
    `${name}: ${frame.toFixed(1)} ms (Event Timing ${eventTiming} ms; script in long frames ${script} ms; runs ${runs.map((r) => r.frame.toFixed(0)).join(', ')}; target < ${target} ms)`,
  );
}

async function signedInPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'sv-SE', timezoneId: 'Europe/Stockholm', ...(process.env.BENCH_NO_SW ? { serviceWorkers: 'block' } : {}) });
  await context.addInitScript(pageProbe);
  // BENCH_CSS: a stylesheet added to every page, to try a style change without a build.
  if (process.env.BENCH_CSS) {
    await context.addInitScript((css) => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = css;
        document.head.append(style);
      });
    }, process.env.BENCH_CSS);
  }
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('pageerror:', error.message));
  await page.goto(`${appUrl}/login/`);
  await page.getByLabel('Telefonnummer').fill(admin.phone);
  await page.getByLabel('Lösenord', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/');
  return { context, page };
}

// --- Scenarios -----------------------------------------------------------------------------

/** Scrolls the page until the row with this aria-rowindex is drawn (the tables are windowed). */
async function reachRow(page, rowIndex) {
  await page.evaluate((index) => {
    const table = document.querySelector('table[aria-rowcount]');
    const count = Number(table.getAttribute('aria-rowcount'));
    const top = table.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top + ((index - 1) / count) * table.offsetHeight - window.innerHeight / 2);
  }, rowIndex);
  const row = page.locator(`table tbody tr[aria-rowindex="${rowIndex}"]`);
  for (let i = 0; i < 40 && (await row.count()) === 0; i += 1) {
    const above = await page.evaluate(
      (index) => Number(document.querySelector('table tbody tr[aria-rowindex]')?.getAttribute('aria-rowindex') ?? 0) > index,
      rowIndex,
    );
    await page.mouse.wheel(0, above ? -600 : 600);
    await page.waitForTimeout(50);
  }
  await row.scrollIntoViewIfNeeded();
  return row;
}

async function editInBigMonth(browser) {
  await control('POST', '/reset');
  await control('POST', '/seed/scale', { phone: staffPhone, entries: 2000 });
  const { db } = await control('GET', '/state');
  const erik = db.users.find((u) => u.phone.replace(/\D/g, '') === staffPhone);
  const { context, page } = await signedInPage(browser);
  await page.goto(`${appUrl}/admin/list/user/${erik._id}`);
  // The whole month is in the table (it says so: header, 2 000 entries, footer); only the rows
  // near the screen are drawn, and every row is reached by scrolling.
  const table = page.locator('table[aria-rowcount="2002"]');
  await table.waitFor({ timeout: 60_000 });
  console.log(`  month of 2000 entries (aria-rowcount ${await table.getAttribute('aria-rowcount')}), ${await page.locator('table tbody tr[aria-rowindex]').count()} rows drawn`);
  const open = [];
  const keys = [];
  // Entries at the start, the middle and the end of the month.
  for (const rowIndex of [12, 1002, 1990].slice(0, RUNS)) {
    const row = await reachRow(page, rowIndex);
    const edit = row.getByRole('button', { name: 'Ändra' });
    open.push(await measure(page, 'click', () => document.querySelector('table tbody tr input') !== null, () => edit.click()));
    const input = page.locator('table tbody tr input').first();
    await input.focus();
    const before = await input.inputValue();
    keys.push(
      await measure(
        page,
        'keydown',
        // The typed character is in the input.
        new Function(`return () => { const el = document.querySelector('table tbody tr input'); return el && el.value !== ${JSON.stringify(before)}; }`)(),
        () => page.keyboard.press('End').then(() => page.keyboard.type('9')),
      ),
    );
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('table tbody tr input') === null);
  }
  record("'Ändra' in a month of 2 000 entries, until the inputs show", 100, open);
  record('a keystroke in the edited row (2 000 entries)', 50, keys);
  await context.close();
}

async function staffAtThousand(browser) {
  await control('POST', '/reset');
  await control('POST', '/seed/scale', { staff: 1000 });
  const { context, page } = await signedInPage(browser);
  await page.goto(`${appUrl}/admin/list/`);
  // The list draws 100 people at a time; its count line says how many match.
  const matching = () => Number(/Visar (\d+) av/.exec(document.body.textContent ?? '')?.[1] ?? -1);
  await page.getByText(/Visar 10\d\d av 10\d\d personer/).waitFor({ timeout: 60_000 });
  const count = await page.locator('table tbody tr[aria-rowindex]').count();
  console.log(`  staff list of 1000+ people, ${count} rows drawn`);
  const sortRuns = [];
  const head = page.getByRole('columnheader', { name: /Arbetad tid/ }).getByRole('button');
  for (let i = 0; i < RUNS; i += 1) {
    const firstBefore = await page.locator('table tbody tr[aria-rowindex]').first().textContent();
    sortRuns.push(
      await measure(
        page,
        'click',
        new Function(`return () => document.querySelector('table tbody tr[aria-rowindex]')?.textContent !== ${JSON.stringify(firstBefore)};`)(),
        () => head.click(),
      ),
    );
  }
  record('staff list sort at 1 000 staff', 100, sortRuns);
  const search = page.getByRole('searchbox');
  const searchRuns = [];
  for (let i = 0; i < RUNS; i += 1) {
    await search.fill('');
    await page.waitForFunction(`(${matching})() >= 1000`);
    await search.focus();
    searchRuns.push(await measure(page, 'keydown', new Function(`return () => (${matching})() < 1000`)(), () => page.keyboard.type('L')));
  }
  record('staff list search keystroke at 1 000 staff', 100, searchRuns);
  const clearRuns = [];
  for (let i = 0; i < RUNS; i += 1) {
    await search.fill('L');
    await page.waitForFunction(`(${matching})() < 1000`);
    await search.focus();
    await page.keyboard.press('End');
    clearRuns.push(await measure(page, 'keydown', new Function(`return () => (${matching})() >= 1000`)(), () => page.keyboard.press('Backspace')));
  }
  record('staff list clearing the search at 1 000 staff', 100, clearRuns);
  await context.close();
}

/**
 * What the overview cannot go below on this machine now: every person's time read by bare
 * XMLHttpRequests from a page of the app's origin, 6 at a time (a browser's connections per
 * origin over HTTP/1.1), each answer parsed, no app code. Printed beside the figures, not judged.
 * Answers { run(i): ms of the i-th read of everyone, close() }: the overview's first visits and
 * these runs take turns (overviewAtScale), so a busier minute of the machine weighs on both.
 * `watched`: its second run profiled (BENCH_PROFILE) and traced (BENCH_TRACE), beside the first
 * visit that is; the overview's pass answered at once only.
 */
async function requestFloor(browser, ids, { watched = true } = {}) {
  const { context, page } = await signedInPage(browser);
  // The session's token, as the app keeps it (JSON in local storage, SPEC.md §9).
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null'));
  // A file of the app's origin, not a screen: no app code runs beside the reads, nor while the
  // first visits are measured in another tab.
  await page.goto(`${appUrl}/icons/favicon-48.png`);
  const run = async (i) => {
    const profiled = process.env.BENCH_PROFILE && watched && i === 1 ? await startProfile(page) : null;
    if (profiled) console.log('  (the request floor, run 2)');
    if (process.env.BENCH_TRACE && watched && i === 1) await page.context().browser().startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'loading'] });
    const ms = await page.evaluate(
      async ({ ids, token, api, byFetch }) => {
        const started = performance.now();
        let next = 0;
        const read = byFetch ? async (id) => {
          const r = await fetch(`${api}/api/time/time/user/${id}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
          return JSON.parse(await r.text());
        } : (id) =>
          new Promise((resolve, reject) => {
            const xhr = new XMLHttpRequest();
            xhr.open('GET', `${api}/api/time/time/user/${id}`);
            if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
            xhr.onloadend = () => (xhr.status === 200 ? resolve(JSON.parse(xhr.responseText)) : reject(new Error(`GET ${id}: ${xhr.status}`)));
            xhr.send();
          });
        const connection = async () => {
          while (next < ids.length) await read(ids[next++]);
        };
        await Promise.all(Array.from({ length: 6 }, connection));
        return performance.now() - started;
      },
      { ids, token, api: doubleUrl, byFetch: Boolean(process.env.BENCH_FLOOR_FETCH) },
    );
    if (profiled) await profiled();
    if (process.env.BENCH_TRACE && watched && i === 1) {
      console.log('  (the request floor, run 2)');
      summarizeTrace(await page.context().browser().stopTracing());
    }
    return ms;
  };
  return { run, close: () => context.close() };
}

async function overviewAtScale(browser) {
  await control('POST', '/reset');
  await control('POST', '/seed/scale', { people: 300, days: 25 });
  const { db } = await control('GET', '/state');
  const now = new Date();
  const previous = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const year = previous.getFullYear();
  const month = previous.getMonth() + 1;
  const people = db.users.length;
  // The month's worked time over everyone, as the total row shows it ('h:mm').
  const monthMinutes = db.months
    .filter((m) => m.MonthNumber === month && m.year === year)
    .flatMap((m) => m.months)
    .reduce((sum, e) => sum + e.total * 60 + e.half, 0);
  const monthTotal = `${Math.floor(monthMinutes / 60)}:${String(monthMinutes % 60).padStart(2, '0')}`;
  // Complete: every person's time read since the clock started (nobody is held in a new tab),
  // every row drawn with the total row, the progress line gone, and (when given) the total.
  const complete = (total) =>
    new Function(
      `return () => window.__timeReads >= ${people} && Number(document.querySelector('table')?.getAttribute('aria-rowcount')) >= ${people} + 2 && document.querySelector('table tbody tr[data-index]') !== null && document.querySelector('table tfoot') !== null && !document.body.textContent.includes('Läser in tid')${
        total ? ` && document.querySelector('table tfoot').textContent.includes(${JSON.stringify(total)})` : ''
      };`,
    )();
  // The first visit, from an empty store: a new tab, signed in, on the admin start; the overview
  // opened from the navigation (this month), until every person's time is read and shown.
  const overviewLoaded = complete(null);
  // Two passes (issue 28 item 1). First the provider's API as staff and admins meet it, across
  // the internet: each read of a person's time answered REMOTE_READ_MS later (the double's
  // 'delay' fault; the issue's own floor, 2.52 s for 304 reads, was reads of that kind). Then
  // the double answering at once: the double, the browser and the page then share this
  // machine's cores, and what the page spends on each answer is taken from the reads (on 2
  // cores the ratio is the machine's load as much as the app's).
  for (const readMs of REMOTE_READ_MS > 0 ? [REMOTE_READ_MS, 0] : [0]) {
    await control('DELETE', '/faults');
    if (readMs > 0) await control('POST', '/faults', { fault: 'delay', ms: readMs, times: 'always', method: 'GET', path: '^/api/time/time/user/' });
    const answered = readMs > 0 ? `each read answered after ${readMs} ms` : 'each read answered at once';
    const firstVisits = [];
    // The request floor's runs and the first visits take turns (which goes first alternates):
    // the ratio of each pair is taken at the same minute of the machine's load.
    const floor = await requestFloor(browser, db.users.map((u) => u._id), { watched: readMs === 0 });
    const floorRuns = [];
    for (let i = 0; i < RUNS; i += 1) {
      if (i % 2 === 1) floorRuns.push(await floor.run(i));
      const fresh = await signedInPage(browser);
      const profiled = process.env.BENCH_PROFILE && i === 0 && readMs === 0 ? await startProfile(fresh.page) : null;
      if (process.env.BENCH_TRACE && i === 0 && readMs === 0) await browser.startTracing(fresh.page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'loading'] });
      firstVisits.push(
        await measure(fresh.page, 'click', overviewLoaded, async () => {
          await fresh.page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Månadsöversikt' }).click();
          // BENCH_PROFILE_WINDOW=ms: the profile of only that long after the click.
          if (profiled && process.env.BENCH_PROFILE_WINDOW) {
            await fresh.page.waitForTimeout(Number(process.env.BENCH_PROFILE_WINDOW));
            await profiled();
          }
        }),
      );
      if (profiled && !process.env.BENCH_PROFILE_WINDOW) await profiled();
      if (process.env.BENCH_TRACE && i === 0 && readMs === 0) await fresh.page.context().browser().stopTracing().then((buffer) => summarizeTrace(buffer));
      const log = await control('GET', '/log');
      const reads = log.filter((e) => e.method === 'GET' && /^\/api\/time\/time\/user\//.test(e.path)).length;
      console.log(`  first visit ${i + 1}: ${people} people, ${reads} GETs of a person's time logged so far${sameOrigin ? ', same origin (no preflight)' : ', cross-origin'}`);
      console.log(`    ${await phases(fresh.page)}`);
      await fresh.context.close();
      if (i % 2 === 0) floorRuns.push(await floor.run(i));
    }
    await floor.close();
    // Across the internet judged against issue 28's 1.3× the floor (the median floor run's);
    // at once against the 3 s of issue 13, the ratio printed below.
    const target = readMs > 0 ? Math.round(1.3 * median(floorRuns)) : 3000;
    record(`month overview first visit, ${people} people × 25 days, empty store${sameOrigin ? ', same origin' : ', cross-origin'}, ${answered}`, target, firstVisits, { judge: 'frame' });
    const ratios = firstVisits.map((visit, i) => visit.frame / floorRuns[i]);
    console.log(`  request floor, ${answered}: ${people} bare GETs of a person's time, 6 at a time, no app code: ${Math.round(median(floorRuns))} ms (runs ${floorRuns.map(Math.round).join(', ')})`);
    console.log(`  first visit / request floor, ${answered}, each pair taken in turn: median ${median(ratios).toFixed(2)}× (pairs ${ratios.map((r) => r.toFixed(2)).join(', ')}; target ≤ 1.3×)`);
  }
  await control('DELETE', '/faults');
  // The month close as met: a new tab opened on last month's overview (its address), from the
  // navigation's start (the app's boot included) until that month is complete on screen, its
  // total row giving everyone's ${monthTotal}.
  const byAddress = [];
  for (let i = 0; i < RUNS; i += 1) {
    const fresh = await signedInPage(browser);
    await fresh.page.addInitScript((checkSource) => {
      if (!location.pathname.startsWith('/admin/manad/')) return;
      const check = new Function(`return document.body !== null && (${checkSource})();`);
      window.__result = null;
      const tick = () => {
        if (check()) setTimeout(() => (window.__result = performance.now()), 0);
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    }, complete(monthTotal).toString());
    await fresh.page.goto(`${appUrl}/admin/manad/?ar=${year}&manad=${month}`);
    await fresh.page.waitForFunction(() => window.__result !== null, null, { timeout: 60_000 });
    await fresh.page.waitForTimeout(100);
    byAddress.push(
      await fresh.page.evaluate(() => ({
        frame: window.__result,
        eventTiming: null,
        script: window.__frames.filter((f) => f.start <= window.__result).reduce((sum, f) => sum + f.script, 0),
      })),
    );
    await fresh.context.close();
  }
  record(`month overview first visit by its address, last month complete (total ${monthTotal}), new tab, from navigation start`, 3000, byAddress, { judge: 'frame' });
  const { context, page } = await signedInPage(browser);
  await page.goto(`${appUrl}/admin/manad/?ar=${year}&manad=${month}`);
  await page.waitForFunction((n) => Number(document.querySelector('table')?.getAttribute('aria-rowcount')) >= n + 2 && !document.body.textContent.includes('Läser in tid'), people, {
    timeout: 180_000,
  });
  const renders = [];
  const monthSelect = page.getByLabel('Månad', { exact: true });
  const other = month === 1 ? 2 : month - 1;
  for (let i = 0; i < RUNS; i += 1) {
    // The whole table from scratch: away to another admin screen, then back through the navigation.
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Dagens arbete' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/arbetsdag/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    renders.push(
      await measure(
        page,
        'click',
        new Function(`return () => Number(document.querySelector('table')?.getAttribute('aria-rowcount')) >= ${people} + 2 && document.querySelector('table tbody tr[data-index]') !== null && document.querySelector('table tfoot') !== null;`)(),
        () => page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Månadsöversikt' }).click(),
      ),
    );
  }
  record(`month overview render, ${people} people × 25 days (from the navigation)`, 500, renders);
  const switches = [];
  for (let i = 0; i < RUNS; i += 1) {
    const to = i % 2 === 0 ? other : month;
    switches.push(
      await measure(
        page,
        'change',
        new Function(`return () => document.querySelector('table caption')?.textContent.includes('${String(to).padStart(2, '0')}/');`)(),
        () => monthSelect.selectOption(String(to)),
      ),
    );
  }
  record(`month overview, choosing another month (${people} people)`, 500, switches);
  await monthSelect.selectOption(String(month));
  await page.waitForFunction((n) => Number(document.querySelector('table')?.getAttribute('aria-rowcount')) >= n + 2, people);
  const sorts = [];
  for (let i = 0; i < RUNS; i += 1) {
    const firstBefore = await page.locator('table tbody tr').first().textContent();
    sorts.push(
      await measure(
        page,
        'click',
        new Function(`return () => document.querySelector('table tbody tr')?.textContent !== ${JSON.stringify(firstBefore)};`)(),
        () => page.getByRole('columnheader', { name: /Arbetad tid/ }).getByRole('button').click(),
      ),
    );
  }
  record(`month overview sort (${people} people)`, 100, sorts);
  await context.close();
}

/**
 * The month per workplace (issue 24 item 6): 300 people × 25 days at 60 workplaces, a new tab
 * opened on last month's /admin/platser/manad/ (its address), from the navigation's start until
 * every workplace's card is drawn and the totals give the month's total; its requests counted
 * against the month overview's (the same reads, plus the one list of workplaces).
 */
async function workplaceMonthAtScale(browser) {
  await control('POST', '/reset');
  await control('POST', '/seed/scale', { posts: 60, people: 300, days: 25 });
  const { db } = await control('GET', '/state');
  const now = new Date();
  const previous = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const year = previous.getFullYear();
  const month = previous.getMonth() + 1;
  const monthMinutes = db.months
    .filter((m) => m.MonthNumber === month && m.year === year)
    .reduce((sum, m) => sum + m.total * 60 + m.half, 0);
  const monthTotal = `${Math.floor(monthMinutes / 60)}:${String(monthMinutes % 60).padStart(2, '0')}`;
  const cards = db.posts.length;
  const complete = new Function(
    `return () => document.querySelectorAll('article h3').length >= ${cards} && !document.body.textContent.includes('Läser in tid') && [...document.querySelectorAll('section dl dd')].some((dd) => dd.previousElementSibling?.textContent === 'Summa (som i månadsöversikten)' && dd.textContent === ${JSON.stringify(monthTotal)});`,
  )();
  // The month overview opened the same way, in the same run: the figure to compare with on a busy machine.
  const overviewComplete = new Function(
    `return () => document.querySelector('table tfoot') !== null && !document.body.textContent.includes('Läser in tid') && document.querySelector('table tfoot').textContent.includes(${JSON.stringify(monthTotal)});`,
  )();
  const visits = { place: [], overview: [] };
  const requests = { place: [], overview: [] };
  for (let i = 0; i < RUNS; i += 1) {
    for (const [kind, path, check] of [
      ['place', '/admin/platser/manad/', complete],
      ['overview', '/admin/manad/', overviewComplete],
    ]) {
      const fresh = await signedInPage(browser);
      // The admin start's own reads (its counts) done first: counted, they made either screen one more.
      let before = (await control('GET', '/log')).length;
      for (let settled = 0; settled < 2; ) {
        await fresh.page.waitForTimeout(300);
        const now = (await control('GET', '/log')).length;
        settled = now === before ? settled + 1 : 0;
        before = now;
      }
      await fresh.page.addInitScript(
        ([prefix, checkSource]) => {
          if (!location.pathname.startsWith(prefix)) return;
          const test = new Function(`return document.body !== null && (${checkSource})();`);
          window.__result = null;
          const tick = () => {
            if (test()) setTimeout(() => (window.__result = performance.now()), 0);
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        },
        [path, check.toString()],
      );
      await fresh.page.goto(`${appUrl}${path}?ar=${year}&manad=${month}`);
      await fresh.page.waitForFunction(() => window.__result !== null, null, { timeout: 60_000 });
      await fresh.page.waitForTimeout(100);
      visits[kind].push(
        await fresh.page.evaluate(() => ({
          frame: window.__result,
          eventTiming: null,
          script: window.__frames.filter((f) => f.start <= window.__result).reduce((sum, f) => sum + f.script, 0),
        })),
      );
      await fresh.page.waitForTimeout(400);
      const api = (await control('GET', '/log')).slice(before).filter((e) => e.origin === 'api' && e.path.startsWith('/api/'));
      requests[kind].push(api.length);
      await fresh.context.close();
    }
  }
  record(`  (beside it) month overview first visit by its address, the same data, new tab, from navigation start`, 3000, visits.overview, { judge: 'frame' });
  record(`month per workplace first visit by its address, ${db.users.length} people × 25 days × ${cards} workplaces (total ${monthTotal}), new tab, from navigation start${sameOrigin ? ', same origin' : ', cross-origin'}`, 3000, visits.place, { judge: 'frame' });
  console.log(`  API requests of a first visit: month per workplace ${requests.place.join(', ')}; month overview ${requests.overview.join(', ')}`);
}

async function receiptsAtThousand(browser) {
  await control('POST', '/reset');
  const thisMonth = new Date().getMonth() + 1;
  const { db: before } = await control('GET', '/state');
  const already = before.items.bill.filter((item) => Number(item.date.slice(5, 7)) === thisMonth && item.months === undefined).length;
  await control('POST', '/seed/scale', { bills: 1000 - already });
  const { context, page } = await signedInPage(browser);
  await page.goto(`${appUrl}/admin/bill/`);
  await page.getByRole('button', { name: /Visa kvitto/ }).first().waitFor({ timeout: 60_000 });
  // A search over the whole month: from the keystroke until the result is drawn (every page read).
  const search = page.getByRole('searchbox');
  await search.focus();
  const searched = await measure(page, 'keydown', () => /\d+ av 1000 poster visas/.test(document.body.textContent ?? ''), () => page.keyboard.type('5'));
  const status = await page.getByRole('status').first().textContent();
  console.log(`  a month of 1000 receipts searched: '${status}'`);
  record('a month of 1 000 receipts, a search (every page read)', 3000, [searched, searched, searched], { judge: 'frame' });
  // Fast scrolling through all 1 000 (every page read): long animation frames over 50 ms.
  await search.fill('');
  await page.waitForFunction(() => document.querySelector('table[aria-rowcount="1003"]') !== null, null, { timeout: 60_000 });
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    const from = await page.evaluate(() => performance.now());
    for (let step = 0; step < 60; step += 1) {
      await page.mouse.wheel(0, 2000);
      await page.waitForTimeout(16);
    }
    await page.waitForTimeout(500);
    const slow = await page.evaluate((start) => window.__frames.filter((f) => f.start >= start && f.end - f.start > 50).map((f) => Math.round(f.end - f.start)), from);
    const drawn = await page.locator('table tbody tr[aria-rowindex]').count();
    console.log(`  scroll ${i + 1}: ${slow.length} frames over 50 ms [${slow.join(', ')}], ${drawn} rows drawn at the end`);
    runs.push(slow.length);
  }
  const count = median(runs);
  results.push({ name: 'scrolling 1 000 receipts fast: frames over 50 ms', target: 3, frame: count, eventTiming: '–', script: 0, runs, inclusive: true });
  console.log(`scrolling 1 000 receipts fast: ${count} frames over 50 ms (runs ${runs.join(', ')}; target ≤ 3)`);
  await context.close();
}

// --- Run ----------------------------------------------------------------------------------

const doubleArgs = [join(doubleOutDir, 'server.js'), '--host', host, '--api-port', String(doublePort), '--upload-port', String(uploadPort)];
// Same origin: the double serves the build too (README 'Same-origin deployment').
if (sameOrigin) doubleArgs.push('--app-dir', join(root, outDir));
start('double', process.execPath, doubleArgs);
if (!sameOrigin) start('preview', process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'preview', '--outDir', outDir, '--host', host, '--port', String(port), '--strictPort']);
await waitFor(`${doubleUrl}/__double/log`);
await waitFor(`${appUrl}/login/`);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
});
let failed = false;
const only = process.env.BENCH_ONLY?.split(',');
for (const scenario of [editInBigMonth, staffAtThousand, overviewAtScale, workplaceMonthAtScale, receiptsAtThousand].filter((s) => !only || only.includes(s.name))) {
  try {
    await scenario(browser);
  } catch (error) {
    failed = true;
    console.error(`${scenario.name} could not run:`, error);
  }
}
await browser.close();

console.log(`\nFigures (median of 3, ms; judged, Event Timing, script in long frames; ${sameOrigin ? 'same origin' : 'cross-origin'}):`);
const isOver = (r) => (r.inclusive ? r.frame > r.target : r.frame >= r.target);
for (const r of results) {
  const over = isOver(r);
  console.log(
    `  ${over ? 'OVER' : 'ok  '} ${r.frame.toFixed(1).padStart(7)}  ET ${String(r.eventTiming).padStart(4)}  script ${String(r.script).padStart(4)}  < ${r.target}  ${r.name}`,
  );
}
const over = results.filter(isOver);
if (failed) process.exit(1);
if (over.length && process.env.BENCH_STRICT) process.exit(1);
process.exit(0);
