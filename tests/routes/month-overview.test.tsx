/** 'Månadsöversikt' (/admin/manad/): every person's month, sortable, totals, attention, exports. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listUsers } from '../../src/features/staff/api';
import { getUserTime } from '../../src/person-time/api';
import { monthYear } from '../../src/lib/months';
import { writeExportSettings, readExportSettings } from '../../src/features/month-close/exports/settings';
import type { Month, User } from '../../src/types/api';
import { readText, recordRequests, renderWithProviders, signedInAs } from '../test-utils';

const now = new Date();
const YEAR = now.getFullYear();
const MONTH = now.getMonth() + 1;

function hm(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** What the demo provider holds for this month, per person. */
async function expected(): Promise<{ user: User; minutes: number; days: number; entries: number }[]> {
  const users = await listUsers();
  return Promise.all(
    users.map(async (user) => {
      const month = (await getUserTime(user._id)).months_id.find((m: Month) => m.MonthNumber === MONTH && monthYear(m) === YEAR);
      const list = month?.months ?? [];
      return {
        user,
        minutes: list.reduce((s, e) => s + e.total * 60 + e.half, 0),
        days: new Set(list.map((e) => e.date)).size,
        entries: list.length,
      };
    }),
  );
}

async function openOverview(route = '/admin/manad/') {
  const { Auth } = await signedInAs('admin');
  const want = await expected();
  const sent = recordRequests();
  const view = renderWithProviders(null, { route, preloadedState: { Auth } });
  await screen.findByRole('heading', { level: 1, name: 'Månadsöversikt' });
  const table = await screen.findByRole('table', { name: `Arbetad tid ${String(MONTH).padStart(2, '0')}/${YEAR}` });
  await waitFor(() => expect(screen.queryByText(/^Läser in tid/)).not.toBeInTheDocument());
  return { ...view, sent, want, table };
}

function bodyRows(table: HTMLElement): HTMLElement[] {
  const body = table.querySelector('tbody');
  if (!body) throw new Error('no tbody');
  return within(body).getAllByRole('row');
}

const originalUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

