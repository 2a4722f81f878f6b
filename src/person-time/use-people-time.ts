/**
 * The month overview's loading, as a screen sees it: every person's time not yet held by the
 * Months owner, with the progress and a retry. The reading itself (people-time-reading.ts) is
 * started by the route when it is matched and joined here; kept apart from the overview's
 * rendering, so how it loads can change on its own.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import { useAppSelector } from '../app/hooks';
import type { RootState } from '../app/store';
import type { Id } from '../types/api';
import { holdReading, readingNow, subscribeReading, type Progress } from './people-time-reading';

export type { Progress } from './people-time-reading';

/**
 * Reads the time of every person not yet held by the Months owner (or joins the reading the
 * route started). Answers the progress and a retry for those that failed.
 */
export function usePeopleTime(ids: readonly Id[] | null) {
  const store = useStore<RootState>();
  const byUser = useAppSelector((state) => state.Months.byUser);
  const [round, setRound] = useState(0);
  const key = ids?.join(',') ?? '';

  useEffect(() => {
    if (ids) return holdReading(store, ids, round);
    // `key` stands for `ids`; `round` is a retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round, store]);

  const reading = useSyncExternalStore(subscribeReading, readingNow);
  // Before the reading has started (the render before the effect), the people not held are
  // still to read: the screen never shows a frame that looks complete with nobody read.
  const progress: Progress =
    ids && reading?.key === key && reading.round === round
      ? reading.progress
      : { done: 0, total: ids?.filter((id) => !byUser[id]?.user).length ?? 0, failed: [] };
  /** `started`: these people's reads are on their way (a screen can draw what is slow to draw after that). */
  return { progress, started: ids !== null && reading?.key === key, retry: () => setRound((r) => r + 1) };
}
