/**
 * The staff's screens in Arabic (issue 25 item 6, DECISIONS.md 34), on the provider build
 * against the API double, at 390×844 and 320×640: Arabic chosen on the login screen, the whole
 * day registered in it, right to left, axe finds nothing serious, no sideways scroll, the double
 * stored the day once; switching back to Swedish restores every text; the stored choice is
 * applied before the first paint on the next visit (no Swedish flash). Signed out at the start
 * address, at 390 and 320 wide, the language is chosen there and a wrong password is answered in
 * English, Arabic and Kurdish (issue 43). Screenshots in screenshots/language-*.png.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axe, demo, double, narrow, phone, providerUrl, screenshot, useBrowser, dayAt, isoDate as iso } from './harness.mjs';
import { drawnLeftOf, sideways } from './page-checks.mjs';

const browser = useBrowser({ resetDouble: true });

/** The Arabic texts a person meets here, as src/i18n/ar.ts writes them. */
const ar = {
  language: 'اللغة',
  loginHeading: 'تسجيل الدخول',
  phone: 'رقم الهاتف',
  password: 'كلمة المرور',
  signIn: 'دخول',
  placePreset: /^تمت التعبئة: /,
  start: 'وقت البدء',
  end: 'وقت الانتهاء',
  place: 'مكان العمل',
  lunch: 'غداء',
  minutes: 'دقائق',
  record: 'سجّل وقت العمل',
  send: 'أرسل وقت العمل',
  success: 'شكرًا، تم تسجيل وقت العمل',
  logout: 'تسجيل الخروج',
  profile: 'صفحتي',
};
const arabicLetters = /[\u0600-\u06FF]/;
/** Each language's name in itself (the picker's options): the same in every language. */
const endonyms = ['Städtid', 'Svenska', 'English', 'العربية', 'کوردی'];

const at = (hh, mm) => dayAt(0, hh, mm);

async function contextAt(viewport) {
  const timezoneId = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const context = await browser().newContext({ viewport, locale: 'sv-SE', timezoneId });
  context.setDefaultTimeout(60_000); // the harness's wait (README: a busy machine)
  await context.clock.setFixedTime(at(15, 40));
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('pageerror:', error.message));
  return { context, page };
}

