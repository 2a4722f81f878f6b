/**
 * Min sida on a phone against the API double (issue 12 item 7): with a month of 20 entries the
 * page is at most 2.5 screens tall at 390×844, nothing scrolls sideways at 390 or 320, axe finds
 * nothing serious (closed, with a line and the settings open); deleting one entry is sent once
 * after the undo delay, and a reload before the delay sends nothing and loses nothing.
 * Screenshots: screenshots/profile-phone-*.png.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axe, double, loginProvider, narrow, openProvider, phone, screenshot, useBrowser } from './harness.mjs';

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
    assert.equal(await lines.getByRole('listitem').count(), 20);
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
    await screenshot(page, `profile-phone-${name}`);

    // A line opened, and the settings: still nothing sideways, still axe-clean.
    await lines.getByRole('button').first().click();
    await lines.getByRole('button', { name: 'Ta bort' }).waitFor();
    await page.getByText('Inställningar').click();
    await page.getByRole('region', { name: 'ändra lösenord' }).waitFor();
    const open = await sizes(page);
    assert.ok(open.width <= viewport.width, `page scrolls sideways with a line open: ${open.width}`);
    assert.deepEqual(await axe(page), []);
    await screenshot(page, `profile-phone-${name}-open`);
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
  assert.equal(await lines.getByRole('listitem').count(), 19);
  const undo = page.getByRole('status').getByRole('button', { name: 'Ångra' });
  await undo.waitFor();
  await screenshot(page, 'profile-phone-390-undo');
  assert.deepEqual(await double.log({ path: new RegExp('^/api/month/delete/') }), []);
  const [call] = await double.waitForLog({ method: 'POST', path: `/api/month/delete/${erik._id}` }, { timeout: 10_000 });
  assert.equal(call.status, 200);
  assert.equal(typeof call.body.IsMatching, 'string');
  const { db } = await double.state();
  const month = db.months.find((m) => m.userId === erik._id && m.MonthNumber === now.getMonth() + 1);
  assert.equal(month.months.length, 19);
  assert.ok(!month.months.some((e) => e._id === call.body.IsMatching));
  await undo.waitFor({ state: 'detached' });
  assert.equal(await lines.getByRole('listitem').count(), 19);
  await context.close();
});

test('Ångra, or a reload before the delay, sends nothing and loses nothing', async () => {
  await seed(20);
  const { context, page, lines } = await openMinSida(phone);
  await lines.getByRole('button').first().click();
  await lines.getByRole('button', { name: 'Ta bort' }).click();
  await page.getByRole('status').getByRole('button', { name: 'Ångra' }).click();
  assert.equal(await lines.getByRole('listitem').count(), 20);

  await lines.getByRole('button').nth(3).click();
  await lines.getByRole('button', { name: 'Ta bort' }).click();
  assert.equal(await lines.getByRole('listitem').count(), 19);
  await page.reload();
  await lines.waitFor();
  await page.waitForTimeout(6500);
  assert.deepEqual(await double.log({ path: new RegExp('^/api/month/delete/') }), []);
  assert.equal(await lines.getByRole('listitem').count(), 20);
  await context.close();
});
