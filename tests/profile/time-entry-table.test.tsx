/**
 * The shared time-entry table on Min sida: inline edit (validation, the three calls of §4 and
 * the totals in place), delete and move with their confirmations and errors.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '../../src/config/env';
import { sv } from '../../src/i18n/sv-admin';
import { weekdayAndDate } from '../../src/lib/months';
import type { TimeEntry } from '../../src/types/api';
import { TimeEntryTable } from '../../src/features/time/components/time-entry-table';
import { server } from '../setup';
import { renderWithProviders } from '../test-utils';
import { currentLabel, footerOf, hm, minutesOf, openProfile, previous, previousLabel, table } from './helpers';

function rowOf(entry: TimeEntry) {
  return within(table(currentLabel)).getByRole('row', { name: sv.profile.rowLabel(weekdayAndDate(entry.date)) });
}

function firstEntry(month: { months: TimeEntry[] }): TimeEntry {
  const entry = month.months[0];
  if (!entry) throw new Error('the seed has entries this month');
  return entry;
}

function later(time: string, minutes: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

describe('inline edit', () => {
  it('rejects start hours 00–04 and an end hour before the start hour, marking both fields; sends nothing', async () => {
    const { user, current, sent } = await openProfile();
    const entry = firstEntry(current());
    await user.click(within(rowOf(entry)).getByRole('button', { name: sv.profile.edit }));
    const start = within(rowOf(entry)).getByLabelText(sv.profile.start);
    const end = within(rowOf(entry)).getByLabelText(sv.profile.end);

    fireEvent.change(start, { target: { value: '04:30' } });
    await user.click(within(rowOf(entry)).getByRole('button', { name: sv.profile.save }));
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(within(rowOf(entry)).getByText(sv.time.startWrong)).toBeInTheDocument();
    expect(end).not.toHaveAttribute('aria-invalid');

    fireEvent.change(start, { target: { value: '14:00' } });
    fireEvent.change(end, { target: { value: '09:30' } });
    await user.click(within(rowOf(entry)).getByRole('button', { name: sv.profile.save }));
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(within(rowOf(entry)).getAllByText(sv.time.endBeforeStart)).toHaveLength(2);

    fireEvent.change(start, { target: { value: '' } });
    await user.click(within(rowOf(entry)).getByRole('button', { name: sv.profile.save }));
    expect(within(rowOf(entry)).getByText(sv.time.startRequired)).toBeInTheDocument();

    expect(sent.filter((r) => r.method !== 'GET' && !r.path.startsWith('/api/month/3/'))).toEqual([]);

    // Cancel puts the row back as it was.
    await user.click(within(rowOf(entry)).getByRole('button', { name: sv.profile.cancel }));
    expect(within(rowOf(entry)).queryByLabelText(sv.profile.start)).not.toBeInTheDocument();
    expect(within(rowOf(entry)).getByText(entry.start)).toBeInTheDocument();
  });

  it('saves with PUT /api/time/{id}/, then /update/code/, then /update/oldtimes/ and shows the new totals in place', async () => {
    const { user, current, sent, session } = await openProfile();
    const month = current();
    const entry = firstEntry(month);
    await user.click(within(rowOf(entry)).getByRole('button', { name: sv.profile.edit }));
    const newEnd = later(entry.end, 75);
    fireEvent.change(within(rowOf(entry)).getByLabelText(sv.profile.end), { target: { value: newEnd } });
    await user.selectOptions(within(rowOf(entry)).getByLabelText(sv.profile.breakHours), '0');
    await user.selectOptions(within(rowOf(entry)).getByLabelText(sv.profile.breakMinutes), '30');
    const des = within(rowOf(entry)).getByLabelText(sv.profile.description);
    await user.clear(des);
    await user.type(des, 'Storstädning, Valstaskolan');
    await user.click(within(rowOf(entry)).getByRole('button', { name: sv.profile.save }));

    expect(await screen.findByText(sv.staff.updated)).toBeInTheDocument();
    const gross = (Number(newEnd.slice(0, 2)) * 60 + Number(newEnd.slice(3))) - (Number(entry.start.slice(0, 2)) * 60 + Number(entry.start.slice(3)));
    const worked = hm(gross - 30);
    const diff = gross - 30 - minutesOf(entry);

    const writes = sent.filter((r) => r.method !== 'GET' && !r.path.startsWith('/api/month/3/'));
    expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PUT /api/time/${entry._id}/`,
      `POST /api/month/update/code/${entry._id}`,
      `PUT /api/month/update/oldtimes/${session.user._id}/`,
    ]);
    const changes = {
      start: entry.start,
      end: newEnd,
      lunch: { hours: 0, minutes: 30 },
      des: 'Storstädning, Valstaskolan',
      total: worked.hours,
      half: worked.minutes,
      rast: { ...entry.rast, hours: 0, minutes: 30 },
    };
    expect(writes[0]?.body).toEqual(changes);
    expect(writes[1]?.body).toEqual({ StorMatch: { ...entry, ...changes }, CheckMonth: month.MonthNumber });
    expect(writes[2]?.body).toEqual({
      ...hm(Math.abs(diff)),
      howhour: diff < 0 ? '-' : '+',
      howminutes: diff < 0 ? '-' : '+',
      MonthNumber: month.MonthNumber,
    });

    // The row, the footer, the month heading and the person's total change without a reload.
    await waitFor(() => expect(within(rowOf(entry)).getByText(newEnd)).toBeInTheDocument());
    expect(within(rowOf(entry)).getByText(`${worked.hours} h ${String(worked.minutes).padStart(2, '0')} min`)).toBeInTheDocument();
    const monthMinutes = minutesOf(month) + diff;
    await waitFor(() =>
      expect(footerOf(table(currentLabel))).toHaveTextContent(
        sv.profile.totalFooter(hm(monthMinutes).hours, hm(monthMinutes).minutes),
      ),
    );
    const userMinutes = minutesOf(session.user) + diff;
    const details = screen.getByRole('region', { name: sv.profile.details });
    expect(
      await within(details).findByText(sv.profile.hoursMinutes(hm(userMinutes).hours, hm(userMinutes).minutes)),
    ).toBeInTheDocument();
  });

  it('keeps the row in edit mode and shows the server’s message when saving fails', async () => {
    server.use(http.put(`${env.apiUrl}/api/time/:id/`, () => HttpResponse.json({ message: 'Tiden finns inte' }, { status: 404 })));
    const { user, current } = await openProfile();
    const entry = firstEntry(current());
    await user.click(within(rowOf(entry)).getByRole('button', { name: sv.profile.edit }));
    fireEvent.change(within(rowOf(entry)).getByLabelText(sv.profile.end), { target: { value: later(entry.end, 30) } });
    await user.click(within(rowOf(entry)).getByRole('button', { name: sv.profile.save }));
    expect(await screen.findByText('Tiden finns inte')).toBeInTheDocument();
    expect(within(rowOf(entry)).getByLabelText(sv.profile.end)).toHaveValue(later(entry.end, 30));
  });
});

describe('delete an entry', () => {
  it('asks "vill du raderar tid"; no sends nothing; yes sends POST /api/month/delete/{userId} and removes the row', async () => {
    const { user, current, sent, session, token } = await openProfile();
    const month = current();
    const entry = firstEntry(month);
    await user.click(within(rowOf(entry)).getByRole('button', { name: sv.profile.delete }));
    const dialog = await screen.findByRole('dialog', { name: sv.profile.confirmDeleteEntry });
    await user.click(within(dialog).getByRole('button', { name: sv.app.cancel }));
    expect(sent.some((r) => r.path.startsWith('/api/month/delete/'))).toBe(false);

    await user.click(within(rowOf(entry)).getByRole('button', { name: sv.profile.delete }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: sv.profile.confirmYes }));
    expect(await screen.findByText(sv.bills.deleted)).toBeInTheDocument();
    const call = sent.find((r) => r.path === `/api/month/delete/${session.user._id}`);
    expect(call?.method).toBe('POST');
    expect(call?.authorization).toBe(token);
    // Month 0 names no month: a repeat that no longer finds the entry deletes nothing.
    expect(call?.body).toEqual({ IsMonthNumber: 0, IsMatching: entry._id });
    const rowName = sv.profile.rowLabel(weekdayAndDate(entry.date));
    const sameDay = month.months.filter((e) => e.date === entry.date).length;
    await waitFor(() =>
      expect(within(table(currentLabel)).queryAllByRole('row', { name: rowName })).toHaveLength(sameDay - 1),
    );
    const left = hm(minutesOf(month) - minutesOf(entry));
    await waitFor(() =>
      expect(footerOf(table(currentLabel))).toHaveTextContent(sv.profile.totalFooter(left.hours, left.minutes)),
    );
  });

  it('shows the error when the delete fails and keeps the row', async () => {
    server.use(
      http.post(`${env.apiUrl}/api/month/delete/:userId`, () => HttpResponse.json({ message: 'Månaden finns inte' }, { status: 404 })),
    );
    const { user, current } = await openProfile();
    const entry = firstEntry(current());
    await user.click(within(rowOf(entry)).getByRole('button', { name: sv.profile.delete }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: sv.profile.confirmYes }));
    expect(await screen.findByText('Månaden finns inte')).toBeInTheDocument();
    expect(rowOf(entry)).toBeInTheDocument();
  });
});

describe('move an entry to another month', () => {
  it('requires a month ("x" is not chosen), then sends POST /api/time/time/user/newmonth/{entryId}', async () => {
    const { user, current, sent } = await openProfile();
    const entry = firstEntry(current());
    await user.click(within(rowOf(entry)).getByRole('button', { name: sv.profile.move }));
    const dialog = await screen.findByRole('dialog', { name: sv.profile.moveHeading });
    const select = within(dialog).getByLabelText(sv.profile.moveMonth);
    expect(select).toHaveValue('x');
    expect(select).toHaveFocus();
    expect(within(dialog).getAllByRole('option').map((o) => o.textContent)).toEqual([sv.profile.moveChoose, previousLabel]);

    await user.click(within(dialog).getByRole('button', { name: sv.profile.moveConfirm }));
    expect(within(dialog).getByText(sv.profile.moveRequired)).toBeInTheDocument();
    expect(sent.some((r) => r.path.includes('/newmonth/'))).toBe(false);

    await user.selectOptions(select, String(previous.getMonth() + 1));
    await user.click(within(dialog).getByRole('button', { name: sv.profile.moveConfirm }));
    expect(await screen.findByText(sv.profile.movedAll)).toBeInTheDocument();
    const call = sent.find((r) => r.path === `/api/time/time/user/newmonth/${entry._id}`);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ MonthNumber: previous.getMonth() + 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(table(currentLabel)).queryAllByRole('row', { name: sv.profile.rowLabel(weekdayAndDate(entry.date)) }),
      ).toHaveLength(current().months.filter((e) => e.date === entry.date).length),
    );
    expect(current().months.some((e) => e._id === entry._id)).toBe(false);
  });

  it('shows the server’s error or "it is a wrong......" with a retry that sends again', async () => {
    let answer: 'message' | 'bare' | 'ok' = 'message';
    server.use(
      http.post(`${env.apiUrl}/api/time/time/user/newmonth/:id`, () => {
        if (answer === 'message') return HttpResponse.json({ message: 'Månaden måste vara ett nummer mellan 1 och 12' }, { status: 400 });
        if (answer === 'bare') return new HttpResponse(null, { status: 500 });
        return undefined;
      }),
    );
    const { user, current, sent } = await openProfile();
    const entry = firstEntry(current());
    await user.click(within(rowOf(entry)).getByRole('button', { name: sv.profile.move }));
    const dialog = await screen.findByRole('dialog', { name: sv.profile.moveHeading });
    await user.selectOptions(within(dialog).getByLabelText(sv.profile.moveMonth), String(previous.getMonth() + 1));
    await user.click(within(dialog).getByRole('button', { name: sv.profile.moveConfirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Månaden måste vara ett nummer mellan 1 och 12');

    answer = 'bare';
    await user.click(within(dialog).getByRole('button', { name: sv.app.retry }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(sv.errors.wrong));

    answer = 'ok';
    await user.click(within(dialog).getByRole('button', { name: sv.app.retry }));
    expect(await screen.findByText(sv.profile.movedAll)).toBeInTheDocument();
    expect(sent.filter((r) => r.path === `/api/time/time/user/newmonth/${entry._id}`)).toHaveLength(3);
  });
});

describe('a month of many entries (issues 13 and 19)', () => {
  it('draws only the rows near the screen, says how many there are, and draws others as the page scrolls; no "Visa fler"', async () => {
    const entries: TimeEntry[] = Array.from({ length: 2000 }, (_, i) => ({
      _id: `65d3e0c0eeee${String(i).padStart(12, '0')}`,
      date: '2026-11-02',
      start: '07:00',
      end: '08:00',
      lunch: { hours: 0, minutes: 0 },
      total: 1,
      half: 0,
      des: `Pass ${i}`,
      text: '',
      products: [],
    }));
    renderWithProviders(
      <TimeEntryTable userId="65d3e0c00000000000000002" entries={entries} monthNumber={11} months={[]} unsaved={{}} caption="Arbetstid 11/2026" />,
    );
    const shown = screen.getByRole('table', { name: 'Arbetstid 11/2026' });
    // Header, 2 000 entries, footer.
    expect(shown).toHaveAttribute('aria-rowcount', '2002');
    const drawn = within(shown).getAllByRole('row', { name: /^Arbetspass / });
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(60);
    expect(drawn[0]).toHaveAttribute('aria-rowindex', '2');
    expect(within(shown).getByText('2000 Timmar och 0 minuter')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Visa fler' })).not.toBeInTheDocument();

    // Scrolled far down. jsdom has no layout: rows keep their estimated height, and the table's
    // top moves up the screen as the page scrolls, as in a browser.
    const body = shown.querySelector('tbody') as HTMLTableSectionElement;
    body.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: -window.scrollY, width: 1024, height: 0 });
    const scrollTo = (y: number) =>
      act(async () => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    await scrollTo(49 * 1500);
    await waitFor(() => expect(within(shown).getByText('Pass 1500')).toBeInTheDocument());
    expect(within(shown).queryByText('Pass 0')).not.toBeInTheDocument();
    const row = within(shown).getByText('Pass 1500').closest('tr');
    expect(row).toHaveAttribute('aria-rowindex', '1502');
    await scrollTo(0);
  });
});

describe('an edit not fully saved (issue 10 item 6)', () => {
  it('asks before the app is left while an entry is not fully saved, and not otherwise', () => {
    const entry: TimeEntry = {
      _id: '65d3e0c0eeee000000000001',
      date: '2026-11-02',
      start: '07:00',
      end: '08:00',
      lunch: { hours: 0, minutes: 0 },
      total: 1,
      half: 0,
      des: 'Skolan',
      text: '',
      products: [],
    };
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const unsaved = {
      [entry._id]: {
        entryId: entry._id,
        missing: ['totals' as const],
        changes: {},
        updated: entry,
        monthNumber: 11,
        adjustment: null,
        before: { user: 60, records: [] },
        failure: { message: 'Databasen svarar inte', kind: 'http' as const, ambiguous: false, silent: false },
      },
    };
    const view = renderWithProviders(
      <TimeEntryTable userId="u" entries={[entry]} monthNumber={11} months={[]} unsaved={unsaved} caption="Arbetstid 11/2026" />,
    );
    expect(screen.getByText(/Inte helt sparat/)).toBeInTheDocument();
    expect(leave()).toBe(true);
    view.unmount();
    renderWithProviders(<TimeEntryTable userId="u" entries={[entry]} monthNumber={11} months={[]} unsaved={{}} caption="Arbetstid 11/2026" />);
    expect(leave()).toBe(false);
  });
});
