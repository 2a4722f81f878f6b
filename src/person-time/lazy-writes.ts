/**
 * Min sida's writes, loaded after the month is drawn (issue 44): the entry's edit, move and
 * delete, a month cleared, and with them the totals' healing and the HTTP client's writes. The
 * screen draws the month without them; a press before they are here waits for them, busy
 * (app/use-mutation.ts `lazyMutation`), and `preloadWrites` asks for them once the month is shown
 * and the page idle, one module at a time.
 */
import { lazyMutation } from '../app/use-mutation';
import { whenIdle } from '../lib/first-interaction';

const entryWrites = () => import('./entry-writes');

export const entryDeletedLater = lazyMutation(() => entryWrites().then((m) => m.entryDeleted));
export const entryMovedLater = lazyMutation(() => entryWrites().then((m) => m.entryMoved));
export const entryEditedLater = lazyMutation(() => entryWrites().then((m) => m.entryEdited));
export const entryEditResumedLater = lazyMutation(() => entryWrites().then((m) => m.entryEditResumed));
export const monthClearedLater = lazyMutation(() => import('./month-writes').then((m) => m.monthCleared));

/**
 * Asks for every write above, then for `more` (the line's edit), one module per idle moment
 * (loadInTurns, below): each asks for its own files, and together they made one long task after
 * the month was drawn. Each is asked for once; a failed fetch is asked again at its press.
 * Returns a stop: the screen left, nothing more is asked for.
 */
export function preloadWrites(...more: (() => Promise<unknown>)[]): () => void {
  const allEntryWrites = () => Promise.all([entryDeletedLater, entryMovedLater, entryEditedLater, entryEditResumedLater].map((write) => write.load()));
  return loadInTurns([allEntryWrites, monthClearedLater.load, ...more], 2000);
}

/**
 * Calls each of `loads` in an idle moment of its own (whenIdle(timeoutMs) before each), in turn:
 * code asked for ahead of a press, where each module asks for its files at once (a link per file)
 * and all of them together made one long task. A load that fails does not stop the next; it is
 * asked for again where it is needed. Returns a stop: no load is called after it.
 */
export function loadInTurns(loads: readonly (() => Promise<unknown>)[], timeoutMs: number): () => void {
  let stopped = false;
  void (async () => {
    for (const load of loads) {
      await whenIdle(timeoutMs);
      if (stopped) return;
      void load().catch(() => undefined);
    }
  })();
  return () => {
    stopped = true;
  };
}
