/**
 * The registration screen as a timekeeper (issue 12): the day is always visible, 'Nu' fills in
 * the time, 'Idag' shows what is registered, guardrails warn before sending, and a draft from
 * an earlier day is never sent under its date without the person choosing so.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoState } from '../../src/demo/db';
import { sv } from '../../src/i18n/sv';
import { dayLabel, shortDayLabel } from '../../src/lib/months';
import { storageKeys } from '../../src/lib/storage';
import { localIsoDate } from '../../src/lib/time';
import { recordRequests, renderWithProviders, signedInAs } from '../test-utils';

const input = (label: string) => screen.getByLabelText(label, { selector: 'input, select, textarea' });
const button = (name: string | RegExp) => screen.getByRole('button', { name });

async function openAsStaff() {
  const { Auth, user: staff } = await signedInAs('staff');
  const view = renderWithProviders(null, { route: '/', preloadedState: { Auth } });
  await screen.findByLabelText('Starttid');
  return { ...view, staff };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the day and the Nu buttons', () => {
  it("shows 'Idag, <weekday> <day> <month>' and fills start and end with the time now", async () => {
    const { user } = await openAsStaff();
    expect(screen.getByText(sv.time.today(dayLabel(localIsoDate())))).toBeInTheDocument();
    const now = new Date();
    const hhmm = `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
    await user.click(button('Nu (start)'));
    // The minute may turn between reading the clock here and there.
    expect([hhmm, `${String(now.getHours()).padStart(2, '0')}:${String((now.getMinutes() + 1) % 60).padStart(2, '0')}`]).toContain(
      (input('Starttid') as HTMLInputElement).value,
    );
    fireEvent.change(input('Starttid'), { target: { value: '06:00' } });
    await user.click(button('Spara starttid'));
    await user.click(button('Nu (slut)'));
    expect((input('Sluttid') as HTMLInputElement).value).toMatch(/^\d{2}:\d{2}$/);
  });
});

describe("'Idag' and the guardrails", () => {
  it('lists what is registered today with the total, and warns about an overlapping shift before sending', async () => {
    const { user: staff } = await signedInAs('staff');
    // Erik already registered 07:00–11:00 today (stored in the demo provider).
    const today = localIsoDate();
    const month = demoState().months.find((m) => m.userId === staff._id && m.MonthNumber === new Date().getMonth() + 1);
    month?.months.push({
      _id: '65d3e0c0ffffffffffff0001',
      date: today,
      start: '07:00',
      end: '11:00',
      lunch: { hours: 0, minutes: 0 },
      total: 4,
      half: 0,
      des: 'Förskolan Tallen',
      text: 'klart',
      products: [],
    });
    const { user } = await openAsStaff();
    const card = await screen.findByRole('region', { name: sv.time.todayHeading });
    expect(await within(card).findByText(/Förskolan Tallen/)).toBeInTheDocument();
    expect(within(card).getByText(sv.time.todayTotal(4, 0))).toBeInTheDocument();

    fireEvent.change(input('Starttid'), { target: { value: '10:00' } });
    await user.click(button('Spara starttid'));
    fireEvent.change(input('Sluttid'), { target: { value: '12:00' } });
    await user.clear(input('Arbetsplats'));
    await user.type(input('Arbetsplats'), 'Skolan');
    await user.click(button('Registrera arbetstid'));
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent(sv.time.warnOverlap('07:00', '11:00', 'Förskolan Tallen'));
    const sent = recordRequests();
    await user.click(button(sv.time.sendAnyway));
    await screen.findByRole('heading', { name: sv.time.success });
    expect(sent.filter((r) => r.path.startsWith('/api/time/create/'))).toHaveLength(1);
  });

  it('warns about a break as long as the shift', async () => {
    const { user } = await openAsStaff();
    fireEvent.change(input('Starttid'), { target: { value: '08:00' } });
    await user.click(button('Spara starttid'));
    fireEvent.change(input('Sluttid'), { target: { value: '09:00' } });
    await user.click(screen.getByRole('radio', { name: 'lunch' }));
    await user.selectOptions(input('Timmar'), '1');
    await user.clear(input('Arbetsplats'));
    await user.type(input('Arbetsplats'), 'Skolan');
    await user.click(button('Registrera arbetstid'));
    expect(screen.getByRole('alert')).toHaveTextContent(sv.time.warnLongBreak);
    expect(button(sv.time.sendAnyway)).toBeInTheDocument();
  });
});

describe('a draft started on an earlier day', () => {
  function daysAgo(n: number): string {
    const d = new Date();
    d.setDate(d.getDate() - n);
    return localIsoDate(d);
  }

  async function withEarlierDraft() {
    const { Auth, user: staff } = await signedInAs('staff');
    const date = daysAgo(2);
    localStorage.setItem(
      storageKeys.draftTime,
      JSON.stringify({ [staff._id]: { stage: 'recorded', start: '22:00', end: '23:30', des: 'Nattstädning', date, products: [] } }),
    );
    const view = renderWithProviders(null, { route: '/', preloadedState: { Auth } });
    await screen.findByText(sv.time.earlierDay(dayLabel(date)));
    return { date, ...view };
  }

  it("asks first: 'Avsluta passet från …' sends it under that date, shown clearly", async () => {
    const { date, user } = await withEarlierDraft();
    expect(screen.getByText(sv.time.earlierDay(dayLabel(date)))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: sv.time.confirm })).not.toBeInTheDocument();
    await user.click(button(sv.time.finishEarlier(shortDayLabel(date))));
    // The day beside the heading and beside every time (issue 17).
    expect(screen.getByRole('heading', { name: `Din arbetsdag: ${dayLabel(date)}` })).toBeInTheDocument();
    expect(screen.getByText(sv.time.at(shortDayLabel(date), '22:00'))).toBeInTheDocument();
    expect(screen.getByText(sv.time.at(shortDayLabel(date), '23:30'))).toBeInTheDocument();
    const sent = recordRequests();
    await user.click(button(sv.time.confirm));
    await screen.findByRole('heading', { name: sv.time.success });
    const post = sent.find((r) => r.path.startsWith('/api/time/create/'));
    expect(post?.body).toMatchObject({ date, start: '22:00', end: '23:30', des: 'Nattstädning' });
  });

  it("'Börja om idag' clears it and starts today's form; nothing is sent", async () => {
    const { user } = await withEarlierDraft();
    const sent = recordRequests();
    await user.click(button(sv.time.startToday));
    expect(input('Starttid')).toHaveValue('');
    expect(screen.getByText(sv.time.today(dayLabel(localIsoDate())))).toBeInTheDocument();
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
