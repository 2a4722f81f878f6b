/** The password and bank panels on Min sida, and the printable statement. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '../../src/config/env';
import { sv } from '../../src/i18n/sv';
import { server } from '../setup';
import { currentLabel, minutesOf, hm, openProfile } from './helpers';
import { login } from '../../src/features/auth/api';
import { demoCredentials } from '../../src/demo/credentials';

type Person = Awaited<ReturnType<typeof openProfile>>['user'];

/** The panels are in the collapsed 'Inställningar' at the end of Min sida (issue 12). */
async function openSettings(user: Person) {
  const summary = screen.getByRole('heading', { name: sv.profile.settings });
  if (!screen.queryByRole('region', { name: sv.profile.changePassword })) await user.click(summary);
}

async function passwordPanel(user: Person) {
  await openSettings(user);
  return screen.findByRole('region', { name: sv.profile.changePassword });
}

async function bankPanel(user: Person) {
  await openSettings(user);
  return screen.findByRole('region', { name: sv.profile.addBank });
}

describe('ändra lösenord', () => {
  it('validates on submit: short first, short second, then different marks both; sends nothing', async () => {
    const { user, sent } = await openProfile();
    const panel = await passwordPanel(user);
    const first = within(panel).getByLabelText(sv.profile.newPassword);
    const second = within(panel).getByLabelText(sv.profile.confirmPassword);
    const submit = within(panel).getByRole('button', { name: sv.profile.passwordSubmit });

    await user.type(first, 'ab');
    await user.type(second, 'abcd');
    await user.click(submit);
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(second).not.toHaveAttribute('aria-invalid');
    expect(within(panel).getByText(sv.profile.passwordShort)).toBeInTheDocument();

    await user.clear(first);
    await user.type(first, 'abcd');
    await user.clear(second);
    await user.type(second, 'a');
    await user.click(submit);
    expect(first).not.toHaveAttribute('aria-invalid');
    expect(second).toHaveAttribute('aria-invalid', 'true');

    await user.clear(second);
    await user.type(second, 'abce');
    await user.click(submit);
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(within(panel).getAllByText(sv.profile.passwordMismatch)).toHaveLength(2);
    expect(sent.some((r) => r.path.startsWith('/api/auth/password/'))).toBe(false);
  });

  it('each field has its own show/hide toggle', async () => {
    const { user } = await openProfile();
    const panel = await passwordPanel(user);
    const first = within(panel).getByLabelText(sv.profile.newPassword);
    await user.type(first, 'hemligt');
    await user.type(within(panel).getByLabelText(sv.profile.confirmPassword), 'hemligt');
    const toggles = within(panel).getAllByRole('button', { name: sv.app.showPassword });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[0] as HTMLElement);
    expect(first).toHaveAttribute('type', 'text');
    expect(within(panel).getByLabelText(sv.profile.confirmPassword)).toHaveAttribute('type', 'password');
  });

  it('sends PUT /api/auth/password/{id}/ with {password}, shows "Lösenordet har ändrats", and the new password logs in', async () => {
    const { user, sent, session } = await openProfile();
    const panel = await passwordPanel(user);
    await user.type(within(panel).getByLabelText(sv.profile.newPassword), 'nyttlösen');
    await user.type(within(panel).getByLabelText(sv.profile.confirmPassword), 'nyttlösen');
    await user.click(within(panel).getByRole('button', { name: sv.profile.passwordSubmit }));
    expect(await within(panel).findByText(sv.profile.passwordChanged)).toBeInTheDocument();
    const call = sent.find((r) => r.path === `/api/auth/password/${session.user._id}/`);
    expect(call?.method).toBe('PUT');
    expect(call?.body).toEqual({ password: 'nyttlösen' });
    expect(within(panel).getByLabelText(sv.profile.newPassword)).toHaveValue('');
    const again = await login(demoCredentials.staff.phone, 'nyttlösen');
    expect(again.data._id).toBe(session.user._id);
  });

  it('shows the server’s message when the change fails', async () => {
    server.use(http.put(`${env.apiUrl}/api/auth/password/:id/`, () => HttpResponse.json({ message: 'not fund 404' }, { status: 500 })));
    const { user } = await openProfile();
    const panel = await passwordPanel(user);
    await user.type(within(panel).getByLabelText(sv.profile.newPassword), 'nyttlösen');
    await user.type(within(panel).getByLabelText(sv.profile.confirmPassword), 'nyttlösen');
    await user.click(within(panel).getByRole('button', { name: sv.profile.passwordSubmit }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('not fund 404');
  });
});

describe('lägg till ett bankkonto', () => {
  it('rejects a wrong account with "fel bank konto" and sends nothing', async () => {
    const { user, sent } = await openProfile();
    const panel = await bankPanel(user);
    const input = within(panel).getByLabelText(sv.profile.bankAccount);
    expect(input).toHaveAttribute('placeholder', sv.profile.bankPlaceholder);
    await user.type(input, 'SE45 5000 0000 0583 9825 7467');
    await user.click(within(panel).getByRole('button', { name: sv.profile.bankSubmit }));
    expect(within(panel).getByText(sv.profile.bankWrong)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(sent.some((r) => r.path === '/api/auth/edit/')).toBe(false);
  });

  it('sends PUT /api/auth/edit/ with {bankaccount} and the token, and shows the new account in place', async () => {
    const { user, sent, token, store } = await openProfile();
    const panel = await bankPanel(user);
    await user.type(within(panel).getByLabelText(sv.profile.bankAccount), '8327-9, 123 456 789-0');
    await user.click(within(panel).getByRole('button', { name: sv.profile.bankSubmit }));
    expect(await within(panel).findByText(sv.profile.bankAdded)).toBeInTheDocument();
    const call = sent.find((r) => r.path === '/api/auth/edit/');
    expect(call?.method).toBe('PUT');
    expect(call?.authorization).toBe(token);
    expect(call?.body).toEqual({ bankaccount: '8327-9, 123 456 789-0' });
    // Min sida renders its view deferred (useDeferredValue): wait for the account in place, as a person would.
    const details = screen.getByRole('region', { name: sv.profile.details });
    expect(await within(details).findByText('8327-9, 123 456 789-0')).toBeInTheDocument();
    expect(store.getState().Auth.userInfo?.bankaccount).toBe('8327-9, 123 456 789-0');
  });

  it('sends a Swedish IBAN in capitals, grouped by four', async () => {
    const { user, sent } = await openProfile();
    const panel = await bankPanel(user);
    await user.type(within(panel).getByLabelText(sv.profile.bankAccount), 'se4550000000058398257466');
    await user.click(within(panel).getByRole('button', { name: sv.profile.bankSubmit }));
    expect(await within(panel).findByText(sv.profile.bankAdded)).toBeInTheDocument();
    expect(sent.find((r) => r.path === '/api/auth/edit/')?.body).toEqual({ bankaccount: sv.profile.bankPlaceholder });
  });
});

/** Min sida's first 'Skriv ut', once it can be pressed (its code loads when the page is idle). */
function printButton(): Promise<HTMLElement> {
  return waitFor(() => {
    const button = screen.getAllByRole('button', { name: sv.profile.print })[0] as HTMLElement;
    expect(button).toBeEnabled();
    return button;
  });
}

describe('Skriv ut', () => {
  it('renders the statement of the month for printing: company, name, personnummer, month, entries newest first, total last', async () => {
    const { user, current, session, container } = await openProfile();
    const month = current();
    await user.click(await printButton());
    const statement = await waitFor(() => {
      const found = container.querySelector(`article[aria-label="${sv.profile.statementHeading} ${currentLabel}"]`);
      if (!found) throw new Error('statement not rendered');
      return found as HTMLElement;
    });
    expect(statement).toHaveTextContent(sv.app.company);
    expect(statement).toHaveTextContent(session.user.fullname);
    expect(statement).toHaveTextContent(session.user.personnummer);
    expect(statement).toHaveTextContent(currentLabel);
    // The head that repeats on every printed page (person and month), the column heads, the
    // entries newest first, and the total as the very last row.
    const rows = within(statement).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(month.months.length + 3);
    expect(rows[0]).toHaveTextContent(`${session.user.fullname} · ${currentLabel}`);
    const dates = rows.slice(2, -1).map((row) => /\d{4}-\d{2}-\d{2}/.exec(row.textContent ?? '')?.[0] ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    const total = hm(month.months.reduce((s, e) => s + minutesOf(e), 0));
    expect(rows.at(-1)).toHaveTextContent(sv.profile.totalFooter(total.hours, total.minutes));
  });
});
