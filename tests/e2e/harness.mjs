/**
 * Shared helpers for the end-to-end tests: one Chromium per test file, a fresh context per
 * test (so the demo provider starts from its seed), phone and desktop viewports, login,
 * screenshots and an axe check.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, beforeEach } from 'node:test';
import { chromium } from 'playwright-core';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173';
export const phone = { width: 390, height: 844 };
export const narrow = { width: 320, height: 640 };
export const desktop = { width: 1280, height: 800 };

/** A clock for a test of the day: `days` from today at hh:mm, local time. */
export function dayAt(days, hh, mm) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  d.setHours(hh, mm, 0, 0);
  return d;
}

/** 'YYYY-MM-DD' of a date, local time. */
export function isoDate(d) {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export const demo = {
  admin: { phone: '0701234567', password: 'admin123' },
  staff: { phone: '0709876543', password: 'städa123' },
};

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * One Chromium for the test file (launched before its tests, closed after); with
 * `{ resetDouble: true }` the API double is seeded again before each test. Answers a getter.
 */
export function useBrowser({ resetDouble = false } = {}) {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
  });
  if (resetDouble) beforeEach(() => double.reset());
  return () => browser;
}

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumFlags,
  });
}

/** A fresh context and page at `path`, waiting for the demo provider to be ready. */
export async function open(browser, path = '/', viewport = phone) {
  const context = await browser.newContext({ viewport, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
  // A safety margin for a busy machine (issue 26): a wait ends as soon as what it waits for is there.
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('pageerror:', error.message));
  await page.goto(baseUrl + path);
  return { context, page };
}

export async function login(page, who = 'staff') {
  const { phone: number, password } = demo[who];
  await page.getByLabel('Telefonnummer').fill(number);
  await page.getByLabel('Lösenord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logga in' }).click();
}

const screenshotDir = join(process.cwd(), 'screenshots');

/** Saves a full-page screenshot to screenshots/<name>.png (for people to look at). */
export async function screenshot(page, name) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

/**
 * Every line of a windowed list (Min sida's lines on a phone, issue 19), found as a person finds
 * them: scrolling the page down half a screen at a time and noting each line drawn. Answers a
 * Map of each line's button id to its text, in order; the page is back at the top afterwards.
 * `screenshotAt: { step, path }` saves what the window shows at that step.
 */
export async function scrolledLines(page, list, { screenshotAt } = {}) {
  const seen = new Map();
  for (let step = 0; ; step += 1) {
    await page.evaluate((top) => window.scrollTo(0, top), (step * page.viewportSize().height) / 2);
    await windowDrawn(page);
    const drawn = await list.locator('li[aria-posinset] > button').evaluateAll((buttons) => buttons.map((b) => [b.id, b.innerText]));
    for (const [id, text] of drawn) seen.set(id, text);
    if (step === screenshotAt?.step) await page.screenshot({ path: screenshotAt.path });
    const { scrolled, bottom } = await page.evaluate(() => ({ scrolled: window.scrollY, bottom: document.documentElement.scrollHeight - window.innerHeight }));
    if (scrolled >= bottom) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => window.scrollY === 0);
  return seen;
}

/**
 * Polls `check` until it holds, as long as every other wait of the suite (60 s): for what the
 * double or the page records outside the page's own events (an upload seen, a write stored).
 * Fails naming `what` (a function: read when it fails). Polls that gave up after 0.5-15 s
 * could fail on a busy machine.
 */
export async function until(check, what, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms / 1000} s: ${typeof what === 'function' ? what() : what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits, after a scroll, until the windowed lists have drawn what the window shows, as a person
 * waits before tapping: no spacer (standing for lines not drawn) in view, and the page the same
 * in two frames in a row. A jump draws the lines now in view, and then their measured heights
 * move what is below them: a tap before that lands beside its button (CI: an earlier month's
 * button at 320 px, tapped on its way down, never opened).
 */
export async function windowDrawn(page) {
  await page.waitForFunction(
    () =>
      new Promise((resolve) => {
        const spacers = '[role=group] [aria-hidden="true"][style*="height"], tbody > tr[aria-hidden="true"]';
        const seen = () => {
          const inView = [...document.querySelectorAll(spacers)].filter((gap) => {
            const box = gap.getBoundingClientRect();
            return box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
          });
          return JSON.stringify([window.scrollY, document.documentElement.scrollHeight, inView.length]);
        };
        const before = seen();
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(seen() === before && before.endsWith(',0]'))));
      }),
  );
}

