/**
 * The month overview at scale (issue 28): only the people near the screen are drawn, the table
 * says how many rows it has, and sorting and the total row are over everyone.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoState } from '../../src/demo/db';
import { seedScale } from '../double/seed-scale';
import { renderWithProviders, signedInAs } from '../test-utils';

const PEOPLE = 80;
const now = new Date();
const previous = new Date(now.getFullYear(), now.getMonth() - 1, 1);
const YEAR = previous.getFullYear();
const MONTH = previous.getMonth() + 1;

const hm = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

describe('month overview at scale', () => {
  it('draws a screenful of 80+ people, says how many rows there are, and sorts and totals them all', async () => {
    expect(seedScale({ people: PEOPLE, days: 3 })).toMatchObject({ ok: true, users: PEOPLE });
    const state = demoState();
    // What the provider holds for the month: everyone, and each person's minutes.
    const minutesOf = new Map(state.users.map((u) => [u._id, 0]));
    for (const m of state.months) {
      if (m.MonthNumber !== MONTH || m.year !== YEAR) continue;
      minutesOf.set(m.userId, (minutesOf.get(m.userId) ?? 0) + m.months.reduce((s, e) => s + e.total * 60 + e.half, 0));
    }
    const people = state.users.length;
    const { Auth } = await signedInAs('admin');
    const { user } = renderWithProviders(null, { route: `/admin/manad/?ar=${YEAR}&manad=${MONTH}`, preloadedState: { Auth } });
    const caption = `Arbetad tid ${String(MONTH).padStart(2, '0')}/${YEAR}`;
    const table = await screen.findByRole('table', { name: caption });
    await waitFor(() => expect(screen.queryByText(/^Läser in tid/)).not.toBeInTheDocument());

    // The header, every person and the total row; a screenful (and a little more) drawn.
    expect(table).toHaveAttribute('aria-rowcount', String(people + 2));
    const body = table.querySelector('tbody');
    if (!body) throw new Error('no tbody');
    const drawn = within(body).getAllByRole('row');
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(60);
    expect(drawn[0]).toHaveAttribute('aria-rowindex', '2');
    // Each row is striped by its own place in the list, not by the rows drawn before it (data-table.module.css).
    for (const row of drawn) expect(row).toHaveAttribute('data-stripe', Number(row.getAttribute('data-index')) % 2 === 1 ? 'even' : 'odd');

    // The total row is everyone's, drawn or not.
    const foot = table.querySelector('tfoot');
    if (!foot) throw new Error('no total row');
    const total = within(foot).getByRole('row');
    expect(total).toHaveAttribute('aria-rowindex', String(people + 2));
    const all = [...minutesOf.values()].reduce((s, m) => s + m, 0);
    expect(within(total).getAllByRole('cell')[0]).toHaveTextContent(hm(all));

    // Sorting by name, last first, sorts all of them: the last name is drawn first.
    const collator = new Intl.Collator('sv', { sensitivity: 'base' });
    const last = state.users.map((u) => u.fullname).sort(collator.compare).at(-1);
    await user.click(within(table).getByRole('button', { name: /Namn/ }));
    await waitFor(() => expect(within(body).getAllByRole('rowheader')[0]).toHaveTextContent(last ?? ''));
    expect(within(table).getByRole('columnheader', { name: /Namn/ })).toHaveAttribute('aria-sort', 'descending');
  });
});
