/**
 * Everyone's time, read once per visit of a screen that needs it (the month overview, the month
 * per workplace). Kept outside the screens (issue 28): the admin's frame starts the reading when
 * the address is theirs, beside the screen's chunk, and the screen joins it when it renders; before, nothing
 * was asked until the screen's code had arrived and rendered (about 0.5 s of a 300-person first
 * visit). One reading at a time; it stops when nobody holds it any longer (the admin left).
 *
 * The answers are handed to the Months owner in batches (issue 19): one progress update per
 * `HAND_OVER_MS` at most, one store update per `TABLE_EVERY_MS` at most (issue 28), and both at
 * once when the last answer is in. Handed over one by one, 300 answers were 300 renders of the
 * whole overview (most of its 8 s). The admin's frame starts it through app/everyones-time.ts
 * (which first asks for the staff list); the screens join it through use-people-time.ts.
 */
import { afterNextFrame } from '../app/first-paint';
import type { AppDispatch, RootState } from '../app/store';
import { peopleTimeLoaded, readPersonTime, type PersonTimeAnswer } from './months-slice';
import type { Id } from '../types/api';
import { externalStore } from '../lib/external-store';

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

/**
 * The most answers handed over at once: more are handed over in parts, the next once the page
 * has drawn the last (after its frame), so that the render each part causes (the people's months
 * and rows, computed in one component's render, which React cannot slice) stays short (issue 28:
 * a handover of 150 people was a 40–60 ms task). Parts handed over faster than React draws them
 * are drawn together.
 */
export const HAND_OVER_PART = 40;

export interface Progress {
  done: number;
  total: number;
  failed: Id[];
}

/** What a screen shows of a reading: `key` names the people, `round` the retry it belongs to. */
export interface ReadingState {
  key: string;
  round: number;
  progress: Progress;
}

interface Reading {
  state: ReadingState;
  /** The store it hands over to (each test, each app has its own), known by its getState (a thunk's dispatch is a wrapper). */
  getState: () => RootState;
  holders: number;
  stopped: boolean;
  stop: () => void;
}

type Store = { dispatch: AppDispatch; getState: () => RootState };

let current: Reading | null = null;
const readingStore = externalStore();

function publish(reading: Reading, progress: Progress): void {
  if (reading.stopped) return;
  reading.state = { ...reading.state, progress };
  readingStore.changed();
}

/** For useSyncExternalStore: told whenever the reading's progress moves. */
export const subscribeReading = readingStore.subscribe;

/** The reading now (a new object whenever it moves), or null. */
export function readingNow(): ReadingState | null {
  return current?.state ?? null;
}

/** Reads the time of every one of `ids` not yet held by the Months owner, `LOAD_CONCURRENCY` at a time. */
function start({ dispatch, getState }: Store, ids: readonly Id[], round: number): Reading {
  const held = getState().Months.byUser;
  const need = ids.filter((id) => !held[id]?.user);
  let next = 0;
  let done = 0;
  const failed: Id[] = [];
  let answers: PersonTimeAnswer[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let handedOver = performance.now();
  /** Hands over the answers read so far, in parts (HAND_OVER_PART); `then` runs with the last part. */
  const handOver = (then?: () => void) => {
    clearTimeout(timer);
    timer = undefined;
    const batch = answers;
    answers = [];
    handedOver = performance.now();
    const part = (from: number) => {
      if (from < batch.length) dispatch(peopleTimeLoaded(batch.slice(from, from + HAND_OVER_PART)));
      if (from + HAND_OVER_PART < batch.length) afterNextFrame(() => part(from + HAND_OVER_PART), 100);
      else then?.();
    };
    part(0);
  };
  const reading: Reading = {
    state: { key: ids.join(','), round, progress: { done: 0, total: need.length, failed: [] } },
    getState,
    holders: 0,
    stopped: false,
    // Left or started again: what was read is still kept by the Months owner.
    stop: () => {
      if (reading.stopped) return;
      handOver();
      reading.stopped = true;
      if (current !== reading) return;
      current = null;
      readingStore.changed();
    },
  };
  const show = () => {
    const progress = { done, total: need.length, failed: [...failed] };
    // The last answer's progress (everyone read: the exports are offered) once every part is in the store.
    if (done === need.length) handOver(() => publish(reading, progress));
    else {
      if (performance.now() - handedOver >= TABLE_EVERY_MS) handOver();
      else timer = undefined;
      publish(reading, progress);
    }
  };
  const worker = async () => {
    while (!reading.stopped && next < need.length) {
      const userId = need[next] as Id;
      next += 1;
      const answer = await readPersonTime(userId);
      if (reading.stopped) {
        dispatch(peopleTimeLoaded([answer]));
        return;
      }
      answers.push(answer);
      if (!('time' in answer)) failed.push(userId);
      done += 1;
      if (done === need.length) show();
      else timer ??= setTimeout(show, HAND_OVER_MS);
    }
  };
  // Each worker's first request in a task of its own: sending a request costs the main thread
  // (more so with developer tools or Lighthouse watching), and twelve sent at once were one long task.
  for (let i = 0; i < Math.min(LOAD_CONCURRENCY, need.length); i += 1) setTimeout(() => void worker(), 0);
  return reading;
}

/**
 * Holds the reading of `ids` (round `round`): joins it when it is the one on its way, else
 * starts it (stopping another). Answers the release; the reading stops once nobody holds it,
 * after the current task, so a screen that takes over from the admin's frame keeps it going.
 */
export function holdReading(store: Store, ids: readonly Id[], round: number): () => void {
  const key = ids.join(',');
  if (!current || current.stopped || current.getState !== store.getState || current.state.key !== key || current.state.round !== round) {
    current?.stop();
    current = start(store, ids, round);
    readingStore.changed();
  }
  const reading = current;
  reading.holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    reading.holders -= 1;
    setTimeout(() => {
      if (reading.holders === 0) reading.stop();
    }, 0);
  };
}
