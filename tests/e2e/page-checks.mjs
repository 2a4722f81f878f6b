/**
 * What a person sees of a page's layout, read in the browser: whether it scrolls sideways, and
 * the order two words are drawn in.
 */

/** Whether the page scrolls sideways: false, or the elements (up to 8) that stick out of the window. */
export const sideways = (page) =>
  page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return false;
    return [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.left < -1 || r.right > window.innerWidth + 1);
      })
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().left)}..${Math.round(el.getBoundingClientRect().right)}`);
  });

/**
 * Whether `first` is drawn left of `second` in the element's text: the order a reader sees,
 * whatever the order of the characters.
 */
export const drawnLeftOf = (locator, first, second) =>
  locator.evaluate(
    (element, words) => {
      const [a, b] = words.map((word) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.data.indexOf(word);
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + word.length);
          return range.getBoundingClientRect().left;
        }
        return NaN;
      });
      return a < b;
    },
    [first, second],
  );
