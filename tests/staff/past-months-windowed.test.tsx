/**
 * Earlier months on a person's page (issue 23 item 7): a month opened from 'Tidigare månader'
 * draws only the rows near the screen, however long it is.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoState } from '../../src/demo/db';
import { getUserTime } from '../../src/person-time/api';
import { monthLabel, sortMonthsNewestFirst } from '../../src/lib/months';
import type { Month, TimeEntry } from '../../src/types/api';
import { renderWithProviders } from '../test-utils';
import { adminSession, memberNamed } from './helpers';

// 2 000 entries through the store and the page take seconds on a busy machine.
const SLOW = 60_000;

describe("a person's earlier month of 2 000 entries", () => {
  it('opened from the list of earlier months, it says it has 2 000 rows and draws fewer than 600', async () => {
    const session = await adminSession();
    const fatima = await memberNamed('Fatima Hassan');
    const [, earlier] = sortMonthsNewestFirst((await getUserTime(fatima._id)).months_id) as [Month, Month];
    const stored = demoState().months.find((m) => m._id === earlier._id);
    if (!stored) throw new Error('no stored earlier month');
    const day = `${stored.year}-${String(stored.MonthNumber).padStart(2, '0')}-02`;
    stored.months = Array.from(
      { length: 2000 },
      (_, i): TimeEntry => ({
        _id: `65d3e0c0ffff${String(i).padStart(12, '0')}`,
        date: day,
        start: '07:00',
        end: '08:00',
        lunch: { hours: 0, minutes: 0 },
        total: 1,
        half: 0,
        des: `Pass ${i}`,
        text: '',
        products: [],
      }),
    );
    stored.total = 2000;
    stored.half = 0;

    const { user } = renderWithProviders(null, { route: `/admin/list/user/${fatima._id}`, preloadedState: session.preloadedState });
    await screen.findByRole('heading', { level: 1, name: 'Fatima Hassan' });
    const label = monthLabel(earlier);
    await user.click(await screen.findByRole('button', { name: new RegExp(`^Visa ${label.replace('/', '\\/')}`) }));

    const table = await screen.findByRole('table', { name: label });
    // Its header and 2 000 entries, of which only those near the screen are drawn.
    expect(table).toHaveAttribute('aria-rowcount', '2001');
    const drawn = within(table).getAllByRole('row', { name: /Pass \d+/ });
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn[0]).toHaveAttribute('aria-rowindex', '2');
    expect(within(table).getByText('Pass 0')).toBeInTheDocument();
    expect(within(table).queryByText('Pass 1999')).not.toBeInTheDocument();
    // Every table on the page together: fewer than 600 rows in the DOM.
    expect(document.querySelectorAll('tr').length).toBeLessThan(600);
  }, SLOW);
});
