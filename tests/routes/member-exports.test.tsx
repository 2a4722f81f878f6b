/** 'Exportera' on a person's page (/admin/list/user/:id): that person's month as PAXml and CSV. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listUsers } from '../../src/features/staff/api';
import { getUserTime } from '../../src/person-time/api';
import { monthYear, sortMonthsNewestFirst } from '../../src/lib/months';
import { readExportSettings, writeExportSettings } from '../../src/features/month-close/exports/settings';
import { catchDownloads, readText, renderWithProviders, signedInAs } from '../test-utils';

const originalUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

describe("a person's exports", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Object.assign(URL, originalUrl);
  });

  it("downloads the shown month's PAXml with only this person, named with month, year and the person", async () => {
    const { Auth } = await signedInAs('admin');
    const fatima = (await listUsers()).find((u) => u.fullname === 'Fatima Hassan');
    if (!fatima) throw new Error('no Fatima');
    // An admin has confirmed the wage windows on this computer before (issue 41: asked before the first export with supplements).
    const wages = { ...readExportSettings().wages, confirmed: true };
    writeExportSettings({ ...readExportSettings(), companyName: 'Städtid Städservice AB', orgnr: '556036-0793', anstid: { [fatima._id]: 'F-12' }, wages });
    const [latest] = sortMonthsNewestFirst((await getUserTime(fatima._id)).months_id);
    if (!latest) throw new Error('no month');
    const { blobs, names } = catchDownloads();
    const { user } = renderWithProviders(null, { route: `/admin/list/user/${fatima._id}`, preloadedState: { Auth } });
    const section = await screen.findByRole('region', { name: 'Exportera' });
    await user.click(within(section).getByRole('button', { name: 'Löneunderlag (PAXml)' }));
    const key = `${monthYear(latest)}-${String(latest.MonthNumber).padStart(2, '0')}`;
    await waitFor(() => expect(names).toEqual([`loneunderlag-${key}-fatima-hassan.xml`]));
    const xml = await readText(blobs[0]);
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    const people = new Set([...doc.querySelectorAll('tidtrans')].map((t) => `${t.getAttribute('anstid')} ${t.getAttribute('persnr')}`));
    expect(people).toEqual(new Set([`F-12 ${fatima.personnummer.replace('-', '')}`]));
    expect(within(section).getByRole('button', { name: 'Skriv ut tidrapporten' })).toBeEnabled();
    expect(within(section).queryByRole('button', { name: 'Bokföring (SIE 4)' })).not.toBeInTheDocument();
  });
});
