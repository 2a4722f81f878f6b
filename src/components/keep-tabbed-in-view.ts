/**
 * A windowed list's row reached by Tab stays on screen (windowed-rows.tsx): the browser scrolls
 * the focused row into view, but the rows around it are drawn and measured a frame later.
 */
/**
 * Whether the focus now moving came from Tab (or Shift+Tab): set by the key press, cleared once
 * its task is over (the focus moves inside it). A click or a script's focus is not followed.
 */
let tabbing = false;
if (typeof window !== 'undefined') {
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Tab') return;
      tabbing = true;
      setTimeout(() => {
        tabbing = false;
      }, 0);
    },
    true,
  );
}

/**
 * Keeps a row that Tab just moved the focus to on screen while the rows drawn around it are
 * measured: the browser scrolls it into view at once, but rows above it that are measured a
 * frame later (taller or shorter than their estimate) could move it off screen (seen at 320 px
 * on a busy machine: the focused line below the screen's edge). For a second (and at least ten
 * frames) after the key; any other input of the person's (wheel, touch, a press, a key) ends it.
 */
export function keepTabbedInView(target: HTMLElement): void {
  if (!tabbing) return;
  const start = performance.now();
  const inputs = ['wheel', 'touchmove', 'pointerdown', 'keydown'] as const;
  let frames = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
  };
  for (const type of inputs) window.addEventListener(type, stop, { passive: true, capture: true });
  const check = () => {
    frames += 1;
    const going = !stopped && document.activeElement === target && (frames <= 10 || performance.now() - start < 1000);
    if (!going) {
      for (const type of inputs) window.removeEventListener(type, stop, { capture: true });
      return;
    }
    const box = target.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) target.scrollIntoView({ block: 'nearest' });
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