const bodyText = (page) => page.evaluate(() => document.body.innerText);
const documentLanguage = (page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

async function storedOf(person, date, start) {
  return (await double.state()).db.months
    .filter((m) => m.userId === person._id)
    .flatMap((m) => m.months)
    .filter((e) => e.date === date && e.start === start);
}

/**
 * Arabic chosen on the login screen, signed in as staff, the day registered: the double stored it
 * once. `typed`: a place typed instead of the one offered, a Swedish address that starts with its
 * number, which must read in its own order inside the Arabic.
 */
async function dayInArabic(page, size, typed = null) {
  const erik = await double.user('staff');
  await page.goto(`${providerUrl}/login/`);
  await page.getByRole('heading', { name: 'Logga in' }).waitFor();
  const swedishLogin = await bodyText(page);

  await page.getByLabel('Språk').selectOption({ label: 'العربية' });
  await page.getByRole('heading', { name: ar.loginHeading }).waitFor();
  assert.deepEqual(await documentLanguage(page), ['ar', 'rtl']);
  // The picker keeps the focus, so a keyboard goes on from it.
  assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'SELECT');
  assert.equal(await page.getByLabel(ar.language).inputValue(), 'ar');
  for (const line of swedishLogin.split('\n').filter((l) => l.trim() && !endonyms.includes(l.trim()))) {
    assert.ok(!(await bodyText(page)).includes(line), `'${line}' is no longer shown in Arabic`);
  }
  assert.equal(await sideways(page), false, 'no sideways scroll on the login');
  assert.deepEqual(await axe(page), []);
  await screenshot(page, `language-login-ar-${size}`);

  // Back to Swedish restores the login's every text; then Arabic again, to sign in.
  await page.getByLabel(ar.language).selectOption({ label: 'Svenska' });
  await page.getByRole('heading', { name: 'Logga in' }).waitFor();
  assert.equal(await bodyText(page), swedishLogin);
  assert.deepEqual(await documentLanguage(page), ['sv', 'ltr']);
  await page.getByLabel('Språk').selectOption({ label: 'العربية' });
  await page.getByRole('heading', { name: ar.loginHeading }).waitFor();

  await page.getByLabel(ar.phone).fill(demo.staff.phone);
  await page.getByLabel(ar.password, { exact: true }).fill(demo.staff.password);
  await page.getByRole('button', { name: ar.signIn, exact: true }).click();
  await double.waitForLog({ method: 'POST', path: '/api/auth/login/' });
  await page.getByText(ar.placePreset).waitFor();
  assert.deepEqual(await documentLanguage(page), ['ar', 'rtl']);
  let place = (await page.getByLabel(ar.place).inputValue()).trim();
  assert.ok(place, 'a place is offered');
  if (typed) {
    await page.getByLabel(ar.place).fill(typed);
    place = typed;
    // The field writes it left to right, as typed (dir="auto"), inside the Arabic form.
    assert.equal(await page.getByLabel(ar.place).evaluate((field) => getComputedStyle(field).direction), 'ltr');
  }

  await page.getByLabel(ar.start, { exact: true }).fill('07:00');
  await page.getByLabel(ar.end, { exact: true }).fill('15:30');
  await page.getByRole('radio', { name: ar.lunch }).click();
  assert.equal(await page.getByLabel(ar.minutes).inputValue(), '30');
  await screenshot(page, `language-form-ar-${size}`);
  assert.equal(await sideways(page), false, 'no sideways scroll on the form');
  assert.deepEqual(await axe(page), []);
  await page.getByRole('button', { name: ar.record }).click();
  const send = page.getByRole('button', { name: ar.send });
  await send.waitFor();
  await screenshot(page, `language-summary-ar-${size}`);
  // '12 Storgatan', not 'Storgatan 12': the address keeps its order (<bdi>).
  if (typed) assert.ok(await drawnLeftOf(page.locator('dd', { hasText: typed }), '12', 'Storgatan'), 'the summary shows the address in its order');
  await send.click();

  await page.getByRole('heading', { name: ar.success }).waitFor();
  // The times read left to right inside the Arabic.
  await page.getByText('07:00–15:30').first().waitFor();
  await screenshot(page, `language-receipt-ar-${size}`);
  if (typed) assert.ok(await drawnLeftOf(page.locator('dd', { hasText: typed }), '12', 'Storgatan'), 'the receipt shows the address in its order');
  assert.equal(await sideways(page), false, 'no sideways scroll on the receipt');
  assert.deepEqual(await axe(page), []);

  const stored = await storedOf(erik, iso(at(7, 0)), '07:00');
  assert.equal(stored.length, 1, 'the double stored the day once');
  assert.deepEqual([stored[0].end, stored[0].des, stored[0].rast?.name, stored[0].total], ['15:30', place, 'lunch', 8]);
  return { swedishLogin };
}

test('390×844 in Arabic: chosen on the login, the whole day registered right to left; back to Swedish restores every text', async () => {
  const { context, page } = await contextAt(phone);
  const { swedishLogin } = await dayInArabic(page, 390);

  // Switching back in the header of Min sida: every text Swedish again, left to right.
  await page.getByRole('link', { name: ar.profile }).first().click();
  await page.waitForURL(/\/profile\/$/);
  await page.getByRole('button', { name: /07:00.15:30/ }).first().waitFor();
  assert.deepEqual(await documentLanguage(page), ['ar', 'rtl']);
  assert.equal(await sideways(page), false, 'no sideways scroll on Min sida');
  await screenshot(page, 'language-profile-ar-390');
  await page.getByLabel(ar.language).selectOption({ label: 'Svenska' });
  await page.getByRole('heading', { name: /^Den här månaden/ }).waitFor();
  assert.deepEqual(await documentLanguage(page), ['sv', 'ltr']);
  const restored = await bodyText(page);
  assert.ok(!arabicLetters.test(endonyms.reduce((text, name) => text.replaceAll(name, ''), restored)), `no Arabic left on the screen: ${restored}`);
  await screenshot(page, 'language-receipt-sv-390');
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await page.getByRole('heading', { name: 'Logga in' }).waitFor();
  assert.equal(await bodyText(page), swedishLogin);
  await context.close();
});

