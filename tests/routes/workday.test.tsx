/** 'Dagens arbete' (/admin/arbetsdag/) also lists who has not registered today (issue 13 item 6). */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listUsers } from '../../src/features/staff/api';
import { createTimeEntry, getTodaysWork } from '../../src/person-time/api';
import { localIsoDate } from '../../src/lib/time';
import { renderWithProviders, signedInAs } from '../test-utils';

async function openWorkday(Auth: Awaited<ReturnType<typeof signedInAs>>['Auth']) {
  renderWithProviders(null, { route: '/admin/arbetsdag/', preloadedState: { Auth } });
  return screen.findByRole('region', { name: 'Har inte registrerat i dag' });
}

describe('who has not registered today', () => {
  it('is the staff list minus everyone with an entry today, each a link to their time', async () => {
    const { Auth } = await signedInAs('admin');
    const users = await listUsers();
    const registered = new Set((await getTodaysWork()).map((e) => e.user?._id));
    const missing = users.filter((u) => !registered.has(u._id)).map((u) => u.fullname).sort((a, b) => a.localeCompare(b, 'sv'));
    expect(missing.length).toBeGreaterThan(0);
    const section = await openWorkday(Auth);
    const links = within(section).getAllByRole('link', { name: /^[^0-9]/ });
    expect(links.map((l) => l.textContent)).toEqual(missing);
    const first = users.find((u) => u.fullname === missing[0]);
    expect(links[0]).toHaveAttribute('href', `/admin/list/user/${first?._id ?? ''}`);
  });

  it('someone who registers today leaves the list', async () => {
    const { Auth } = await signedInAs('admin');
    const users = await listUsers();
    const registered = new Set((await getTodaysWork()).map((e) => e.user?._id));
    const someone = users.find((u) => !registered.has(u._id));
    if (!someone) throw new Error('everyone registered');
    await createTimeEntry(someone._id, {
      TheTaBort: { TheHours: 0, TheMinutes: 0 },
      CheckPost: false,
      start: '08:00',
      end: '10:00',
      date: localIsoDate(),
      des: 'Kontoret Solna',
      total: 2,
      half: 0,
      products: [],
    });
    const section = await openWorkday(Auth);
    expect(within(section).queryByRole('link', { name: someone.fullname })).not.toBeInTheDocument();
  });
});
