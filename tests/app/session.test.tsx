/**
 * Issue 10 item 7 and DECISIONS.md 18: a session that runs out in the middle of a form keeps
 * what was typed, and a member who is not there is not a session failure.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '../../src/config/env';
import { demoCredentials } from '../../src/demo/credentials';
import { sv } from '../../src/i18n/sv';
import { server } from '../setup';
import { recordRequests, renderWithProviders } from '../test-utils';
import { adminSession, memberNamed } from '../staff/helpers';

describe('a session that runs out mid-form', () => {
  it('shows the sign-in over the page; after signing in the typed values are there and the save goes through', async () => {
    const session = await adminSession();
    const fatima = await memberNamed('Fatima Hassan');
    const { user, store } = renderWithProviders(null, {
      route: `/admin/list/user/${fatima._id}`,
      preloadedState: session.preloadedState,
    });
    // The screen's chunk may take more than a second on a busy machine.
    await screen.findByRole('heading', { level: 1, name: 'Fatima Hassan' });
    await user.click(screen.getByRole('button', { name: 'Rätta arbetad tid' }));
    await user.clear(screen.getByLabelText('Timmar'));
    await user.type(screen.getByLabelText('Timmar'), '3');
    await user.clear(screen.getByLabelText('Minuter'));
    await user.type(screen.getByLabelText('Minuter'), '20');

    // The token has expired: the provider answers 401 'token failed' once.
    let expired = true;
    server.use(
      http.post(`${env.apiUrl}/api/auth/time/update/:id/`, () =>
        expired ? HttpResponse.json({ message: 'token failed' }, { status: 401 }) : undefined,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'updatera tid' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rätta tiden' }));

    // Signed out, with the sign-in shown; the page is kept (hidden) with its values.
    expect(await screen.findByRole('heading', { name: sv.login.heading })).toBeInTheDocument();
    expect(store.getState().Auth.userInfo).toBeNull();
    // Kept, but out of reach until signed in again (inert, hidden).
    expect(screen.getByLabelText('Timmar').closest('[inert]')).not.toBeNull();
    expect(screen.getByLabelText('Timmar')).toHaveValue(3);
    expired = false;

    const { phone, password } = demoCredentials.admin;
    await user.type(screen.getByLabelText('Telefonnummer'), phone);
    await user.type(screen.getByLabelText('Lösenord'), password);
    await user.click(screen.getByRole('button', { name: 'Logga in' }));

    // Back where the admin was, with what was typed.
    await waitFor(() => expect(screen.getByLabelText('Timmar')).toHaveValue(3));
    expect(screen.getByLabelText('Minuter')).toHaveValue(20);
    const sent = recordRequests();
    await user.click(screen.getByRole('button', { name: 'updatera tid' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rätta tiden' }));
    expect(await screen.findByText('Informationen har uppdaterats')).toBeInTheDocument();
    expect(sent.filter((r) => r.path === `/api/auth/time/update/${fatima._id}/`)).toHaveLength(1);
  });
});

describe('a member who is not there (DECISIONS.md 18)', () => {
  it("a wrong id shows 'Personen finns inte längre' with a link to the staff list; the admin stays signed in", async () => {
    const session = await adminSession();
    const { store } = renderWithProviders(null, {
      route: '/admin/list/user/0123456789abcdef01234567',
      preloadedState: session.preloadedState,
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Personen finns inte längre' });
    expect(heading).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Till personallistan' })).toHaveAttribute('href', '/admin/list/');
    expect(store.getState().Auth.userInfo?._id).toBe(session.admin._id);
    expect(screen.queryByRole('heading', { name: sv.login.heading })).not.toBeInTheDocument();
  });

  it('the same answer about the signed-in person still resets the session (SPEC.md §8)', async () => {
    const session = await adminSession();
    server.use(
      http.get(`${env.apiUrl}/api/time/time/user/:id`, () =>
        HttpResponse.json({ message: 'The person does not exist in the database' }, { status: 404 }),
      ),
    );
    const { store } = renderWithProviders(null, {
      route: `/admin/list/user/${session.admin._id}`,
      preloadedState: session.preloadedState,
    });
    expect(await screen.findByRole('heading', { name: sv.login.heading })).toBeInTheDocument();
    expect(store.getState().Auth.userInfo).toBeNull();
    expect(within(document.body).queryByText('Personen finns inte längre')).not.toBeInTheDocument();
  });
});
