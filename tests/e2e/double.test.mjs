/**
 * The API double itself (tests/double/server.ts), from Chromium and from Node: the
 * provider-mode build signs in through it, and its faults do what they say. Every assertion is
 * on what the double received and STORED, not on the screen: the app's own handling of these
 * faults is tested elsewhere.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertBrowserResend, demo, double, doubleUrl, loginProvider, openProvider, until, uploadUrl, useBrowser } from './harness.mjs';

const browser = useBrowser({ resetDouble: true });

const SEEDED_BANK = 'SE10 8000 0000 0810 5934 7120';
const NEW_BANK = '8327-9 123 456 789-0';
const EDIT = '/api/auth/edit/';

/** Staff on Min sida of the provider build, ready to send the bank account. */
async function bankPanel() {
  const { context, page } = await openProvider(browser(), '/profile/');
  await loginProvider(page, 'staff');
  // Min sida keeps the account panels in a collapsed 'Inställningar' section (issue 12).
  const settings = page.locator('summary', { hasText: 'Inställningar' });
  await settings.waitFor();
  await settings.click();
  const panel = page.getByRole('region', { name: 'lägg till ett bankkonto' });
  await panel.getByLabel('Bankkonto').waitFor();
  return { context, page, panel };
}

async function sendBank(panel) {
  await panel.getByLabel('Bankkonto').fill(NEW_BANK);
  await panel.getByRole('button', { name: 'Lägg till bankkonto' }).click();
}

test('signing in on the provider build goes through the double', async () => {
  const { context, page } = await openProvider(browser(), '/login/');
  await loginProvider(page, 'staff');
  const logins = await double.log({ method: 'POST', path: '/api/auth/login/' });
  assert.equal(logins.length, 1);
  assert.equal(logins[0].origin, 'api');
  assert.deepEqual(logins[0].body, { phone: demo.staff.phone, password: demo.staff.password });
  assert.equal(logins[0].authorization, null);
  assert.equal(logins[0].status, 200);
  // The double handed out a token for Erik.
  const erik = await double.user('staff');
  const { db } = await double.state();
  assert.deepEqual(
    Object.values(db.tokens).filter((id) => id === erik._id),
    [erik._id],
  );
  await context.close();
});

test("'drop-after-store' on a kept-alive connection: stored, Chromium sends it again by itself; 'always' loses that answer too", async () => {
  const { context, page, panel } = await bankPanel();
  // 'always': the browser's own resend is dropped after storing as well, so the page gets no answer.
  await double.fault({ method: 'PUT', path: /^\/api\/auth\/edit\/?$/, fault: 'drop-after-store', times: 'always' });
  const failed = page.waitForEvent('requestfailed', (r) => r.url() === doubleUrl + EDIT && r.method() === 'PUT');
  await sendBank(panel);
  const request = await failed;
  assert.match(request.failure().errorText, /^net::ERR_(EMPTY_RESPONSE|CONNECTION_RESET|CONNECTION_CLOSED)$/);

  // The page had read its data over this connection: it was reused, so when it dropped with no
  // answer Chromium sent the same PUT once more, on a new connection, before the app knew.
  const puts = await double.waitForLog({ method: 'PUT', path: EDIT }, { count: 2 });
  assert.equal(puts.length, 2);
  const [put, resend] = puts;
  assert.equal(put.reused, true);
  assert.notEqual(resend.connection, put.connection);
  for (const sent of puts) {
    assert.equal(sent.fault, 'drop-after-store');
    assert.deepEqual(sent.body, { bankaccount: NEW_BANK });
    assert.equal(sent.handled, true);
    assert.equal(sent.status, null);
    assert.equal(sent.outcome, 'dropped');
  }
  // Sent with the token the double gave Erik at login.
  const erik = await double.user('staff');
  const token = /^Bearer (.+)$/.exec(put.authorization)?.[1];
  assert.equal((await double.state()).db.tokens[token], erik._id);
  assert.equal(erik.bankaccount, NEW_BANK);
  await context.close();
});

test("'html-200': a captive-portal page answers 200 and nothing is stored", async () => {
  const { context, page, panel } = await bankPanel();
  await double.fault({ method: 'PUT', path: '^/api/auth/edit/?$', fault: 'html-200' });
  const answered = page.waitForResponse((r) => r.url() === doubleUrl + EDIT && r.request().method() === 'PUT');
  await sendBank(panel);
  const response = await answered;
  assert.equal(response.status(), 200);
  assert.match(response.headers()['content-type'], /^text\/html/);

  const [put] = await double.waitForLog({ method: 'PUT', path: EDIT });
  assert.equal(put.fault, 'html-200');
  assert.deepEqual(put.body, { bankaccount: NEW_BANK });
  assert.equal(put.handled, false);
  assert.equal(put.status, 200);
  assert.equal((await double.user('staff')).bankaccount, SEEDED_BANK);
  await context.close();
});

