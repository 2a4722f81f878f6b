/** A workplace's page shows its month (issue 24 item 4): this and last month's hours, a link to the month view. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoState } from '../../src/demo/db';
import { siteKey } from '../../src/lib/place-match';
import { recordRequests, renderWithProviders, signedInAs } from '../test-utils';

const hm = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
const pad2 = (n: number) => String(n).padStart(2, '0');

describe("a workplace's month on its page", () => {
  it("reads nobody's time until asked; then this and last month's hours at the workplace", async () => {
    const { Auth } = await signedInAs('admin');
    const state = demoState();
    const post = state.posts.find((p) => p.address.startsWith('Valstaskolan'));
    if (!post) throw new Error('no Valstaskolan');
    const now = new Date();
    const last = new Date(now.getFullYear(), now.getMonth() - 1, 1);
    const minutesIn = (year: number, month: number) =>
      state.months
        .filter((m) => m.year === year && m.MonthNumber === month)
        .flatMap((m) => m.months)
        .filter((e) => siteKey(e.des) === siteKey(post.address))
        .reduce((sum, e) => sum + e.total * 60 + e.half, 0);
    const sent = recordRequests();
    const { user } = renderWithProviders(null, { route: `/admin/post/${post._id}/`, preloadedState: { Auth } });
    const region = await screen.findByRole('region', { name: 'Timmar per arbetsplats' });
    expect(sent.filter((r) => r.path.startsWith('/api/time/time/user/'))).toEqual([]);

    await user.click(within(region).getByRole('button', { name: 'Visa timmarna' }));
    const thisMonth = await within(region).findByText(`Den här månaden (${pad2(now.getMonth() + 1)}/${now.getFullYear()})`);
    expect(thisMonth.nextElementSibling?.textContent).toMatch(new RegExp(`^${hm(minutesIn(now.getFullYear(), now.getMonth() + 1))} \\(`));
    const lastMonth = within(region).getByText(`Förra månaden (${pad2(last.getMonth() + 1)}/${last.getFullYear()})`);
    expect(lastMonth.nextElementSibling?.textContent).toMatch(new RegExp(`^${hm(minutesIn(last.getFullYear(), last.getMonth() + 1))} \\(`));
    expect(minutesIn(last.getFullYear(), last.getMonth() + 1)).toBeGreaterThan(0);
    expect(within(region).getByRole('link', { name: 'Visa månaden per arbetsplats' })).toHaveAttribute(
      'href',
      `/admin/platser/manad/?ar=${now.getFullYear()}&manad=${now.getMonth() + 1}`,
    );
  });
});
