/**
 * Min sida against the demo provider: what the staff member sees, and every call's exact
 * method, path, payload and token.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '../../src/config/env';
import { sv } from '../../src/i18n/sv-admin';
import { formatHoursMinutes, monthLabel, weekdayAndDate } from '../../src/lib/months';
import type { Month } from '../../src/types/api';
import { server } from '../setup';
import { renderWithProviders, signedInAs } from '../test-utils';
import { currentLabel, footerOf, hm, minutesOf, openProfile, personTimeWith, previous, previousLabel, table } from './helpers';

describe('Min sida: details, current month and earlier months', () => {
  it('loads GET /api/time/time/user/{id} and shows the person, the total and the current month', async () => {
    const { sent, session, current } = await openProfile();
    // Asked once: when the route matched (app/router.tsx), not again by the page.
    expect(sent.filter((r) => r.path === `/api/time/time/user/${session.user._id}`).map((r) => r.method)).toEqual(['GET']);

    // The name on top; the details in 'Inställningar'.
    expect(screen.getByRole('heading', { level: 1, name: session.user.fullname })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: sv.profile.details });
    expect(within(details).getByText(session.user.fullname)).toBeInTheDocument();
    expect(within(details).getByText(session.user.email)).toBeInTheDocument();
    expect(within(details).getByText(session.user.personnummer)).toBeInTheDocument();
    expect(within(details).getByText(session.user.phone)).toBeInTheDocument();
    expect(within(details).getByText(session.user.bankaccount)).toBeInTheDocument();
    expect(within(details).getByText(sv.profile.hoursMinutes(session.user.total, session.user.half))).toBeInTheDocument();

    const month = current();
    expect(screen.getByText(sv.profile.currentMonth(currentLabel))).toBeInTheDocument();
    // Every line of the month drawn once the list has its place (jsdom lays nothing out: the
    // window is the rows' estimates, and the rows beyond it come with the place, windowed-rows.tsx).
    const lines = () => within(table(currentLabel)).getAllByRole('row', { name: /^Arbetspass / });
    await waitFor(() => expect(lines()).toHaveLength(month.months.length));
    const rows = lines();
    const first = month.months[0];
    if (!first) throw new Error('seed has entries');
    expect(rows[0]).toHaveAccessibleName(sv.profile.rowLabel(weekdayAndDate(first.date)));
    expect(rows[0]).toHaveTextContent(weekdayAndDate(first.date));
    const sum = month.months.reduce((s, e) => s + minutesOf(e), 0);
    expect(footerOf(table(currentLabel))).toHaveTextContent(
      sv.profile.totalFooter(Math.floor(sum / 60), sum % 60),
    );
  });

  it('lists earlier months as MM/YYYY with their totals; a click shows the entries already loaded, with no request', async () => {
    const { sent, session, months, user } = await openProfile();
    const earlier = months().find((m) => m.MonthNumber === previous.getMonth() + 1) as Month;
    expect(monthLabel(earlier)).toBe(previousLabel);
    const button = screen.getByRole('button', {
      name: new RegExp(`^${previousLabel.replace('/', '\\/')}\\s*${formatHoursMinutes(earlier.total, earlier.half)}`),
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const shown = await screen.findByRole('table', { name: sv.profile.entriesCaption(previousLabel) });
    // The person's time carries the month's entries: opening it asks nothing (issue 12).
    expect(sent.filter((r) => r.path === `/api/month/3/${session.user._id}/`)).toEqual([]);
    await waitFor(() => expect(within(shown).getAllByRole('row', { name: /^Arbetspass / })).toHaveLength(earlier.months.length));
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.click(button);
    expect(screen.queryByRole('table', { name: sv.profile.entriesCaption(previousLabel) })).not.toBeInTheDocument();
  });

  it('a month that came without its entries is read with POST /api/month/3/{id}/ when opened', async () => {
    // The person's time arrives with the earlier month's entries left out.
    server.use(
      personTimeWith((m) => (m.MonthNumber === previous.getMonth() + 1 ? { ...m, months: [] } : m)),
      http.post(`${env.apiUrl}/api/month/3/:userId/`, () => HttpResponse.json([])),
    );
    const { user, sent, session } = await openProfile();
    await user.click(screen.getByRole('button', { name: new RegExp(`^${previousLabel.replace('/', '\\/')}`) }));
    expect(await screen.findByText(sv.profile.emptyMonth)).toBeInTheDocument();
    const call = sent.find((r) => r.path === `/api/month/3/${session.user._id}/`);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ MonthNumber: previous.getMonth() + 1 });
  });

  it('shows a load error with "Uppdatera sidan" and recovers on retry', async () => {
    let fail = true;
    server.use(
      http.get(`${env.apiUrl}/api/time/time/user/:userId`, () =>
        fail ? HttpResponse.json({ message: 'Servern är nere' }, { status: 500 }) : undefined,
      ),
    );
    const session = await signedInAs('staff');
    const { user } = renderWithProviders(null, { route: '/profile/', preloadedState: { Auth: session.Auth } });
    expect(await screen.findByText('Servern är nere')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: sv.app.reload }));
    expect(await screen.findByRole('heading', { name: sv.profile.details })).toBeInTheDocument();
  });
});

describe('Ta bort allt den här månaden', () => {
  it('asks first; cancel sends nothing; yes sends DELETE /api/month/delete/month/{monthId} with the token and empties the month', async () => {
    const { sent, session, user, current, token } = await openProfile();
    const month = current();
    const button = screen.getAllByRole('button', { name: sv.profile.deleteMonth })[0] as HTMLElement;

    await user.click(button);
    const total = hm(minutesOf(month));
    const dialog = await screen.findByRole('dialog', {
      name: sv.profile.confirmDeleteMonth(currentLabel, total.hours, total.minutes),
    });
    expect(within(dialog).getByRole('button', { name: sv.app.cancel })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: sv.app.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.some((r) => r.path.startsWith('/api/month/delete/'))).toBe(false);
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: sv.profile.confirmYes }));
    expect(await screen.findByText(sv.profile.emptyMonth)).toBeInTheDocument();
    // The month record named by its id (issue 27 item 4), once.
    const calls = sent.filter((r) => r.path.startsWith('/api/month/delete/'));
    expect(calls.map((r) => [r.method, r.path, r.authorization])).toEqual([['DELETE', `/api/month/delete/month/${month._id}`, token]]);
    expect(await screen.findByText(sv.bills.deleted)).toBeInTheDocument();
    // The total drops by the month's time, in place.
    const left = minutesOf(session.user) - minutesOf(month);
    const details = screen.getByRole('region', { name: sv.profile.details });
    expect(await within(details).findByText(sv.profile.hoursMinutes(Math.floor(left / 60), left % 60))).toBeInTheDocument();
  });

  it('Escape cancels the question', async () => {
    const { sent, user } = await openProfile();
    await user.click(screen.getAllByRole('button', { name: sv.profile.deleteMonth })[0] as HTMLElement);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.some((r) => r.path.startsWith('/api/month/delete/'))).toBe(false);
  });
});
