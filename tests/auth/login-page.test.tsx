/** The login screen (SPEC.md §2 'Login screen', §5 'Login', DECISIONS.md 6, 12, 17). */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoCredentials } from '../../src/demo/credentials';
import { storageKeys } from '../../src/lib/storage';
import { server } from '../setup';
import { recordRequests, renderWithProviders, signedInAs } from '../test-utils';

const phoneInput = () => screen.getByLabelText('Telefonnummer');
const passwordInput = () => screen.getByLabelText('Lösenord', { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Logga in' });

describe('login screen', () => {
  it('shows heading, labelled fields and the demo credentials', async () => {
    renderWithProviders(null, { route: '/login/' });
    expect(await screen.findByRole('heading', { name: 'Logga in' })).toBeInTheDocument();
    expect(phoneInput()).toHaveAttribute('inputmode', 'numeric');
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(await screen.findByText(new RegExp(demoCredentials.admin.phone))).toBeInTheDocument();
  });

  it('validates on submit only: phone shorter than 10, password shorter than 2', async () => {
    const { user } = renderWithProviders(null, { route: '/login/' });
    await screen.findByRole('heading', { name: 'Logga in' });
    const sent = recordRequests();
    await user.type(phoneInput(), '070123');
    await user.type(passwordInput(), 'x');
    expect(screen.queryByText('Telefonnumret ska ha minst 10 siffror')).not.toBeInTheDocument();
    await user.click(submit());
    expect(screen.getByText('Telefonnumret ska ha minst 10 siffror')).toBeInTheDocument();
    expect(screen.getByText('Lösenordet ska ha minst 2 tecken')).toBeInTheDocument();
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('offers the show/hide toggle once the password is longer than 1 character', async () => {
    const { user } = renderWithProviders(null, { route: '/login/' });
    await screen.findByRole('heading', { name: 'Logga in' });
    await user.type(passwordInput(), 'a');
    expect(screen.queryByRole('button', { name: 'Visa lösenord' })).not.toBeInTheDocument();
    await user.type(passwordInput(), 'b');
    await user.click(screen.getByRole('button', { name: 'Visa lösenord' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Dölj lösenord' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('logs staff in with POST /api/auth/login/, stores the session and goes home', async () => {
    const { user, router } = renderWithProviders(null, { route: '/login/' });
    await screen.findByRole('heading', { name: 'Logga in' });
    const sent = recordRequests();
    await user.type(phoneInput(), demoCredentials.staff.phone);
    await user.type(passwordInput(), demoCredentials.staff.password);
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const login = sent.find((r) => r.path === '/api/auth/login/');
    expect(login?.method).toBe('POST');
    expect(login?.body).toEqual({ phone: demoCredentials.staff.phone, password: demoCredentials.staff.password });
    expect(JSON.parse(localStorage.getItem(storageKeys.userInfo) ?? '{}').fullname).toBe(demoCredentials.staff.name);
    expect(JSON.parse(localStorage.getItem(storageKeys.token) ?? '""')).toBeTruthy();
  });

  it('sends what the fields show, also text that reached the fields but not the screen\'s state (typed while the app took the prerendered screen over)', async () => {
    const { user, router } = renderWithProviders(null, { route: '/login/' });
    await screen.findByRole('heading', { name: 'Logga in' });
    const sent = recordRequests();
    // The browser's own typing, before React listened: the value is there, no event reached React.
    (phoneInput() as HTMLInputElement).value = demoCredentials.staff.phone;
    (passwordInput() as HTMLInputElement).value = demoCredentials.staff.password;
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText('Telefonnumret ska ha minst 10 siffror')).not.toBeInTheDocument();
    expect(sent.find((r) => r.path === '/api/auth/login/')?.body).toEqual({ phone: demoCredentials.staff.phone, password: demoCredentials.staff.password });
  });

  it('sends the phone number as digits even when typed with spaces', async () => {
    const { user } = renderWithProviders(null, { route: '/login/' });
    await screen.findByRole('heading', { name: 'Logga in' });
    const sent = recordRequests();
    const spaced = demoCredentials.staff.phone.replace(/^(\d{3})(\d{3})(\d{2})(\d{2})$/, '$1-$2 $3 $4');
    await user.type(phoneInput(), spaced);
    await user.type(passwordInput(), demoCredentials.staff.password);
    await user.click(submit());
    await waitFor(() => expect(sent.find((r) => r.path === '/api/auth/login/')?.body).toBeTruthy());
    expect((sent[0]?.body as { phone: string }).phone).toBe(demoCredentials.staff.phone);
  });

  it('lands an admin on /admin/', async () => {
    const { user, router } = renderWithProviders(null, { route: '/login/' });
    await screen.findByRole('heading', { name: 'Logga in' });
    await user.type(phoneInput(), demoCredentials.admin.phone);
    await user.type(passwordInput(), demoCredentials.admin.password);
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/'));
  });

  it("shows the server's message in a red dismissible banner, keeps the typed phone", async () => {
    const { user } = renderWithProviders(null, { route: '/login/' });
    await screen.findByRole('heading', { name: 'Logga in' });
    await user.type(phoneInput(), demoCredentials.staff.phone);
    await user.type(passwordInput(), 'fel-lösenord');
    await user.click(submit());
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Fel telefonnummer eller lösenord');
    expect(phoneInput()).toHaveValue(demoCredentials.staff.phone);
    await user.click(screen.getByRole('button', { name: 'Stäng meddelandet' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'not fund 404' when the network is down", async () => {
    server.use(http.post('*/api/auth/login/', () => HttpResponse.error()));
    const { user } = renderWithProviders(null, { route: '/login/' });
    await screen.findByRole('heading', { name: 'Logga in' });
    await user.type(phoneInput(), demoCredentials.staff.phone);
    await user.type(passwordInput(), demoCredentials.staff.password);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('not fund 404');
  });

  it('a double tap sends one login', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('*/api/auth/login/', async () => {
        await gate;
        return HttpResponse.json({ message: 'Fel telefonnummer eller lösenord' }, { status: 401 });
      }),
    );
    const { user } = renderWithProviders(null, { route: '/login/' });
    await screen.findByRole('heading', { name: 'Logga in' });
    const sent = recordRequests();
    await user.type(phoneInput(), demoCredentials.staff.phone);
    await user.type(passwordInput(), 'whatever');
    await user.dblClick(submit());
    release();
    await screen.findByRole('alert');
    expect(sent.filter((r) => r.path === '/api/auth/login/')).toHaveLength(1);
  });

  it("'Glömt lösenordet?' asks only for the phone and explains an admin sets a new one", async () => {
    const { user } = renderWithProviders(null, { route: '/login/' });
    await screen.findByRole('heading', { name: 'Logga in' });
    const sent = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Glömt lösenordet?' }));
    expect(screen.queryByLabelText('Lösenord', { selector: 'input' })).not.toBeInTheDocument();
    await user.type(phoneInput(), '0701');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(screen.getByText('Telefonnumret ska ha minst 10 siffror')).toBeInTheDocument();
    await user.clear(phoneInput());
    await user.type(phoneInput(), '0701234567');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(screen.getByRole('status')).toHaveTextContent('administratör');
    expect(sent).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Tillbaka till inloggningen' }));
    expect(screen.getByRole('heading', { name: 'Logga in' })).toBeInTheDocument();
  });

  it('redirects a signed-in person from /login/ to /', async () => {
    const { Auth } = await signedInAs('admin');
    const { router } = renderWithProviders(null, { route: '/login/', preloadedState: { Auth } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('guards and session', () => {
  it('shows the login screen in place on a guarded route, then the route after login', async () => {
    const { user, router } = renderWithProviders(null, { route: '/admin/posts/' });
    await screen.findByRole('heading', { name: 'Logga in' });
    await user.type(phoneInput(), demoCredentials.admin.phone);
    await user.type(passwordInput(), demoCredentials.admin.password);
    await user.click(submit());
    await screen.findByRole('navigation', { name: 'Administration' });
    expect(router.state.location.pathname).toBe('/admin/posts/');
  });

  it('sends a non-admin who opens /admin/ to the home view', async () => {
    const { Auth } = await signedInAs('staff');
    const { router } = renderWithProviders(null, { route: '/admin/list/', preloadedState: { Auth } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('navigation', { name: 'Administration' })).not.toBeInTheDocument();
  });

  it('logout clears the session and shows the login screen', async () => {
    const { Auth } = await signedInAs('admin');
    localStorage.setItem(storageKeys.userInfo, JSON.stringify(Auth.userInfo));
    localStorage.setItem(storageKeys.token, JSON.stringify(Auth.token));
    const { user, store } = renderWithProviders(null, { route: '/admin/', preloadedState: { Auth } });
    await user.click(await screen.findByRole('button', { name: 'Logga ut' }));
    expect(await screen.findByRole('heading', { name: 'Logga in' })).toBeInTheDocument();
    expect(store.getState().Auth.token).toBeNull();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.userInfo)).toBeNull();
  });

  it("a 'Not authorized' answer mid-work resets the session without showing the message", async () => {
    const { Auth } = await signedInAs('admin');
    server.use(http.get('*/api/post/count/', () => HttpResponse.json({ message: 'Not authorized' }, { status: 401 })));
    const { store } = renderWithProviders(null, { route: '/admin/', preloadedState: { Auth } });
    await screen.findByRole('heading', { name: 'Logga in' });
    expect(store.getState().Auth.userInfo).toBeNull();
    expect(screen.queryByText('Not authorized')).not.toBeInTheDocument();
  });

  it('unknown paths show home', async () => {
    const { Auth } = await signedInAs('staff');
    renderWithProviders(null, { route: '/finns/inte', preloadedState: { Auth } });
    expect(await screen.findByRole('button', { name: 'Logga ut' })).toBeInTheDocument();
  });
});
