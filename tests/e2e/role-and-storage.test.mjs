/**
 * Issue 27 items 5 and 6 in Chromium against the API double: a phone whose storage refuses
 * every write still sends the day (once, said so); a 502 and a reload on a full phone lose
 * nothing; a staff session with `isAdmin: true` written into local storage by hand gets no
 * admin screen and makes no admin read, because the role is read from the server. Every
 * assertion that matters is on what the double received and STORED. In demo mode, a browser
 * whose IndexedDB fails still signs in, runs from memory and says so.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appSends, baseUrl, double, login, loginProvider, phone, providerUrl, recordDayProvider, screenshot, useBrowser } from './harness.mjs';

const browser = useBrowser({ resetDouble: true });

const CREATE = /^\/api\/time\/create\//;
const notKept = 'Telefonens lagring är full, så det du skriver kan inte sparas på den här telefonen.';

/** An init script: local storage refuses every write, and the tab's session storage too when `tabToo`. */
function storageFull({ tabToo }) {
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (this === window.localStorage || tabToo) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return setItem.call(this, key, value);
  };
}

async function newPage({ init, arg } = {}) {
  const context = await browser().newContext({ viewport: phone, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
  context.setDefaultTimeout(60_000); // the harness's wait (README: a busy machine)
  if (init) await context.addInitScript(init, arg);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('pageerror:', error.message));
  return { context, page };
}

async function storedDays(des) {
  const person = await double.user('staff');
  const { db } = await double.state();
  return db.months.filter((m) => m.userId === person._id).flatMap((m) => m.months).filter((e) => e.des === des);
}

/** Staff, signed in on the registration screen, with a day typed in and recorded (not sent). */
async function dayRecorded(page, des) {
  await page.goto(providerUrl + '/');
  await recordDayProvider(page, des);
}

test('local storage full: the person is told the draft cannot be kept, and the day reaches the double once', async () => {
  const des = 'Fullt minne, Märsta';
  const { context, page } = await newPage({ init: storageFull, arg: { tabToo: true } });
  await dayRecorded(page, des);
  // Nothing reached the phone's storage; the person is told, in Swedish.
  assert.equal(await page.evaluate(() => localStorage.length + sessionStorage.length), 0);
  await page.getByText(notKept).waitFor();
  await screenshot(page, 'storage-full-told-phone');
  await page.getByRole('button', { name: 'Skicka arbetstiden' }).click();
  await page.getByRole('heading', { name: 'Tack, arbetstiden har registrerats' }).waitFor();
  const posts = await double.waitForLog({ method: 'POST', path: CREATE });
  assert.equal(posts.length, 1);
  assert.equal(posts[0].status, 201);
  assert.deepEqual(
    [posts[0].body.start, posts[0].body.end, posts[0].body.des],
    ['06:00', '09:15', des],
  );
  assert.equal((await storedDays(des)).length, 1);
  await context.close();
});

test('local storage full, a 502 after the day was stored, and a reload: nothing lost, stored once', async () => {
  const des = 'Fullt minne och 502, Kista';
  // The tab's session storage still takes writes: the page keeps the draft (and the session) across a reload.
  const { context, page } = await newPage({ init: storageFull, arg: { tabToo: false } });
  await dayRecorded(page, des);
  await page.getByText(notKept).waitFor();
  await double.fault({ method: 'POST', path: CREATE, fault: '502-after-store' });
  await page.getByRole('button', { name: 'Skicka arbetstiden' }).click();
  await double.waitForLog({ method: 'POST', path: CREATE });
  // The form keeps the day and says the outcome is unknown.
  await page.getByRole('alert').first().waitFor();
  await page.getByText(des).waitFor();
  assert.equal((await storedDays(des)).length, 1);
  assert.equal(await page.evaluate(() => localStorage.length), 0);
  await page.reload();
  // Still signed in, the day still there: the app checks before sending and finds it stored.
  await page.getByRole('heading', { name: 'Tack, arbetstiden har registrerats' }).waitFor({ timeout: 30_000 });
  await page.getByText('Dagen var redan registrerad. Den har inte skickats en gång till.').waitFor();
  const posts = await double.log({ method: 'POST', path: CREATE });
  assert.equal(appSends(posts).length, 1);
  assert.equal((await storedDays(des)).length, 1);
  await context.close();
});

/** Requests only an admin makes: lists of everyone, bills, invoices, counts, other people. */
function adminReads(entries, staffId) {
  const adminOnly = [
    /^\/api\/auth\/show\/all\/$/,
    /^\/api\/post\/count\/$/,
    /^\/api\/post\/id\//,
    /^\/api\/post\/show\//,
    /^\/api\/(bill|invoice)\//,
    /^\/api\/severalmonths/,
    /^\/api\/time\/time\/filter\//,
    /^\/api\/month\/3\//,
  ];
  const aboutSomeoneElse = /^\/api\/(auth\/user|time\/time\/user)\/([^/]+)/;
  return entries.filter((e) => {
    const about = aboutSomeoneElse.exec(e.path);
    return adminOnly.some((pattern) => pattern.test(e.path)) || (about && about[2] !== staffId);
  });
}

/** Records whether the admin navigation was ever drawn, from the first byte of every page. */
function watchForAdminScreens() {
  window.__adminScreenSeen = false;
  new MutationObserver(() => {
    if (document.querySelector('nav[aria-label="Administration"]')) window.__adminScreenSeen = true;
  }).observe(document, { childList: true, subtree: true });
}

for (const path of ['/admin/list/', '/admin/']) {
  test(`isAdmin: true written by hand into a staff session's local storage, then ${path} opened: no admin screen, no admin read`, async () => {
    const { context, page } = await newPage({ init: watchForAdminScreens });
    await page.goto(providerUrl + '/');
    await loginProvider(page, 'staff');
    await page.getByLabel('Starttid').waitFor();
    const staff = await double.user('staff');
    await page.evaluate(() => {
      const info = JSON.parse(localStorage.getItem('userInfo'));
      localStorage.setItem('userInfo', JSON.stringify({ ...info, isAdmin: true }));
    });
    const before = (await double.log()).length;
    await page.goto(providerUrl + path);
    // The server said who this is: the staff start.
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByLabel('Starttid').waitFor();
    const after = (await double.log()).slice(before);
    // The user call, with the staff token, answered 200.
    const userCalls = after.filter((e) => e.method === 'GET' && e.path === `/api/auth/user/${staff._id}/`);
    assert.equal(userCalls.length, 1);
    assert.equal(userCalls[0].status, 200);
    assert.match(userCalls[0].authorization ?? '', /^Bearer .+/);
    // No admin read reached the double, and no admin screen was ever drawn.
    assert.deepEqual(adminReads(after, staff._id), []);
    assert.equal(await page.evaluate(() => window.__adminScreenSeen), false);
    // The hand-written role is replaced by the server's.
    assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo')).isAdmin), false);
    // Staying a while changes nothing (a late read would show here).
    await page.getByRole('link', { name: 'Min sida' }).first().waitFor();
    assert.deepEqual(adminReads((await double.log()).slice(before), staff._id), []);
    await context.close();
  });
}

test("isAdmin: true written by hand, then /valja/{someone else's id}/: nobody else's time is read", async () => {
  const { context, page } = await newPage({ init: watchForAdminScreens });
  await page.goto(providerUrl + '/');
  await loginProvider(page, 'staff');
  await page.getByLabel('Starttid').waitFor();
  const staff = await double.user('staff');
  const admin = await double.user('admin');
  await page.evaluate(() => {
    const info = JSON.parse(localStorage.getItem('userInfo'));
    localStorage.setItem('userInfo', JSON.stringify({ ...info, isAdmin: true }));
  });
  const before = (await double.log()).length;
  await page.goto(`${providerUrl}/valja/${admin._id}/`);
  await page.getByRole('button', { name: 'Registrera timmar' }).click();
  await page.getByLabel('Starttid').waitFor();
  await double.waitForLog({ method: 'GET', path: `/api/auth/user/${staff._id}/` });
  assert.equal(await page.getByText(/Arbetstid för/).count(), 0);
  assert.deepEqual(adminReads((await double.log()).slice(before), staff._id), []);
  await context.close();
});

test('an admin session from local storage: the admin screen after one user call, asked for by the entry', async () => {
  const { context, page } = await newPage();
  await page.goto(providerUrl + '/login/');
  await loginProvider(page, 'admin');
  await page.getByRole('navigation', { name: 'Administration' }).waitFor();
  const admin = await double.user('admin');
  const before = (await double.log()).length;
  await page.goto(providerUrl + '/admin/list/');
  await page.getByRole('navigation', { name: 'Administration' }).waitFor();
  await double.waitForLog({ method: 'GET', path: '/api/auth/show/all/' });
  await page.getByRole('table', { name: 'Personal' }).getByRole('rowheader').first().waitFor();
  const after = (await double.log()).slice(before);
  const userCalls = after.filter((e) => e.path === `/api/auth/user/${admin._id}/`);
  assert.equal(userCalls.length, 1);
  // The staff list, asked for by the admin's frame with the screen's chunk (issue 28), is read once.
  assert.equal(after.filter((e) => e.path === '/api/auth/show/all/').length, 1);
  // The admin's reads come after the server's answer.
  const firstList = after.find((e) => e.path === '/api/auth/show/all/');
  assert.ok(firstList.seq > userCalls[0].seq);
  await context.close();
});

// Demo mode (the demo build, no double): the browser's IndexedDB fails.
for (const [name, breakIndexedDB] of [
  [
    'cannot be opened',
    () => {
      IDBFactory.prototype.open = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
    },
  ],
  [
    'throws on every write',
    () => {
      const transaction = IDBDatabase.prototype.transaction;
      IDBDatabase.prototype.transaction = function (stores, mode, ...rest) {
        if (mode === 'readwrite') throw new DOMException('The database connection is closing.', 'InvalidStateError');
        return transaction.call(this, stores, mode, ...rest);
      };
    },
  ],
]) {
  test(`demo mode, an IndexedDB that ${name}: sign-in works, the demo runs from memory and says so`, async () => {
    const { context, page } = await newPage({ init: breakIndexedDB });
    await page.goto(baseUrl + '/login/');
    await login(page, 'staff');
    await page.getByLabel('Starttid').waitFor();
    await page.getByText('Demoläge utan lagring: webbläsaren kan inte spara demodata.').waitFor();
    assert.equal(await page.getByText('Något gick fel').count(), 0);
    await screenshot(page, `demo-memory-only-${name.replace(/\W+/g, '-')}`);
    await context.close();
  });
}
