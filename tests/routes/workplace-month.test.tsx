/** 'Timmar per arbetsplats' (/admin/platser/manad/, issue 24) against the demo provider (MSW). */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listUsers } from '../../src/features/staff/api';
import { readExportSettings } from '../../src/features/month-close/exports/settings';
import { demoState } from '../../src/demo/db';
import { monthYear } from '../../src/lib/months';
import { siteKey } from '../../src/lib/place-match';
import { getUserTime } from '../../src/person-time/api';
import type { Month } from '../../src/types/api';
import { recordRequests, renderWithProviders, signedInAs } from '../test-utils';

const now = new Date();
const YEAR = now.getFullYear();
const MONTH = now.getMonth() + 1;
const hm = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** The demo provider's entries of this month, everyone's, and the month totals' sum. */
async function monthEntries() {
  const users = await listUsers();
  const months = await Promise.all(
    users.map(async (user) => (await getUserTime(user._id)).months_id.find((m: Month) => m.MonthNumber === MONTH && monthYear(m) === YEAR)),
  );
  const entries = months.flatMap((m) => m?.months ?? []);
  const total = months.reduce((sum, m) => sum + (m ? Number(m.total) * 60 + Number(m.half) : 0), 0);
  return { entries, total };
}

const cardOf = (name: string) => within(screen.getByRole('article', { name }));
const fact = (card: ReturnType<typeof cardOf>, label: string) => card.getByText(label).nextElementSibling?.textContent;

describe('hours per workplace', () => {
  it('after the month overview, reads only the workplaces; each workplace its hours and days, the total the overview’s', async () => {
    const { Auth } = await signedInAs('admin');
    const { entries, total } = await monthEntries();
    const sent = recordRequests();
    const { user } = renderWithProviders(null, { route: `/admin/manad/?ar=${YEAR}&manad=${MONTH}`, preloadedState: { Auth } });
    await screen.findByRole('table', { name: `Arbetad tid ${String(MONTH).padStart(2, '0')}/${YEAR}` });
    await waitFor(() => expect(screen.queryByText(/^Läser in tid/)).not.toBeInTheDocument());
    const before = sent.length;

    await user.click(screen.getByRole('link', { name: 'Timmar per arbetsplats' }));
    await screen.findByRole('heading', { level: 1, name: 'Timmar per arbetsplats' });
    await screen.findByRole('heading', { level: 2, name: 'Summa' });
    // Everyone's time is the overview's, already held: only the list of workplaces is read.
    expect(sent.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/post/alla/']);
    expect(sent.at(-1)?.authorization).toBe(`Bearer ${Auth.token}`);

    for (const post of demoState().posts) {
      const key = siteKey(post.address);
      const own = entries.filter((e) => siteKey(e.des) === key);
      const card = cardOf(post.address);
      expect(fact(card, 'Arbetad tid')).toBe(hm(own.reduce((s, e) => s + e.total * 60 + e.half, 0)));
      expect(fact(card, 'Dagar med arbete')).toBe(String(new Set(own.map((e) => e.date)).size));
    }
    const totals = within(screen.getByRole('region', { name: 'Summa' }));
    expect(totals.getByText('Summa (som i månadsöversikten)').nextElementSibling).toHaveTextContent(hm(total));
  });

  it('a place assigned to a workplace is kept with the export settings and moves its hours there', async () => {
    const { Auth } = await signedInAs('admin');
    // A free-text place, in this month of the demo staff member's.
    const state = demoState();
    const staff = state.users.find((u) => !u.isAdmin);
    const month = state.months.find((m) => m.userId === staff?._id && m.MonthNumber === MONTH && m.year === YEAR);
    const entry = month?.months[0];
    if (!entry) throw new Error('the demo staff member has no entry this month');
    entry.des = 'Flyttstädning, Björkvägen 5';
    const { user } = renderWithProviders(null, { route: `/admin/platser/manad/?ar=${YEAR}&manad=${MONTH}`, preloadedState: { Auth } });
    const place = await screen.findByRole('article', { name: 'Flyttstädning, Björkvägen 5' });
    const target = state.posts.find((p) => p.address.startsWith('Södra Kungsgatan')) ?? state.posts[0];
    const before = fact(cardOf(target?.address ?? ''), 'Arbetad tid') ?? '';
    await user.selectOptions(within(place).getByLabelText('Arbetsplats för Flyttstädning, Björkvägen 5'), target?.address ?? '');
    await user.click(within(place).getByRole('button', { name: 'Koppla till arbetsplats' }));
    expect(await screen.findByText(`Flyttstädning, Björkvägen 5 hör nu till ${target?.address}.`)).toBeInTheDocument();
    expect(readExportSettings().places).toEqual({ 'björkvägen 5': target?._id });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Flyttstädning, Björkvägen 5' })).not.toBeInTheDocument());
    const [h = 0, m = 0] = before.split(':').map(Number);
    expect(fact(cardOf(target?.address ?? ''), 'Arbetad tid')).toBe(hm(h * 60 + m + entry.total * 60 + entry.half));
  });
});