const require = createRequire(import.meta.url);

/** Runs axe on the page; returns the serious and critical violations. */
export async function axe(page) {
  // Evaluated, not added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const result = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  });
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

// ---------------------------------------------------------------------------------------------
// Provider mode against the API double (tests/double/server.ts, README 'The API double'): a
// build of the app whose VITE_API_URL / VITE_UPLOAD_URL are the double's two origins. The
// double is one process for the whole run, shared by every test: call `double.reset()` first
// (beforeEach) — it re-seeds the data and clears the log and the faults.

export const providerUrl = process.env.E2E_PROVIDER_URL ?? 'http://127.0.0.1:4174';
export const doubleUrl = process.env.E2E_DOUBLE_URL ?? 'http://127.0.0.1:4180';
export const uploadUrl = process.env.E2E_UPLOAD_URL ?? 'http://127.0.0.1:4181';

async function doubleCall(method, path, body) {
  const res = await fetch(`${doubleUrl}/__double${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const value = await res.json();
  if (!res.ok) throw Object.assign(new Error(`double ${method} ${path}: ${res.status} ${value?.message ?? ''}`), { status: res.status });
  return value;
}

/** filter: { method, path (exact string or RegExp), origin ('api' | 'upload'), fault (name or null) } */
function logMatches(entry, filter = {}) {
  const { method, path, origin, fault } = filter;
  if (method !== undefined && entry.method !== method.toUpperCase()) return false;
  if (origin !== undefined && entry.origin !== origin) return false;
  if (fault !== undefined && entry.fault !== fault) return false;
  if (path instanceof RegExp) return path.test(entry.path);
  return path === undefined || entry.path === path;
}

export const double = {
  url: doubleUrl,
  uploadUrl,
  /** Seed again, clear the log and the faults, drop answers held by 'hang-after-store'. */
  reset: () => doubleCall('POST', '/reset'),
  /**
   * Adds a fault rule (or an array of them); answers the rules as stored (with ids).
   * rule: { method?, path? (RegExp or regex text, tested on the path without the query),
   *         origin? ('api' | 'upload'), times? (default 1, or 'always'), fault, ms?, status?, message? }
   * faults: 'drop-after-store' | '502-after-store' (status, default 502; an HTML page) |
   *         'hang-after-store' (ms, or never) | 'drop-before-store' | 'html-200' | 'status-500' |
   *         'status-500-message' (message) | 'json-200' (body: answered with 200, nothing stored) | 'delay' (ms)
   * Connections are kept alive: a drop on a reused one makes Chromium send the request again by
   * itself (a new request for the rule's `times`; see `appSends`).
   */
  fault: (rule) => {
    const asText = (r) => ({ ...r, path: r.path instanceof RegExp ? r.path.source : r.path });
    return doubleCall('POST', '/faults', Array.isArray(rule) ? rule.map(asText) : asText(rule));
  },
  /** The CORS preflights (OPTIONS) received since the last reset: { at, origin, path, method (the one asked for) }. */
  preflights: () => doubleCall('GET', '/preflights'),
  /** The rules with how often each has hit. */
  faults: () => doubleCall('GET', '/faults'),
  clearFaults: () => doubleCall('DELETE', '/faults'),
  /**
   * Every request the double received, oldest first (CORS preflights are not logged):
   * { seq, at, origin, method, path, query, body (JSON | 'multipart' | text | null), parts?,
   *   authorization, connection (its number), reused (kept alive from an earlier request),
   *   fault, handled (the handler ran), status (null = nothing sent),
   *   outcome ('pending' | 'answered' | 'dropped' | 'aborted') }
   */
  log: async (filter) => (await doubleCall('GET', '/log')).filter((entry) => logMatches(entry, filter)),
  /**
   * Waits until at least `count` requests match and none of them is still pending (unless
   * settled: false); answers the matching entries.
   */
  async waitForLog(filter, { count = 1, settled = true, timeout = 15_000 } = {}) {
    const deadline = Date.now() + timeout;
    for (;;) {
      const entries = await double.log(filter);
      if (entries.length >= count && (!settled || entries.every((e) => e.outcome !== 'pending'))) return entries;
      if (Date.now() > deadline) {
        throw new Error(`double: ${count} settled request(s) like ${JSON.stringify(filter, (k, v) => (v instanceof RegExp ? String(v) : v))} not seen; got ${JSON.stringify(entries)}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  },
  /** What the double stored: { db: the demo provider's state (users with passwords, months, posts, notplace, items, tokens), files: stored upload names }. */
  state: () => doubleCall('GET', '/state'),
  /** A demo person as stored, by who ('staff' | 'admin') or phone number. */
  async user(who = 'staff') {
    const phoneNumber = demo[who]?.phone ?? who;
    return (await double.state()).db.users.find((u) => u.phone.replace(/\D/g, '') === phoneNumber.replace(/\D/g, ''));
  },
  /** A stored upload's { name, type, size }, or null when no file has that name. */
  async file(name) {
    try {
      return await doubleCall('GET', `/files/${encodeURIComponent(name)}`);
    } catch (error) {
      if (error.status === 404) return null;
      throw error;
    }
  },
};

/**
 * The requests the app itself sent, without Chromium's own resends: a request that comes again
 * with the same method, path and body within a second of a drop is the browser's, sent before
 * any code of the app could run (a kept-alive connection closed without an answer).
 */
export function appSends(entries) {
  const sent = [];
  let previous;
  for (const entry of entries) {
    const resend =
      previous?.outcome === 'dropped' &&
      previous.method === entry.method &&
      previous.path === entry.path &&
      JSON.stringify(previous.body) === JSON.stringify(entry.body) &&
      Date.parse(entry.at) - Date.parse(previous.at) < 1000;
    if (!resend) sent.push(entry);
    previous = entry;
  }
  return sent;
}

/**
 * A write dropped on a connection kept alive, and Chromium's own resend of it (two entries of the
 * double's log): the first went on a reused connection (what makes the browser resend), the
 * resend on another one: a new connection or one the browser held idle, its choice.
 */
export function assertBrowserResend(dropped, resend) {
  assert.equal(dropped.reused, true, 'the dropped write went on a connection kept alive');
  assert.notEqual(resend.connection, dropped.connection, 'the resend went on another connection');
}

/** A fresh context and page at `path` on the provider-mode build (talks to the double); `contextOptions` for Playwright's context. */
export async function openProvider(browser, path = '/', viewport = phone, contextOptions = {}) {
  const context = await browser.newContext({ viewport, locale: 'sv-SE', timezoneId: 'Europe/Stockholm', ...contextOptions });
  // A safety margin for a busy machine (issue 26): a wait ends as soon as what it waits for is there.
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('pageerror:', error.message));
  await page.goto(providerUrl + path);
  return { context, page };
}

