/**
 * The month overview's loading against the API double (issue 19, person-time/use-people-time.ts):
 * the answers are handed over in batches, yet a person whose time could not be read is named,
 * 'Försök igen' reads exactly that person again, and then everyone's month is what the double
 * stores.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { desktop, double, loginProvider, openProvider, useBrowser } from './harness.mjs';

const browser = useBrowser({ resetDouble: true });

const pad2 = (n) => String(n).padStart(2, '0');

test("a person's time that could not be read is named, and 'Försök igen' reads only that person", async () => {
  const now = new Date();
  const previous = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const year = previous.getFullYear();
  const month = previous.getMonth() + 1;
  const erik = await double.user('staff');
  await double.fault({ method: 'GET', path: `^/api/time/time/user/${erik._id}$`, fault: 'status-500', times: 1 });
  const { page } = await openProvider(browser(), '/login/', desktop);
  await loginProvider(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/admin/');
  await page.goto(new URL(`/admin/manad/?ar=${year}&manad=${month}`, page.url()).href);
  const alert = page.getByRole('alert').filter({ hasText: 'kunde inte läsas in' });
  await alert.waitFor();
  assert.equal(await alert.locator('p').textContent(), '1 persons tid kunde inte läsas in.');
  const { db } = await double.state();
  const reads = () => double.log({ method: 'GET', path: /^\/api\/time\/time\/user\// });
  assert.deepEqual((await reads()).map((e) => e.path).sort(), db.users.map((u) => `/api/time/time/user/${u._id}`).sort());

  await alert.getByRole('button', { name: 'Försök igen' }).click();
  await alert.waitFor({ state: 'detached' });
  await page.getByText(/^Läser in tid/).waitFor({ state: 'detached' });
  const again = (await reads()).slice(db.users.length);
  assert.deepEqual(again.map((e) => e.path), [`/api/time/time/user/${erik._id}`]);
  assert.equal(again[0]?.status, 200);

  // Everyone's month is what the double stores, the retried person's too.
  const table = page.getByRole('table', { name: `Arbetad tid ${pad2(month)}/${year}` });
  const rows = table.locator('tbody tr');
  assert.equal(await rows.count(), db.users.length);
  for (const user of db.users) {
    const stored = db.months.find((m) => m.userId === user._id && m.MonthNumber === month && m.year === year);
    const minutes = (stored?.months ?? []).reduce((s, e) => s + e.total * 60 + e.half, 0);
    const cells = await rows.filter({ has: page.getByRole('link', { name: user.fullname, exact: true }) }).getByRole('cell').allTextContents();
    assert.equal(cells[0], `${Math.floor(minutes / 60)}:${pad2(minutes % 60)}`, user.fullname);
    assert.equal(cells[2], String(stored?.months.length ?? 0), user.fullname);
  }
  const erikMonth = db.months.find((m) => m.userId === erik._id && m.MonthNumber === month && m.year === year);
  assert.ok((erikMonth?.months.length ?? 0) > 0, 'the seed gives the staff member time last month');
});
