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

/** Resolves when the main thread has nothing else to do, or after `timeoutMs` on a busy page. */
export function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, Math.min(timeoutMs, 300));
  });
}
