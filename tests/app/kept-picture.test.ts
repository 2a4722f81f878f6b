/**
 * Min sida's kept picture (issue 44 item 2): what the page drew is kept (takePicture), and the
 * next visit's parser-time script (showKeptPicture, as scripts/build.mjs inlines it) draws it over
 * the page, marked with when the time was read, for the same person, build, language, month and
 * width only; nothing in it can be pressed, focused or read by assistive technology, and
 * nothing in it can load or run anything. The app drops it (dropKeptPicture).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropKeptPicture, PICTURE_ID } from '../../src/app/kept-picture';
import { type KeptPicture } from '../../src/app/kept-picture-format';
import { pictureShowOptions } from '../../src/app/kept-picture-options';
import { showKeptPicture } from '../../src/app/kept-picture-show';
import { keepPictureWhenIdle, takePicture } from '../../src/features/time/kept-picture-capture';
import { storageKeys } from '../../src/lib/storage';

const ENTRY = '/assets/index-abc123.js';
const notice = { className: 'readAt_x1', today: 'Senast hämtad 14:05', otherDay: 'Senast hämtad tor 26/11 kl. 14:05' };
/** As scripts/build.mjs hands them to the page's script. */
const options = pictureShowOptions(ENTRY);
// Thursday 26 November 2026, 14:05 local time.
const taken = new Date(2026, 10, 26, 14, 5);

/** Min sida as the app draws it, in a page whose entry script is ENTRY, at /profile/. */
function drawPage(): void {
  window.history.replaceState(null, '', '/profile/');
  document.head.innerHTML = `<script type="module" src="${ENTRY}"></script>`;
  document.body.innerHTML = `
    <div id="root">
      <header class="header_a"><a href="/profile/" class="brand_b"><svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="7" fill="#fff"></rect></svg>Städtid</a><button type="button" onclick="alert(1)">Logga ut</button></header>
      <main id="main">
        <section class="summary_c" aria-labelledby="profile-name"><h1 id="profile-name">Erik Johansson</h1><p>3:00</p></section>
        <section class="section_d">
          <h2>Den här månaden – 11/2026</h2>
          <div role="group" aria-label="Arbetstid 11/2026" style="height: 960px; position: relative;">
            <ul><li style="transform: translateY(0px);"><button type="button" class="line_e">tor 26/11 07:00–10:00 Gamla kontoret</button></li></ul>
          </div>
          <script>window.__ran = true</script>
          <img src="/x.png" alt="">
          <label>Språk <select><option value="sv">Svenska</option><option value="en">English</option></select></label>
        </section>
      </main>
    </div>`;
  (document.querySelector('select') as HTMLSelectElement).value = 'en';
}

/** The page's stylesheets' text, as pictureCss reads it (tested below). */
const CSS = `:root { --space-2: 8px; }
*, ::before, ::after { box-sizing: border-box; }
.line_e { border: 1px solid var(--color-border); border-bottom: 0; }
@media (min-width: 40rem) { .section_d { padding: 4px; } }`;

/** The picture the page above makes, as kept in local storage. */
function keep(): KeptPicture {
  drawPage();
  const drawn = takePicture('u1', notice, taken);
  expect(drawn).not.toBeNull();
  const picture = { ...(drawn as Omit<KeptPicture, 'css'>), css: CSS };
  localStorage.setItem(storageKeys.keptPicture, JSON.stringify(picture));
  return picture;
}

/** The next visit: a fresh page at /profile/, signed in as `userId`, the parser at the head's script. */
function nextVisit(userId = 'u1'): void {
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"></div>';
  document.documentElement.removeAttribute('dir');
  localStorage.setItem('userInfo', JSON.stringify({ _id: userId, fullname: 'Erik Johansson' }));
  localStorage.setItem('token', JSON.stringify('t'));
  showKeptPicture(options);
}

const shown = () => document.getElementById(PICTURE_ID);
/** The rules of the stylesheets the page adopted (the picture's). */
const adopted = () => document.adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText));

