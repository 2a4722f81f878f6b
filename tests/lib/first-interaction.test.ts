/**
 * What waits for the person's first interaction runs once, at the first focus, key or tap; what
 * waits for an idle page runs once the page has stopped drawing, not between two frames.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstInteraction, whenIdle } from '../../src/lib/first-interaction';

describe('onFirstInteraction', () => {
  it('runs every waiting callback once, at the first focus, key press or tap, and not before', () => {
    const warm = vi.fn();
    const toasts = vi.fn();
    const cancelled = vi.fn();
    onFirstInteraction(warm);
    onFirstInteraction(toasts);
    const cancel = onFirstInteraction(cancelled);
    cancel();

    // Scrolling, moving the mouse or resizing is not an interaction with the form.
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new MouseEvent('mousemove'));
    window.dispatchEvent(new Event('resize'));
    expect(warm).not.toHaveBeenCalled();

    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(warm).toHaveBeenCalledTimes(1);
    expect(toasts).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();

    // Later interactions run nothing again; a callback added afterwards runs at once.
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(warm).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    onFirstInteraction(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** The browser's idle callbacks, run by the test with the deadline it chooses. */
  function idleCallbacks() {
    const asked: { run: IdleRequestCallback; timeout: number | undefined }[] = [];
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback, options?: IdleRequestOptions) => asked.push({ run, timeout: options?.timeout }));
    const idle = async (remaining: number, didTimeout = false) => {
      const next = asked.shift();
      if (!next) throw new Error('nothing waits for an idle period');
      next.run({ didTimeout, timeRemaining: () => remaining });
      await Promise.resolve();
    };
    return { asked, idle };
  }

  it('waits through the short idle periods between frames and resolves at the first long one', async () => {
    const { asked, idle } = idleCallbacks();
    const done = vi.fn();
    void whenIdle(2000).then(done);
    // Between two frames of a screen still being drawn: at most 16 ms idle.
    await idle(12);
    await idle(4);
    expect(done).not.toHaveBeenCalled();
    expect(asked).toHaveLength(1);
    // Nothing more to draw: Chromium's 50 ms idle period.
    await idle(49);
    await Promise.resolve();
    expect(done).toHaveBeenCalledTimes(1);
    expect(asked).toHaveLength(0);
  });

  it('resolves at its timeout on a page that never stops drawing, and asks the browser for no later time', async () => {
    const { asked, idle } = idleCallbacks();
    const done = vi.fn();
    void whenIdle(2000).then(done);
    expect(asked[0]?.timeout).toBeGreaterThan(1990);
    expect(asked[0]?.timeout).toBeLessThanOrEqual(2000);
    await idle(8);
    expect(asked[0]?.timeout).toBeLessThanOrEqual(2000);
    await idle(0, true);
    await Promise.resolve();
    expect(done).toHaveBeenCalledTimes(1);
  });
});
