/**
 * The person's first interaction with the page: a focus, a key press or a tap/click. What the
 * first screen does not need to show itself (the HTTP client, the toast container, the service
 * worker) waits for it, so the login screen downloads nothing more until someone uses it.
 */
const events = ['focusin', 'keydown', 'pointerdown'] as const;

let happened = false;
const waiting = new Set<() => void>();

function fire(): void {
  happened = true;
  for (const name of events) window.removeEventListener(name, fire, true);
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
}

/** Runs `callback` once, at the first interaction (at once if it has happened). Returns a cancel. */
export function onFirstInteraction(callback: () => void): () => void {
  if (happened) {
    callback();
    return () => undefined;
  }
  if (waiting.size === 0) {
    for (const name of events) window.addEventListener(name, fire, { capture: true, passive: true });
  }
  waiting.add(callback);
  return () => {
    waiting.delete(callback);
  };
}

/**
 * An idle period at least this long (ms) means no frame is due: the page has stopped drawing.
 * Chromium's idle periods between two frames of a page still drawing are at most 16 ms; with
 * nothing to draw they are 50 ms.
 */
const QUIET_MS = 30;

/**
 * Resolves when the main thread has nothing else to do, or after `timeoutMs` on a busy page.
 * Nothing else to do: an idle period with no frame due, not a gap between two frames of a screen
 * still being drawn (issue 28: the HTTP client's evaluation and the role check landed between the
 * frames that showed Min sida's month).
 */
export function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    // globalThis, not window: a wait asked for as a page (or a test's document) goes away finds
    // no idle callback and resolves by its timer, rather than throwing.
    if (typeof globalThis.requestIdleCallback !== 'function') {
      setTimeout(resolve, Math.min(timeoutMs, 300));
      return;
    }
    const until = performance.now() + timeoutMs;
    const wait = () =>
      globalThis.requestIdleCallback(
        (deadline) => {
          if (deadline.didTimeout || deadline.timeRemaining() >= QUIET_MS || performance.now() >= until) resolve();
          else wait();
        },
        { timeout: Math.max(1, until - performance.now()) },
      );
    wait();
  });
}

/**
 * A function that does `work` with the latest value it was given once the main thread is idle
 * (whenIdle(timeoutMs)): calls in between only replace the value, and one run serves them all.
 * For what is kept on the phone after a screen is drawn (last-read.ts, kept-picture-capture.ts).
 */
export function latestWhenIdle<T>(timeoutMs: number, work: (value: T) => void): (value: T) => void {
  let next: { value: T } | null = null;
  return (value) => {
    const asked = next !== null;
    next = { value };
    if (asked) return;
    void whenIdle(timeoutMs).then(() => {
      const latest = next;
      next = null;
      if (latest) work(latest.value);
    });
  };
}
