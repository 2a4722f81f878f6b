/**
 * Min sida's kept picture (issue 44 item 2): the repeat visit shows what it showed last time at
 * once. When Min sida has drawn a fresh read, the phone keeps the page as it was drawn (its
 * elements, classes and styles: features/time/kept-picture-capture.ts). On the next visit, a
 * small script in /profile/'s page (kept-picture-show.ts, inlined by scripts/build.mjs) draws
 * that picture over the page during parsing, before any module has run, marked with when the
 * time was read, and makes the page under it inert. It is only a picture: nothing in it can be
 * pressed or focused, and it is hidden from assistive technology (the page under it is what
 * they read). The app drops it once React has drawn the month itself (first-paint.ts
 * screenDrawn) or when the boot fails; the script itself drops it when the app goes to another
 * screen first, and after 15 s whatever happened.
 *
 * Not a second renderer: the picture is React's own output, copied. It is shown only for the
 * same person, build, language and month, at about the same width (kept-picture-show.ts).
 */

export const PICTURE_ID = 'kept-picture';

/** The app has drawn Min sida itself, or went elsewhere: the picture goes, the page is usable. */
export function dropKeptPicture(): void {
  const picture = document.getElementById(PICTURE_ID);
  if (!picture) return;
  picture.remove();
  // Its style rules (kept-picture-show.ts): the app adopts no other sheet.
  document.adoptedStyleSheets = [];
  document.getElementById('root')?.removeAttribute('inert');
}
