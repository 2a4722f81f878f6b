/**
 * The month overview's loading (person-time/use-people-time.ts, issue 19): every person's time read
 * once, the progress shown until the last answer, the answers handed to the Months owner in
 * batches, a retry for those that failed, and a 401 that ends the session as everywhere else.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { listUsers } from '../../src/features/staff/api';
import type { User } from '../../src/types/api';
import { server } from '../setup';
import { recordRequests, renderWithProviders, signedInAs } from '../test-utils';

const now = new Date();
const caption = `Arbetad tid ${String(now.getMonth() + 1).padStart(2, '0')}/${now.getFullYear()}`;
const timeRead = '*/api/time/time/user/:userId';

/** Holds every read of a person's time until `release()`; then the demo provider answers. */
function holdTimeReads() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  // Answering nothing passes the request on to the demo provider's own handler.
  server.use(http.get(timeRead, async () => void (await gate)));
  return () => release();
}

function rowOf(table: HTMLElement, user: User): HTMLElement {
  const body = table.querySelector('tbody');
  const row = body && within(body).getAllByRole('row').find((r) => within(r).queryByRole('link', { name: user.fullname }));
  if (!row) throw new Error(`no row for ${user.fullname}`);
  return row;
}

async function open() {
  const { Auth } = await signedInAs('admin');
  const people = await listUsers();
  const sent = recordRequests();
  const view = renderWithProviders(null, { route: '/admin/manad/', preloadedState: { Auth } });
  return { ...view, people, sent };
}

describe('month overview loading', () => {
  it("shows the progress from the table's first frame until the last answer, and hands the answers over in one update", async () => {
    const release = holdTimeReads();
    const { people, store } = await open();
    const table = await screen.findByRole('table', { name: caption });
    // Nobody is read yet: the table is never shown as if complete.
    const progress = screen.getByRole('progressbar', { name: `Läser in tid: 0 av ${people.length} personer` });
    expect(progress).toHaveAttribute('max', String(people.length));
    expect(progress.closest('[role="status"]')).toHaveTextContent(`Läser in tid: 0 av ${people.length} personer`);
    expect(screen.getByRole('button', { name: 'Skriv ut alla tidrapporter' })).toBeDisabled();
    const updates: unknown[] = [];
    let last = store.getState().Months.byUser;
    const unsubscribe = store.subscribe(() => {
      const next = store.getState().Months.byUser;
      if (next !== last) updates.push(next);
      last = next;
    });
    release();
    await waitFor(() => expect(screen.queryByText(/^Läser in tid/)).not.toBeInTheDocument());
    unsubscribe();
    // Answers that come together are one update of the Months owner, not one (or two) per person.
    expect(updates.length).toBeGreaterThanOrEqual(1);
    expect(updates.length).toBeLessThan(people.length);
    for (const person of people) expect(store.getState().Months.byUser[person._id]?.user?._id).toBe(person._id);
    expect(within(table).getAllByRole('link')).toHaveLength(people.length);
  });

  it("names the people whose time could not be read, and 'Försök igen' reads only them", async () => {
    const erik = (await listUsers()).find((u) => u.fullname === 'Erik Johansson');
    if (!erik) throw new Error('no Erik');
    server.use(http.get(timeRead, ({ params }) => (params.userId === erik._id ? HttpResponse.text('fel', { status: 500 }) : undefined)));
    const { sent, user, people } = await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('1 persons tid kunde inte läsas in.');
    const reads = () => sent.filter((r) => r.method === 'GET' && r.path.startsWith('/api/time/time/user/')).map((r) => r.path);
    expect(reads().sort()).toEqual(people.map((p) => `/api/time/time/user/${p._id}`).sort());
    const table = screen.getByRole('table', { name: caption });
    // Everyone else is shown; Erik's row has no time yet.
    expect(within(rowOf(table, erik)).getAllByRole('cell').map((c) => c.textContent).slice(0, 3)).toEqual(['0:00', '0', '0']);

    server.resetHandlers();
    sent.length = 0;
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    // The answer is handed to the table after the progress line (people-time-reading's handover):
    // wait for what the admin waits for, the progress gone and Erik's row filled.
    await waitFor(() => expect(screen.queryByText(/^Läser in tid/)).not.toBeInTheDocument());
    await waitFor(() => expect(Number(within(rowOf(table, erik)).getAllByRole('cell')[2]?.textContent)).toBeGreaterThan(0));
    expect(reads()).toEqual([`/api/time/time/user/${erik._id}`]);
  });

  it('a 401 on a person\'s time ends the session, as on every other call', async () => {
    server.use(http.get(timeRead, () => HttpResponse.json({ message: 'token failed' }, { status: 401 })));
    const { store } = await open();
    expect(await screen.findByRole('heading', { name: 'Logga in' })).toBeInTheDocument();
    expect(store.getState().Auth.userInfo).toBeNull();
  });
});
