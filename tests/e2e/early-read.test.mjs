/**
 * No chain before a signed-in screen has data (issue 19): a reload of Min sida on the provider
 * build asks the provider for the person's time once (the entry's early read; the screen takes
 * its answer rather than asking again), with the exact path and the person's token, and asks for
 * it before the route's chunk has loaded. A reload of the registration screen asks for the time
 * and the workplaces at once (issue 44), each once.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { demo, desktop, double, loginProvider, openProvider, phone, useBrowser } from './harness.mjs';

const browser = useBrowser({ resetDouble: true });

for (const [name, viewport, shown] of [
  ['phone', phone, (page) => page.getByRole('group', { name: /^Arbetstid \d\d\/\d{4}$/ })],
  ['desk', desktop, (page) => page.getByRole('table', { name: /^Arbetstid \d\d\/\d{4}$/ })],
]) {
  test(`a reload of /profile/ (${name}) asks for the person's time once, with its token, before the screen's chunk has loaded`, async () => {
    const erik = await double.user('staff');
    const { context, page } = await openProvider(browser(), '/profile/', viewport);
    await loginProvider(page, 'staff');
    await shown(page).waitFor();
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token')));
    assert.ok(token, 'signed in');
    const path = `/api/time/time/user/${erik._id}`;

    // In the browser, in order: when the read is asked for, and when the screen's chunk has loaded.
    const events = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === double.url && url.pathname.startsWith('/api/time/time/user/')) events.push(`read ${request.method()} ${url.pathname}`);
    });
    page.on('requestfinished', (request) => {
      if (/\/assets\/profile-page-[\w-]+\.js$/.test(request.url())) events.push('chunk loaded');
    });
    const before = (await double.log()).length;
    await page.reload();
    await shown(page).waitFor();
    // Until the page has nothing more to ask: a second read, were one made, is in the log.
    await page.waitForLoadState('networkidle');

    const reads = (await double.log()).slice(before).filter((entry) => entry.path.startsWith('/api/time/time/user/'));
    assert.deepEqual(
      reads.map(({ method, path: p, query, authorization, status }) => ({ method, path: p, query, authorization, status })),
      [{ method: 'GET', path, query: {}, authorization: `Bearer ${token}`, status: 200 }],
      `in the browser, in order: ${events.join(', ')}`,
    );
    assert.ok(events.includes('chunk loaded'), `the screen's chunk was asked for on the reload: ${events.join(', ')}`);
    assert.deepEqual(events.slice(0, 2), [`read GET ${path}`, 'chunk loaded']);
    await context.close();
  });
}

test('a reload of the registration screen asks for the time and the workplaces at once, each once, and offers the assigned place from that answer', async () => {
  const erik = await double.user('staff');
  // This month's days all at one other place: the assigned one is offered only from the list.
  const seeded = await fetch(`${double.url}/__double/seed/entries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone: demo.staff.phone, count: 3, places: ['Gamla kontoret'] }),
  });
  assert.equal(seeded.status, 200, await seeded.text());
  const { context, page } = await openProvider(browser(), '/', phone);
  await loginProvider(page, 'staff');
  await page.getByRole('button', { name: 'Registrera arbetstid' }).waitFor();
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token')));
  // A place the person is assigned to, as the provider's list names it.
  const list = await (await fetch(`${double.url}/api/post/alla/`, { headers: { Authorization: `Bearer ${token}` } })).json();
  // One that none of the person's days names: offered only from this list.
  const days = JSON.stringify((await double.state()).db.months.filter((month) => month.userId === erik._id));
  const assigned = list.find((post) => post.addUser.some((a) => a.user?._id === erik._id) && !days.includes(post.address))?.address;
  assert.ok(assigned, 'the demo staff member works at a place none of their days names');

  // The time read is held: the workplaces are asked for while it is still on its way, not a
  // round trip after it (issue 44).
  const time = `/api/time/time/user/${erik._id}`;
  const places = '/api/post/alla/';
  await double.fault({ method: 'GET', path: `^${time}$`, fault: 'delay', ms: 8000 });
  const before = (await double.log()).length;
  const placesBefore = (await double.log({ method: 'GET', path: places })).length;
  await page.reload();
  await double.waitForLog({ method: 'GET', path: places }, { count: placesBefore + 1 });
  const asked = (await double.log()).slice(before).filter((entry) => entry.path === time || entry.path === places);
  assert.deepEqual(
    asked.map(({ method, path, authorization, outcome }) => ({ method, path, authorization, outcome })).sort((a, b) => a.path.localeCompare(b.path)),
    [
      { method: 'GET', path: places, authorization: `Bearer ${token}`, outcome: 'answered' },
      { method: 'GET', path: time, authorization: `Bearer ${token}`, outcome: 'pending' },
    ],
  );

  // The day's form offers the assigned place, taken from that answer: no second read of either.
  await page.getByRole('button', { name: assigned, exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  const reads = (await double.log()).slice(before).filter((entry) => entry.path === time || entry.path === places);
  assert.deepEqual(reads.map((entry) => entry.path).sort(), [places, time].sort());
  await context.close();
});