test('320×640 in Arabic: the whole day, a typed Swedish address in its own order, no sideways scroll, axe finds nothing serious', async () => {
  const { context, page } = await contextAt(narrow);
  await dayInArabic(page, 320, '12 Storgatan');
  await context.close();
});

/**
 * Issue 43 items 2 and 3: signed out at the start address (the demo's first screen too) the
 * language is chosen there, and a wrong password is answered in it, not in the server's Swedish.
 */
const refused = {
  en: { language: 'Language', heading: 'Log in', phone: 'Phone number', password: 'Password', submit: 'Log in', wrongLogin: 'Wrong phone number or password', dir: 'ltr' },
  ar: { language: ar.language, heading: ar.loginHeading, phone: ar.phone, password: ar.password, submit: ar.signIn, wrongLogin: 'رقم الهاتف أو كلمة المرور غير صحيح', dir: 'rtl' },
  ckb: { language: 'زمان', heading: 'چوونەژوورەوە', phone: 'ژمارەی تەلەفۆن', password: 'وشەی نهێنی', submit: 'چوونەژوورەوە', wrongLogin: 'ژمارەی تەلەفۆن یان وشەی نهێنی هەڵەیە', dir: 'rtl' },
};
const names = { en: 'English', ar: 'العربية', ckb: 'کوردی' };

