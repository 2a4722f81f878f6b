/**
 * Min sida's writes, loaded after the month is drawn (issue 44): the entry's edit, move and
 * delete, a month cleared, and with them the totals' healing and the HTTP client's writes. The
 * screen draws the month without them; a press before they are here waits for them, busy
 * (app/use-mutation.ts `lazyMutation`), and `preloadWrites` asks for them once the month is shown
 * and the page idle.
 */
import { lazyMutation } from '../app/use-mutation';

const entryWrites = () => import('./entry-writes');

export const entryDeletedLater = lazyMutation(() => entryWrites().then((m) => m.entryDeleted));
export const entryMovedLater = lazyMutation(() => entryWrites().then((m) => m.entryMoved));
export const entryEditedLater = lazyMutation(() => entryWrites().then((m) => m.entryEdited));
export const entryEditResumedLater = lazyMutation(() => entryWrites().then((m) => m.entryEditResumed));
export const monthClearedLater = lazyMutation(() => import('./month-writes').then((m) => m.monthCleared));

/** Asks for every write above (each only once; a failed fetch is asked again at its press). */
export function preloadWrites(): void {
  for (const write of [entryDeletedLater, entryMovedLater, entryEditedLater, entryEditResumedLater, monthClearedLater]) void write.load().catch(() => undefined);
}
