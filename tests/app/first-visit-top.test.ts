/**
 * Min sida's first visit (issue 44): /profile/'s page holds the app's first drawing of the page,
 * prerendered with stand-ins for the name and the month (scripts/build.mjs), and its script
 * (drawFirstVisitTop, as the build inlines it) draws it with the session's name and this month,
 * for a Swedish staff session without a kept picture only. Drawn or not, the template leaves the
 * root; a name is text, never markup.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawFirstVisitTop, FIRST_VISIT_DRAWN } from '../../src/app/first-visit-top';
import { PICTURE_ID } from '../../src/app/kept-picture';
import { firstVisitOptions } from '../../src/app/kept-picture-options';
import { languageKey } from '../../src/i18n/language';
import { storageKeys } from '../../src/lib/storage';

const standIn = { name: '@name@', month: '@month@' };
const options = firstVisitOptions(standIn);

/** /profile/'s #root as the build writes it: the font faces, then the template (the prerender's markup, shortened). */
function page(): HTMLElement {
  document.body.innerHTML = `<div id="root"><div class="font-faces" aria-hidden="true"><p>a</p></div><template id="${options.templateId}"><header><a href="/profile/">Min sida</a><button type="button">Logga ut</button></header><main id="main"><section aria-busy="true" aria-label="@name@"><p>Min sida</p><h1>@name@</h1><p>Den här månaden (@month@) <strong>…</strong></p></section><h2>Den här månaden – @month@</h2></main></template></div>`;
  return document.getElementById('root') as HTMLElement;
}

function signIn(user: Record<string, unknown> = { _id: 'u1', email: 'erik@example.se', fullname: 'Erik Johansson', isAdmin: false }): void {
  localStorage.setItem(storageKeys.userInfo, JSON.stringify(user));
  localStorage.setItem(storageKeys.token, JSON.stringify('t0k3n'));
}

/** What the person sees in the root, the font faces aside. */
const seen = (root: HTMLElement) => [...root.children].filter((child) => !child.classList.contains('font-faces'));

beforeEach(() => {
  localStorage.clear();
  // Sunday 29 November 2026.
  vi.useFakeTimers({ now: new Date(2026, 10, 29, 7, 30) });
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('drawFirstVisitTop', () => {
  it('draws the page with the session’s name and this month, and marks the root for the app', () => {
    const root = page();
    signIn();
    drawFirstVisitTop(options);
    expect(root.querySelector('h1')?.textContent).toBe('Erik Johansson');
    expect(root.querySelector('section')?.getAttribute('aria-label')).toBe('Erik Johansson');
    expect(root.querySelector('h2')?.textContent).toBe('Den här månaden – 11/2026');
    expect(root.querySelector('section p:last-child')?.textContent).toBe('Den här månaden (11/2026) …');
    expect(root.querySelector('header a')?.getAttribute('href')).toBe('/profile/');
    expect(root.querySelector('template')).toBeNull();
    expect(root.textContent).not.toContain('@');
    expect(root.hasAttribute(FIRST_VISIT_DRAWN)).toBe(true);
  });

  it('names a month before October with two digits', () => {
    vi.setSystemTime(new Date(2027, 0, 3, 8, 0));
    const root = page();
    signIn();
    drawFirstVisitTop(options);
    expect(root.querySelector('h2')?.textContent).toBe('Den här månaden – 01/2027');
  });

  it('puts a name into the page as text, never as markup', () => {
    const root = page();
    signIn({ _id: 'u1', email: 'x@example.se', fullname: '<img src=x onerror="window.__ran=1">Åsa "Ö" & Co', isAdmin: false });
    drawFirstVisitTop(options);
    expect(root.querySelector('h1')?.textContent).toBe('<img src=x onerror="window.__ran=1">Åsa "Ö" & Co');
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('section')?.getAttribute('aria-label')).toBe('<img src=x onerror="window.__ran=1">Åsa "Ö" & Co');
  });

  const notDrawn: [string, () => void][] = [
    ['nobody is signed in', () => undefined],
    ['the session has no token', () => localStorage.setItem(storageKeys.userInfo, JSON.stringify({ _id: 'u1', email: 'e@x.se', fullname: 'Erik' }))],
    ['the session has no name (the app shows "Min sida" then)', () => signIn({ _id: 'u1', email: 'e@x.se', fullname: '', isAdmin: false })],
    ['an admin is signed in (their header differs)', () => signIn({ _id: 'a1', email: 'a@x.se', fullname: 'Anna Admin', isAdmin: true })],
    [
      'another language is chosen (the page is Swedish)',
      () => {
        signIn();
        localStorage.setItem(languageKey, 'en');
      },
    ],
    [
      'the kept picture is drawn (a repeat visit)',
      () => {
        signIn();
        const picture = document.createElement('div');
        picture.id = PICTURE_ID;
        document.body.append(picture);
      },
    ],
    ['the session in storage is not JSON', () => localStorage.setItem(storageKeys.userInfo, '{broken')],
  ];
  for (const [why, given] of notDrawn) {
    it(`draws nothing when ${why}, and the template leaves the root`, () => {
      const root = page();
      given();
      drawFirstVisitTop(options);
      expect(seen(root)).toEqual([]);
      expect(root.hasAttribute(FIRST_VISIT_DRAWN)).toBe(false);
    });
  }
});
