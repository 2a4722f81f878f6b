/**
 * State outside the Redux store, in one pattern (issue 42 item 3). Three things live outside it,
 * each for a reason of its own:
 * - the applied language (i18n/language.ts): applied before the store exists, so that the first
 *   render is already in the person's language;
 * - the export settings (month-close/exports/settings.ts): local storage shared by an admin's
 *   tabs, heard from another tab through the browser's 'storage' event;
 * - everyone's time being read (person-time/people-time-reading.ts): a loader that hands its
 *   answers to the store in parts; its progress moves with every answer.
 * Each keeps its value in its own module and tells React through one of these: `subscribe` for
 * useSyncExternalStore, `changed()` after every change. Everything else is in the Redux store.
 */
export interface ExternalStore {
  /** For useSyncExternalStore (or any listener): answers the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /** Tells every listener that the value moved. */
  changed: () => void;
}

/** `watch` starts hearing changes made elsewhere (another tab) while anyone listens; answers its stop. */
export function externalStore(watch?: (changed: () => void) => () => void): ExternalStore {
  const listeners = new Set<() => void>();
  let unwatch: (() => void) | undefined;
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    changed,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && watch) unwatch = watch(changed);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        unwatch?.();
        unwatch = undefined;
      };
    },
  };
}
