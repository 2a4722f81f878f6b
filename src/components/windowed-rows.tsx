/**
 * Windowed table rows (issue 19): a table of any length draws only the rows near the screen,
 * with the page itself scrolling (TanStack Virtual's window virtualizer). The rows stay in the
 * table's own flow; a spacer row stands for the rows above and below what is drawn, so the
 * page is as tall as the whole table and the scrollbar tells where one is. Rows are measured as
 * they are drawn (a card on a phone is taller than a table row on a desk).
 *
 * For assistive technology the table says how many rows it has (aria-rowcount) and each drawn
 * row where it is (aria-rowindex). The row that last had keyboard focus stays drawn wherever
 * the page scrolls, so focus can go back to it (after a dialog it opened), and so do its
 * neighbours, so that Tab never leaves the rows for want of the next one. Printing the page
 * draws every row (beforeprint/afterprint).
 */
import { defaultRangeExtractor, measureElement, useWindowVirtualizer, windowScroll, type Range, type VirtualItem } from '@tanstack/react-virtual';
import { Fragment, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { keepTabbedInView } from './keep-tabbed-in-view';

/** Rows drawn beyond the screen on each side: keyboard focus and fast scrolls find them there. */
const OVERSCAN = 8;

export interface WindowedRows {
  /** Put on the rows' <tbody> (or a list's container): where the rows start on the page, and which row has focus. */
  bodyRef: (element: HTMLElement | null) => (() => void) | undefined;
  /** The rows to draw now, in order, each with the height of the undrawn rows before it. */
  rows: { index: number; gapBefore: number }[];
  /** The height of the undrawn rows after the last drawn one. */
  gapAfter: number;
  /** Put on each drawn row (with data-index={index}) so its height is measured. */
  measure: (element: HTMLElement | null) => void;
}

/** A row's height before it is measured (px): a table row on a desk, a card below `cardsBelow` px wide. */
export interface RowEstimate {
  table: number;
  card: number;
  cardsBelow: number;
  /** The space between two cards (their margin, which a measure leaves out). */
  cardGap?: number;
}

export function useWindowedRows({
  count,
  estimate,
  getKey,
  keep,
  drawnWith,
  estimateOf,
}: {
  count: number;
  estimate: RowEstimate;
  /** A row's own height before it is measured where it is not the others' (a group's heading), or undefined. */
  estimateOf?: (index: number) => number | undefined;
  getKey: (index: number) => string | number;
  /** A row that stays drawn wherever the page is scrolled (the one being edited), or -1. */
  keep?: number;
  /** A row drawn whenever this one is (its group's heading), or -1. */
  drawnWith?: (index: number) => number;
}): WindowedRows {
  const body = useRef<HTMLElement | null>(null);
  // Where the rows start on the page (below); null until it has been read. Until then nothing
  // can be scrolled to or focused, so no row is drawn beyond the screen: Min sida's first paint
  // drew 23 rows, 8 of them on a phone's screen (issue 44).
  const [top, setTop] = useState<number | null>(null);
  const margin = top ?? 0;
  const [printing, setPrinting] = useState(false);
  // The row that last had keyboard focus (read by the range). Focus moving to a row whose
  // neighbours are drawn redraws nothing (issue 28: 'Ändra' in one render); `drawFocused`
  // redraws when they are not.
  const focused = useRef(-1);
  const [focusDrawn, drawFocused] = useState(0);

  // Where the rows start on the page: anything above the table (a notice, a banner) moves it.
  // Read when the page's size changes (a ResizeObserver on the body: a notice above the rows,
  // the rows measured, the window), after the browser's own layout: never after every render,
  // and never inside a commit (issue 28: a forced layout in every commit).
  const place = useCallback(() => {
    const element = body.current;
    if (!element) return;
    const now = Math.round(element.getBoundingClientRect().top + window.scrollY);
    setTop((m) => (m === null || Math.abs(m - now) > 1 ? now : m));
  }, []);
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') {
      place();
      return;
    }
    const observer = new ResizeObserver(place);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [place]);

  useEffect(() => {
    const before = () => setPrinting(true);
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  const kept = keep ?? -1;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      // The focused row's neighbours too (two each side: a group's heading may be in between):
      // Tab and Shift+Tab find the next row drawn even before the scroll that focus caused has
      // been handled.
      const at = focused.current;
      const wanted = at >= 0 ? [kept, at - 2, at - 1, at, at + 1, at + 2] : [kept];
      if (drawnWith) for (const index of [...indexes, ...wanted]) if (index >= 0 && index < range.count) wanted.push(drawnWith(index));
      const extra = wanted.filter((index) => index >= 0 && index < range.count && !indexes.includes(index));
      return extra.length === 0 ? indexes : [...indexes, ...new Set(extra)].sort((a, b) => a - b);
    },
    // `focusDrawn`: the range is taken again when a focused row's neighbours were not drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kept, focusDrawn, drawnWith],
  );

  const cards = typeof window !== 'undefined' && window.innerWidth < estimate.cardsBelow;
  const rowEstimate = cards ? estimate.card : estimate.table;
  // A drawn row whose height is its estimate moves nothing and draws nothing again (issue 28).
  const estimateSize = useCallback((index: number) => estimateOf?.(index) ?? rowEstimate, [estimateOf, rowEstimate]);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize,
    gap: cards ? (estimate.cardGap ?? 0) : 0,
    overscan: top === null ? 0 : OVERSCAN,
    scrollMargin: margin,
    getItemKey: getKey,
    rangeExtractor,
    // A row with no height is not laid out (a hidden table, or no layout at all as in jsdom):
    // it keeps its estimate rather than pulling every row into the window.
    // A row is measured by the virtualizer's ResizeObserver, after the browser's layout; when it
    // is drawn (its ref, inside the commit) it keeps what it measured before, or the estimate:
    // reading its height there would force a layout inside the commit (issue 28).
    measureElement: (element, entry, instance) => {
      const index = instance.indexFromElement(element);
      if (!entry) return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? estimateSize(index);
      return measureElement(element, entry, instance) || estimateSize(index);
    },
    // When it attaches (in React's commit) the virtualizer writes back the position it has just
    // read: the page is there already, and the write lays the page out inside the commit (issue
    // 28: 41 ms of the staff list's first task on a phone profile). Every other write is made.
    scrollToFn: (offset, options, instance) => {
      if (offset + (options.adjustments ?? 0) === instance.scrollOffset && !options.behavior) return;
      windowScroll(offset, options, instance);
    },
    // The window's size from the start: the first render draws the rows on screen, in the render
    // that React may slice, rather than none and then all of them in the commit's own task.
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
    // Then the window's size on each resize. The virtualizer's own observer also reads it at once
    // when it attaches, in React's commit, where reading the window's size lays out the page just
    // drawn (issue 28: 64 ms of the month overview's first table on a phone profile, unthrottled).
    observeElementRect: (instance, changed) => {
      const target = instance.scrollElement;
      if (!target) return;
      const read = () => changed({ width: target.innerWidth, height: target.innerHeight });
      target.addEventListener('resize', read, { passive: true });
      return () => target.removeEventListener('resize', read);
    },
  });

  const bodyRef = useCallback(
    (element: HTMLElement | null) => {
      body.current = element;
      if (!element) return;
      const onFocus = (event: FocusEvent) => {
        const row = event.target instanceof Element ? event.target.closest('[data-index]') : null;
        if (!row) return;
        const at = Number(row.getAttribute('data-index'));
        focused.current = at;
        // Tab and Shift+Tab must find the next row drawn before the scroll is handled: when a
        // neighbour is not drawn, the range is taken again now; otherwise nothing is redrawn.
        const drawn = (index: number) => index < 0 || index >= count || element.querySelector(`[data-index="${index}"]`) !== null;
        if (![at - 2, at - 1, at + 1, at + 2].every(drawn)) drawFocused((n) => n + 1);
        if (event.target instanceof HTMLElement) keepTabbedInView(event.target);
      };
      element.addEventListener('focusin', onFocus);
      return () => element.removeEventListener('focusin', onFocus);
    },
    [count],
  );

  if (printing) {
    return {
      bodyRef,
      rows: Array.from({ length: count }, (_, index) => ({ index, gapBefore: 0 })),
      gapAfter: 0,
      measure: virtualizer.measureElement,
    };
  }

  const items: VirtualItem[] = virtualizer.getVirtualItems();
  let cursor = margin;
  const rows = items.map((item) => {
    const gapBefore = Math.max(0, item.start - cursor);
    cursor = item.end;
    return { index: item.index, gapBefore };
  });
  const gapAfter = Math.max(0, virtualizer.getTotalSize() + margin - cursor);
  return { bodyRef, rows, gapAfter, measure: virtualizer.measureElement };
}

