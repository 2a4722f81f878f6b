/** What waits for the person's first interaction runs once, at the first focus, key or tap. */
import { describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from '../../src/lib/first-interaction';

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
