/**
 * Min sida's page asks for its modules from its head script (src/app/page-modules.ts, inlined by
 * scripts/build.mjs): at once when no kept picture was drawn (a first visit), and only after the
 * picture's frame, a few per task, when one was (issue 44: the preloads no longer hold the
 * picture's first paint).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { linkModules } from '../../src/app/page-modules';

const FILES = ['/assets/index-a.js', '/assets/react-b.js', '/assets/boot-c.js', '/assets/session-d.js', '/assets/profile-page-e.js'];
const linked = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((link) => ({ rel: link.rel, href: link.getAttribute('href'), crossorigin: link.getAttribute('crossorigin') }));

beforeEach(() => {
  document.head.innerHTML = '';
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe("Min sida's modules, asked for by the page's script", () => {
  it('without a picture: every module at once, in order, as module preloads in CORS mode, as the module scripts (crossorigin, empty: anonymous)', () => {
    linkModules(false, FILES);
    expect(linked()).toEqual(FILES.map((href) => ({ rel: 'modulepreload', href, crossorigin: '' })));
  });

  it('with a picture: none before its frame, then all of them, a few per task', () => {
    linkModules(true, FILES);
    expect(linked()).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(linked()).toEqual([]);
    vi.advanceTimersToNextTimer();
    const first = linked().length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(FILES.length);
    vi.runAllTimers();
    expect(linked().map((link) => link.href)).toEqual(FILES);
    expect(linked().every((link) => link.rel === 'modulepreload' && link.crossorigin === '')).toBe(true);
  });
});
