/**
 * The month overview's loading: every person's time not yet held by the Months owner, read a
 * few at a time, with the progress and a retry. Kept apart from the overview's rendering, so
 * how it loads can change on its own.
 *
 * The answers are handed to the Months owner in batches (issue 19): one progress update per
 * `HAND_OVER_MS` at most, one store update per `TABLE_EVERY_MS` at most (issue 28), and both at
 * once when the last answer is in. Handed over one by one, 300 answers were 300 renders of the
 * whole overview (most of its 8 s).
 */
import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import type { RootState } from '../app/store';
import { peopleTimeLoaded, readPersonTime, type PersonTimeAnswer } from '../person-time/months-slice';
import type { Id } from '../types/api';

/**
 * How many people's time is asked for at once: twice the 6 connections a browser opens per origin
 * over HTTP/1.1 (issue 28). The browser sends the next request queued as soon as a connection is
 * free, so the connections keep reading while the main thread draws a handover; with only 6 asked
 * for, each of them waited for the main thread before the next was sent. Bounded, so another
 * screen's request never waits behind hundreds.
 */
export const LOAD_CONCURRENCY = 12;

/** The longest the progress waits before it shows the answers already read. */
export const HAND_OVER_MS = 200;

/**
 * The longest the answers already read wait before they are handed over and shown in the table
 * (issue 28): each handover redraws the changed rows and lays out the whole table of 300 people
 * again, which cost the main thread more than the reads themselves; the progress moves meanwhile.
 */
export const TABLE_EVERY_MS = 1000;

export interface Progress {
  done: number;
  total: number;
  failed: Id[];
}

/** The progress of one reading: `key` names the people, `round` the retry it belongs to. */
type Reading = Progress & { key: string; round: number };

/**
 * Reads the time of every person not yet held by the Months owner, `LOAD_CONCURRENCY` at a
 * time. Answers the progress and a retry for those that failed.
 */
export function usePeopleTime(ids: readonly Id[] | null) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const byUser = useAppSelector((state) => state.Months.byUser);
  const [round, setRound] = useState(0);
  const key = ids?.join(',') ?? '';
  const [reading, setProgress] = useState<Reading | null>(null);

  useEffect(() => {
    if (!ids) return;
    const held = store.getState().Months.byUser;
    const need = ids.filter((id) => !held[id]?.user);
    let cancelled = false;
    let next = 0;
    let done = 0;
    const failed: Id[] = [];
    let answers: PersonTimeAnswer[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    let handedOver = performance.now();
    const handOver = () => {
      clearTimeout(timer);
      timer = undefined;
      if (answers.length > 0) dispatch(peopleTimeLoaded(answers));
      answers = [];
      handedOver = performance.now();
    };
    const show = () => {
      if (done === need.length || performance.now() - handedOver >= TABLE_EVERY_MS) handOver();
      else timer = undefined;
      setProgress({ key, round, done, total: need.length, failed: [...failed] });
    };
    setProgress({ key, round, done: 0, total: need.length, failed: [] });
    const worker = async () => {
      while (!cancelled && next < need.length) {
        const userId = need[next] as Id;
        next += 1;
        const answer = await readPersonTime(userId);
        answers.push(answer);
        // Left or started again: what was read is still kept by the Months owner.
        if (cancelled) return handOver();
        if (!('time' in answer)) failed.push(userId);
        done += 1;
        if (done === need.length) show();
        else timer ??= setTimeout(show, HAND_OVER_MS);
      }
    };
    for (let i = 0; i < Math.min(LOAD_CONCURRENCY, need.length); i += 1) void worker();
    return () => {
      cancelled = true;
      handOver();
    };
    // `key` stands for `ids`; `round` is a retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round, dispatch, store]);

  // Before the reading has started (the render before the effect), the people not held are
  // still to read: the screen never shows a frame that looks complete with nobody read.
  const progress: Progress =
    reading?.key === key && reading.round === round ? reading : { done: 0, total: ids?.filter((id) => !byUser[id]?.user).length ?? 0, failed: [] };
  /** `started`: these people's reads are on their way (a screen can draw what is slow to draw after that). */
  return { progress, started: reading?.key === key, retry: () => setRound((r) => r + 1) };
}
