/** A person's time (/admin/list/user/:id): details, month table, move, clear, statement, past months. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getUserTime } from '../../src/person-time/api';
import { sv } from '../../src/i18n/sv';
import { monthLabel, sortMonthsNewestFirst } from '../../src/lib/months';
import type { Month } from '../../src/types/api';
import { recordRequests, renderWithProviders } from '../test-utils';
import { adminSession, memberNamed } from './helpers';

async function fatimaWithMonths() {
  const fatima = await memberNamed('Fatima Hassan');
  const months = sortMonthsNewestFirst((await getUserTime(fatima._id)).months_id);
  const [latest, earlier] = months as [Month, Month];
  return { fatima, latest, earlier };
}

async function openFatima() {
  const session = await adminSession();
  const data = await fatimaWithMonths();
  const sent = recordRequests();
  const view = renderWithProviders(null, { route: `/admin/list/user/${data.fatima._id}`, preloadedState: session.preloadedState });
  // The screen's chunk may take more than a second on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Fatima Hassan' });
  return { ...session, ...data, ...view, sent };
}

const hm = (total: number, half: number) => `${total + Math.floor(half / 60)}:${String(half % 60).padStart(2, '0')}`;

describe("a person's time", () => {
  it('reads GET /api/time/time/user/{id} and shows name, e-mail, personnummer and the latest month in the shared table', async () => {
    const { sent, fatima, latest, bearer } = await openFatima();
    expect(sent[0]).toMatchObject({ method: 'GET', path: `/api/time/time/user/${fatima._id}`, authorization: bearer });
    expect(screen.getByText(fatima.email)).toBeInTheDocument();
    expect(screen.getAllByText(fatima.personnummer).length).toBeGreaterThan(0);
    const table = screen.getByRole('table', { name: `Arbetstid ${monthLabel(latest)}` });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(latest.months.length));
    expect(screen.getByRole('button', { name: 'Skriv ut' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tillbaka/ })).toHaveAttribute('href', '/admin/list/');
  });

  it("moves a month by its record id with POST /api/time/time/user/newmonth/{monthId}, reading before and after", async () => {
    const { sent, fatima, latest, user, bearer } = await openFatima();
    const toggle = screen.getByRole('button', { name: 'Flytta tid' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    sent.length = 0;
    await user.click(screen.getByRole('button', { name: 'Flytta tiden' }));
    expect(screen.getByText('Välj en månad mellan 1 och 12')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText('Till månad'), '3');
    await user.click(screen.getByRole('button', { name: 'Flytta tiden' }));
    // It asks first, naming the person, the month and its hours (DECISIONS.md 23).
    const question = await screen.findByRole('dialog', { name: /^Flytta Fatima Hassans tid i \d{2}\/\d{4} \(\d+:\d{2}\) till 03\/\d{4}\?$/ });
    expect(sent).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'Flytta tiden' }));
    expect((await screen.findAllByText('vi har flyttat alla tid')).length).toBeGreaterThan(0);
    // What is stored is read first (the totals to heal against), then the month is named by its id.
    expect(sent[0]).toMatchObject({ method: 'GET', path: `/api/time/time/user/${fatima._id}` });
    expect(sent[1]).toMatchObject({
      method: 'POST',
      path: `/api/time/time/user/newmonth/${latest._id}`,
      authorization: bearer,
      body: { MonthNumber: 3 },
    });
    expect(sent[2]).toMatchObject({ method: 'GET', path: `/api/time/time/user/${fatima._id}` });
    expect(sent.filter((r) => r.method !== 'GET')).toHaveLength(1);
    const after = (await getUserTime(fatima._id)).months_id.map((m) => m.MonthNumber);
    expect(after).toContain(3);
    await waitFor(() =>
      expect(within(screen.getByLabelText('Månad')).getAllByRole('option').some((o) => o.textContent?.startsWith('03/'))).toBe(true),
    );
  });

  it('moving into a month that has entries shows the merged total and asks again; cancel sends nothing', async () => {
    const { sent, latest, earlier, user } = await openFatima();
    await user.click(screen.getByRole('button', { name: 'Flytta tid' }));
    await user.selectOptions(screen.getByLabelText('Till månad'), String(earlier.MonthNumber));
    sent.length = 0;
    await user.click(screen.getByRole('button', { name: 'Flytta tiden' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Flytta tiden' }));
    const mergedMinutes = latest.total * 60 + latest.half + earlier.total * 60 + earlier.half;
    const merged = hm(Math.floor(mergedMinutes / 60), mergedMinutes % 60);
    const again = await screen.findByRole('dialog', {
      name: `${monthLabel(earlier)} har redan ${hm(earlier.total, earlier.half)}. Månaderna slås ihop till ${merged} och kan inte delas igen. Slå ihop ändå?`,
    });
    await user.click(within(again).getByRole('button', { name: 'Avbryt' }));
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('clears the whole month with DELETE /api/month/delete/month/{monthId} after confirmation; its total is 0', async () => {
    const { sent, fatima, latest, user, bearer } = await openFatima();
    sent.length = 0;
    await user.click(screen.getByRole('button', { name: 'Nollställ hela månaden' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Vill du radera all tid för Fatima Hassan i ${monthLabel(latest)} (${hm(latest.total, latest.half)})? Summan blir 0.`,
    });
    expect(sent).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Nollställ hela månaden' }));
    expect(await screen.findByText('Raderades framgångsrikt')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ method: 'GET', path: `/api/time/time/user/${fatima._id}` });
    expect(sent[1]).toMatchObject({ method: 'DELETE', path: `/api/month/delete/month/${latest._id}`, authorization: bearer });
    expect(sent[2]).toMatchObject({ method: 'GET', path: `/api/time/time/user/${fatima._id}` });
    expect(sent.filter((r) => r.method !== 'GET')).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('Månadens tid:').textContent).toContain('0:00'));
  });

  it("corrects totals in the statement panel with POST /api/auth/time/update/{id}/ ('Skriv månadsnumret', 'updatera tid')", async () => {
    const { sent, fatima, latest, user, bearer } = await openFatima();
    await user.click(screen.getByRole('button', { name: 'Rätta arbetad tid' }));
    const month = screen.getByLabelText('Skriv månadsnumret');
    expect(month).toHaveValue(latest._id);
    // Only the person's own months are offered (issue 13), each with its year.
    const offered = within(month).getAllByRole('option').slice(1).map((o) => o.textContent);
    const own = (await getUserTime(fatima._id)).months_id.map((m) => monthLabel(m));
    expect([...offered].sort()).toEqual([...own].sort());
    await user.selectOptions(month, '');
    sent.length = 0;
    await user.click(screen.getByRole('button', { name: 'updatera tid' }));
    expect(screen.getByText('Välj en månad mellan 1 och 12')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.selectOptions(month, latest._id);
    await user.selectOptions(screen.getByLabelText('Ändring'), '-');
    await user.clear(screen.getByLabelText('Timmar'));
    await user.type(screen.getByLabelText('Timmar'), '2');
    await user.clear(screen.getByLabelText('Minuter'));
    await user.type(screen.getByLabelText('Minuter'), '15');
    await user.click(screen.getByRole('button', { name: 'updatera tid' }));
    // It asks first, naming the person, the month with its year, and the month's time before and after.
    const shown = latest.months.reduce((sum, e) => sum + e.total * 60 + e.half, 0);
    const question = await screen.findByRole('dialog', {
      name: `Rätta Fatima Hassans tid i ${monthLabel(latest)} med −2:15? Månaden går från ${hm(0, shown)} till ${hm(0, shown - 135)}.`,
    });
    expect(sent).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'Rätta tiden' }));
    expect(await screen.findByText('Informationen har uppdaterats')).toBeInTheDocument();
    const writes = sent.filter((r) => r.method !== 'GET');
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({
      method: 'POST',
      path: `/api/auth/time/update/${fatima._id}/`,
      authorization: bearer,
      body: { hours: 2, minutes: 15, howhour: '-', howminutes: '-', MonthNumber: latest.MonthNumber },
    });
    const before = fatima.total * 60 + fatima.half;
    const { user: after } = await getUserTime(fatima._id);
    expect(after.total * 60 + after.half).toBe(before - 135);
    // The page shows the corrected totals and the correction itself, so they agree (issue 13).
    await waitFor(() => expect(screen.getByText('Arbetad tid totalt').nextElementSibling).toHaveTextContent(hm(after.total, after.half)));
    expect(screen.getByRole('heading', { name: 'Rättningar' })).toBeInTheDocument();
    expect(screen.getByText(/^Rättad \d{4}-\d{2}-\d{2}: −2:15$/)).toBeInTheDocument();
    expect(screen.queryByText(sv.time.totalsDrift)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Skriv månadsnumret')).not.toBeInTheDocument();
  });

  it("'annullering' closes the statement panel without sending anything", async () => {
    const { sent, user } = await openFatima();
    await user.click(screen.getByRole('button', { name: 'Rätta arbetad tid' }));
    sent.length = 0;
    await user.click(screen.getByRole('button', { name: 'annullering' }));
    expect(screen.queryByLabelText('Skriv månadsnumret')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("expands an earlier month (its entries are already loaded: no request) and deletes everything in it (DELETE /api/month/delete/month/{monthId})", async () => {
    const { sent, fatima, earlier, user, bearer } = await openFatima();
    sent.length = 0;
    const label = monthLabel(earlier);
    // The visible text starts the accessible name (axe: label-content-name-mismatch).
    const monthButton = screen.getByRole('button', { name: new RegExp(`^Visa ${label.replace('/', '\\/')} `) });
    await user.click(monthButton);
    expect(monthButton).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('table', { name: label })).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Ta bort allt den här månaden' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Du är säker på att du vill radera hela tiden för Fatima Hassan i ${label} (${hm(earlier.total, earlier.half)})?`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort allt den här månaden' }));
    expect(await screen.findByText('Raderades framgångsrikt')).toBeInTheDocument();
    expect(sent.filter((r) => r.method !== 'GET')).toHaveLength(1);
    expect(sent.find((r) => r.method !== 'GET')).toMatchObject({
      method: 'DELETE',
      path: `/api/month/delete/month/${earlier._id}`,
      authorization: bearer,
    });
    // The month record is emptied: no entries, nothing stored.
    const emptied = (await getUserTime(fatima._id)).months_id.find((m) => m._id === earlier._id);
    expect([emptied?.months.length, emptied?.total, emptied?.half]).toEqual([0, 0, 0]);
  });

  it("opens the registration form in add mode (with 'Datum') for this person", async () => {
    const { user } = await openFatima();
    const toggle = screen.getByRole('button', { name: 'Registrera tid för personen' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByLabelText('Datum')).toBeInTheDocument();
    expect(screen.getByLabelText('Starttid')).toBeInTheDocument();
  });
});
