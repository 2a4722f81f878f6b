/**
 * The page's first paint (issue 19). What the first screen does not need to draw itself (the
 * screen's chunk, the HTTP client, the person's data into the store) waits until the first
 * frame is painted: each piece then runs in a task of its own, and no request but the early
 * read (lib/early-read.ts) competes with the entry and its stylesheet for the first paint.
 */
import { dropKeptPicture } from './kept-picture';

let painted = false;
let watching = false;
const waiting: (() => void)[] = [];

function flush(): void {
  painted = true;
  const callbacks = waiting.splice(0);
  // One task each: a long boot step never joins another.
  for (const callback of callbacks) setTimeout(callback, 0);
}

/** Whether the first frame has been painted (then afterFirstPaint runs its callback at once). */
export function firstPaintDone(): boolean {
  return painted;
}

/** Runs `callback` in a task of its own once the first screen has been painted. */
export function afterFirstPaint(callback: () => void): void {
  if (painted) setTimeout(callback, 0);
  else waiting.push(callback);
}

/**
 * Called once React has committed the first screen (RootLayout's effect): the callbacks run
 * after the next frame is painted (a task queued from an animation frame runs after that
 * frame's paint), or after 1 s in a tab that is not drawing (hidden), whichever comes first.
 */
export function firstScreenCommitted(): void {
  if (watching) return;
  watching = true;
  afterNextFrame(() => {
    if (!painted) flush();
  }, 1000);
}

/**
 * Runs `callback` once, in a task after the next frame is painted (a task queued from an
 * animation frame runs after that frame's paint), or after `fallbackMs` where no frame comes (a
 * hidden tab), whichever is first.
 */
export function afterNextFrame(callback: () => void, fallbackMs: number): void {
  let ran = false;
  const run = () => {
    if (ran) return;
    ran = true;
    callback();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, fallbackMs);
}

/** Yields to the main thread (input, paint) between two steps of a long piece of work. */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

let screenShown = false;
const waitingScreen: (() => void)[] = [];

/**
 * Called by a staff screen once it has committed what it is there to show (Min sida's month, the
 * registration screen's day form), or its failure: callbacks of afterScreenDrawn run, a task each,
 * once that frame is painted (issue 44).
 */
export function screenDrawn(): void {
  if (screenShown) return;
  screenShown = true;
  // The app's own drawing is committed (a screen calls this from an effect): the picture over
  // it (kept-picture.ts) goes, and the next frame shows the app's.
  dropKeptPicture();
  afterNextFrame(() => {
    for (const callback of waitingScreen.splice(0)) setTimeout(callback, 0);
  }, 1000);
}

/**
 * Runs `callback` once the first screen's content is painted (screenDrawn): the code and requests
 * it does not draw with (the HTTP client's writes, editing, printing) never compete with it.
 */
export function afterScreenDrawn(callback: () => void): void {
  if (screenShown) afterNextFrame(callback, 1000);
  else waitingScreen.push(callback);
}
