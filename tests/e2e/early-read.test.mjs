/**
 * No chain before a signed-in screen has data (issue 19): a reload of Min sida on the provider
 * build asks the provider for the person's time once (the entry's early read; the screen takes
 * its answer rather than asking again), with the exact path and the person's token, and asks for
 * it before the route's chunk has loaded.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { desktop, double, loginProvider, openProvider, phone, useBrowser } from './harness.mjs';

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
