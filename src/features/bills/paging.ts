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

/** A throttle: `run` at most once per `ms` (the infinite scroll's 150 ms, SPEC.md §9). */
export function throttle<A extends unknown[]>(run: (...args: A) => void, ms: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A): void => {
    const t = now();
    if (t - last < ms) return;
    last = t;
    run(...args);
  };
}
