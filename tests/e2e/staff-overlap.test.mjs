/**
 * Nothing clipped or printed over on the staff's screens (issue 43 item 4), on the provider build
 * against the API double: the sign-in, the day's form (the longest place chosen, the times filled,
 * a lunch break) and Min sida (this month, an earlier month open and one closed), in Swedish,
 * English, Arabic and Kurdish, at 320×640 and 390×844, each with its locale's clock (12-hour in
 * English, Arabic and Kurdish). `findOverlaps` runs in the page and lists what a person would see
 * cut or overprinted. Screenshots: screenshots/staff-overlap-<screen>-<language>-<width>.png.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dayAt, double, narrow, phone, providerUrl, screenshot, useBrowser } from './harness.mjs';

const browser = useBrowser({ resetDouble: true });

/** Each language and the browser locale whose clock it shows (the time field follows the browser). */
const languages = [
  ['sv', 'sv-SE'],
  ['en', 'en-US'],
  ['ar', 'ar-EG'],
  ['ckb', 'ckb-IQ'],
];
/** The longest place a person of the seed works at, and a second one. */
const longPlace = 'Valstaskolan, Ekillavägen 2, 195 49 Märsta';
const places = [longPlace, 'Stortorgatan 1, Märsta'];

/** What a person would see cut or overprinted (evaluated in the page). */
function findOverlaps() {
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return r.width > 1 && r.height > 1 && style.visibility !== 'hidden' && style.display !== 'none' && !el.closest('[aria-hidden="true"]');
  };
  const name = (el) => {
    const text = (el.value || el.innerText || el.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ');
    return `${el.tagName.toLowerCase()}${el.type ? `[${el.type}]` : ''} '${text.slice(0, 40)}'`;
  };
  const box = (el) => el.getBoundingClientRect();
  const inside = (inner, outer, slack = 1) =>
    inner.left >= outer.left - slack && inner.right <= outer.right + slack && inner.top >= outer.top - slack && inner.bottom <= outer.bottom + slack;
  const scope = [...document.querySelectorAll('header, main')];
  const all = (selector) => scope.flatMap((root) => [...root.querySelectorAll(selector)]).filter(visible);
  const clipped = [];
  // A row that scrolls sideways (the places) shows what is past the window by scrolling.
  const scrollsSideways = (el) => {
    for (let up = el.parentElement; up; up = up.parentElement) if (/auto|scroll/.test(getComputedStyle(up).overflowX)) return true;
    return false;
  };

  // A field's own width against the width it asks for when nothing squeezes it (the shadow
  // text of a time field or a select is not in the page: its natural width is what shows it).
  for (const el of all('input[type="time"], input[type="date"], select')) {
    const style = getComputedStyle(el);
    if (el.tagName === 'SELECT' && style.textOverflow === 'ellipsis') continue; // long names end in '…' by design
    const shown = box(el).width;
    const saved = el.getAttribute('style');
    el.style.setProperty('width', 'max-content', 'important');
    el.style.setProperty('min-width', '0', 'important');
    el.style.setProperty('max-width', 'none', 'important');
    el.style.setProperty('flex', 'none', 'important');
    const natural = box(el).width;
    if (saved === null) el.removeAttribute('style');
    else el.setAttribute('style', saved);
    if (natural > shown + 1) clipped.push(`${name(el)} needs ${Math.round(natural)} px, has ${Math.round(shown)}`);
  }
  // Text fields, buttons and chips whose text is wider than they are ('…' or cut).
  for (const el of all('input:not([type="time"]):not([type="date"]):not([type="radio"]):not([type="checkbox"]), button, a, label, textarea')) {
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') {
      clipped.push(`${name(el)} scrolls ${el.scrollWidth} in ${el.clientWidth}`);
    }
  }
  // Each text inside a control stays inside it, and inside every box that clips it.
  for (const control of all('button, a, label, [role="radio"], h1, h2, h3, legend')) {
    const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent.trim() || !visible(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const outer = box(control);
      for (const rect of range.getClientRects()) {
        if (rect.width < 1) continue;
        if (!inside(rect, outer, 2)) clipped.push(`text '${node.textContent.trim().slice(0, 30)}' leaves ${name(control)}`);
        else if ((rect.left < -1 || rect.right > window.innerWidth + 1) && !scrollsSideways(control)) clipped.push(`text '${node.textContent.trim().slice(0, 30)}' leaves the window`);
        else continue;
        break;
      }
    }
  }

  // Two boxes that share pixels, neither holding the other.
  const boxes = all('label, button, a, input:not([type="radio"]):not([type="checkbox"]), select, textarea, h1, h2, h3, legend');
  const overlapping = [];
  for (let i = 0; i < boxes.length; i += 1) {
    for (let j = i + 1; j < boxes.length; j += 1) {
      const [a, b] = [boxes[i], boxes[j]];
      if (a.contains(b) || b.contains(a)) continue;
      if (a.tagName === 'LABEL' && (a.control === b || a.htmlFor === b.id)) continue;
      const [p, q] = [box(a), box(b)];
      const w = Math.min(p.right, q.right) - Math.max(p.left, q.left);
      const h = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
      if (w > 1 && h > 1) overlapping.push(`${name(a)} × ${name(b)}`);
    }
  }

  // The header is one row: every item in it shares a line with the first.
  const wrapped = [];
  for (const header of document.querySelectorAll('header')) {
    const items = [...header.querySelectorAll('a, button, select, label')].filter(visible);
    const first = items[0] && box(items[0]);
    for (const item of items.slice(1)) {
      const r = box(item);
      if (first && (r.top >= first.bottom || r.bottom <= first.top)) wrapped.push(`header: ${name(item)} on a second line`);
    }
  }
  return { clipped: [...new Set(clipped)], overlapping, wrapped };
}


