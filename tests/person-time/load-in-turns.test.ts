/**
 * Code asked for ahead of a press (src/person-time/lazy-writes.ts loadInTurns): one module per idle period, in turn,
 * so a dozen links are not one long task after Min sida's month is drawn.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadInTurns } from '../../src/person-time/lazy-writes';

/** requestIdleCallback held: `idle()` runs the oldest callback asked for, then lets its promises settle. */
function idlePeriods() {
  const asked: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => asked.push(run));
  const idle = async () => {
    asked.shift()?.({ didTimeout: false, timeRemaining: () => 49 });
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { asked, idle };
}

describe('loadInTurns', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for one module per idle period, in turn; one that fails does not stop the next', async () => {
    const { asked, idle } = idlePeriods();
    const writes = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const month = vi.fn(() => Promise.resolve());
    const edit = vi.fn(() => Promise.resolve());
    void loadInTurns([writes, month, edit], 2000);
    expect(writes).not.toHaveBeenCalled();
    await idle();
    expect([writes.mock.calls.length, month.mock.calls.length, edit.mock.calls.length]).toEqual([1, 0, 0]);
    await idle();
    expect([writes.mock.calls.length, month.mock.calls.length, edit.mock.calls.length]).toEqual([1, 1, 0]);
    await idle();
    expect([writes.mock.calls.length, month.mock.calls.length, edit.mock.calls.length]).toEqual([1, 1, 1]);
    expect(asked).toHaveLength(0);
  });

  it('asks for nothing more once stopped (the screen left)', async () => {
    const { asked, idle } = idlePeriods();
    const writes = vi.fn(() => Promise.resolve());
    const month = vi.fn(() => Promise.resolve());
    const stop = loadInTurns([writes, month], 2000);
    await idle();
    stop();
    await idle();
    expect([writes.mock.calls.length, month.mock.calls.length]).toEqual([1, 0]);
    expect(asked).toHaveLength(0);
  });
});
