/**
 * The wage settings where they are typed (issue 41 items 3 and 7): the windows and codes in the
 * export settings, each person's weekly hours beside the employment number (the settings' list
 * and the member's page), refused in Swedish at the field, nothing exported with them; the first
 * export with supplements shows the windows to confirm; the overview's column per kind.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoState } from '../../src/demo/db';
import { defaultExportSettings, readExportSettings, writeExportSettings } from '../../src/features/month-close/exports/settings';
import { listUsers } from '../../src/features/staff/api';
import { dayKind } from '../../src/person-time/wages/day-kinds';
import { dayOf, isoWeekday } from '../../src/person-time/wages/days';
import type { User } from '../../src/types/api';
import { catchDownloads, readText, renderWithProviders, signedInAs } from '../test-utils';

const now = new Date();
const YEAR = now.getFullYear();
const MONTH = now.getMonth() + 1;
const originalUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

/**
 * A shift 16:00–22:00 on an ordinary weekday of this month (4 hours of evening, OB1) added to the
 * person's month in the demo provider, its stored total with it. The demo's own shifts end by 17:30.
 */
function addEveningShift(person: User): string {
  const month = demoState().months.find((m) => m.userId === person._id && m.MonthNumber === MONTH && m.year === YEAR);
  if (!month) throw new Error('no month');
  let day = 1;
  while (isoWeekday(dayOf(YEAR, MONTH, day)) > 5 || dayKind(dayOf(YEAR, MONTH, day)) !== 'ordinary') day += 1;
  const date = `${YEAR}-${String(MONTH).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const lunch = { hours: 0, minutes: 0 };
  month.months.push({ _id: '65d3e0c0bbbbbbbbbbbbbbbb', date, start: '16:00', end: '22:00', lunch, rast: { name: 'lunch', ...lunch }, total: 6, half: 0, des: 'Kvällsstädning', text: 'klart', products: [] });
  month.total += 6;
  const stored = demoState().users.find((u) => u._id === person._id);
  if (stored) stored.total += 6;
  return date;
}

async function fatima(): Promise<User> {
  const found = (await listUsers()).find((u) => u.fullname === 'Fatima Hassan');
  if (!found) throw new Error('no Fatima');
  return found;
}

async function openOverview() {
  const { Auth } = await signedInAs('admin');
  const view = renderWithProviders(null, { route: '/admin/manad/', preloadedState: { Auth } });
  await screen.findByRole('heading', { level: 1, name: 'Månadsöversikt' });
  await screen.findByRole('button', { name: 'Löneunderlag (PAXml)' });
  await waitFor(() => expect(screen.queryByText(/^Läser in tid/)).not.toBeInTheDocument());
  return view;
}

/** The message a field shows, by the field's accessible name. */
function messageOf(field: HTMLElement): string | null {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').find((text) => text && !/^TT:MM/.test(text)) ?? null;
}

describe('wage settings', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Object.assign(URL, originalUrl);
  });

  it('before the first export with supplements the windows are shown to confirm; bad input is refused at its field and nothing is exported', async () => {
    const person = await fatima();
    const date = addEveningShift(person);
    writeExportSettings({ ...defaultExportSettings, companyName: 'Städtid Städservice AB', anstid: { [person._id]: 'F-1' } });
    const { blobs, names } = catchDownloads();
    const { user } = await openOverview();

    // The overview's evening column has her four hours.
    const table = screen.getByRole('table', { name: /^Arbetad tid/ });
    const row = within(table).getByRole('link', { name: 'Fatima Hassan' }).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent?.replace(/[▲▼↕]/g, '').trim())).toEqual([
      'Namn', 'Arbetad tid', 'Dagar', 'Poster', 'Kväll', 'Natt', 'Helg', 'Storhelg', 'Mertid', 'Övertid', 'Att se över',
    ]);
    expect(row.querySelector('td[data-label="Kväll"]')).toHaveTextContent('4:00');

    await user.click(screen.getByRole('button', { name: 'Löneunderlag (PAXml)' }));
    const form = await screen.findByRole('form', { name: 'Exportinställningar' });
    expect(within(form).getByText(/^Månaden har OB-tillägg, mertid eller övertid\. Kontrollera tiderna/)).toBeInTheDocument();
    const windows = within(form).getByRole('group', { name: 'OB-tillägg, mertid och övertid (PAXml)' });
    expect(within(windows).getByLabelText('Kväll: från')).toHaveValue('18:00');
    expect(within(windows).getByLabelText('Kväll: till')).toHaveValue('24:00');
    expect(within(windows).getByLabelText('Natt: till')).toHaveValue('06:00');
    // The company's settings are in order: the windows are where the admin is.
    expect(within(windows).getByLabelText('Kväll: från')).toHaveFocus();

    // An evening that ends before it starts, a time past 24:00, one code for two kinds.
    const end = within(windows).getByLabelText('Kväll: till');
    await user.clear(end);
    await user.type(end, '17:00');
    const nightStart = within(windows).getByLabelText('Natt: från');
    await user.clear(nightStart);
    await user.type(nightStart, '25:00');
    await user.selectOptions(within(windows).getByLabelText('Kod för natt'), 'OB1');
    await user.click(within(form).getByRole('button', { name: 'Spara och exportera' }));
    expect(messageOf(within(windows).getByLabelText('Kväll: till'))).toBe('Sluttiden ska vara efter starttiden (24:00 är midnatt vid dagens slut).');
    expect(messageOf(within(windows).getByLabelText('Natt: från'))).toBe('Skriv en tid mellan 00:00 och 24:00, som 18:00.');
    expect(messageOf(within(windows).getByLabelText('Kod för kväll'))).toBe('OB1 används för två slags tid. Varje slag behöver en egen kod.');
    expect(within(windows).getByLabelText('Kväll: till')).toHaveFocus();
    expect(names).toEqual([]);
    expect(readExportSettings().wages.confirmed).toBe(false);
    expect(readExportSettings().wages.evening.end).toBe('24:00');

    // A message goes as soon as its field is right; 'Återställ förval' puts the preset back.
    await user.clear(within(windows).getByLabelText('Kväll: till'));
    await user.type(within(windows).getByLabelText('Kväll: till'), '23:00');
    expect(messageOf(within(windows).getByLabelText('Kväll: till'))).toBeNull();
    await user.click(within(windows).getByRole('button', { name: 'Återställ förval' }));
    expect(within(windows).getByText('Förvalet är tillbaka. Spara för att använda det.')).toBeInTheDocument();
    expect(within(windows).getByLabelText('Kväll: till')).toHaveValue('24:00');
    expect(within(windows).getByLabelText('Natt: från')).toHaveValue('00:00');
    expect(within(windows).getByLabelText('Kod för natt')).toHaveValue('OB2');

    // Saved: confirmed, and (past the question about the others' employment numbers) the PAXml
    // carries her evening as an OB1 line of its own.
    await user.click(within(form).getByRole('button', { name: 'Spara och exportera' }));
    const review = await screen.findByRole('form', { name: 'Innan löneunderlaget sparas' });
    await user.click(within(review).getByRole('button', { name: 'Spara och exportera' }));
    await waitFor(() => expect(names).toEqual([`loneunderlag-${YEAR}-${String(MONTH).padStart(2, '0')}.xml`]));
    expect(readExportSettings().wages.confirmed).toBe(true);
    const doc = new DOMParser().parseFromString(await readText(blobs[0]), 'application/xml');
    const ob1 = [...doc.querySelectorAll('tidtrans')].filter((t) => t.querySelector('tidkod')?.textContent === 'OB1');
    expect(ob1.map((t) => `${t.getAttribute('anstid')} ${t.querySelector('datum')?.textContent} ${t.querySelector('timmar')?.textContent}`)).toEqual([`F-1 ${date} 4.00`]);
    expect(screen.getByText(/^Tilläggen står som egna rader: \d+ rad/)).toBeInTheDocument();

    // Confirmed once: the next file goes straight out.
    await user.click(screen.getByRole('button', { name: 'Tid för Excel (CSV)' }));
    await waitFor(() => expect(names).toHaveLength(2));
    // readText gives a byte per character; the CSV is UTF-8 with a byte-order mark.
    const bytes = Uint8Array.from(await readText(blobs[1]), (c) => c.charCodeAt(0));
    const csv = new TextDecoder().decode(bytes).split('\r\n');
    expect(csv[0]).toBe('Namn;Personnummer;Datum;Start;Slut;Rast;Timmar;Arbetsplats;Anmärkning;Kväll (OB1);Natt (OB2);Helg (OB3);Storhelg (OB4);Mertid (MER);Övertid (ÖT1)');
    expect(csv.find((line) => line.startsWith(`Fatima Hassan;${person.personnummer};${date};16:00;22:00;;6,00;Kvällsstädning;;4,00;`))).toBeDefined();
  });

  it("weekly hours in the settings' list: refused at the field, in Swedish, nothing saved; then kept under the person's id", async () => {
    const person = await fatima();
    writeExportSettings({ ...defaultExportSettings, companyName: 'Städtid Städservice AB' });
    const { user } = await openOverview();
    await user.click(screen.getByRole('button', { name: 'Ändra exportinställningar' }));
    const form = await screen.findByRole('form', { name: 'Exportinställningar' });
    // Opened by the admin, not by an export: the windows are said to be unconfirmed until saved.
    expect(within(form).getByText(/^Tiderna och koderna är inte godkända än/)).toBeInTheDocument();
    const hours = within(form).getByLabelText('Veckoarbetstid för Fatima Hassan');
    expect(hours).toHaveValue('40');
    await user.clear(hours);
    await user.type(hours, '61');
    await user.click(within(form).getByRole('button', { name: 'Spara' }));
    expect(messageOf(hours)).toBe('Veckoarbetstiden ska vara mer än 0 och högst 60 timmar.');
    expect(hours).toHaveFocus();
    expect(screen.queryByText('Inställningarna är sparade på den här enheten.')).not.toBeInTheDocument();
    expect(readExportSettings().wages.weeklyHours).toEqual({});

    await user.clear(hours);
    await user.type(hours, '30');
    expect(messageOf(hours)).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Spara' }));
    await screen.findByText('Inställningarna är sparade på den här enheten.');
    expect(readExportSettings().wages.weeklyHours).toEqual({ [person._id]: 30 });
  });

  it("weekly hours on the member's page, beside the employment number; the month's supplements under its time", async () => {
    const person = await fatima();
    addEveningShift(person);
    writeExportSettings({ ...defaultExportSettings, companyName: 'Städtid Städservice AB', wages: { ...defaultExportSettings.wages, weeklyHours: { [person._id]: 30 } } });
    const { Auth } = await signedInAs('admin');
    const { user } = renderWithProviders(null, { route: `/admin/list/user/${person._id}`, preloadedState: { Auth } });
    const form = await screen.findByRole('form', { name: 'Veckoarbetstid' });
    expect(screen.getByText(/^OB-tillägg, mertid och övertid: kväll 4:00/)).toBeInTheDocument();
    const field = within(form).getByLabelText('Veckoarbetstid (timmar)');
    expect(field).toHaveValue('30');
    for (const [typed, message] of [
      ['0', 'Veckoarbetstiden ska vara mer än 0 och högst 60 timmar.'],
      ['trettio', 'Skriv veckoarbetstiden i timmar, till exempel 40 eller 37,5.'],
    ] as const) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(within(form).getByRole('button', { name: 'Spara veckoarbetstiden' }));
      expect(messageOf(field)).toBe(message);
      expect(readExportSettings().wages.weeklyHours).toEqual({ [person._id]: 30 });
    }
    await user.clear(field);
    await user.type(field, '37,5');
    await user.click(within(form).getByRole('button', { name: 'Spara veckoarbetstiden' }));
    expect(await within(form).findByText('Veckoarbetstiden för Fatima Hassan är sparad: 37,5 timmar.')).toBeInTheDocument();
    expect(readExportSettings().wages.weeklyHours).toEqual({ [person._id]: 37.5 });
    // Beside the employment number, in one row.
    expect(form.parentElement).toContainElement(screen.getByRole('form', { name: 'Anställningsnummer (PAXml)' }));
  });
});
