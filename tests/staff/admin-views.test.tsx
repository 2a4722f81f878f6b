/** Admin start, today's work, time per place, and the non-admin guard (DECISIONS.md 12). */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTimeEntry, getUserTime } from '../../src/person-time/api';
import { localIsoDate } from '../../src/lib/time';
import { recordRequests, renderWithProviders, signedInAs } from '../test-utils';
import { adminSession, memberNamed } from './helpers';

describe('admin start', () => {
  it('welcomes the admin, shows the counts of GET /api/post/count/ and a tile into every area', async () => {
    const { preloadedState, bearer } = await adminSession();
    const sent = recordRequests();
    renderWithProviders(null, { route: '/admin/', preloadedState });
    expect(await screen.findByText('Välkommen, Anna Lindqvist')).toBeInTheDocument();
    const people = await screen.findByText('Personer');
    expect(people.nextElementSibling).toHaveTextContent('7');
    expect(screen.getByText('Arbetsplatser', { selector: 'dt' }).nextElementSibling).toHaveTextContent('5');
    expect(sent.find((r) => r.path === '/api/post/count/')).toMatchObject({ method: 'GET', authorization: bearer });
    const main = screen.getByRole('main');
    const tiles = within(main)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(tiles).toEqual(['/admin/arbetsdag/', '/admin/list/', '/admin/list/create/', '/admin/posts/', '/admin/bill/', '/admin/invoice/']);
  });
});

describe("today's work", () => {
  it("loads GET /api/time/time/filter/ on open and lists everyone's entries of today, read only, with a back control", async () => {
    const { preloadedState, bearer } = await adminSession();
    const sara = await memberNamed('Sara Nilsson');
    await createTimeEntry(sara._id, {
      TheTaBort: { TheHours: 0, TheMinutes: 30 },
      CheckPost: false,
      start: '05:15',
      end: '09:45',
      date: localIsoDate(),
      des: 'Testplats Märsta',
      total: 4,
      half: 0,
      products: [],
    });
    const sent = recordRequests();
    renderWithProviders(null, { route: '/admin/arbetsdag/', preloadedState });
    expect(await screen.findByRole('heading', { name: 'Här är från dagens arbete' })).toBeInTheDocument();
    const cell = await screen.findByText('Testplats Märsta');
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Sara Nilsson' })).toHaveAttribute('href', `/admin/list/user/${sara._id}`);
    expect(within(row).getByText('05:15')).toBeInTheDocument();
    expect(within(row).getByText('09:45')).toBeInTheDocument();
    expect(within(row).getByText('4:00')).toBeInTheDocument();
    expect(sent.filter((r) => r.path === '/api/time/time/filter/')).toEqual([
      expect.objectContaining({ method: 'GET', authorization: bearer }),
    ]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tillbaka/ })).toHaveAttribute('href', '/admin/');
  });
});

describe('time per place', () => {
  it("groups the person's entries by place with the hours of each", async () => {
    const { preloadedState } = await adminSession();
    const mikael = await memberNamed('Mikael Svensson');
    await createTimeEntry(mikael._id, {
      TheTaBort: { TheHours: 0, TheMinutes: 0 },
      CheckPost: false,
      start: '08:00',
      end: '10:30',
      date: localIsoDate(),
      des: 'Extraplats Uppsala',
      total: 2,
      half: 30,
      products: [],
    });
    const entries = (await getUserTime(mikael._id)).months_id.flatMap((m) => m.months);
    const sent = recordRequests();
    renderWithProviders(null, { route: `/admin/list/place/${mikael._id}/`, preloadedState });
    const extra = await screen.findByRole('article', { name: 'Extraplats Uppsala' });
    expect(within(extra).getByText('2:30', { selector: 'strong' })).toBeInTheDocument();
    expect(within(extra).getByText(/1 pass/)).toBeInTheDocument();
    const others = entries.filter((e) => e.des !== 'Extraplats Uppsala');
    const main = screen.getAllByRole('article')[0] as HTMLElement;
    const minutes = others.reduce((n, e) => n + e.total * 60 + e.half, 0);
    expect(within(main).getByText(`${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`, { selector: 'strong' })).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ method: 'GET', path: `/api/time/time/user/${mikael._id}` });
  });
});

describe('non-admins', () => {
  const adminOnly = /\/api\/(auth\/show\/all|post\/count|time\/time\/filter|auth\/user\/|auth\/remove|month\/3|time\/time\/user\/(?!newmonth))/;

  for (const route of ['/admin/', '/admin/arbetsdag/', '/admin/list/', '/admin/list/create/', '/admin/list/create/X', '/admin/list/user/X', '/admin/list/place/X/']) {
    it(`get the home view at ${route} and no admin-only call is made`, async () => {
      const { Auth } = await signedInAs('staff');
      const fatima = await memberNamed('Fatima Hassan');
      const sent = recordRequests();
      const { router } = renderWithProviders(null, {
        route: route.replace('X', fatima._id),
        preloadedState: { Auth },
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(await screen.findByLabelText('Starttid')).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Administration' })).not.toBeInTheDocument();
      // The home view reads the person's own time (its 'Idag' card); nothing about anyone else.
      const own = `/api/time/time/user/${Auth.userInfo?._id ?? ''}`;
      expect(sent.filter((r) => r.path !== own && (adminOnly.test(r.path) || r.path.includes(fatima._id)))).toEqual([]);
    });
  }

  it('signed-out people get the login screen', async () => {
    const sent = recordRequests();
    renderWithProviders(null, { route: '/admin/list/' });
    expect(await screen.findByRole('heading', { name: 'Logga in' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