test("'hang-after-store': a reload mid-request leaves the write stored and the request aborted", async () => {
  const { context, page, panel } = await bankPanel();
  await double.fault({ method: 'PUT', path: '^/api/auth/edit/?$', fault: 'hang-after-store' });
  await sendBank(panel);
  const [held] = await double.waitForLog({ method: 'PUT', path: EDIT }, { settled: false });
  assert.equal(held.fault, 'hang-after-store');
  // Stored while the browser still waits.
  await until(async () => (await double.user('staff')).bankaccount === NEW_BANK, 'the bank account stored');
  assert.equal((await double.log({ method: 'PUT', path: EDIT }))[0].outcome, 'pending');
  await page.reload();
  const [aborted] = await double.waitForLog({ method: 'PUT', path: EDIT });
  assert.equal(aborted.outcome, 'aborted');
  assert.equal(aborted.status, null);
  await context.close();
});

test("keep-alive: a write dropped once is stored twice (Chromium's resend is answered); '502-after-store'; CORS and the upload origin work from a page", async () => {
  const { context, page } = await openProvider(browser(), '/login/');
  const login = () =>
    page.evaluate(async (url) => {
      // A request first, so the login goes on a connection kept alive from it.
      await fetch(url + '/api/nothing/here');
      try {
        const res = await fetch(url + '/api/auth/login/', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ phone: '0709876543', password: 'städa123' }),
        });
        return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
      } catch (error) {
        return error.name;
      }
    }, doubleUrl);
  const storedTokens = async () => Object.keys((await double.state()).db.tokens).length;
  const seeded = await storedTokens();

  await double.fault({ method: 'POST', path: '^/api/auth/login/?$', fault: 'drop-after-store' });
  const dropped = await login();
  // The login was dropped after storing, on a connection kept alive from the request before it,
  // and the browser's own resend of it was stored again and answered: the page saw one 200, the
  // double stored two sessions.
  assert.equal(dropped.status, 200);
  const logins = await double.waitForLog({ method: 'POST', path: '/api/auth/login/' }, { count: 2 });
  assert.deepEqual(
    logins.map((e) => [e.fault, e.handled, e.outcome, e.status]),
    [
      ['drop-after-store', true, 'dropped', null],
      [null, true, 'answered', 200],
    ],
  );
  assertBrowserResend(logins[0], logins[1]);
  assert.deepEqual(logins[1].body, logins[0].body);
  assert.equal(await storedTokens(), seeded + 2);

  // '502-after-store': stored, then a proxy's HTML error page; no resend (an answer came).
  await double.reset();
  await double.fault({ method: 'POST', path: '^/api/auth/login/?$', fault: '502-after-store' });
  const badGateway = await login();
  assert.equal(badGateway.status, 502);
  assert.match(badGateway.type, /^text\/html/);
  assert.match(badGateway.text, /502 Bad Gateway/);
  const proxied = await double.waitForLog({ method: 'POST', path: '/api/auth/login/' });
  assert.equal(proxied.length, 1);
  assert.deepEqual([proxied[0].fault, proxied[0].handled, proxied[0].status], ['502-after-store', true, 502]);
  assert.equal(await storedTokens(), seeded + 1);

  // Upload, read back and delete on the upload origin, cross-origin from the app's page.
  const uploaded = await page.evaluate(async (url) => {
    const form = new FormData();
    form.append('image', new Blob(['GIF89a'], { type: 'image/gif' }), 'kvitto.gif');
    const posted = await fetch(url + '/api/uploading/', { method: 'POST', body: form });
    const { image } = await posted.json();
    const read = await fetch(`${url}/${image}`);
    return { status: posted.status, image, read: read.status, type: read.headers.get('content-type'), text: await read.text() };
  }, uploadUrl);
  assert.equal(uploaded.status, 201);
  assert.deepEqual([uploaded.read, uploaded.type, uploaded.text], [200, 'image/gif', 'GIF89a']);
  assert.deepEqual(await double.file(uploaded.image), { name: uploaded.image, type: 'image/gif', size: 6 });
  assert.ok((await double.state()).files.includes(uploaded.image));
  const [upload] = await double.log({ origin: 'upload', method: 'POST' });
  assert.equal(upload.body, 'multipart');
  assert.deepEqual(upload.parts, [{ name: 'image', filename: 'kvitto.gif', type: 'image/gif', size: 6 }]);

  const deleted = await page.evaluate(
    async ([url, name]) => (await fetch(`${url}/api/delete/image/${name}`, { method: 'DELETE' })).status,
    [uploadUrl, uploaded.image],
  );
  assert.equal(deleted, 200);
  assert.equal(await double.file(uploaded.image), null);
  await context.close();
});

