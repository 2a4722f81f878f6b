/**
 * The role comes from the server (issue 27 item 6): at a start with a stored session the app
 * reads the signed-in person (GET /api/auth/user/{id}/) and acts on that `isAdmin`. Local
 * storage's only speeds up the first paint of screens a staff member may see: a staff session
 * with `isAdmin: true` written into it by hand sees no admin screen and makes no admin read.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '../../src/config/env';
import { storageKeys } from '../../src/lib/storage';
import { server } from '../setup';
import { recordRequests, renderWithProviders, signedInAs } from '../test-utils';
import { memberNamed } from '../staff/helpers';

/** A session as local storage holds it, `isAdmin` as given (written by hand, or stale). */
async function storedSession(who: 'admin' | 'staff', isAdmin: boolean) {
  const { Auth, user } = await signedInAs(who);
  localStorage.setItem(storageKeys.userInfo, JSON.stringify({ ...Auth.userInfo, isAdmin }));
  localStorage.setItem(storageKeys.token, JSON.stringify(Auth.token));
  return { user, token: Auth.token ?? '' };
}

const userCall = (id: string) => `/api/auth/user/${id}/`;

describe('a staff session with isAdmin: true written into local storage', () => {
  it('opening /admin/list/ shows no admin screen, makes only the user call, and lands on the staff start', async () => {
    const { user: staff, token } = await storedSession('staff', true);
    const sent = recordRequests();
    const { store, router } = renderWithProviders(null, { route: '/admin/list/' });
    // The staff start, once the server has said who this is.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await screen.findByLabelText('Starttid');
    expect(screen.queryByRole('navigation', { name: 'Administration' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Personal/ })).not.toBeInTheDocument();
    // The user call, with the token, and nothing but the person's own reads.
    expect(sent[0]).toMatchObject({ method: 'GET', path: userCall(staff._id), authorization: `Bearer ${token}` });
    const own = [userCall(staff._id), `/api/time/time/user/${staff._id}`];
    expect(sent.filter((r) => !own.includes(r.path))).toEqual([]);
    // The server's word replaces the hand-written one, in the store and in local storage.
    expect(store.getState().Auth.userInfo?.isAdmin).toBe(false);
    expect(JSON.parse(localStorage.getItem(storageKeys.userInfo) ?? '{}')).toMatchObject({ _id: staff._id, isAdmin: false });
  });

  it('/valja/{someone else}/ reads nobody else’s time: the form is the person’s own', async () => {
    const { user: staff } = await storedSession('staff', true);
    const other = await memberNamed('Fatima Hassan');
    const sent = recordRequests();
    const { user } = renderWithProviders(null, { route: `/valja/${other._id}/` });
    await user.click(await screen.findByRole('button', { name: 'Registrera timmar' }));
    await screen.findByLabelText('Starttid');
    expect(screen.queryByText(/Arbetstid för Fatima Hassan/)).not.toBeInTheDocument();
    expect(sent.some((r) => r.path === userCall(staff._id))).toBe(true);
    expect(sent.filter((r) => r.path.includes(other._id))).toEqual([]);
  });
});

describe('a role check that fails on /valja/{someone else}/', () => {
  it('says so, reads nobody else’s time, and the retry gives the person’s own form', async () => {
    const { user: staff } = await storedSession('staff', true);
    const other = await memberNamed('Fatima Hassan');
    let fail = true;
    server.use(http.get(`${env.apiUrl}/api/auth/user/:id/`, () => (fail ? HttpResponse.error() : undefined)));
    const sent = recordRequests();
    const { user } = renderWithProviders(null, { route: `/valja/${other._id}/` });
    await screen.findByText('Vi kunde inte fråga servern om din behörighet. Kontrollera anslutningen och försök igen.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    await user.click(await screen.findByRole('button', { name: 'Registrera timmar' }));
    await screen.findByLabelText('Starttid');
    expect(screen.queryByText(/Arbetstid för Fatima Hassan/)).not.toBeInTheDocument();
    expect(sent.filter((r) => r.path === userCall(staff._id))).toHaveLength(2);
    expect(sent.filter((r) => r.path.includes(other._id))).toEqual([]);
  });
});

describe('an admin session from local storage', () => {
  it('waits for the server’s answer before the admin screen and its reads', async () => {
    const { user: admin } = await storedSession('admin', true);
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`${env.apiUrl}/api/auth/user/:id/`, async () => {
        await answered;
        return undefined;
      }),
    );
    const sent = recordRequests();
    renderWithProviders(null, { route: '/admin/list/' });
    await waitFor(() => expect(sent.some((r) => r.path === userCall(admin._id))).toBe(true));
    expect(screen.getByText('Laddar…')).toBeInTheDocument();
    expect(sent.filter((r) => r.path !== userCall(admin._id))).toEqual([]);
    answer?.();
    await screen.findByRole('navigation', { name: 'Administration' });
    await waitFor(() => expect(sent.some((r) => r.path === '/api/auth/show/all/')).toBe(true));
  });

  it('a stored staff session the server says is an admin gets the admin screens', async () => {
    await storedSession('admin', false);
    renderWithProviders(null, { route: '/admin/' });
    await screen.findByRole('navigation', { name: 'Administration' });
  });

  it('a failed check says so in Swedish, shows no admin screen, and a retry asks again', async () => {
    const { user: admin } = await storedSession('admin', true);
    let fail = true;
    server.use(http.get(`${env.apiUrl}/api/auth/user/:id/`, () => (fail ? HttpResponse.error() : undefined)));
    const sent = recordRequests();
    const { user } = renderWithProviders(null, { route: '/admin/' });
    expect(await screen.findByText('Vi kunde inte fråga servern om din behörighet. Kontrollera anslutningen och försök igen.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Administration' })).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    await screen.findByRole('navigation', { name: 'Administration' });
    expect(sent.filter((r) => r.path === userCall(admin._id))).toHaveLength(2);
  });

  it('an admin session whose person is gone is signed out (SPEC.md §8)', async () => {
    await storedSession('admin', true);
    server.use(
      http.get(`${env.apiUrl}/api/auth/user/:id/`, () => HttpResponse.json({ message: 'The person does not exist in the database' }, { status: 404 })),
    );
    const { store } = renderWithProviders(null, { route: '/admin/' });
    await screen.findByRole('heading', { name: 'Logga in' });
    expect(store.getState().Auth.userInfo).toBeNull();
  });
});

describe('signing in', () => {
  it('takes the role from the login answer: an admin lands on the admin start with no user call', async () => {
    const sent = recordRequests();
    const { user, router } = renderWithProviders(null, { route: '/login/' });
    await user.type(await screen.findByLabelText('Telefonnummer'), '0701234567');
    await user.type(screen.getByLabelText('Lösenord'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));
    await screen.findByRole('navigation', { name: 'Administration' });
    expect(router.state.location.pathname).toBe('/admin/');
    expect(sent.filter((r) => r.path.startsWith('/api/auth/user/'))).toEqual([]);
  });
});
