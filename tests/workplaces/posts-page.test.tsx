/** 'Alla våra arbetsplatser' (SPEC.md §2 'Workplaces' 1, §7 'Workplaces', DECISIONS.md 11, 12). */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '../../src/config/env';
import { demoState } from '../../src/demo/db';
import { server } from '../setup';
import { recordRequests, renderWithProviders, signedInAs } from '../test-utils';

const cardOf = (address: string) => {
  const heading = screen.getByRole('heading', { name: new RegExp(address) });
  const card = heading.closest('article');
  if (!card) throw new Error('no card');
  return within(card);
};

async function openList() {
  const { Auth } = await signedInAs('admin');
  const sent = recordRequests();
  const view = renderWithProviders(null, { route: '/admin/posts/', preloadedState: { Auth } });
  await screen.findByRole('heading', { name: 'Alla våra arbetsplatser', level: 1 });
  await screen.findAllByRole('article');
  return { ...view, sent, token: `Bearer ${Auth.token}` };
}

describe('workplace list', () => {
  it('loads GET /api/post/alla/ with the token and shows a card per workplace', async () => {
    const { sent, token } = await openList();
    const load = sent.find((r) => r.path === '/api/post/alla/');
    expect(load).toMatchObject({ method: 'GET', authorization: token });
    expect(screen.getAllByRole('article')).toHaveLength(demoState().posts.length);

    const card = cardOf('Drottninggatan 45');
    const map = card.getByRole('link', { name: "Drottninggatan 45, 803 20 Gävle (öppnar en karta i en ny flik)" });
    expect(map).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Drottninggatan%2045%2C%20803%2020%20G%C3%A4vle',
    );
    expect(map).toHaveAttribute('target', '_blank');
    expect(map.getAttribute('rel')).toMatch(/noopener/);
    expect(card.getByRole('link', { name: 'Ring 0261234567' })).toHaveAttribute('href', 'tel:0261234567');
    expect(card.getByText('Timmar per dag').nextElementSibling).toHaveTextContent('8');
    expect(card.getByText('Antal personer').nextElementSibling).toHaveTextContent('2');
    expect(card.getByText('Avtalstid').nextElementSibling).toHaveTextContent('6 månader');

    const id = demoState().posts.find((p) => p.address.startsWith('Drottninggatan'))?._id ?? '';
    expect(card.getByRole('link', { name: 'Lägg till personer som ska arbeta på den här platsen' })).toHaveAttribute(
      'href',
      `/admin/post/${id}/`,
    );
    expect(card.getByRole('link', { name: 'ändras' })).toHaveAttribute('href', `/admin/post/create/${id}`);
  });

  it('asks before deleting; DELETE /api/post/remove/{id} with the token, message, card gone without a refetch', async () => {
    const { user, sent, token } = await openList();
    const target = demoState().posts.find((p) => p.address.startsWith('Kungsgatan 28'));
    await user.click(cardOf('Kungsgatan 28').getByRole('button', { name: /Radera/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Är du säker att du vill radera?' });
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: /Kungsgatan 28/ })).toBeInTheDocument();

    const before = sent.length;
    await user.click(cardOf('Kungsgatan 28').getByRole('button', { name: /Radera/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Radera' }));
    expect(await screen.findByText('Platsen har tagits bort')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Kungsgatan 28/ })).not.toBeInTheDocument());
    expect(sent.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE /api/post/remove/${target?._id}`]);
    expect(sent.at(-1)?.authorization).toBe(token);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(demoState().posts.some((p) => p._id === target?._id)).toBe(false);
  });

  it('a failed delete is shown on its card, in focus, and keeps the card; Försök igen deletes', async () => {
    const { user, sent } = await openList();
    server.use(
      http.delete(`${env.apiUrl}/api/post/remove/:id`, () => HttpResponse.json({ message: 'Platsen kunde inte raderas' }, { status: 500 }), {
        once: true,
      }),
    );
    const before = sent.length;
    await user.click(cardOf('Kungsgatan 28').getByRole('button', { name: /Radera/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Radera' }));
    const alert = await cardOf('Kungsgatan 28').findByRole('alert');
    expect(alert).toHaveTextContent('Platsen kunde inte raderas');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByRole('heading', { name: /Kungsgatan 28/ })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByText('Platsen har tagits bort')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Kungsgatan 28/ })).not.toBeInTheDocument());
    expect(sent.slice(before).filter((r) => r.method === 'DELETE')).toHaveLength(2);
  });

  it('shows the empty state when there are no workplaces', async () => {
    demoState().posts = [];
    const { Auth } = await signedInAs('admin');
    renderWithProviders(null, { route: '/admin/posts/', preloadedState: { Auth } });
    expect(await screen.findByText('Det finns inga arbetsplatser ännu.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('a load error offers Uppdatera sidan, which loads again', async () => {
    server.use(http.get(`${env.apiUrl}/api/post/alla/`, () => HttpResponse.error(), { once: true }));
    const { Auth } = await signedInAs('admin');
    const { user } = renderWithProviders(null, { route: '/admin/posts/', preloadedState: { Auth } });
    expect(await screen.findByText('not fund 404')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Uppdatera sidan' }));
    expect(await screen.findAllByRole('article')).toHaveLength(5);
  });
});

describe('admin guard (DECISIONS.md 12)', () => {
  for (const route of ['/admin/posts/', '/admin/post/create/', '/admin/post/65a1b2c3d4e5f60718293a4b/']) {
    it(`staff opening ${route} get the home view and no workplace call is made`, async () => {
      const { Auth } = await signedInAs('staff');
      const sent = recordRequests();
      const { router } = renderWithProviders(null, { route, preloadedState: { Auth } });
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(screen.queryByRole('heading', { name: 'Alla våra arbetsplatser' })).not.toBeInTheDocument();
      expect(sent.filter((r) => r.path.startsWith('/api/post/'))).toEqual([]);
    });
  }
});
