/**
 * Employment numbers where people are (issue 23 item 4): on the member's page and in the
 * export settings' list of everyone, matched by the person's id, used in the PAXml; and the
 * month overview's one line on a computer that never read the settings in.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoState } from '../../src/demo/db';
import { listUsers } from '../../src/features/staff/api';
import { getUserTime } from '../../src/person-time/api';
import { defaultExportSettings, readExportSettings, writeExportSettings } from '../../src/features/month-close/exports/settings';
import { settingsFile } from '../../src/features/month-close/settings-file';
import { monthYear, sortMonthsNewestFirst } from '../../src/lib/months';
import type { User } from '../../src/types/api';
import { catchDownloads, readText, renderWithProviders, signedInAs } from '../test-utils';

const NEVER_READ = /^Den här datorn har inte läst in exportinställningarna/;

const originalUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

async function openOverview() {
  const { Auth } = await signedInAs('admin');
  const view = renderWithProviders(null, { route: '/admin/manad/', preloadedState: { Auth } });
  await screen.findByRole('heading', { level: 1, name: 'Månadsöversikt' });
  await screen.findByRole('button', { name: 'Ändra exportinställningar' });
  await waitFor(() => expect(screen.queryByText(/^Läser in tid/)).not.toBeInTheDocument());
  return view;
}

/** The overview's settings, opened: the list of employment numbers. */
async function openSettingsList(user: Awaited<ReturnType<typeof openOverview>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Ändra exportinställningar' }));
  const form = await screen.findByRole('form', { name: 'Exportinställningar' });
  return within(form).getByRole('group', { name: 'Anställningsnummer (PAXml)' });
}

const byName = (people: User[]) => [...people].sort((a, b) => a.fullname.localeCompare(b.fullname, 'sv'));

