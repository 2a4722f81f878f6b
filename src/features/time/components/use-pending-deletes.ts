/**
 * Deleting one entry with undo (issue 12 item 7), as a delayed send: the entry disappears at
 * once, and POST /api/month/delete/{userId} goes only after UNDO_MS unless 'Ångra' is pressed.
 * Nothing is kept anywhere: when the page goes away (reload, another screen) before the delay,
 * the delete is simply not sent and the entry is still there. A failed send brings the entry
 * back and shows the failure.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation } from '../../../app/use-mutation';
import type { Id, TimeEntry } from '../../../types/api';
import { entryDeletedLater } from '../../../person-time/lazy-writes';

export const UNDO_MS = 5000;

export interface PendingDelete {
  entry: TimeEntry;
  monthNumber: number;
  /** The delay is over and the delete is on its way: no undo any more. */
  sending: boolean;
}

export function usePendingDeletes(userId: Id | null, delay: number = UNDO_MS) {
  const remove = useMutation(entryDeletedLater, { success: (message) => message });
  const [pending, setPending] = useState<PendingDelete[]>([]);
  const timers = useRef(new Map<Id, ReturnType<typeof setTimeout>>());
  const run = useRef(remove.run);
  useEffect(() => {
    run.current = remove.run;
  });

  useEffect(() => {
    const all = timers.current;
    return () => {
      // The page goes away: what is still waiting is not sent.
      for (const timer of all.values()) clearTimeout(timer);
      all.clear();
    };
  }, []);

  const drop = useCallback((entryId: Id) => setPending((list) => list.filter((p) => p.entry._id !== entryId)), []);

  const schedule = useCallback(
    (entry: TimeEntry, monthNumber: number) => {
      if (!userId || timers.current.has(entry._id)) return;
      setPending((list) => [...list.filter((p) => p.entry._id !== entry._id), { entry, monthNumber, sending: false }]);
      const timer = setTimeout(() => {
        timers.current.delete(entry._id);
        setPending((list) => list.map((p) => (p.entry._id === entry._id ? { ...p, sending: true } : p)));
        // The time owner reads the person's time again before this settles: the entry is gone
        // from the month when it is no longer hidden; after a failure it shows again.
        void run.current({ userId, entryId: entry._id, monthNumber }).then(() => drop(entry._id));
      }, delay);
      timers.current.set(entry._id, timer);
    },
    [userId, delay, drop],
  );

  const undo = useCallback(
    (entryId: Id) => {
      const timer = timers.current.get(entryId);
      if (timer === undefined) return;
      clearTimeout(timer);
      timers.current.delete(entryId);
      drop(entryId);
    },
    [drop],
  );

  const hidden = useMemo(() => new Set(pending.map((p) => p.entry._id)), [pending]);
  return { pending, hidden, schedule, undo, failure: remove.failure, dismiss: remove.dismiss };
}