beforeEach(() => {
  // jsdom has constructable stylesheets but no adoptedStyleSheets: as a browser has it.
  Object.defineProperty(document, 'adoptedStyleSheets', { value: [], writable: true, configurable: true });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 26, 18, 0));
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'adoptedStyleSheets');
  document.getElementById(PICTURE_ID)?.remove();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe("Min sida's kept picture", () => {
  it('draws the page as it was, with when it was read after the top, and nothing that loads, runs or holds a value', () => {
    keep();
    nextVisit();
    const picture = shown();
    expect(picture).not.toBeNull();
    // Beside the body (the parser is in the head), hidden from assistive technology, inert inside.
    expect(picture?.parentElement).toBe(document.documentElement);
    expect(picture?.getAttribute('aria-hidden')).toBe('true');
    expect(picture?.firstElementChild?.hasAttribute('inert')).toBe(true);
    expect(picture?.textContent).toContain('tor 26/11 07:00–10:00 Gamla kontoret');
    const line = picture?.querySelector('button.line_e');
    expect(line?.closest('[role="group"]')?.getAttribute('aria-label')).toBe('Arbetstid 11/2026');
    // Styles through the style object (the policy allows no style attribute from markup).
    expect((picture?.querySelector('[role="group"]') as HTMLElement).style.height).toBe('960px');
    expect((picture?.querySelector('li') as HTMLElement).style.transform).toBe('translateY(0px)');
    // The notice, the same day: after the page's top.
    const top = picture?.querySelector('section.summary_c');
    expect(top?.nextElementSibling?.textContent).toBe('Senast hämtad 14:05');
    expect(top?.nextElementSibling?.className).toBe('readAt_x1');
    // No script, image, link target, handler or id; the chosen option stays chosen.
    expect(picture?.querySelector('script, img')).toBeNull();
    expect(picture?.querySelector('[href], [onclick], [id]')).toBeNull();
    expect(picture?.querySelector('a')?.textContent).toBe('Städtid');
    // The logo's drawing is whole (an SVG, in its namespace, with its rounded corners).
    const logo = picture?.querySelector('a rect');
    expect(logo?.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(logo?.getAttribute('rx')).toBe('7');
    expect(picture?.querySelector('a svg')?.getAttribute('viewBox')).toBe('0 0 32 32');
    expect((picture?.querySelector('select') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('English');
    expect((window as unknown as { __ran?: boolean }).__ran).toBeUndefined();
    // Drawn with the page's stylesheets' text, adopted as a sheet of its own: no file to wait for.
    expect(document.head.querySelector('link')).toBeNull();
    expect(adopted()).toHaveLength(4);
    expect(adopted()[2]).toContain('.line_e');
    expect(adopted()[3]).toContain('@media (min-width: 40rem)');
  });

  it('says the day it was read on a later day of the month', () => {
    keep();
    vi.setSystemTime(new Date(2026, 10, 28, 7, 0));
    nextVisit();
    expect(shown()?.querySelector(`.readAt_x1`)?.textContent).toBe('Senast hämtad tor 26/11 kl. 14:05');
  });

  it('is not shown for another person, build, language, month, width or path', () => {
    const picture = keep();
    const cases: [string, () => void][] = [
      ['another person', () => nextVisit('u2')],
      ['another build', () => {
        localStorage.setItem(storageKeys.keptPicture, JSON.stringify({ ...picture, build: '/assets/index-old.js' }));
        nextVisit();
      }],
      ['another language', () => {
        localStorage.setItem('Language', 'en');
        nextVisit();
        localStorage.removeItem('Language');
      }],
      ['the next month', () => {
        vi.setSystemTime(new Date(2026, 11, 1, 7, 0));
        nextVisit();
        vi.setSystemTime(new Date(2026, 10, 26, 18, 0));
      }],
      ['another width', () => {
        localStorage.setItem(storageKeys.keptPicture, JSON.stringify({ ...picture, width: window.innerWidth + 100 }));
        nextVisit();
      }],
      ['signed out', () => {
        nextVisit();
        shown()?.remove();
        localStorage.removeItem('token');
        showKeptPicture(options);
      }],
      ['another path', () => {
        window.history.replaceState(null, '', '/');
        nextVisit();
        window.history.replaceState(null, '', '/profile/');
      }],
      ['a browser that cannot adopt a stylesheet (it would be drawn unstyled)', () => {
        Reflect.deleteProperty(document, 'adoptedStyleSheets');
        nextVisit();
        Object.defineProperty(document, 'adoptedStyleSheets', { value: [], writable: true, configurable: true });
      }],
      ['a picture kept without its rules (an older format)', () => {
        localStorage.setItem(storageKeys.keptPicture, JSON.stringify({ ...picture, v: 1, css: undefined }));
        nextVisit();
      }],
    ];
    for (const [name, visit] of cases) {
      localStorage.setItem(storageKeys.keptPicture, JSON.stringify(picture));
      visit();
      expect(shown(), name).toBeNull();
    }
    // And the same picture, as kept, is shown.
    localStorage.setItem(storageKeys.keptPicture, JSON.stringify(picture));
    nextVisit();
    expect(shown()).not.toBeNull();
  });

  it('in a right-to-left language, the page takes its language and direction', () => {
    const picture = keep();
    localStorage.setItem(storageKeys.keptPicture, JSON.stringify({ ...picture, lang: 'ar', dir: 'rtl' }));
    localStorage.setItem('Language', 'ar');
    document.documentElement.style.visibility = 'hidden';
    nextVisit();
    expect(shown()).not.toBeNull();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    // index.html hid a page in another language until it loads: the picture is in it.
    expect(document.documentElement.style.visibility).toBe('');
    localStorage.removeItem('Language');
  });

  it('an unreadable picture leaves the page as it is', () => {
    localStorage.setItem(storageKeys.keptPicture, '{not json');
    nextVisit();
    expect(shown()).toBeNull();
    localStorage.setItem(storageKeys.keptPicture, JSON.stringify({ v: 1, userId: 'u1', tree: 'x' }));
    nextVisit();
    expect(shown()).toBeNull();
  });

  it('the app drops it and its root becomes usable again', () => {
    keep();
    nextVisit();
    const root = document.getElementById('root') as HTMLElement;
    root.setAttribute('inert', '');
    expect(adopted().length).toBeGreaterThan(0);
    dropKeptPicture();
    expect(shown()).toBeNull();
    expect(root.hasAttribute('inert')).toBe(false);
    // Its rules go with it: they would weigh on the page's own cascade.
    expect(adopted()).toEqual([]);
  });

  it('goes by itself when the app moves to another screen first (the Navigation API)', () => {
    const navigation = new EventTarget();
    Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
    try {
      keep();
      nextVisit();
      // Still Min sida: it stays.
      navigation.dispatchEvent(new Event('navigatesuccess'));
      expect(shown()).not.toBeNull();
      window.history.replaceState(null, '', '/login/');
      navigation.dispatchEvent(new Event('navigatesuccess'));
      expect(shown()).toBeNull();
      expect(adopted()).toEqual([]);
    } finally {
      Reflect.deleteProperty(window, 'navigation');
      window.history.replaceState(null, '', '/profile/');
    }
  });

  it('is not taken below the top of the page or with a dialog open', () => {
    drawPage();
    window.scrollY = 300;
    expect(takePicture('u1', notice, taken)).toBeNull();
    window.scrollY = 0;
    document.querySelector('main')?.insertAdjacentHTML('beforeend', '<div role="dialog" aria-label="Ändra">x</div>');
    expect(takePicture('u1', notice, taken)).toBeNull();
  });

  it("taken after a kept copy or picture was replaced: its notice where 'Senast hämtad' was, once, not that line's empty place", () => {
    drawPage();
    document.querySelector('.summary_c')?.insertAdjacentHTML('afterend', '<p class="readAtPlace_z" aria-hidden="true" data-read-place=""></p>');
    const main = (takePicture('u1', notice, taken)?.tree ?? []).flatMap((node) => (Array.isArray(node) && node[0] === 'main' ? node[2] : []));
    const children = main.filter((node) => Array.isArray(node)).map((node) => `${node[0]}.${node[1].class ?? ''}${'data-kept-notice' in node[1] ? ' (notice)' : ''}`);
    expect(children).toEqual(['section.summary_c', 'p.readAt_x1 (notice)', 'section.section_d']);
  });

  it('keeps only what starts on the first screen: the rows below it are not drawn by a first paint', () => {
    drawPage();
    const list = document.querySelector('[role="group"] ul') as HTMLUListElement;
    list.insertAdjacentHTML('beforeend', '<li><button type="button" class="line_e">fre 27/11 Nedanför</button></li>');
    const [onScreen, below] = [list.children[0] as Element, list.children[1] as Element];
    // jsdom lays nothing out: the first line at the screen's bottom edge, the second just under it.
    vi.spyOn(onScreen, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, window.innerHeight, 300, 40));
    vi.spyOn(below, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, window.innerHeight + 1, 300, 40));
    const kept = JSON.stringify(takePicture('u1', notice, taken)?.tree);
    expect(kept).toContain('Gamla kontoret');
    expect(kept).not.toContain('Nedanför');
  });

  it('as Min sida keeps it: when idle, for the person still signed in; one that cannot be taken removes the older', async () => {
    vi.useRealTimers();
    vi.useFakeTimers();
    drawPage();
    localStorage.setItem('userInfo', JSON.stringify({ _id: 'u1' }));
    keepPictureWhenIdle('u1', notice);
    expect(localStorage.getItem(storageKeys.keptPicture)).toBeNull();
    // Taken in one idle moment (jsdom has no requestIdleCallback: 300 ms), written in the next:
    // two shorter tasks, not one long one.
    const walk = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    await vi.advanceTimersByTimeAsync(300);
    expect(walk).toHaveBeenCalled();
    expect(localStorage.getItem(storageKeys.keptPicture)).toBeNull();
    walk.mockClear();
    await vi.advanceTimersByTimeAsync(300);
    expect(walk).not.toHaveBeenCalled();
    walk.mockRestore();
    expect(JSON.parse(localStorage.getItem(storageKeys.keptPicture) ?? 'null')).toMatchObject({ v: 2, userId: 'u1', build: ENTRY, css: '', cssFrom: '' });
    // Scrolled down: no picture of the top can be taken; the older one goes (never older time).
    window.scrollY = 300;
    keepPictureWhenIdle('u1', notice);
    await vi.advanceTimersByTimeAsync(1000);
    expect(localStorage.getItem(storageKeys.keptPicture)).toBeNull();
    window.scrollY = 0;
    // Signed out meanwhile: nothing is kept.
    keepPictureWhenIdle('u1', notice);
    localStorage.removeItem('userInfo');
    await vi.advanceTimersByTimeAsync(1000);
    expect(localStorage.getItem(storageKeys.keptPicture)).toBeNull();
  });
});
