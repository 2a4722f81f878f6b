/**
 * Who works where (SPEC.md §2 'Workplaces' 2, §3 filter toggling, §7 add/remove worker,
 * DECISIONS.md 11: lists update in place with a confirmation, no reload).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '../../src/config/env';
import { demoState } from '../../src/demo/db';
import { server } from '../setup';
import { recordRequests, renderWithProviders, signedInAs } from '../test-utils';

const postByAddress = (start: string) => {
  const post = demoState().posts.find((p) => p.address.startsWith(start));
  if (!post) throw new Error(`no post ${start}`);
  return post;
};
const userByName = (name: string) => {
  const user = demoState().users.find((u) => u.fullname === name);
  if (!user) throw new Error(`no user ${name}`);
  return user;
};

const workersSection = () => within(screen.getByRole('region', { name: /Arbetar här nu/ }));
const membersSection = () => within(screen.getByRole('region', { name: 'Lägg till personer' }));

async function openWorkers(start: string) {
  const post = postByAddress(start);
  const { Auth } = await signedInAs('admin');
  const sent = recordRequests();
  const view = renderWithProviders(null, { route: `/admin/post/${post._id}/`, preloadedState: { Auth } });
  // The screen's code arrives lazily: on a busy machine its first load takes more than a second.
  await screen.findByRole('heading', { name: post.address, level: 1 });
  return { ...view, sent, post, token: `Bearer ${Auth.token}` };
}

describe('workers of a workplace', () => {
  it('loads GET /api/post/id/{id} and GET /api/auth/show/all/, lists workers and the other members', async () => {
    const { sent, post, token } = await openWorkers('Valstaskolan');
    expect(sent.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      ['GET /api/auth/show/all/', `GET /api/post/id/${post._id}`].sort(),
    );
    expect(sent.every((r) => r.authorization === token)).toBe(true);
    const working = post.workers.map((id) => demoState().users.find((u) => u._id === id)?.fullname ?? '');
    expect(working).toHaveLength(2);
    for (const name of working) expect(workersSection().getByText(name)).toBeInTheDocument();
    const others = demoState().users.filter((u) => !post.workers.includes(u._id));
    expect(membersSection().getAllByRole('button', { name: /^Lägg till / })).toHaveLength(others.length);
    for (const name of working) expect(membersSection().queryByText(name)).not.toBeInTheDocument();
  });

  it("shows 'Det är ingen som jobbar nu' when nobody works there", async () => {
    await openWorkers('Södra Kungsgatan');
    expect(workersSection().getByText('Det är ingen som jobbar nu')).toBeInTheDocument();
  });

  it('adds a member: POST /api/post/new/{postId} with {user}, toast, lists update in place; a double tap sends once', async () => {
    const { user, sent, post } = await openWorkers('Södra Kungsgatan');
    const fatima = userByName('Fatima Hassan');
    const before = sent.length;
    const add = membersSection().getByRole('button', { name: 'Lägg till Fatima Hassan' });
    await user.dblClick(add);
    expect(await screen.findByText('Personen har lagts till på platsen')).toBeInTheDocument();
    await waitFor(() => expect(workersSection().getByText('Fatima Hassan')).toBeInTheDocument());
    expect(membersSection().queryByText('Fatima Hassan')).not.toBeInTheDocument();
    expect(workersSection().queryByText('Det är ingen som jobbar nu')).not.toBeInTheDocument();
    const calls = sent.slice(before);
    // The workplace is read before the add and after it (lib/writes/create-once.ts).
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /api/post/id/${post._id}`, `POST /api/post/new/${post._id}`, `GET /api/post/id/${post._id}`]);
    expect(calls[1]?.body).toEqual({ user: fatima._id });
    expect(demoState().posts.find((p) => p._id === post._id)?.workers).toEqual([fatima._id]);
  });

  it('the heading toggles edit mode; selecting toggles (SPEC.md §3); ta bort: POST /api/post/re/{postId}/ with {add}', async () => {
    const { user, sent, post } = await openWorkers('Valstaskolan');
    const [firstId, secondId] = [...post.workers];
    const first = demoState().users.find((u) => u._id === firstId)?.fullname ?? '';
    const second = demoState().users.find((u) => u._id === secondId)?.fullname ?? '';
    const toggle = screen.getByRole('button', { name: /Arbetar här nu \(2\)/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ta bort/ })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const removeButton = () => screen.getByRole('button', { name: /^ta bort/ });
    expect(removeButton()).toBeDisabled();

    // Toggling: absent → added, present → removed.
    await user.click(screen.getByRole('checkbox', { name: first }));
    await user.click(screen.getByRole('checkbox', { name: second }));
    expect(removeButton()).toHaveTextContent('ta bort (2)');
    await user.click(screen.getByRole('checkbox', { name: second }));
    expect(screen.getByRole('checkbox', { name: second })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: first })).toBeChecked();
    expect(removeButton()).toHaveTextContent('ta bort (1)');

    const before = sent.length;
    await user.click(removeButton());
    expect(await screen.findByText('Personen har tagits bort från platsen')).toBeInTheDocument();
    await waitFor(() => expect(workersSection().queryByText(first)).not.toBeInTheDocument());
    expect(workersSection().getByText(second)).toBeInTheDocument();
    expect(membersSection().getByRole('button', { name: `Lägg till ${first}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Arbetar här nu \(1\)/ })).toBeInTheDocument();
    const calls = sent.slice(before);
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([`POST /api/post/re/${post._id}/`]);
    expect(calls[0]?.body).toEqual({ add: firstId });
    expect(demoState().posts.find((p) => p._id === post._id)?.workers).toEqual([secondId]);

    // Closing edit mode hides the selection.
    await user.click(screen.getByRole('button', { name: /Arbetar här nu/ }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('removes several selected workers, one call each, then shows nobody', async () => {
    const { user, sent, post } = await openWorkers('Valstaskolan');
    const ids = [...post.workers];
    expect(ids).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /Arbetar här nu/ }));
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    const before = sent.length;
    await user.click(screen.getByRole('button', { name: 'ta bort (2)' }));
    expect(await screen.findByText('2 personer har tagits bort från platsen')).toBeInTheDocument();
    expect(workersSection().getByText('Det är ingen som jobbar nu')).toBeInTheDocument();
    expect(sent.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual(ids.map(() => `POST /api/post/re/${post._id}/`));
    expect(sent.slice(before).map((r) => r.body)).toEqual(ids.map((id) => ({ add: id })));
  });

  it("a failed add is shown in the member's row, in focus, and keeps the member in the list", async () => {
    const { user } = await openWorkers('Södra Kungsgatan');
    server.use(
      http.post(`${env.apiUrl}/api/post/new/:id`, () => HttpResponse.json({ message: 'Personen arbetar redan här' }, { status: 400 })),
    );
    const add = membersSection().getByRole('button', { name: 'Lägg till Fatima Hassan' });
    await user.click(add);
    const alert = await membersSection().findByRole('alert');
    expect(alert).toHaveTextContent('Personen arbetar redan här');
    expect(add.closest('li')).toContainElement(alert);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(membersSection().getByRole('button', { name: 'Lägg till Fatima Hassan' })).toBeEnabled();
    expect(workersSection().getByText('Det är ingen som jobbar nu')).toBeInTheDocument();
  });

  it('an add whose answer is lost but which was stored reads the workplace back and counts as added, sent once', async () => {
    const { user, sent, post } = await openWorkers('Södra Kungsgatan');
    const fatima = userByName('Fatima Hassan');
    server.use(
      http.post(
        `${env.apiUrl}/api/post/new/:id`,
        () => {
          demoState().posts.find((p) => p._id === post._id)?.workers.push(fatima._id);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const before = sent.length;
    await user.click(membersSection().getByRole('button', { name: 'Lägg till Fatima Hassan' }));
    expect(await screen.findByText('Personen har lagts till på platsen. Svaret från servern kom inte fram, men personen finns nu på platsen.')).toBeInTheDocument();
    await waitFor(() => expect(workersSection().getByText('Fatima Hassan')).toBeInTheDocument());
    expect(sent.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /api/post/id/${post._id}`,
      `POST /api/post/new/${post._id}`,
      `GET /api/post/id/${post._id}`,
    ]);
    expect(screen.queryByText('Personen arbetar redan här')).not.toBeInTheDocument();
  });

  it('a failed removal is shown under the workers, in focus; those not removed stay', async () => {
    const { user, post } = await openWorkers('Valstaskolan');
    server.use(
      http.post(`${env.apiUrl}/api/post/re/:id/`, () => HttpResponse.json({ message: 'Servern svarar inte just nu' }, { status: 500 })),
    );
    await user.click(screen.getByRole('button', { name: /Arbetar här nu/ }));
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'ta bort (2)' }));
    const alert = await workersSection().findByRole('alert');
    expect(alert).toHaveTextContent('Servern svarar inte just nu');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(workersSection().getAllByRole('checkbox')).toHaveLength(2);
    expect(demoState().posts.find((p) => p._id === post._id)?.workers).toHaveLength(2);
  });

  it('takes the members from the staff list already loaded (one owner): no second fetch, a removed person is not offered', async () => {
    const { Auth } = await signedInAs('admin');
    const { user } = renderWithProviders(null, { route: '/admin/list/', preloadedState: { Auth } });
    await screen.findByRole('rowheader', { name: 'Sara Nilsson' });
    await user.click(screen.getByRole('button', { name: 'Ta bort Sara Nilsson' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ta bort' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Sara Nilsson' })).not.toBeInTheDocument());
    const sent = recordRequests();
    await user.click(within(screen.getByRole('navigation', { name: 'Administration' })).getByRole('link', { name: 'Arbetsplatser' }));
    const heading = await screen.findByRole('heading', { name: /Södra Kungsgatan/ });
    const card = within(heading.closest('article') as HTMLElement);
    await user.click(card.getByRole('link', { name: 'Lägg till personer som ska arbeta på den här platsen' }));
    await screen.findByRole('region', { name: 'Lägg till personer' });
    expect(membersSection().getByRole('button', { name: 'Lägg till Fatima Hassan' })).toBeInTheDocument();
    expect(membersSection().queryByText('Sara Nilsson')).not.toBeInTheDocument();
    expect(sent.filter((r) => r.path === '/api/auth/show/all/')).toHaveLength(0);
  });
});
