/**
 * Min sida's page asks for its modules from a script, not from the markup (issue 44): each
 * module preload costs the main thread about 2 ms (at CPU 4×, some 80 ms for the page's dozen
 * inside the parser's task before the first paint, in a trace of a repeat visit). On a repeat
 * visit the kept picture (kept-picture-show.ts) is what the person looks at: it is painted
 * first, and the modules are asked for after its frame, a few per task so that the next frames
 * are not held (main.tsx evaluates them after that frame too). Without a picture (a first visit)
 * they are asked for at once, while the head is parsed, as the markup would.
 *
 * Self-contained (scripts/build.mjs inlines its source): it may use nothing from outside itself.
 */
export function linkModules(pictureDrawn: boolean, files: readonly string[]): void {
  const link = (from: number, count: number) => {
    for (const file of files.slice(from, from + count)) {
      const element = document.createElement('link');
      element.rel = 'modulepreload';
      element.crossOrigin = '';
      element.href = file;
      document.head.appendChild(element);
    }
    if (from + count < files.length) setTimeout(() => link(from + count, count), 0);
  };
  if (pictureDrawn) requestAnimationFrame(() => setTimeout(() => link(0, 3), 0));
  else link(0, files.length);
}