/**
 * Signs in on the provider build's login screen (on /login/ or a guarded page showing it in
 * place) and waits until the double answered the login and the login form is gone.
 */
export async function loginProvider(page, who = 'staff') {
  const before = (await double.log({ method: 'POST', path: '/api/auth/login/' })).length;
  await login(page, who);
  const [entry] = (await double.waitForLog({ method: 'POST', path: '/api/auth/login/' }, { count: before + 1 })).slice(before);
  if (entry.status !== 200) throw new Error(`login as ${who} answered ${entry.status} (fault ${entry.fault})`);
  await page.getByRole('button', { name: 'Logga in' }).waitFor({ state: 'detached' });
}

/**
 * Staff signs in on the provider build's registration screen (the page is there) and records a
 * day of 06:00–09:15 at `des`: the summary is shown, nothing is sent yet.
 */
export async function recordDayProvider(page, des) {
  await loginProvider(page, 'staff');
  await page.getByLabel('Starttid').fill('06:00');
  await page.getByRole('button', { name: 'Spara starttid' }).click();
  await page.getByLabel('Sluttid').fill('09:15');
  await page.getByLabel('Arbetsplats').fill(des);
  await page.getByRole('button', { name: 'Registrera arbetstid' }).click();
  await page.getByText('du har jobbat 3 timmer och 15 minuter').waitFor();
}
