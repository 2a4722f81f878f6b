/**
 * The month overview's loading: every person's time not yet held by the Months owner, read a
 * few at a time, with the progress and a retry. Kept apart from the overview's rendering, so
 * how it loads can change on its own.
 */
import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch } from '../app/hooks';
import type { RootState } from '../app/store';
import { personTimeLoaded } from '../features/time/months-slice';
import type { Id } from '../types/api';

/** How many people's time is read at once. */
export const LOAD_CONCURRENCY = 6;


export interface Progress {
  done: number;
  total: number;
  failed: Id[];
}

/**
 * Reads the time of every person not yet held by the Months owner, `LOAD_CONCURRENCY` at a
 * time. Answers the progress and a retry for those that failed.
 */
export function usePeopleTime(ids: readonly Id[] | null) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const [progress, setProgress] = useState<Progress>({ done: 0, total: 0, failed: [] });
  const [round, setRound] = useState(0);
  const key = ids?.join(',') ?? '';

  useEffect(() => {
    if (!ids) return;
    const held = store.getState().Months.byUser;
    const need = ids.filter((id) => !held[id]?.user);
    let cancelled = false;
    let next = 0;
    let done = 0;
    const failed: Id[] = [];
    setProgress({ done: 0, total: need.length, failed: [] });
    const worker = async () => {
      while (!cancelled && next < need.length) {
        const id = need[next] as Id;
        next += 1;
        const read = await dispatch(personTimeLoaded(id));
        if (cancelled) return;
        if (!personTimeLoaded.fulfilled.match(read)) failed.push(id);
        done += 1;
        setProgress({ done, total: need.length, failed: [...failed] });
      }
    };
    for (let i = 0; i < Math.min(LOAD_CONCURRENCY, need.length); i += 1) void worker();
    return () => {
      cancelled = true;
    };
    // `key` stands for `ids`; `round` is a retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round, dispatch, store]);

  return { progress, retry: () => setRound((r) => r + 1) };
}