describe('month overview', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Object.assign(URL, originalUrl);
  });

  it("reads the staff list, then each person's time once, and shows every person's hours, days and entries with a link", async () => {
    const { sent, want, table } = await openOverview();
    expect(sent.filter((r) => r.path === '/api/auth/show/all/')).toHaveLength(1);
    const timeReads = sent.filter((r) => r.method === 'GET' && r.path.startsWith('/api/time/time/user/'));
    expect(timeReads.map((r) => r.path).sort()).toEqual(want.map((w) => `/api/time/time/user/${w.user._id}`).sort());

    const rows = bodyRows(table);
    expect(rows).toHaveLength(want.length);
    for (const w of want) {
      const row = rows.find((r) => within(r).queryByRole('link', { name: w.user.fullname }));
      if (!row) throw new Error(`no row for ${w.user.fullname}`);
      // The name opens the person on the month shown (issue 23 item 5).
      expect(within(row).getByRole('link', { name: w.user.fullname })).toHaveAttribute('href', `/admin/list/user/${w.user._id}?ar=${YEAR}&manad=${MONTH}`);
      const cells = within(row).getAllByRole('cell').map((c) => c.textContent);
      expect(cells.slice(0, 3)).toEqual([hm(w.minutes), String(w.days), String(w.entries)]);
    }
    const foot = table.querySelector('tfoot');
    if (!foot) throw new Error('no total row');
    const total = within(foot).getByRole('row');
    expect(within(total).getByRole('rowheader')).toHaveTextContent('Summa');
    expect(within(total).getAllByRole('cell').map((c) => c.textContent).slice(0, 3)).toEqual([
      hm(want.reduce((s, w) => s + w.minutes, 0)),
      String(want.reduce((s, w) => s + w.days, 0)),
      String(want.reduce((s, w) => s + w.entries, 0)),
    ]);
  });

  it('sorts by worked time and by name, saying so with aria-sort', async () => {
    const { table, want, user } = await openOverview();
    const names = () => bodyRows(table).map((r) => within(r).getByRole('link').textContent);
    const collator = new Intl.Collator('sv', { sensitivity: 'base' });
    expect(names()).toEqual(want.map((w) => w.user.fullname).sort(collator.compare));
    await user.click(within(table).getByRole('button', { name: /Arbetad tid/ }));
    expect(within(table).getByRole('columnheader', { name: /Arbetad tid/ })).toHaveAttribute('aria-sort', 'descending');
    const byHours = [...want].sort((a, b) => b.minutes - a.minutes || collator.compare(a.user.fullname, b.user.fullname));
    expect(names()).toEqual(byHours.map((w) => w.user.fullname));
    await user.click(within(table).getByRole('button', { name: /Arbetad tid/ }));
    expect(names()).toEqual([...byHours].reverse().sort((a, b) => a.minutes - b.minutes || collator.compare(a.user.fullname, b.user.fullname)).map((w) => w.user.fullname));
    await user.click(within(table).getByRole('button', { name: /Namn/ }));
    expect(within(table).getByRole('columnheader', { name: /Namn/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('another month is chosen with month and year; people already read are not read again', async () => {
    const { sent, user } = await openOverview();
    sent.length = 0;
    const previous = MONTH === 1 ? 12 : MONTH - 1;
    await user.selectOptions(screen.getByLabelText('Månad'), String(previous));
    if (MONTH === 1) await user.selectOptions(screen.getByLabelText('År'), String(YEAR - 1));
    const label = `${String(previous).padStart(2, '0')}/${MONTH === 1 ? YEAR - 1 : YEAR}`;
    expect(await screen.findByRole('table', { name: `Arbetad tid ${label}` })).toBeInTheDocument();
    expect(sent.filter((r) => r.path.startsWith('/api/time/time/user/'))).toHaveLength(0);
  });

  it('the month and then the year chosen before the page has shown the month: both are kept', async () => {
    await openOverview();
    const previous = MONTH === 1 ? 12 : MONTH - 1;
    // Two choices in one go, as a quick person on a slow machine makes them: the second comes
    // before the render of the first, and must not take the month back.
    act(() => {
      fireEvent.change(screen.getByLabelText('Månad'), { target: { value: String(previous) } });
      fireEvent.change(screen.getByLabelText('År'), { target: { value: String(YEAR - 1) } });
    });
    expect(await screen.findByRole('table', { name: `Arbetad tid ${String(previous).padStart(2, '0')}/${YEAR - 1}` })).toBeInTheDocument();
  });

  it('names a person with overlapping shifts; an entry the stored total does not hold shows as the month’s correction', async () => {
    // Erik's month gets an overlapping second shift, written straight into the demo provider's data.
    const { demoState } = await import('../../src/demo/db');
    const erik = demoState().users.find((u) => u.fullname === 'Erik Johansson');
    const month = demoState().months.find((m) => m.userId === erik?._id && m.MonthNumber === MONTH && m.year === YEAR);
    const first = month?.months[0];
    if (!month || !first) throw new Error('no month for Erik');
    month.months.push({ ...first, _id: 'overlap1', start: first.start, end: first.end });
    const { table } = await openOverview();
    const row = bodyRows(table).find((r) => within(r).queryByRole('link', { name: 'Erik Johansson' }));
    if (!row) throw new Error('no row');
    expect(row).toHaveTextContent(`Överlappande pass: ${first.date}`);
    // The extra entry was not added to the stored total: the month is its stored total (DECISIONS.md
    // 30), and the difference from the entries is named as its correction.
    const stored = month.total * 60 + month.half;
    expect(within(row).getAllByRole('cell')[0]?.textContent).toBe(`${hm(stored)} (Rättad −${hm(first.total * 60 + first.half)})`);
    expect(row).not.toHaveTextContent('Sparad summa stämmer inte med posterna');
    expect(screen.getByText(/att se över/, { selector: 'strong' })).toBeInTheDocument();
  });

  it('the first export shows the settings, validates them, saves them on the device and then downloads the PAXml', async () => {
    const { user, want } = await openOverview();
    const saved: { name: string; type: string }[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, type: '' });
    });
    await user.click(screen.getByRole('button', { name: 'Löneunderlag (PAXml)' }));
    expect(saved).toHaveLength(0);
    const form = screen.getByRole('form', { name: 'Exportinställningar' });
    expect(within(form).getByLabelText('Företagets namn')).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Spara och exportera' }));
    expect(within(form).getByText('Skriv företagets namn.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    await user.type(within(form).getByLabelText('Företagets namn'), 'Städtid Städservice AB');
    await user.type(within(form).getByLabelText('Organisationsnummer'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Spara och exportera' }));
    expect(within(form).getByText(/giltigt organisationsnummer/)).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Organisationsnummer'));
    await user.type(within(form).getByLabelText('Organisationsnummer'), '5560360793');
    await user.click(within(form).getByRole('button', { name: 'Spara och exportera' }));
    expect(readExportSettings()).toMatchObject({ companyName: 'Städtid Städservice AB', orgnr: '556036-0793' });
    // Nobody has an employment number yet: they are named, each with a field, before the file.
    expect(saved).toHaveLength(0);
    const review = screen.getByRole('form', { name: 'Innan löneunderlaget sparas' });
    const fields = within(review).getAllByLabelText(/^Anställningsnummer för /);
    const withTime = want.filter((w) => w.entries > 0);
    expect(fields).toHaveLength(withTime.length);
    const first = withTime.map((w) => w.user).sort((a, b) => a.fullname.localeCompare(b.fullname, 'sv'))[0];
    await user.type(within(review).getByLabelText(`Anställningsnummer för ${first?.fullname ?? ''}`), '101');
    await user.click(within(review).getByRole('button', { name: 'Spara och exportera' }));
    const name = `loneunderlag-${YEAR}-${String(MONTH).padStart(2, '0')}.xml`;
    expect(saved.map((s) => s.name)).toEqual([name]);
    expect(await screen.findByText(`${name} är hämtad.`)).toBeInTheDocument();
    expect(readExportSettings().anstid).toEqual({ [first?._id ?? '']: '101' });
    expect(screen.getByText(/^Utan anställningsnummer, inte med i löneunderlaget:/)).toBeInTheDocument();
    // Later exports go straight to the file.
    await user.click(screen.getByRole('button', { name: 'Tid för Excel (CSV)' }));
    expect(saved.map((s) => s.name)).toEqual([name, `tid-${YEAR}-${String(MONTH).padStart(2, '0')}.csv`]);
  });

  it("SIE reads every page of the month's bills and invoices", async () => {
    writeExportSettings({ ...readExportSettings(), companyName: 'Städtid Städservice AB' });
    const { user, sent } = await openOverview();
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    sent.length = 0;
    await user.click(screen.getByRole('button', { name: 'Bokföring (SIE 4)' }));
    const name = `verifikationer-${YEAR}-${String(MONTH).padStart(2, '0')}.si`;
    await waitFor(() => expect(saved).toEqual([name]));
    expect(sent.some((r) => r.path === `/api/bill/?pageNumber=1&month=${MONTH}`)).toBe(true);
    expect(sent.some((r) => r.path === `/api/invoice/?pageNumber=1&month=${MONTH}`)).toBe(true);
    // Numbers from each item (its creation time): nothing is counted on in this browser.
    expect(screen.getByText(/^\d+ verifikationer, numrerade efter när varje post registrerades \(till exempel A \d{10}\)\. Numret kommer från posten själv/)).toBeInTheDocument();
    expect(JSON.stringify(readExportSettings())).not.toMatch(/next/);
  });

  it('a stored financial-year start that cannot be read is refused: the export waits until a month is chosen (issue 41 item 6)', async () => {
    localStorage.setItem('ExportSettings', JSON.stringify({ ...readExportSettings(), companyName: 'Städtid Städservice AB', fiscalYearStart: 13 }));
    const { user } = await openOverview();
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:x')), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Bokföring (SIE 4)' }));
    const form = screen.getByRole('form', { name: 'Exportinställningar' });
    const start = within(form).getByLabelText('Räkenskapsåret börjar i');
    expect(within(form).getByText(/^Den sparade starten på räkenskapsåret går inte att läsa\. Välj månaden räkenskapsåret börjar i: exporten väntar/)).toBeInTheDocument();
    expect(start).toHaveValue('0');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(within(start).getByRole('option', { selected: true })).toHaveTextContent('Välj månad');
    // Saving without choosing keeps the export waiting.
    await user.click(within(form).getByRole('button', { name: 'Spara och exportera' }));
    expect(blobs).toHaveLength(0);
    expect(start).toHaveFocus();
    await user.selectOptions(start, 'maj');
    await user.click(within(form).getByRole('button', { name: 'Spara och exportera' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(readExportSettings().fiscalYearStart).toBe(5);
    const from = MONTH >= 5 ? YEAR : YEAR - 1;
    expect(await readText(blobs[0])).toContain(`#RAR 0 ${from}0501 ${from + 1}0430\r\n`);
  });

  it('is in the admin navigation, marked when open, with a back link', async () => {
    await openOverview();
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(nav).getByRole('link', { name: 'Månadsöversikt' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /Tillbaka/ })).toHaveAttribute('href', '/admin/');
  });

  it("editing a member does not mark 'Ny medlem' in the navigation", async () => {
    const { Auth } = await signedInAs('admin');
    const [member] = await listUsers();
    renderWithProviders(null, { route: `/admin/list/create/${member?._id ?? ''}`, preloadedState: { Auth } });
    const nav = await screen.findByRole('navigation', { name: 'Administration' });
    expect(within(nav).getByRole('link', { name: 'Ny medlem' })).not.toHaveAttribute('aria-current');
  });
});
