/**
 * SPEC.md §4 'paged lists': pages append and keep a next-page number; the next page is null
 * when the server reports 1 or fewer pages or when it would exceed the page count.
 */
import type { BillPage } from '../../types/api';

export function nextPageOf(pageNumber: number, answer: Pick<BillPage, 'pages' | 'result'>): number | null {
  if (answer.pages <= 1) return null;
  const next = answer.result.next?.page ?? pageNumber + 1;
  return next > answer.pages ? null : next;
}

/**
 * A throttle (the infinite scroll's 150 ms, SPEC.md §9): `run` at most once per `ms`. A call
 * inside the window is not dropped but runs once at its end, because the scroller asks only
 * once per loaded page and would otherwise wait forever.
 */
export function throttle<A extends unknown[]>(
  run: (...args: A) => void,
  ms: number,
  now: () => number = Date.now,
  schedule: (fn: () => void, delay: number) => unknown = setTimeout,
) {
  let last = Number.NEGATIVE_INFINITY;
  let pending: A | null = null;
  return (...args: A): void => {
    const wait = last + ms - now();
    if (wait <= 0) {
      last = now();
      run(...args);
      return;
    }
    if (pending) {
      pending = args;
      return;
    }
    pending = args;
    schedule(() => {
      const latest = pending as A;
      pending = null;
      last = now();
      run(...latest);
    }, wait);
  };
}
