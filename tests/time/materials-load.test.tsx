/**
 * The materials step's panel (its own chunk, day-materials-panel.tsx): not asked for while the
 * day's form is being drawn, but once the phone is idle after it, without being opened, so that
 * 'Visa material' then opens the list at once, offline too (issue 44). Opened before that, it is
 * asked for then.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** How often the panel's module was evaluated (its chunk fetched), in this file's module graph. */
const panel = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../../src/features/time/components/day-materials-panel', async (original) => {
  panel.loads += 1;
  return original();
});

afterEach(() => vi.useRealTimers());

describe('the materials panel', () => {
  it('is fetched once the form is idle, not while it is drawn; opening it then shows the list at once', async () => {
    const { MaterialsStep } = await import('../../src/features/time/components/day-materials');
    // The phone's clock held: only what is asked for without waiting for idle happens.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<MaterialsStep products={[]} onChange={() => undefined} />);
    // Time enough for a module to load (real I/O turns), none for the phone to be idle.
    for (let turn = 0; turn < 50; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(panel.loads).toBe(0);
    // Idle (jsdom has no requestIdleCallback: whenIdle's fallback), never opened: fetched.
    vi.advanceTimersByTime(2000);
    vi.useRealTimers();
    await vi.waitFor(() => expect(panel.loads).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'Visa material' }));
    expect(screen.getByLabelText('Material', { selector: 'select' })).toBeInTheDocument();
    expect(panel.loads).toBe(1);
  });
});
