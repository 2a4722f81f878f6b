/**
 * What Min sida's kept picture (kept-picture.ts) holds, as kept in local storage: written by
 * features/time/kept-picture-capture.ts, read by kept-picture-show.ts. A module of its own, so
 * the entry (which only drops the picture) carries none of it to the login screen.
 */

export interface KeptPicture {
  /** 2: with its style rules (css). */
  v: 2;
  userId: string;
  /** The page's entry script (its name carries the build's hash): class names are the build's. */
  build: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The viewport's width when it was taken (windowed rows are placed for it). */
  width: number;
  /** The local month it was taken in, 'YYYY-M': a picture of another month is never shown. */
  month: string;
  /** The local day it was taken on, 'YYYY-M-D': which notice text says when it was read. */
  day: string;
  /** 'Senast hämtad 14:05' (taken today) and 'Senast hämtad ons 12/11 kl. 14:05' (another day). */
  notice: { today: string; otherDay: string };
  /** The style rules it is drawn with (features/time/kept-picture-css.ts): adopted when shown. */
  css: string;
  /** The stylesheet files css was read from, one per line (the next picture of the same files uses it again). */
  cssFrom?: string;
  tree: PictureNode[];
}

/**
 * A text, or an element: its tag, its attributes (style as text) and its children. The element
 * marked NOTICE_ATTRIBUTE gets the notice's text when shown.
 */
export type PictureNode = string | [tag: string, attributes: Record<string, string>, children: PictureNode[]];

export const NOTICE_ATTRIBUTE = 'data-kept-notice';

/**
 * Marks where Min sida's 'Senast hämtad' was once the fresh read replaced it (kept-read.tsx
 * KeptReadPlace): a picture leaves it out and puts its own notice there.
 */
export const READ_PLACE_ATTRIBUTE = 'data-read-place';

/** What scripts/build.mjs hands the inlined script (kept-picture-show.ts), from the app's own names. */
export interface ShowOptions {
  /** Local storage: the picture's key, the session's two and the chosen language's. */
  keys: { picture: string; userInfo: string; token: string; language: string };
  /** The only elements drawn (PICTURE_TAGS). */
  tags: readonly string[];
  /** The app's root element's id, the picture's (kept-picture.ts PICTURE_ID), the notice's attribute. */
  rootId: string;
  pictureId: string;
  noticeAttribute: string;
  /** Min sida's path (config/paths.ts). */
  path: string;
  /** This page's entry script (KeptPicture `build`); the page has not parsed it yet. */
  build: string;
}

/** The only elements a picture holds: what Min sida draws (no script, frame, form, link or image). */
export const PICTURE_TAGS = [
  'div', 'section', 'header', 'nav', 'main', 'footer', 'p', 'span', 'bdi', 'strong', 'em', 'small', 'b',
  'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'thead', 'tbody', 'tr', 'th',
  'td', 'button', 'a', 'label', 'select', 'option', 'details', 'summary', 'time', 'br', 'hr',
  'fieldset', 'legend', 'output', 'svg', 'path', 'g', 'circle', 'rect', 'line', 'polyline',
];

/** The local month and day of `date`, as the picture names them. */
export function pictureDate(date: Date): { month: string; day: string } {
  const month = `${date.getFullYear()}-${date.getMonth() + 1}`;
  return { month, day: `${month}-${date.getDate()}` };
}