describe('employment numbers', { timeout: 45_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Object.assign(URL, originalUrl);
  });

  it("set on the member's page: stored under the person's id, used in the PAXml and shown in the settings' list", async () => {
    // The wage windows were confirmed on this computer before (issue 41), so the PAXml asks nothing first.
    const wages = { ...readExportSettings().wages, confirmed: true };
    writeExportSettings({ ...readExportSettings(), companyName: 'Städtid Städservice AB', orgnr: '556036-0793', wages });
    const { Auth } = await signedInAs('admin');
    const fatima = (await listUsers()).find((u) => u.fullname === 'Fatima Hassan');
    if (!fatima) throw new Error('no Fatima');
    const [latest] = sortMonthsNewestFirst((await getUserTime(fatima._id)).months_id);
    if (!latest) throw new Error('no month');
    const { blobs, names } = catchDownloads();

    const page = renderWithProviders(null, { route: `/admin/list/user/${fatima._id}`, preloadedState: { Auth } });
    const form = await screen.findByRole('form', { name: 'Anställningsnummer (PAXml)' });
    expect(within(form).getByText('Saknar anställningsnummer: kommer inte med i löneunderlaget förrän det finns.')).toBeInTheDocument();
    await page.user.type(within(form).getByLabelText('Anställningsnummer'), 'F-77');
    await page.user.click(within(form).getByRole('button', { name: 'Spara anställningsnumret' }));
    expect(await within(form).findByText('Anställningsnumret för Fatima Hassan är sparat: F-77.')).toBeInTheDocument();
    expect(readExportSettings().anstid).toEqual({ [fatima._id]: 'F-77' });
    expect(within(form).queryByText(/^Saknar anställningsnummer/)).not.toBeInTheDocument();

    // The PAXml from the same page carries it, with no question first.
    const exports = screen.getByRole('region', { name: 'Exportera' });
    await page.user.click(within(exports).getByRole('button', { name: 'Löneunderlag (PAXml)' }));
    const key = `${monthYear(latest)}-${String(latest.MonthNumber).padStart(2, '0')}`;
    await waitFor(() => expect(names).toEqual([`loneunderlag-${key}-fatima-hassan.xml`]));
    const xml = new DOMParser().parseFromString(await readText(blobs[0]), 'application/xml');
    const anstid = new Set([...xml.querySelectorAll('tidtrans')].map((t) => t.getAttribute('anstid')));
    expect(anstid).toEqual(new Set(['F-77']));
    page.unmount();

    // The overview's settings list everyone; Fatima's field has her number.
    const { user } = await openOverview();
    const list = await openSettingsList(user);
    expect(within(list).getByLabelText('Anställningsnummer för Fatima Hassan')).toHaveValue('F-77');
    expect(within(list).getByText(/^Saknar anställningsnummer:/)).not.toHaveTextContent('Fatima Hassan');
  });

  it("the settings' list names who is missing one, and a number typed there is kept under the person's id", async () => {
    const everyone = byName(await listUsers());
    const [first, second, third] = everyone as [User, User, User];
    writeExportSettings({ ...defaultExportSettings, companyName: 'Städtid Städservice AB', anstid: { [first._id]: '101', [second._id]: '102' } });
    const { user } = await openOverview();
    const list = await openSettingsList(user);
    const missing = everyone.slice(2).map((u) => u.fullname);
    expect(within(list).getByText(`Saknar anställningsnummer: ${missing.join(', ')}.`)).toBeInTheDocument();
    // One employment number field per person, each beside the person's weekly hours (issue 41).
    expect(within(list).getAllByLabelText(/^Anställningsnummer för /)).toHaveLength(everyone.length);
    expect(within(list).getAllByLabelText(/^Veckoarbetstid för /)).toHaveLength(everyone.length);
    expect(within(list).getAllByRole('textbox')).toHaveLength(2 * everyone.length);

    await user.type(within(list).getByLabelText(`Anställningsnummer för ${third.fullname}`), '103');
    // The line follows what is typed.
    expect(within(list).getByText(`Saknar anställningsnummer: ${missing.slice(1).join(', ')}.`)).toBeInTheDocument();
    await user.clear(within(list).getByLabelText(`Anställningsnummer för ${first.fullname}`));
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await screen.findByText('Inställningarna är sparade på den här enheten.');
    expect(readExportSettings().anstid).toEqual({ [second._id]: '102', [third._id]: '103' });
  });

  it('two people of the same name each have their own field, told apart by personnummer, and their own number', async () => {
    const fatima = (await listUsers()).find((u) => u.fullname === 'Fatima Hassan');
    if (!fatima) throw new Error('no Fatima');
    const namesake = { ...fatima, _id: '65d3e0c0aaaaaaaaaaaaaaaa', email: 'fatima.hassan2@stadtid.se', personnummer: '19900101-0017', password: 'x' };
    const { months_id: _months, ...stored } = namesake as typeof namesake & { months_id?: unknown };
    demoState().users.push(stored);
    writeExportSettings({ ...defaultExportSettings, companyName: 'Städtid Städservice AB', anstid: { [fatima._id]: '11' } });
    const { user } = await openOverview();
    const list = await openSettingsList(user);
    const mine = within(list).getByLabelText(`Anställningsnummer för Fatima Hassan (${fatima.personnummer})`);
    const theirs = within(list).getByLabelText('Anställningsnummer för Fatima Hassan (19900101-0017)');
    expect(mine).toHaveValue('11');
    expect(theirs).toHaveValue('');
    expect(within(list).getByText(/^Saknar anställningsnummer:/)).toHaveTextContent('Fatima Hassan (19900101-0017)');
    await user.type(theirs, '12');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await screen.findByText('Inställningarna är sparade på den här enheten.');
    expect(readExportSettings().anstid).toEqual({ [fatima._id]: '11', [namesake._id]: '12' });
  });

  it('a computer that never read the settings in says so in one line on the overview, with the button that reads them', async () => {
    // An employment number alone (set on a member's page) is not the company's settings.
    const [someone] = await listUsers();
    writeExportSettings({ ...defaultExportSettings, anstid: { [someone?._id ?? '']: '7' } });
    const { user } = await openOverview();
    const line = screen.getByText(NEVER_READ).closest('p');
    if (!line) throw new Error('no notice line');
    // Above the month's table and its exports.
    const exportsHeading = screen.getByRole('heading', { name: 'Exportera' });
    expect(line.compareDocumentPosition(exportsHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // The other admin's file, read in from the line itself.
    const content = { settings: { ...defaultExportSettings, companyName: 'Städtid Städservice AB', anstid: { a1: '55' } }, corrections: {}, removed: {} };
    const file = settingsFile(content, new Date('2026-11-24T09:00:00Z'));
    const picked = new File([file.bytes], file.name, { type: 'application/json' });
    // jsdom's File has no text(); a browser's does.
    Object.assign(picked, { text: () => Promise.resolve(new TextDecoder().decode(file.bytes)) });
    await user.upload(within(line).getByLabelText('Läs in inställningsfilen'), picked);
    expect(await screen.findByText(/^Inställningarna är inlästa: 2 anställningsnummer/)).toBeInTheDocument();
    expect(screen.queryByText(NEVER_READ)).not.toBeInTheDocument();
    expect(readExportSettings().companyName).toBe('Städtid Städservice AB');
  });

  it('a computer with its settings shows no such line', async () => {
    writeExportSettings({ ...defaultExportSettings, companyName: 'Städtid Städservice AB' });
    await openOverview();
    expect(screen.queryByText(NEVER_READ)).not.toBeInTheDocument();
  });
});
