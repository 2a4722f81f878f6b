/**
 * Min sida on a phone against the API double (issue 12 item 7): with a month of 20 entries the
 * page is at most 2.5 screens tall at 390×844, nothing scrolls sideways at 390 or 320, axe finds
 * nothing serious (closed, with a line and the settings open); deleting one entry is sent once
 * after the undo delay, and a reload before the delay sends nothing and loses nothing. A month
 * of 200 entries is windowed (issue 19): only the lines near the screen are drawn, every line is
 * reached by scrolling and by keyboard, each says its place in its week, and printing draws all.
 * Lines are counted as a screen reader is told them: each week's list's aria-setsize.
 * Screenshots: screenshots/profile-phone-*.png.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mkdirSync } from 'node:fs';
import { axe, double, loginProvider, narrow, openProvider, phone, screenshot, scrolledLines, useBrowser, windowDrawn } from './harness.mjs';

const browser = useBrowser({ resetDouble: true });

const now = new Date();
const pad = (n) => String(n).padStart(2, '0');
const currentLabel = `${pad(now.getMonth() + 1)}/${now.getFullYear()}`;

/** The double's control route: the staff member's current month gets exactly `count` entries. */
async function seed(count) {
  const res = await fetch(`${double.url}/__double/seed/entries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone: '0709876543', count }),
  });
  assert.equal(res.status, 200, await res.clone().text());
  return res.json();
}

async function openMinSida(viewport) {
  const { context, page } = await openProvider(browser(), '/profile/', viewport);
  await loginProvider(page, 'staff');
  const lines = page.getByRole('group', { name: `Arbetstid ${currentLabel}` });
  await lines.waitFor();
  return { context, page, lines };
}

/** How many lines are drawn now. */
const drawnLines = (lines) => lines.locator('li[aria-posinset]').count();

/** A screenshot of the whole page as a window that tall shows it: every line drawn. */
async function wholePage(page, name) {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: viewport.width, height: await page.evaluate(() => document.documentElement.scrollHeight) });
  await windowDrawn(page);
  await screenshot(page, name);
  await page.setViewportSize(viewport);
}

/**
 * Drawn lines whose day, start–end and hours run into each other (none at any width). A narrow
 * line may wrap its hours to a second row (issue 25 item 5): parts that share no pixel are fine.
 */
const crowded = (lines) =>
  lines.locator('li[aria-posinset] > button').evaluateAll((buttons) =>
    buttons
      .filter((button) => {
        const [day, span, hours] = [...button.children].map((child) => child.getBoundingClientRect());
        const overlap = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        return !day || !span || !hours || overlap(day, span) || overlap(span, hours) || overlap(day, hours);
      })
      .map((button) => button.textContent),
  );

const sizes = (page) =>
  page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    width: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));

for (const [name, viewport] of [
  ['390', phone],
  ['320', narrow],
]) {
  test(`a month of 20 entries at ${name} px: short, no sideways scroll, axe-clean`, async () => {
    const seeded = await seed(20);
    assert.equal(seeded.entries, 20);
    const { context, page, lines } = await openMinSida(viewport);
    assert.equal((await scrolledLines(page, lines)).size, 20);
    // The name and the month's total are on the first screen.
    const top = page.getByRole('region', { name: 'Erik Johansson' });
    assert.match(await top.innerText(), /\d+ timmar och \d+ minuter/);
    const box = await top.boundingBox();
    assert.ok(box && box.y + box.height <= viewport.height, 'name and total are on the first screen');

    const closed = await sizes(page);
    console.log(`Min sida ${viewport.width}×${viewport.height}, 20 entries: ${closed.height} px tall (${(closed.height / viewport.height).toFixed(2)} screens), ${closed.width} px wide`);
    if (viewport === phone) assert.ok(closed.height <= 2.5 * 844, `page is ${closed.height} px tall, more than 2.5 screens`);
    assert.ok(closed.width <= viewport.width, `page scrolls sideways: ${closed.width}`);
    assert.deepEqual(await axe(page), []);
    assert.deepEqual(await crowded(lines), []);
    await wholePage(page, `profile-phone-${name}`);

    // A line opened, and the settings: still nothing sideways, still axe-clean.
    await lines.getByRole('button').first().click();
    await lines.getByRole('button', { name: 'Ta bort' }).waitFor();
    await page.getByText('Inställningar').click();
    await page.getByRole('region', { name: 'ändra lösenord' }).waitFor();
    const open = await sizes(page);
    assert.ok(open.width <= viewport.width, `page scrolls sideways with a line open: ${open.width}`);
    assert.deepEqual(await axe(page), []);
    await wholePage(page, `profile-phone-${name}-open`);
    await context.close();
  });
}

test('deleting one entry: it goes at once, the undo bar shows, and one POST /api/month/delete/{id} is sent after the delay', async () => {
  await seed(20);
  const erik = await double.user('staff');
  const { context, page, lines } = await openMinSida(phone);
  const first = lines.getByRole('button').first();
  await first.click();
  await lines.getByRole('button', { name: 'Ta bort' }).click();
  assert.equal((await scrolledLines(page, lines)).size, 19);
  const undo = page.getByRole('status').getByRole('button', { name: 'Ångra' });
  await undo.waitFor();
  await screenshot(page, 'profile-phone-390-undo');
  assert.deepEqual(await double.log({ path: new RegExp('^/api/month/delete/') }), []);
  const [call] = await double.waitForLog({ method: 'POST', path: `/api/month/delete/${erik._id}` }, { timeout: 60_000 });
  assert.equal(call.status, 200);
  assert.equal(typeof call.body.IsMatching, 'string');
  const { db } = await double.state();
  const month = db.months.find((m) => m.userId === erik._id && m.MonthNumber === now.getMonth() + 1);
  assert.equal(month.months.length, 19);
  assert.ok(!month.months.some((e) => e._id === call.body.IsMatching));
  await undo.waitFor({ state: 'detached' });
  assert.equal((await scrolledLines(page, lines)).size, 19);
  await context.close();
});

test('Ångra, or a reload before the delay, sends nothing and loses nothing', async () => {
  await seed(20);
  const { context, page, lines } = await openMinSida(phone);
  await lines.getByRole('button').first().click();
  await lines.getByRole('button', { name: 'Ta bort' }).click();
  await page.getByRole('status').getByRole('button', { name: 'Ångra' }).click();
  assert.equal((await scrolledLines(page, lines)).size, 20);

  await lines.getByRole('button').nth(3).click();
  await lines.getByRole('button', { name: 'Ta bort' }).click();
  assert.equal((await scrolledLines(page, lines)).size, 19);
  await page.reload();
  await lines.waitFor();
  await page.waitForTimeout(6500);
  assert.deepEqual(await double.log({ path: new RegExp('^/api/month/delete/') }), []);
  assert.equal((await scrolledLines(page, lines)).size, 20);
  await context.close();
});

for (const [name, viewport] of [
  ['390', phone],
  ['320', narrow],
]) {
  test(`a month of 200 entries at ${name} px: windowed; every line reached by scrolling and by keyboard; printing draws all`, async () => {
    await seed(200);
    const { context, page, lines } = await openMinSida(viewport);
    await lines.locator('li[aria-posinset]').first().waitFor();
    assert.ok((await drawnLines(lines)) < 60, `${await drawnLines(lines)} lines drawn of 200`);
    assert.equal(await page.getByRole('button', { name: 'Visa fler' }).count(), 0);
    const first = await sizes(page);
    assert.ok(first.height > 200 * 44, `the page is as tall as the month (${first.height} px)`);
    mkdirSync('screenshots', { recursive: true });
    await page.screenshot({ path: `screenshots/profile-phone-${name}-200-top.png` });

    // Scrolling down the page draws every line; none is ever missing.
    const firstLine = await lines.locator('li[aria-posinset] > button').first().getAttribute('id');
    const seen = await scrolledLines(page, lines, { screenshotAt: { step: 20, path: `screenshots/profile-phone-${name}-200-middle.png` } });
    assert.equal(seen.size, 200);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await windowDrawn(page);
    const last = lines.locator('li[aria-posinset]').last();
    assert.equal(await last.getAttribute('aria-posinset'), await last.getAttribute('aria-setsize'));
    const end = await sizes(page);
    assert.ok(end.width <= viewport.width, `page scrolls sideways: ${end.width}`);
    assert.deepEqual(await crowded(lines), []);
    assert.deepEqual(await axe(page), []);
    await page.screenshot({ path: `screenshots/profile-phone-${name}-200-end.png` });

    // By keyboard from the month's first line: Tab goes from line to line past what was drawn at first.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator(`#${firstLine}`).focus();
    const walked = [];
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      walked.push(await page.evaluate(() => document.activeElement?.id ?? ''));
    }
    assert.equal(new Set(walked).size, 40, walked.join(" "));
    assert.ok(walked.every((id) => id.startsWith('entry-line-')), walked.join(' '));
    // The focused line comes into view (once the list has measured what the scroll drew: on a
    // busy machine that is a frame or two after the key press, as a person sees it settle).
    await page.waitForFunction(() => {
      const r = document.activeElement.getBoundingClientRect();
      return document.activeElement.id.startsWith('entry-line-') && r.top >= 0 && r.bottom <= window.innerHeight;
    });
    assert.equal(await page.evaluate(() => document.activeElement.id), walked.at(-1), 'the focus stays on the line Tab reached');

    // Printing draws every line; afterwards the window is back.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.waitForFunction(() => document.querySelectorAll('li[aria-posinset]').length === 200);
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await page.waitForFunction(() => document.querySelectorAll('li[aria-posinset]').length < 60);
    await context.close();
  });
}