async function seed(monthsAgo, count) {
  const res = await fetch(`${double.url}/__double/seed/entries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone: '0709876543', count, monthsAgo, places }),
  });
  assert.equal(res.status, 200, await res.clone().text());
}

async function contextFor(language, locale, viewport) {
  const timezoneId = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const context = await browser().newContext({ viewport, locale, timezoneId });
  context.setDefaultTimeout(60_000); // the harness's wait (README: a busy machine)
  await context.clock.setFixedTime(dayAt(0, 15, 40));
  await context.addInitScript((code) => localStorage.setItem('Language', code), language);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('pageerror:', error.message));
  return { context, page };
}

async function check(page, what) {
  const found = await page.evaluate(findOverlaps);
  const problems = [...found.clipped, ...found.overlapping, ...found.wrapped];
  if (problems.length) console.log(`${what}:\n  ${problems.join('\n  ')}`);
  return problems;
}

for (const [language, locale] of languages) {
  for (const [width, viewport] of [
    [320, narrow],
    [390, phone],
  ]) {
    test(`${language} at ${width} px: sign-in, the day's form and Min sida show every text whole, nothing over another`, async () => {
      await seed(1, 3);
      await seed(2, 2);
      const { context, page } = await contextFor(language, locale, viewport);
      const problems = {};
      // The sign-in at /login/ and at the start address, both fields filled (the password's 'Visa').
      problems.login = [];
      for (const [path, shot] of [
        ['/login/', 'login'],
        ['/', 'start'],
      ]) {
        await page.goto(providerUrl + path);
        await page.locator(`html[lang="${language}"]`).waitFor();
        await page.locator('input[name="phone"]').fill('0709876543');
        await page.locator('input[name="password"]').fill('städa123');
        await page.locator('main button[aria-pressed]').waitFor();
        await screenshot(page, `staff-overlap-${shot}-${language}-${width}`);
        problems.login.push(...(await check(page, `${language} ${width} sign-in at ${path}`)));
      }
      await page.locator('form button[type="submit"]').click();

      // The day's form: the longest place, both times and a lunch break.
      const times = page.locator('main input[type="time"]');
      await times.nth(1).waitFor();
      const chip = page.locator('main button[aria-pressed]', { hasText: longPlace });
      await chip.click();
      await page.locator('main button[aria-pressed="true"]', { hasText: longPlace }).waitFor();
      await times.nth(0).fill('07:00');
      await times.nth(1).fill('15:30');
      await page.locator('main label:has(input[type="radio"][value="lunch"])').click();
      await page.locator('main select').nth(1).waitFor();
      await screenshot(page, `staff-overlap-form-${language}-${width}`);
      problems.form = await check(page, `${language} ${width} day's form`);

      // Min sida: this month, the month before opened, the one before that closed.
      await page.goto(`${providerUrl}/profile/`);
      // The language is applied (its picker shows it, usable): applying it draws the screens anew.
      await page.waitForFunction((code) => [...document.querySelectorAll('select')].some((s) => !s.disabled && s.value === code), language);
      const earlier = page.locator('main li h3 button[aria-expanded]');
      await earlier.nth(1).waitFor();
      // Tapped again, as a person would, when the tap landed while the month's lines were still
      // being laid out (1 of 8 runs at 320 on a busy machine opened nothing).
      const opened = page.locator('main li h3 button[aria-expanded="true"]');
      for (let tap = 1; (await opened.count()) === 0; tap += 1) {
        assert.ok(tap <= 3, 'the month opens within three taps');
        await earlier.first().click();
        await opened.waitFor({ timeout: 10_000 }).catch(() => undefined);
      }
      await page.locator('main li [id^="month-"] button').first().waitFor();
      await screenshot(page, `staff-overlap-profile-${language}-${width}`);
      problems.profile = await check(page, `${language} ${width} Min sida`);
      const [open, closed] = await earlier.evaluateAll((buttons) => buttons.slice(0, 2).map((b) => Math.round(b.closest('li').getBoundingClientRect().width)));
      problems.monthCards = closed < open ? [`the closed month card is ${closed} px wide, the open one ${open}`] : [];

      assert.deepEqual(problems, { login: [], form: [], profile: [], monthCards: [] });
      await context.close();
    });
  }
}
