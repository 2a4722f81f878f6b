/** The one pattern for state outside the Redux store (issue 42 item 3; src/lib/external-store.ts). */
import { describe, expect, it, vi } from 'vitest';
import { externalStore } from '../../src/lib/external-store';

describe('externalStore', () => {
  it('tells every listener of a change, and no one who left', () => {
    const store = externalStore();
    const a = vi.fn();
    const b = vi.fn();
    const leaveA = store.subscribe(a);
    store.subscribe(b);
    store.changed();
    leaveA();
    store.changed();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
  });

  it('hears changes made elsewhere only while someone listens (one watch for all)', () => {
    let fromElsewhere: () => void = () => undefined;
    let watching = false;
    const stop = vi.fn(() => {
      watching = false;
    });
    const store = externalStore((changed) => {
      fromElsewhere = changed;
      watching = true;
      return stop;
    });
    const listener = vi.fn();
    expect(watching).toBe(false);
    const leave1 = store.subscribe(listener);
    const leave2 = store.subscribe(() => undefined);
    fromElsewhere();
    expect(listener).toHaveBeenCalledTimes(1);
    leave1();
    expect(stop).not.toHaveBeenCalled();
    leave2();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(watching).toBe(false);
  });
});