for (const [size, viewport] of [[390, phone], [320, narrow]]) {
  test(`${size} wide, signed out at /: the language chosen there, a wrong password answered in it (en, ar, ckb)`, async () => {
    const { context, page } = await contextAt(viewport);
    for (const code of ['en', 'ar', 'ckb']) {
      const t = refused[code];
      await page.goto(`${providerUrl}/`);
      await page.getByRole('heading', { name: 'Logga in' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/', 'the start address, not /login/');
      if (code === 'en') await screenshot(page, `language-start-sv-${size}`);
      await page.getByLabel('Språk').selectOption({ label: names[code] });
      await page.getByRole('heading', { name: t.heading }).waitFor();
      assert.deepEqual(await documentLanguage(page), [code, t.dir]);
      assert.equal(await page.getByLabel(t.language).inputValue(), code);

      await page.getByLabel(t.phone).fill(demo.staff.phone);
      await page.getByLabel(t.password, { exact: true }).fill('fel-lösenord');
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      const refusal = page.getByRole('alert').filter({ hasText: t.wrongLogin });
      await refusal.waitFor();
      // The banner's text is the refusal alone, beside its close button (×).
      assert.equal((await refusal.innerText()).replace('×', '').trim(), t.wrongLogin);
      const login = (await double.log({ method: 'POST', path: '/api/auth/login/' })).at(-1);
      assert.deepEqual([login?.status, login?.body], [401, { phone: demo.staff.phone, password: 'fel-lösenord' }], 'the provider refused the sign-in it was sent');
      assert.ok(!(await bodyText(page)).includes('Fel telefonnummer'), 'not the server’s Swedish');
      assert.equal(await sideways(page), false, `no sideways scroll in ${code}`);
      assert.deepEqual(await axe(page), []);
      if (code === 'ar') await screenshot(page, `language-start-ar-${size}`);
      // Back to Swedish for the next language (the choice is remembered on the device).
      await page.getByLabel(t.language).selectOption({ label: 'Svenska' });
      await page.getByRole('heading', { name: 'Logga in' }).waitFor();
    }
    await context.close();
  });
}

/** From the first frame: the root's text at each frame in which it is visible (what is painted). */
const recordFrames = () => {
  window.__frames = [];
  const frame = () => {
    const root = document.getElementById('root');
    const text = root && getComputedStyle(root).visibility === 'visible' ? root.innerText.trim() : '';
    if (text) window.__frames.push(text);
    if (window.__frames.length < 40) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

test('the stored choice is applied before the first paint: no Swedish flash on the login or on a staff screen', async () => {
  const { context, page } = await contextAt(phone);
  await page.goto(`${providerUrl}/login/`);
  await page.getByLabel('Språk').selectOption({ label: 'العربية' });
  await page.getByRole('heading', { name: ar.loginHeading }).waitFor();

  await context.addInitScript(recordFrames);
  // The prerendered (Swedish) login, with Arabic stored.
  await page.reload();
  await page
    .getByRole('heading', { name: ar.loginHeading })
    .waitFor()
    .catch(async (error) => {
      // Seen once in CI on an idle machine (session 9), not reproduced: say what the page was.
      const state = await page
        .evaluate(() => ({ lang: document.documentElement.lang, hidden: document.documentElement.style.visibility, text: document.body.innerText.slice(0, 200) }))
        .catch((e) => String(e));
      console.log('language reload failed; the page:', JSON.stringify(state));
      await screenshot(page, 'language-reload-failed').catch(() => undefined);
      throw error;
    });
  const login = await page.evaluate(() => window.__frames);
  assert.ok(login.length > 0, 'frames were seen');
  assert.match(login[0], arabicLetters, 'the first painted text is Arabic');
  assert.ok(!login.some((text) => text.includes('Logga in') || text.includes('Telefonnummer')), `Swedish was never painted: ${login.join(' | ')}`);

  // Signed in: the registration screen on the next visit.
  await page.getByLabel(ar.phone).fill(demo.staff.phone);
  await page.getByLabel(ar.password, { exact: true }).fill(demo.staff.password);
  await page.getByRole('button', { name: ar.signIn, exact: true }).click();
  await page.getByText(ar.placePreset).waitFor();
  await page.reload();
  await page.getByText(ar.placePreset).waitFor();
  const home = await page.evaluate(() => window.__frames);
  assert.match(home[0], arabicLetters, 'the first painted text is Arabic');
  assert.ok(!home.some((text) => text.includes('Registrera arbetstid') || text.includes('Logga ut')), `Swedish was never painted: ${home.join(' | ')}`);
  assert.deepEqual(await documentLanguage(page), ['ar', 'rtl']);
  await context.close();
});

test('an admin signing in on a device with Arabic stored gets Swedish, left to right, and no picker', async () => {
  const { context, page } = await contextAt(phone);
  await page.goto(`${providerUrl}/login/`);
  await page.getByLabel('Språk').selectOption({ label: 'العربية' });
  await page.getByRole('heading', { name: ar.loginHeading }).waitFor();
  await page.getByLabel(ar.phone).fill(demo.admin.phone);
  await page.getByLabel(ar.password, { exact: true }).fill(demo.admin.password);
  await page.getByRole('button', { name: ar.signIn, exact: true }).click();
  await page.getByRole('navigation', { name: 'Administration' }).waitFor();
  assert.deepEqual(await documentLanguage(page), ['sv', 'ltr']);
  const admin = await bodyText(page);
  assert.ok(!arabicLetters.test(admin), `no Arabic on the admin screen: ${admin}`);
  assert.equal(await page.getByLabel('Språk').count(), 0, 'no picker for an admin');
  // Signing out: the login in the device's language again.
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await page.getByRole('heading', { name: ar.loginHeading }).waitFor();
  assert.deepEqual(await documentLanguage(page), ['ar', 'rtl']);
  await context.close();
});
