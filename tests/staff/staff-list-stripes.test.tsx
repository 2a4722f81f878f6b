/**
 * The staff list's stripes at scale: the list is windowed (components/windowed-rows.tsx), so only
 * the rows near the screen are drawn, after a spacer row. A person's row is striped by its own
 * place in the list, as the stylesheet says (data-table.module.css), not by which rows happen to
 * be drawn before it: scrolling by one row does not swap the stripes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { seedScale } from '../double/seed-scale';
import { renderWithProviders } from '../test-utils';
import { adminSession } from './helpers';

/** The rule blocks of a stylesheet's text: each block's selectors and its declarations. */
function rules(css: string): { selectors: string[]; body: string }[] {
  return [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({
    selectors: (m[1] ?? '').split(',').map((s) => s.trim()),
    body: m[2] ?? '',
  }));
}

const stylesheet = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/components/data-table.module.css'), 'utf8');
const [desk = '', phone = ''] = stylesheet.split('@media');
/** The selectors that give a desk's table row its stripe, and those that give a phone's card its plain background. */
const stripes = rules(desk).filter((r) => r.body.includes('background: var(--color-bg)')).flatMap((r) => r.selectors);
const plainCards = rules(phone).filter((r) => r.body.includes('background: var(--color-surface)')).flatMap((r) => r.selectors);
const striped = (row: Element) => stripes.some((selector) => row.matches(selector));

/** Where a row is among its drawn siblings (1-based, spacer rows counted): what nth-child reads. */
const nthChild = (row: Element) => [...(row.parentElement?.children ?? [])].indexOf(row) + 1;

const scrollTo = (y: number) =>
  act(async () => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

afterEach(() => scrollTo(0));

it("a person's row keeps its stripe whatever rows are drawn before it, and a phone's cards stay plain", async () => {
  expect(stripes.length).toBeGreaterThan(0);
  expect(seedScale({ staff: 120 })).toMatchObject({ ok: true });
  const { preloadedState } = await adminSession();
  renderWithProviders(null, { route: '/admin/list/', preloadedState });
  const table = await screen.findByRole('table');
  await within(table).findAllByRole('rowheader');
  const body = table.querySelector('tbody') as HTMLTableSectionElement;
  // jsdom has no layout: rows keep their estimated height (61 px on a desk, staff-list-page.tsx),
  // and the table's top moves up the screen as the page scrolls, as in a browser.
  body.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: -window.scrollY, width: 1024, height: 0 });
  const ROW = 61;
  const PLACE = 60;

  // Scrolled so the person 60th in the list (index 60) is on screen.
  await scrollTo(ROW * (PLACE - 5));
  const row = await waitFor(() => {
    const found = body.querySelector(`tr[aria-rowindex="${PLACE + 2}"]`);
    if (!found) throw new Error('not drawn yet');
    return found;
  });
  const name = row.querySelector('th')?.textContent ?? '';
  const firstAt = body.querySelector('tr[data-index]')?.getAttribute('data-index');
  const before = { nth: nthChild(row), striped: striped(row) };

  // One row further: one row fewer is drawn before the person, so their nth-child's parity swaps.
  await scrollTo(ROW * (PLACE - 4));
  await waitFor(() => expect(body.querySelector('tr[data-index]')?.getAttribute('data-index')).not.toBe(firstAt));
  const again = within(body).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
  expect(again).toHaveAttribute('aria-rowindex', String(PLACE + 2));
  expect(nthChild(again) % 2).not.toBe(before.nth % 2);

  // The stripe follows the person's place in the list (index 60: the 61st row, odd, not striped).
  expect(before.striped).toBe(false);
  expect(striped(again)).toBe(false);
  // Every drawn row: striped exactly when it is an even row of the list (odd index), as a table drawn whole.
  for (const drawn of body.querySelectorAll('tr[data-index]')) {
    expect(striped(drawn)).toBe(Number(drawn.getAttribute('data-index')) % 2 === 1);
    // On a phone every card has the plain background: whatever the desk stripes, a card's rule covers.
    if (striped(drawn)) expect(plainCards.some((selector) => drawn.matches(selector))).toBe(true);
  }
});
