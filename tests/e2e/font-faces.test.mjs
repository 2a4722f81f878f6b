/**
 * The type scale's faces, laid out unseen in the page's first frame (index.html's #root until the
 * app draws, scripts/build.mjs fontFaces): every size and weight the staff's two screens draw
 * their first screen's text in is among them, so those screens' own first frame looks no face up
 * (issue 44). They are never seen, read out, nor make the page wider, and are gone once the app
 * has drawn; the prerendered login has none.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loginProvider, narrow, openProvider, phone, providerUrl, useBrowser } from './harness.mjs';

const browser = useBrowser({ resetDouble: true });

/** 'size weight' of an element's text. */
const faceOf = (element) => `${getComputedStyle(element).fontSize} ${getComputedStyle(element).fontWeight}`;

/** The page before its code runs (every module refused; no worker to answer instead): the faces as its first frame lays them out. */
async function beforeTheApp(path, viewport) {
  const context = await browser().newContext({ viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(providerUrl + path);
  const seen = await page.evaluate((faceSource) => {
    const face = new Function(`return ${faceSource}`)();
    const box = document.querySelector('#root > .font-faces');
    const rect = box.getBoundingClientRect();
    return {
      faces: [...box.querySelectorAll('span, b, strong')].map(face).sort(),
      hidden: box.getAttribute('aria-hidden'),
      size: [rect.width, rect.height],
      visibility: getComputedStyle(box).visibility,
      sideways: document.documentElement.scrollWidth > innerWidth,
      text: document.body.innerText,
    };
  }, faceOf.toString());
  await context.close();
  return seen;
}

/** The faces of the text the screen draws within the window, and whether index.html's faces are still there. */
const drawnOn = (page) =>
  page.evaluate((faceSource) => {
    const face = new Function(`return ${faceSource}`)();
    const drawn = new Set();
    const walker = document.createTreeWalker(document.getElementById('root'), NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const rect = node.parentElement.getBoundingClientRect();
      if (node.textContent.trim() && rect.width > 0 && rect.top < innerHeight) drawn.add(face(node.parentElement));
    }
    return { drawn: [...drawn].sort(), facesLeft: document.querySelectorAll('.font-faces').length };
  }, faceOf.toString());

for (const [path, shown] of [
  ['/profile/', (page) => page.getByRole('group', { name: /^Arbetstid \d\d\/\d{4}$/ })],
  ['/', (page) => page.getByRole('button', { name: 'Registrera arbetstid' })],
]) {
  for (const viewport of [phone, narrow]) {
    test(`${path} at ${viewport.width} px: the first screen's text is in faces laid out before the app, which no one sees`, async () => {
      const { context, page } = await openProvider(browser(), path, viewport);
      await loginProvider(page, 'staff');
      await shown(page).waitFor();

      const before = await beforeTheApp(path, viewport);
      assert.deepEqual(
        before.faces,
        ['14px 400', '14px 600', '14px 700', '16px 400', '16px 600', '16px 700', '20px 700', '25.6px 700'],
        'the type scale (tokens.css) in the weights the screens use',
      );
      assert.equal(before.hidden, 'true');
      assert.equal(before.visibility, 'hidden');
      assert.deepEqual(before.size, [0, 0]);
      assert.equal(before.sideways, false);
      assert.equal(before.text.trim(), '', 'not in the page text');

      // A fresh page, as a phone opens it.
      await page.reload();
      await shown(page).waitFor();
      const after = await drawnOn(page);
      const missing = after.drawn.filter((face) => !before.faces.includes(face));
      assert.deepEqual(missing, [], `text drawn in a face not laid out beforehand: ${missing.join(', ')} (drawn: ${after.drawn.join(', ')})`);
      assert.ok(after.drawn.length >= 4, `the screen's text was found: ${after.drawn.join(', ')}`);
      assert.equal(after.facesLeft, 0, 'gone once the app has drawn');
      await context.close();
    });
  }
}

test('the prerendered login lays out no faces: its first frame is its screen', async () => {
  const login = await (await fetch(`${providerUrl}/login/`)).text();
  assert.ok(login.includes('data-prerendered="/login/"'), 'the prerendered login');
  assert.ok(!login.includes('font-faces'), 'no faces or their style');
  const index = await (await fetch(`${providerUrl}/`)).text();
  assert.ok(index.includes('<div id="root"><div class="font-faces" aria-hidden="true">'), "index.html's faces");
});