/**
 * A drawn row's stripe, for its <tr> (`data-stripe`, data-table.module.css): 'odd' or 'even' by
 * its own place in the list (index 0 is the first, odd, row), as nth-child stripes a table that
 * draws every row. Among drawn rows and spacer rows a row's nth-child changes as the page scrolls.
 */
export function stripeOf(index: number): 'odd' | 'even' {
  return index % 2 === 0 ? 'odd' : 'even';
}

/** Stands for undrawn rows: as tall as they are, invisible, not read out. */
export function GapRow({ height }: { height: number }) {
  if (height <= 0) return null;
  return <tr aria-hidden="true" style={{ ...gapStyle, height }} />;
}

const gapStyle = {
  display: 'block',
  padding: 0,
  margin: 0,
  border: 0,
  boxShadow: 'none',
  background: 'none',
} as const;

/**
 * A table's <tbody> that draws only the rows near the screen (useWindowedRows): `row` draws one
 * item's row(s), given its place in the list and the measure to put on its <tr> (with
 * data-index, aria-rowindex = index + 2 under one header row, and data-stripe = stripeOf(index)).
 */
export function WindowedBody<T>({
  items,
  estimate,
  keyOf,
  keep,
  row,
}: {
  items: readonly T[];
  estimate: RowEstimate;
  keyOf: (item: T) => string;
  /** An item that stays drawn wherever the page is scrolled (the one being edited), or -1. */
  keep?: number;
  row: (item: T, index: number, measure: (element: HTMLElement | null) => void) => ReactNode;
}) {
  const getKey = useCallback((index: number) => {
    const item = items[index];
    return item === undefined ? index : keyOf(item);
  }, [items, keyOf]);
  const windowed = useWindowedRows({ count: items.length, estimate, getKey, keep });
  return (
    <tbody ref={windowed.bodyRef}>
      {windowed.rows.map(({ index, gapBefore }) => {
        const item = items[index];
        if (item === undefined) return null;
        return (
          <Fragment key={keyOf(item)}>
            <GapRow height={gapBefore} />
            {row(item, index, windowed.measure)}
          </Fragment>
        );
      })}
      <GapRow height={windowed.gapAfter} />
    </tbody>
  );
}
