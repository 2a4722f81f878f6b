/**
 * Draws Min sida's kept picture (kept-picture.ts) over the page, while /profile/'s page is still
 * being parsed. scripts/build.mjs puts `(showKeptPicture)(args)` as an inline script in the head
 * of /profile/index.html, after the page's own stylesheets' text (one <style>; both allowed by
 * their hashes in the Content-Security-Policy): it runs at once, and the picture is in the first
 * frame, whether or not the modules have run. It is drawn with the page's style and the rules of
 * any later file kept with it (kept-picture-css.ts), adopted as a stylesheet of its own: its
 * first paint waits for no file from the network or the service worker. The body does not
 * exist yet: the picture is put in the root element, beside it (profile-skeleton.module.css gives
 * it the body's text styles); boot.tsx makes the app's root inert under it.
 *
 * Self-contained (its source is inlined): it may use nothing from outside itself but types; the
 * app's names (storage keys, ids, the path) come in `options`.
 * Shown only when all hold: this path is /profile/, the same person is signed in, the page is of
 * the build the picture was taken with (class names), the language chosen is the picture's, it
 * is the same month, the screen is about as wide, and the browser can adopt a stylesheet.
 * Attributes that could load or run anything (on…, href, src, action) are never set; styles go
 * through the style object and the adopted sheet (the policy allows no style from markup).
 */
import type { ShowOptions } from './kept-picture-format';

/** Answers whether it drew the picture (page-modules.ts asks for the modules after its frame). */
export function showKeptPicture({ keys, tags, rootId, pictureId, noticeAttribute, path, build }: ShowOptions): boolean {
  try {
    const raw = localStorage.getItem(keys.picture);
    if (!raw || location.pathname !== path) return false;
    const picture = JSON.parse(raw);
    const user = JSON.parse(localStorage.getItem(keys.userInfo) || 'null');
    const now = new Date();
    const month = `${now.getFullYear()}-${now.getMonth() + 1}`;
    const fits =
      picture &&
      picture.v === 2 &&
      user &&
      picture.userId === user._id &&
      localStorage.getItem(keys.token) &&
      picture.build === build &&
      picture.lang === (localStorage.getItem(keys.language) || 'sv') &&
      picture.month === month &&
      Math.abs(picture.width - window.innerWidth) <= 40 &&
      Array.isArray(picture.tree) &&
      typeof picture.css === 'string' &&
      'adoptedStyleSheets' in document;
    if (!fits) return false;
    const allowed = new Set(tags);
    const svgNs = 'http://www.w3.org/2000/svg';
    const noticeText = picture.day === `${month}-${now.getDate()}` ? picture.notice.today : picture.notice.otherDay;
    type Node = string | [string, Record<string, string>, Node[]];
    const draw = (node: Node, svg: boolean): globalThis.Node | null => {
      if (typeof node === 'string') return document.createTextNode(node);
      const [tag, attributes, children] = node;
      if (!allowed.has(tag)) return null;
      const inSvg = svg || tag === 'svg';
      const element = inSvg ? document.createElementNS(svgNs, tag) : document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) {
        if (/^on|^(href|src|srcset|action|formaction|xlink:href|id)$/i.test(name)) continue;
        if (name === 'style') (element as HTMLElement).style.cssText = value;
        else element.setAttribute(name, value);
      }
      if (noticeAttribute in attributes) element.textContent = noticeText;
      else
        for (const child of children) {
          const drawn = draw(child, inSvg);
          if (drawn) element.appendChild(drawn);
        }
      return element;
    };
    const box = document.createElement('div');
    box.id = pictureId;
    box.setAttribute('aria-hidden', 'true');
    const page = document.createElement('div');
    page.setAttribute('inert', '');
    for (const node of picture.tree) {
      const drawn = draw(node, false);
      if (drawn) page.appendChild(drawn);
    }
    box.appendChild(page);
    const html = document.documentElement;
    html.lang = picture.lang;
    html.dir = picture.dir;
    // index.html's first script hid a page in another language until it loads: this one is in it.
    html.style.removeProperty('visibility');
    // Its own rules, adopted: the same rules as the page's stylesheets, so they change nothing
    // the picture draws; dropped with it (the app adopts no other sheet).
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(picture.css);
    document.adoptedStyleSheets = [sheet];
    html.appendChild(box);
    const drop = () => {
      box.remove();
      document.adoptedStyleSheets = [];
      document.getElementById(rootId)?.removeAttribute('inert');
    };
    // The app drops it once it has drawn the month (first-paint.ts). A screen that is not Min
    // sida (the app went elsewhere by itself: the Navigation API, where the browser has it) and a
    // boot that never draws the month must not stay covered.
    const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
    navigation?.addEventListener('navigatesuccess', function left() {
      if (location.pathname === path) return;
      navigation.removeEventListener('navigatesuccess', left);
      drop();
    });
    setTimeout(drop, 15000);
    return true;
  } catch {
    // Whatever cannot be read or drawn leaves the page as it is: the app draws it.
    return false;
  }
}
