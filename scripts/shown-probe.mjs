/**
 * When a page shows something (scripts/profile-bench.mjs): put into the page before it loads,
 * read from outside by CDP. The same probe times the app's month and the floor's heading.
 *
 * Shown = the presentation time of the first frame painted with the element, as the browser
 * reports it (Element Timing: each frame's animation callbacks run before its style, layout and
 * paint, so the element first seen in a callback is painted in that very frame, and marking it
 * there makes the browser report that paint).
 *
 * Also kept, for comparison with figures before session 24: a task queued from the NEXT frame's
 * callback. That waited a frame more than the one that painted the element, and then for
 * whatever the page had queued meanwhile: nothing for the floor, which is idle once drawn, but
 * 120–170 ms at CPU 4× for Min sida's picture, painted while the app's code still loads.
 */

/** The probe (runs in the page): long tasks, and when `selector` is first painted. */
export function shownProbe(selector) {
  window.__longtasks = [];
  window.__shown = null;
  window.__shownAfterNextFrame = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longtasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier === 'shown') window.__shown = Math.min(window.__shown ?? Infinity, entry.renderTime || entry.loadTime);
    }
  }).observe({ type: 'element', buffered: true });
  const check = () => {
    const found = document.querySelector(selector);
    if (found) {
      // Text is reported for the element that holds it: the element and every one inside it.
      for (const element of [found, ...found.querySelectorAll('*')]) element.setAttribute('elementtiming', 'shown');
      requestAnimationFrame(() => setTimeout(() => (window.__shownAfterNextFrame ??= performance.now()), 0));
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * Waits (polling from outside, by CDP) until the probe has both times: { paint, afterNextFrame }
 * in ms since navigation start. Not Playwright's waitForFunction or locators: they inject
 * Playwright's own script into the page, about 100 ms of the main thread under a 4× slower CPU,
 * in the middle of the loading measured.
 */
export async function shownTime(cdp) {
  for (let i = 0; i < 600; i++) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: '[window.__shown, window.__shownAfterNextFrame]', returnByValue: true });
    const [paint, afterNextFrame] = result.value ?? [];
    if (typeof paint === 'number' && typeof afterNextFrame === 'number') return { paint: Math.round(paint), afterNextFrame: Math.round(afterNextFrame) };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('never shown (no element entry: is Element Timing there?)');
}
