/**
 * Exactly once (issue 10): two presses in one tick on a create form's submit button send ONE
 * request, and the provider stores one record; a create whose answer is lost is read back, not
 * sent again. Provider build against the API double; every assertion is on what the double
 * received and stored.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appSends, assertBrowserResend, desktop, double, loginProvider, openProvider, useBrowser } from './harness.mjs';

const browser = useBrowser({ resetDouble: true });

const member = {
  fullname: 'Lena Holm',
  phone: '0701239876',
  email: 'lena.holm@exempel.se',
  personnummer: '19900101-1239',
  password: 'hemligt1',
};

const workplace = {
  Adress: 'Hamngatan 7, 195 30 Märsta',
  Telefon: '0859177788',
  'Timmar per dag': '6',
  'Antal personer': '2',
  Avtalstid: '12 månader',
};

const digits = (text) => text.replace(/\D/g, '');

/** Two clicks in one task, before the page can render anything in between. */
async function pressTwice(button) {
  await button.evaluate((element) => {
    element.click();
    element.click();
  });
}

/** Every request of `filter` once settled, after a moment in which a late duplicate would show. */
async function settledLog(filter) {
  await double.waitForLog(filter);
  await new Promise((resolve) => setTimeout(resolve, 500));
  return double.waitForLog(filter);
}

test('two presses in one tick create one member and one workplace (admin, provider build)', async () => {
  const seed = (await double.state()).db;
  const { context, page } = await openProvider(browser(), '/admin/', desktop);
  await loginProvider(page, 'admin');
  const nav = page.getByRole('navigation', { name: 'Administration' });

  // A member.
  await nav.getByRole('link', { name: 'Ny medlem' }).click();
  await page.getByRole('heading', { name: 'Skapa En Ny Medlem' }).waitFor();
  await page.getByLabel('Fullständigt namn').fill(member.fullname);
  await page.getByLabel('Telefonnummer').fill(member.phone);
  await page.getByLabel('E-post').fill(member.email);
  await page.getByLabel('Personnummer').fill(member.personnummer);
  await page.getByLabel('Lösenord', { exact: true }).fill(member.password);
  await pressTwice(page.getByRole('button', { name: 'Skapa en ny medlem' }));
  await page.getByText('skapa ny användare').waitFor();

  const creates = await settledLog({ method: 'POST', path: '/api/auth/create/' });
  assert.equal(creates.length, 1, `POST /api/auth/create/ sent ${creates.length} times`);
  assert.equal(creates[0].status, 201);
  assert.deepEqual(creates[0].body, member);

  // A workplace.
  await nav.getByRole('link', { name: 'Arbetsplatser' }).click();
  await page.getByRole('heading', { name: 'Alla våra arbetsplatser', level: 1 }).waitFor();
  await page.getByRole('link', { name: 'Ny arbetsplats' }).click();
  await page.getByRole('heading', { name: 'Ny arbetsplats', level: 1 }).waitFor();
  for (const [label, value] of Object.entries(workplace)) await page.getByLabel(label).fill(value);
  await pressTwice(page.getByRole('button', { name: 'skapa ett nytt inlägg' }));
  await page.getByText('En ny plats har skapats. Tack').waitFor();

  const posts = await settledLog({ method: 'POST', path: '/api/post/create/' });
  assert.equal(posts.length, 1, `POST /api/post/create/ sent ${posts.length} times`);
  assert.ok(posts[0].status >= 200 && posts[0].status < 300, `answered ${posts[0].status}`);
  assert.deepEqual(posts[0].body, {
    address: workplace.Adress,
    phone: workplace.Telefon,
    hours: workplace['Timmar per dag'],
    Howmany: workplace['Antal personer'],
    Duration: workplace.Avtalstid,
  });

  // What the provider stored: one new member, one new workplace.
  const { db } = await double.state();
  assert.equal(db.users.length, seed.users.length + 1);
  assert.deepEqual(
    db.users.filter((u) => digits(u.phone) === member.phone).map((u) => [u.fullname, u.email, u.personnummer]),
    [[member.fullname, member.email, member.personnummer]],
  );
  assert.equal(db.posts.length, seed.posts.length + 1);
  assert.deepEqual(
    db.posts.filter((p) => p.address === workplace.Adress).map((p) => [p.phone, p.Duration]),
    [[workplace.Telefon, workplace.Avtalstid]],
  );
  await context.close();
});

test('a workplace create whose answer is lost is read back, shown as created and stored once (DECISIONS.md 25)', async () => {
  const seed = (await double.state()).db;
  const { context, page } = await openProvider(browser(), '/admin/post/create/', desktop);
  await loginProvider(page, 'admin');
  await page.getByRole('heading', { name: 'Ny arbetsplats', level: 1 }).waitFor();
  for (const [label, value] of Object.entries(workplace)) await page.getByLabel(label).fill(value);
  // Every answer lost: the page's create and Chromium's own resend of it (the connection was
  // kept alive) are both stored.
  await double.fault({ method: 'POST', path: /^\/api\/post\/create\/$/, fault: 'drop-after-store', times: 'always' });
  await page.getByRole('button', { name: 'skapa ett nytt inlägg' }).click();
  // Told the truth (issue 27): the page's create and the browser's resend were both stored, the
  // extra removed.
  await page.getByText('En ny plats har skapats. Den hade kommit in två gånger; den extra har tagits bort.').waitFor();

  const creates = await settledLog({ method: 'POST', path: '/api/post/create/' });
  assert.deepEqual(
    creates.map((c) => [c.fault, c.handled, c.outcome]),
    [
      ['drop-after-store', true, 'dropped'],
      ['drop-after-store', true, 'dropped'],
    ],
  );
  assertBrowserResend(creates[0], creates[1]);
  assert.equal(appSends(creates).length, 1);
  // Read back: found twice, the later copy removed (one DELETE, after a read).
  const after = (await double.log()).filter((e) => e.seq > creates[1].seq).map((e) => `${e.method} ${e.path}`);
  assert.equal(after[0], 'GET /api/post/alla/');
  assert.equal(after.filter((call) => /^DELETE \/api\/post\/remove\/[0-9a-f]+$/.test(call)).length, 1, after.join(', '));
  const { db } = await double.state();
  assert.equal(db.posts.length, seed.posts.length + 1);
  assert.equal(db.posts.filter((p) => p.address === workplace.Adress).length, 1);
  await context.close();
});
