/** Staff list (/admin/list/): columns, fetch-when-empty, search, sort, delete in place. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../setup';
import { recordRequests, renderWithProviders } from '../test-utils';
import { adminSession, memberNamed } from './helpers';

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('staff list', () => {
  it('fetches the members with GET /api/auth/show/all/ and shows every column', async () => {
    const { preloadedState, bearer } = await adminSession();
    const fatima = await memberNamed('Fatima Hassan');
    const sent = recordRequests();
    renderWithProviders(null, { route: '/admin/list/', preloadedState });
    const row = (await screen.findByRole('rowheader', { name: 'Fatima Hassan' })).closest('tr') as HTMLElement;
    const fetches = sent.filter((r) => r.path === '/api/auth/show/all/');
    expect(fetches).toHaveLength(1);
    expect(fetches[0]).toMatchObject({ method: 'GET', authorization: bearer });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual(['Fullständigt namn', 'Personnummer', 'Arbetad tid', 'Admin', 'Ändra', 'Ta bort', 'Tid', 'Plats']);
    const hours = `${fatima.total + Math.floor(fatima.half / 60)}:${String(fatima.half % 60).padStart(2, '0')}`;
    expect(within(row).getByText(fatima.personnummer)).toBeInTheDocument();
    expect(within(row).getByText(hours)).toBeInTheDocument();
    expect(within(row).getByText('Nej')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Ändra Fatima Hassan' })).toHaveAttribute('href', `/admin/list/create/${fatima._id}`);
    expect(within(row).getByRole('link', { name: 'Tid för Fatima Hassan' })).toHaveAttribute('href', `/admin/list/user/${fatima._id}`);
    expect(within(row).getByRole('link', { name: 'Platser för Fatima Hassan' })).toHaveAttribute(
      'href',
      `/admin/list/place/${fatima._id}/`,
    );
    const adminRow = screen.getByRole('rowheader', { name: 'Anna Lindqvist' }).closest('tr') as HTMLElement;
    expect(within(adminRow).getByText('Ja')).toBeInTheDocument();
  });

  it('does not fetch again when members are already loaded', async () => {
    const { preloadedState } = await adminSession();
    const { store, router, user } = renderWithProviders(null, { route: '/admin/list/', preloadedState });
    await screen.findByRole('rowheader', { name: 'Fatima Hassan' });
    const sent = recordRequests();
    await user.click(screen.getByRole('link', { name: 'Hem' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/'));
    await user.click(screen.getByRole('link', { name: 'Personal' }));
    await screen.findByRole('rowheader', { name: 'Fatima Hassan' });
    expect(sent.filter((r) => r.path === '/api/auth/show/all/')).toHaveLength(0);
    expect(store.getState().IsAdmin.members).toHaveLength(7);
  });

  it('sorts by name and by hours with buttons in the headers (aria-sort)', async () => {
    const { preloadedState } = await adminSession();
    const { user } = renderWithProviders(null, { route: '/admin/list/', preloadedState });
    await screen.findByRole('rowheader', { name: 'Fatima Hassan' });
    const [nameHeader, , hoursHeader] = screen.getAllByRole('columnheader');
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(names()[0]).toBe('Ahmad Karimi');
    await user.click(within(nameHeader as HTMLElement).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()[0]).toBe('Sara Nilsson');
    await user.click(within(hoursHeader as HTMLElement).getByRole('button'));
    expect(hoursHeader).toHaveAttribute('aria-sort', 'descending');
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    const minutes = await Promise.all(
      names().map(async (n) => {
        const m = await memberNamed(n ?? '');
        return m.total * 60 + m.half;
      }),
    );
    expect(minutes).toEqual([...minutes].sort((a, b) => b - a));
    expect(names().at(-1)).toBe('Anna Lindqvist');
  });

  it("searches by name or phone in the field labelled 'Sök'", async () => {
    const { preloadedState } = await adminSession();
    const { user } = renderWithProviders(null, { route: '/admin/list/', preloadedState });
    await screen.findByRole('rowheader', { name: 'Fatima Hassan' });
    const search = screen.getByLabelText('Sök');
    await user.type(search, 'sven');
    expect(names()).toEqual(['Mikael Svensson']);
    expect(screen.getByText('Visar 1 av 7 personer')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '073 551');
    expect(names()).toEqual(['Fatima Hassan']);
    await user.clear(search);
    await user.type(search, 'ingen sådan');
    expect(screen.getByText('Ingen person matchar sökningen.')).toBeInTheDocument();
  });

  it("deletes after confirmation with DELETE /api/auth/remove/{id}, says 'personen har tagits bort' and updates in place", async () => {
    const { preloadedState, bearer } = await adminSession();
    const sara = await memberNamed('Sara Nilsson');
    const { user, store } = renderWithProviders(null, { route: '/admin/list/', preloadedState });
    await screen.findByRole('rowheader', { name: 'Sara Nilsson' });
    const sent = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Ta bort Sara Nilsson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vill du ta bort Sara Nilsson? Personens tid tas också bort.' });
    expect(sent).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByText('personen har tagits bort')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Sara Nilsson' })).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'DELETE', path: `/api/auth/remove/${sara._id}`, authorization: bearer });
    expect(store.getState().IsAdmin.members?.map((m) => m.fullname)).not.toContain('Sara Nilsson');
  });

  it('a failed removal is shown above the list, in focus, naming who is still there; Försök igen removes', async () => {
    const { preloadedState } = await adminSession();
    const sara = await memberNamed('Sara Nilsson');
    server.use(
      http.delete(/\/api\/auth\/remove\/[^/]+$/, () => HttpResponse.json({ message: 'Servern svarar inte just nu' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderWithProviders(null, { route: '/admin/list/', preloadedState });
    await screen.findByRole('rowheader', { name: 'Sara Nilsson' });
    const sent = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Ta bort Sara Nilsson' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ta bort' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Servern svarar inte just nu Sara Nilsson är kvar.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByRole('rowheader', { name: 'Sara Nilsson' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByText('personen har tagits bort')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Sara Nilsson' })).not.toBeInTheDocument());
    expect(alert).not.toBeInTheDocument();
    // After the failure the members are read: Sara is still there, so it stands (issue 27).
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      `DELETE /api/auth/remove/${sara._id}`,
      'GET /api/auth/show/all/',
      `DELETE /api/auth/remove/${sara._id}`,
    ]);
  });

  it('a second tap on the confirm button sends one DELETE', async () => {
    const { preloadedState } = await adminSession();
    const sara = await memberNamed('Sara Nilsson');
    const { user } = renderWithProviders(null, { route: '/admin/list/', preloadedState });
    await screen.findByRole('rowheader', { name: 'Sara Nilsson' });
    const sent = recordRequests();
    // Two taps on 'Ta bort' in the row ask once.
    await user.dblClick(screen.getByRole('button', { name: 'Ta bort Sara Nilsson' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByText('personen har tagits bort')).toBeInTheDocument();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE /api/auth/remove/${sara._id}`]);
  });

  it('sends nothing when the confirmation is declined', async () => {
    const { preloadedState } = await adminSession();
    const { user } = renderWithProviders(null, { route: '/admin/list/', preloadedState });
    await screen.findByRole('rowheader', { name: 'Sara Nilsson' });
    const sent = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Ta bort Sara Nilsson' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(0);
    expect(screen.getByRole('rowheader', { name: 'Sara Nilsson' })).toBeInTheDocument();
  });

  it('shows a load failure with "Uppdatera sidan", which retries', async () => {
    const { preloadedState } = await adminSession();
    server.use(http.get(/\/api\/auth\/show\/all\/?$/, () => HttpResponse.json({ message: 'Serverfel' }, { status: 500 }), { once: true }));
    const { user } = renderWithProviders(null, { route: '/admin/list/', preloadedState });
    expect(await screen.findByText('Serverfel')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Uppdatera sidan' }));
    expect(await screen.findByRole('rowheader', { name: 'Sara Nilsson' })).toBeInTheDocument();
  });
});

describe('staff list at scale (issues 13 and 19)', () => {
  it('draws only the people near the screen, says how many rows there are; sorting and searching work on all; no "Visa fler"', async () => {
    const session = await adminSession();
    const many = Array.from({ length: 1000 }, (_, i) => ({
      _id: `65d3e0c0ffff${String(i).padStart(12, '0')}`,
      fullname: `Person ${String(i).padStart(4, '0')}`,
      email: `p${i}@stadtid.se`,
      personnummer: '19900101-0017',
      phone: `07000${String(i).padStart(5, '0')}`,
      bankaccount: '',
      isAdmin: false,
      total: i,
      half: 0,
      months_id: [],
    }));
    server.use(http.get('*/api/auth/show/all/', () => HttpResponse.json(many)));
    const { user } = renderWithProviders(null, { route: '/admin/list/', preloadedState: session.preloadedState });
    const table = await screen.findByRole('table', { name: 'Personal' });
    // The header row and 1 000 people; a screenful (and a little more) drawn.
    expect(table).toHaveAttribute('aria-rowcount', '1001');
    const drawn = within(table).getAllByRole('row').length - 1;
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(60);
    expect(screen.queryByRole('button', { name: /^Visa fler/ })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Person 0000');

    // Sorting by hours (most first) sorts all 1 000: the one with the most is drawn first.
    await user.click(within(table).getByRole('button', { name: /Arbetad tid/ }));
    await waitFor(() => expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Person 0999'));
    expect(within(table).getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '2');

    // A search finds people anywhere in the list.
    await user.type(screen.getByRole('searchbox', { name: 'Sök' }), 'Person 0512');
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '2'));
    expect(within(table).getByRole('rowheader', { name: 'Person 0512' })).toBeInTheDocument();
    expect(screen.getByText('Visar 1 av 1000 personer')).toBeInTheDocument();
  });
});
