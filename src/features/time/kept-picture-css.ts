/**
 * The style the kept picture is drawn with (issue 44), beside /profile/'s own (its stylesheets'
 * text is in its page: scripts/build.mjs): the text of every stylesheet file the page has
 * linked since (this origin's files, in their order), as the files hold it. The picture's script
 * adopts it as a stylesheet of its own (app/kept-picture-show.ts), so the picture's first paint
 * waits for no file from the network or the service worker; the app drops that sheet with the
 * picture.
 * The files' text, not the rules the page has parsed: a rule's serialisation loses a shorthand
 * written with var() that a later longhand overrides (`border: 1px solid var(--c); border-bottom:
 * 0` comes back without its border), and the rows of the month lost their frame.
 * The files are the build's, read from the cache they were just loaded from, or the text kept
 * with the last picture when the page has the same files.
 */
export interface PictureStyle {
  css: string;
  /** The files it was read from (KeptPicture `cssFrom`). */
  from: string;
}

/** The style for a picture; `earlier` is the picture kept before (its css is used again when it is of the same files). */
export async function pictureCss(earlier: { cssFrom?: unknown; css?: unknown } | null = null): Promise<PictureStyle | null> {
  const files = Array.from(document.styleSheets, (sheet) => sheet.href).filter(
    (href): href is string => href !== null && new URL(href).origin === window.location.origin,
  );
  const from = files.join('\n');
  // A file's name carries its content's hash: the same files, the same text, kept with the
  // picture before. Not read again on every visit (each read is a task's worth on a phone).
  if (earlier?.cssFrom === from && typeof earlier.css === 'string') return { css: earlier.css, from };
  try {
    const texts = await Promise.all(
      files.map(async (file) => {
        const response = await fetch(file);
        if (!response.ok || !/text\/css/.test(response.headers.get('content-type') ?? '')) throw new Error(`${file}: ${response.status}`);
        return response.text();
      }),
    );
    return { css: texts.join('\n'), from };
  } catch {
    // Offline with a file not cached, or an answer that is no stylesheet: no picture this time.
    return null;
  }
}
