/**
 * Demo mode without a working IndexedDB (issue 27 item 5): one that cannot be opened, that
 * fails to open, that never answers, or that throws on a write never stops the demo. It runs
 * from memory, the page is told (onMemoryOnly: the notice on screen), and signing in works.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoCredentials } from '../../src/demo/credentials';

type Fake = Record<string, unknown>;

/** An IDBRequest that answers `value` (or fails) a moment later, as the real one does. */
function request(value: unknown, fails = false): Fake {
  const req: Fake = {};
  setTimeout(() => {
    if (fails) {
      req.error = new DOMException('open failed', 'UnknownError');
      (req.onerror as (() => void) | undefined)?.();
    } else {
      req.result = value;
      (req.onsuccess as (() => void) | undefined)?.();
    }
  }, 0);
  return req;
}

/** Opens and reads (nothing saved yet), but every write throws as it starts. */
const writesThrow = {
  open: () =>
    request({
      transaction: (_stores: string[], mode: string) => {
        if (mode === 'readwrite') throw new DOMException('The database connection is closing.', 'InvalidStateError');
        return { objectStore: () => ({ get: () => request(undefined), getAllKeys: () => request([]), getAll: () => request([]) }) };
      },
    }),
};

const openThrows = {
  open: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};
const openFails = { open: () => request(null, true) };
const neverAnswers = { open: () => ({}) };

/** The demo provider's modules afresh, with this IndexedDB; sign in through its handlers. */
async function freshDemo(indexedDB: Fake) {
  vi.resetModules();
  vi.stubGlobal('indexedDB', indexedDB);
  const db = await import('../../src/demo/db');
  const { handlers } = await import('../../src/demo/handlers');
  const { getResponse } = await import('msw');
  const told = vi.fn();
  db.onMemoryOnly(told);
  const signIn = async () => {
    const { phone, password } = demoCredentials.staff;
    const response = await getResponse(
      handlers,
      new Request(new URL('/api/auth/login/', location.origin), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ phone, password }),
      }),
    );
    return { status: response?.status, body: (await response?.json()) as { token?: string; data?: { phone?: string } } };
  };
  return { db, told, signIn };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('demo mode with an IndexedDB that fails (issue 27)', () => {
  for (const [name, fake] of [
    ['open throws', openThrows],
    ['open fails', openFails],
    ['every write throws', writesThrow],
  ] as const) {
    it(`${name}: memory only, said once, and signing in works`, async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { db, told, signIn } = await freshDemo(fake);
      await db.loadDemoData();
      expect(told).toHaveBeenCalledTimes(1);
      const answer = await signIn();
      expect(answer.status).toBe(200);
      expect(answer.body.token).toBeTruthy();
      // A change is kept in memory for the page's life.
      expect(Object.keys(db.demoState().tokens)).toContain(answer.body.token);
      expect(told).toHaveBeenCalledTimes(1);
    });
  }

  it('never answers: the demo goes on from memory after a few seconds, and says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { db, told, signIn } = await freshDemo(neverAnswers);
    vi.useFakeTimers();
    const loading = db.loadDemoData();
    await vi.advanceTimersByTimeAsync(5_000);
    await loading;
    vi.useRealTimers();
    expect(told).toHaveBeenCalledTimes(1);
    expect((await signIn()).status).toBe(200);
  });

  it('no IndexedDB at all: memory only, said', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { db, told } = await freshDemo(undefined as unknown as Fake);
    await db.loadDemoData();
    expect(told).toHaveBeenCalledTimes(1);
  });
});