test('the other faults, times and reset (from Node)', async () => {
  const login = () =>
    fetch(doubleUrl + '/api/auth/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(demo.admin),
    });
  const tokens = async () => Object.keys((await double.state()).db.tokens).length;
  const seeded = await tokens();

  // drop-before-store: nothing stored, no answer.
  await double.fault({ method: 'POST', path: '^/api/auth/login/?$', fault: 'drop-before-store' });
  await assert.rejects(login(), TypeError);
  assert.equal(await tokens(), seeded);

  // status-500 without and with a JSON message; nothing stored; times: 2 hits twice.
  await double.fault([
    { method: 'POST', path: '^/api/auth/login/?$', fault: 'status-500', times: 2 },
    { method: 'POST', path: '^/api/auth/login/?$', fault: 'status-500-message', message: 'Serverfel', status: 503 },
  ]);
  for (let i = 0; i < 2; i += 1) {
    const res = await login();
    assert.equal(res.status, 500);
    assert.equal(await res.text(), 'Internal Server Error');
  }
  const withMessage = await login();
  assert.equal(withMessage.status, 503);
  assert.deepEqual(await withMessage.json(), { message: 'Serverfel' });
  assert.equal(await tokens(), seeded);

  // delay: answered normally, after the delay.
  await double.fault({ method: 'POST', path: 'login', fault: 'delay', ms: 400 });
  const started = Date.now();
  assert.equal((await login()).status, 200);
  assert.ok(Date.now() - started >= 400);
  assert.equal(await tokens(), seeded + 1);

  // hang-after-store with ms: stored at once, answered after ms.
  await double.fault({ method: 'POST', path: 'login', fault: 'hang-after-store', ms: 300 });
  const hung = login();
  await double.waitForLog({ method: 'POST', fault: 'hang-after-store' }, { settled: false });
  await until(async () => (await tokens()) === seeded + 2, 'the second token stored');
  assert.equal((await hung).status, 200);

  // Every rule is used up: the next call is normal. The log has them all, in order.
  assert.equal((await login()).status, 200);
  const faults = (await double.log({ method: 'POST', path: '/api/auth/login/' })).map((e) => [e.fault, e.status, e.handled]);
  assert.deepEqual(faults, [
    ['drop-before-store', null, false],
    ['status-500', 500, false],
    ['status-500', 500, false],
    ['status-500-message', 503, false],
    ['delay', 200, true],
    ['hang-after-store', 200, true],
    [null, 200, true],
  ]);
  assert.deepEqual(
    (await double.faults()).map((r) => r.hits),
    [1, 2, 1, 1, 1],
  );
  await assert.rejects(double.fault({ path: '.*', fault: 'flaky' }), /fault must be one of/);

  // An unknown path answers like the provider's Express; a preflight is answered, not logged.
  const unknown = await fetch(doubleUrl + '/api/nothing/here');
  assert.equal(unknown.status, 404);
  const preflight = await fetch(doubleUrl + EDIT, {
    method: 'OPTIONS',
    headers: { Origin: 'http://127.0.0.1:1', 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'authorization,content-type' },
  });
  assert.equal(preflight.status, 204);
  assert.equal(preflight.headers.get('access-control-allow-origin'), 'http://127.0.0.1:1');
  assert.match(preflight.headers.get('access-control-allow-headers'), /Authorization/);
  assert.equal((await double.log({ method: 'OPTIONS' })).length, 0);

  // hang-after-store without ms never answers; reset drops it and starts again from the seed.
  await double.fault({ method: 'POST', path: 'login', fault: 'hang-after-store' });
  // The rejection is expected; assert.rejects handles it from the start.
  const never = assert.rejects(login(), TypeError);
  await double.waitForLog({ method: 'POST', fault: 'hang-after-store' }, { count: 2, settled: false });
  await double.reset();
  await never;
  assert.deepEqual(await double.log(), []);
  assert.deepEqual(await double.faults(), []);
  assert.equal(await tokens(), seeded);
});
