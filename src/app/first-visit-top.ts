/**
 * Min sida on a first visit (issue 44): the page as the app draws it first — the header, the
 * language row and the page's top with the person's name and this month (profile-skeleton.tsx)
 * — is prerendered at build time (scripts/build.mjs) as a stand-in person, into a <template> in
 * /profile/'s #root. This script, inlined right after it (allowed by its hash), draws it with the
 * session's name and this month's label while the page is parsed: its largest text paints in
 * the page's first frame instead of after the app's code (Lighthouse's largest paint on Min sida
 * was React's chunk and the entry's, 2.3 s on a phone's network). The app's first commit
 * replaces it with the same markup (React empties its root then; boot.tsx leaves it until then).
 *
 * Drawn only when the app would draw the same: a staff session (an admin's header differs),
 * Swedish (the template's language), and no kept picture drawn (a repeat visit shows that).
 * Self-contained (its source is inlined): it may use nothing from outside itself but types.
 */

/** On #root once the top is drawn (boot.tsx). */
export const FIRST_VISIT_DRAWN = 'data-first-visit';
/** The template's id in /profile/'s page. */
export const FIRST_VISIT_TEMPLATE = 'first-visit';

export interface FirstVisitOptions {
  /** Local storage: the session's two keys and the chosen language's. */
  keys: { userInfo: string; token: string; language: string };
  templateId: string;
  pictureId: string;
  /** The stand-ins the template holds for the name and the month's label ('11/2026'). */
  name: string;
  month: string;
  /** Put on #root once drawn: boot.tsx then leaves the root to React's first commit. */
  drawnAttribute: string;
}

export function drawFirstVisitTop({ keys, templateId, pictureId, name, month, drawnAttribute }: FirstVisitOptions): void {
  const template = document.getElementById(templateId);
  // Drawn or not, the template and this script leave the root: it holds only what is seen.
  document.currentScript?.remove();
  try {
    if (!(template instanceof HTMLTemplateElement) || document.getElementById(pictureId)) return;
    const user = JSON.parse(localStorage.getItem(keys.userInfo) || 'null');
    const signedIn = user && typeof user === 'object' && user.email && typeof user.fullname === 'string' && user.fullname && localStorage.getItem(keys.token);
    if (!signedIn || user.isAdmin === true || (localStorage.getItem(keys.language) || 'sv') !== 'sv') return;
    const now = new Date();
    const label = `${now.getMonth() < 9 ? '0' : ''}${now.getMonth() + 1}/${now.getFullYear()}`;
    const fill = (text: string) => text.split(name).join(user.fullname).split(month).join(label);
    const drawn = template.content.cloneNode(true);
    const walker = document.createTreeWalker(drawn, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Text, and the one attribute that names the person (the top's aria-label): never a link or a handler.
      if (node instanceof Text) node.data = fill(node.data);
      else if (node instanceof Element) for (const attribute of node.attributes) if (/^aria-/.test(attribute.name)) attribute.value = fill(attribute.value);
    }
    template.parentElement?.setAttribute(drawnAttribute, '');
    template.replaceWith(drawn);
  } catch {
    // Nothing drawn: the app draws the page, as without this script.
  } finally {
    template?.remove();
  }
}
