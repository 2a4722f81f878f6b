/**
 * Takes Min sida's kept picture (app/kept-picture.ts): once the page has drawn a fresh read and
 * the phone is idle, the page under #root as it is drawn, with a notice of when the time was
 * read put after the top (where the app's own notice goes while it shows a kept copy:
 * kept-read.tsx). Taken only at the top of the page (the windowed month's rows are those a
 * first paint draws) and with no dialog open; only what starts on the first screen (the rest is
 * not seen at the first paint; leaving it out took the picture's frame at CPU 4× from about 85 ms
 * to 35–45 ms, issue 44); when it cannot be taken, the older picture is removed, so a visit never
 * shows time older than what was last read.
 */
import { NOTICE_ATTRIBUTE, PICTURE_TAGS, pictureDate, READ_PLACE_ATTRIBUTE, type KeptPicture, type PictureNode } from '../../app/kept-picture-format';
import { paths } from '../../config/paths';
import { appliedLanguage, languageOf } from '../../i18n/language';
import { latestWhenIdle, whenIdle } from '../../lib/first-interaction';
import { readJson, removeKeys, storageKeys, storedUserId, writeJson } from '../../lib/storage';
import { pictureCss } from './kept-picture-css';

/** Attributes a picture keeps: how the page looks, never what it does or holds (no value, no link). */
const KEPT_ATTRIBUTES = /^(class|style|role|dir|lang|hidden|open|disabled|type|width|height|viewBox|d|fill|stroke|stroke-width|stroke-linecap|stroke-linejoin|fill-rule|clip-rule|cx|cy|r|rx|ry|x|y|x1|x2|y1|y2|points|aria-[a-z]+)$/;
const tags = new Set(PICTURE_TAGS);

/** What goes in after one element's copy: the notice after the page's top. */
interface Addition {
  after: Element;
  added: PictureNode;
  done: boolean;
  /** Elements that start lower than this (px from the top of the screen) are left out. */
  below: number;
}

function copyChildren(parent: Node, addition: Addition): PictureNode[] {
  const children: PictureNode[] = [];
  for (const child of Array.from(parent.childNodes)) {
    const copied = copy(child, addition);
    if (copied === null) continue;
    children.push(copied);
    if (child === addition.after) {
      children.push(addition.added);
      addition.done = true;
    }
  }
  return children;
}

function copy(node: Node, addition: Addition): PictureNode | null {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return null;
  const tag = node.localName;
  if (!tags.has(tag) || node.getAttribute('role') === 'dialog' || node.getAttribute('role') === 'alertdialog') return null;
  // Where an earlier notice was (kept-read.tsx): the picture's own notice goes there instead.
  if (node.hasAttribute(READ_PLACE_ATTRIBUTE)) return null;
  // Below the first screen: not seen at the first paint, so not kept.
  if (node.getBoundingClientRect().top > addition.below) return null;
  const attributes: Record<string, string> = {};
  for (const { name, value } of Array.from(node.attributes)) if (KEPT_ATTRIBUTES.test(name)) attributes[name] = value;
  // A select shows its chosen option (a property, not an attribute).
  if (node instanceof HTMLOptionElement && node.selected) attributes.selected = '';
  return [tag, attributes, copyChildren(node, addition)];
}

export interface PictureNotice {
  className: string;
  today: string;
  otherDay: string;
}

/**
 * The picture of Min sida as drawn now, but its style (kept-picture-css.ts), or null when it
 * should not be kept (not at the top, a dialog open, elsewhere).
 */
export function takePicture(userId: string, notice: PictureNotice, now: Date = new Date()): Omit<KeptPicture, 'css'> | null {
  const root = document.getElementById('root');
  const entry = document.querySelector('script[type="module"][src]')?.getAttribute('src');
  if (!root || !entry || window.location.pathname !== paths.profile || window.scrollY > 4) return null;
  if (document.querySelector('dialog[open], [role="dialog"], [role="alertdialog"]')) return null;
  // The notice goes after the page's top (the section the person's name heads).
  const top = document.getElementById('profile-name')?.closest('section');
  if (!top) return null;
  const addition: Addition = { after: top, added: ['p', { class: notice.className, [NOTICE_ATTRIBUTE]: '' }, []], done: false, below: window.innerHeight };
  const tree = copyChildren(root, addition);
  if (!addition.done) return null;
  const language = languageOf(appliedLanguage());
  return {
    v: 2,
    userId,
    build: entry,
    lang: language.code,
    dir: language.dir,
    width: window.innerWidth,
    ...pictureDate(now),
    notice: { today: notice.today, otherDay: notice.otherDay },
    tree,
  };
}

/** The latest picture asked for: one taken earlier that finishes later is not kept over it. */
let latest = 0;

async function keep(userId: string, notice: PictureNotice): Promise<void> {
  if (storedUserId() !== userId) return;
  const taken = ++latest;
  const picture = takePicture(userId, notice);
  const style = picture ? await pictureCss(readJson<Partial<KeptPicture> | null>(storageKeys.keptPicture, null)) : null;
  // Written in an idle moment of its own: taking and writing in one task made a long one, which
  // holds a tap on a phone (and Lighthouse counts it as blocking: issue 44).
  await whenIdle(1000);
  if (taken !== latest || storedUserId() !== userId) return;
  if (!picture || style === null || !writeJson(storageKeys.keptPicture, { ...picture, css: style.css, cssFrom: style.from })) removeKeys(storageKeys.keptPicture);
}

const keepWhenIdle = latestWhenIdle(1000, ({ userId, notice }: { userId: string; notice: PictureNotice }) => void keep(userId, notice));

/**
 * Takes the picture when the phone is idle (it is no part of drawing the page); the latest asked
 * for wins. Not when the person has signed out (or another signed in) meanwhile.
 */
export function keepPictureWhenIdle(userId: string, notice: PictureNotice): void {
  keepWhenIdle({ userId, notice });
}
