/**
 * Min sida on a phone (issue 12 items 7 and 8): one line per entry grouped by week with the
 * week's subtotal, a line opens for its details and actions, deleting one entry can be undone
 * (the delete is sent only after the delay), and the lines are windowed (issue 19): only those
 * near the screen are drawn, each says its place in its week, and scrolling reaches every one.
 * The screen is made phone-wide with a matchMedia that matches, and tall (jsdom has no layout:
 * every line keeps its estimated height) so that a seeded month is drawn whole.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sv } from '../../src/i18n/sv';
import { formatHoursMinutes, weekdayAndDate } from '../../src/lib/months';
import type { Month, TimeEntry } from '../../src/types/api';
import { server } from '../setup';
import { currentLabel, minutesOf, now, openProfile, personTimeWith, stubPhone } from './helpers';

beforeEach(stubPhone);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const list = () => screen.getByRole('group', { name: sv.profile.entriesCaption(currentLabel) });

/** 'fre 20/11' as a person reads it, computed here on its own. */
function day(date: string): string {
  const d = new Date(`${date}T12:00:00`);
  const names = ['sön', 'mån', 'tis', 'ons', 'tor', 'fre', 'lör'];
  return `${names[d.getDay()] ?? ''} ${d.getDate()}/${d.getMonth() + 1}`;
}

function lineOf(entry: TimeEntry) {
  return within(list()).getByRole('button', { name: new RegExp(`^${day(entry.date)}\\s*${entry.start}–${entry.end}`) });
}

/** The Monday of a date's week, as 'YYYY-MM-DD' — how weeks are told apart here. */
function mondayOf(date: string): string {
  const d = new Date(`${date}T12:00:00`);
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Min sida on a phone with every line of the current month drawn. */
async function openPhone() {
  const view = await openProfile();
  const count = view.current().months.length;
  await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(count));
  return view;
}

function entriesOf(month: Month): TimeEntry[] {
  if (month.months.length < 3) throw new Error('the seed has entries this month');
  return month.months;
}

describe('Min sida on a phone: one line per entry', () => {
  it('shows the name and the month total on top, and one line per entry with day, start–end, hours and place', async () => {
    const { current, session } = await openPhone();
    const entries = entriesOf(current());
    expect(screen.getByRole('heading', { level: 1, name: session.user.fullname })).toBeInTheDocument();
    const sum = entries.reduce((s, e) => s + minutesOf(e), 0);
    const top = screen.getByRole('region', { name: session.user.fullname });
    expect(top).toHaveTextContent(sv.profile.monthSoFar(currentLabel));
    expect(top).toHaveTextContent(sv.profile.hoursMinutes(Math.floor(sum / 60), sum % 60));
    // No table on a phone.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list()).getAllByRole('button', { expanded: false })).toHaveLength(entries.length);
    const entry = entries[0] as TimeEntry;
    const line = lineOf(entry);
    expect(line).toHaveTextContent(formatHoursMinutes(entry.total, entry.half));
    expect(line).toHaveTextContent(entry.des);
    // Newest first.
    const newest = [...entries].sort((a, b) => b.date.localeCompare(a.date))[0] as TimeEntry;
    expect(within(list()).getAllByRole('button')[0]).toHaveAccessibleName(
      `${day(newest.date)} ${newest.start}–${newest.end} ${formatHoursMinutes(newest.total, newest.half)} ${newest.des}`,
    );
  });

  it('groups the lines by week, each week with its subtotal', async () => {
    const { current } = await openPhone();
    const entries = entriesOf(current());
    const byWeek = new Map<string, number>();
    for (const e of entries) byWeek.set(mondayOf(e.date), (byWeek.get(mondayOf(e.date)) ?? 0) + minutesOf(e));
    const weeks = within(list()).getAllByRole('list');
    expect(weeks).toHaveLength(byWeek.size);
    // Newest week first; each list is named by its heading 'Vecka N' and shows the week's sum.
    const expected = [...byWeek.entries()].sort((a, b) => b[0].localeCompare(a[0]));
    weeks.forEach((week, i) => {
      const [monday, minutes] = expected[i] as [string, number];
      const inWeek = entries.filter((e) => mondayOf(e.date) === monday);
      expect(within(week).getAllByRole('listitem')).toHaveLength(inWeek.length);
      const head = document.getElementById(week.getAttribute('aria-labelledby') ?? '');
      expect(head).toHaveTextContent(/^Vecka \d+/);
      expect(head).toHaveTextContent(formatHoursMinutes(Math.floor(minutes / 60), minutes % 60));
    });
  });

  it('a line opens for its details and actions, and closes again; nothing destructive on a closed line', async () => {
    const { current, user } = await openPhone();
    const entry = entriesOf(current())[1] as TimeEntry;
    expect(within(list()).queryByRole('button', { name: sv.profile.delete })).not.toBeInTheDocument();
    const line = lineOf(entry);
    await user.click(line);
    expect(line).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(line.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(details).toHaveTextContent(weekdayAndDate(entry.date));
    expect(details).toHaveTextContent(sv.profile.breakValue(entry.lunch.hours, entry.lunch.minutes));
    for (const name of [sv.profile.edit, sv.profile.move, sv.profile.delete]) {
      expect(within(details).getByRole('button', { name })).toBeInTheDocument();
    }
    await user.click(line);
    expect(line).toHaveAttribute('aria-expanded', 'false');
    expect(within(list()).queryByRole('button', { name: sv.profile.delete })).not.toBeInTheDocument();
  });

  it('edits an entry from the opened line with PUT /api/time/{id}/ and shows the new end in the line', async () => {
    const { current, user, sent } = await openPhone();
    const entry = entriesOf(current())[0] as TimeEntry;
    await user.click(lineOf(entry));
    await user.click(within(list()).getByRole('button', { name: sv.profile.edit }));
    // The edit's code loads at the press (issue 44): the form comes when it is here.
    const form = await screen.findByRole('form', { name: sv.profile.editing(weekdayAndDate(entry.date)) });
    const [h = 0, m = 0] = entry.end.split(':').map(Number);
    const end = `${String(h + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
    const field = within(form).getByLabelText(sv.profile.end);
    await user.clear(field);
    await user.type(field, end);
    await user.click(within(form).getByRole('button', { name: sv.profile.save }));
    await screen.findByRole('button', { name: new RegExp(`^${day(entry.date)}\\s*${entry.start}–${end}`) });
    const put = sent.find((r) => r.method === 'PUT' && r.path === `/api/time/${entry._id}/`);
    expect(put?.body).toMatchObject({ end });
  });
});

describe('deleting one entry on a phone can be undone', () => {
  it('the line goes at once, the total drops; Ångra brings it back and nothing is ever sent', async () => {
    const { current, user, sent, session } = await openPhone();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const entries = entriesOf(current());
    const entry = entries[2] as TimeEntry;
    await user.click(lineOf(entry));
    await user.click(within(list()).getByRole('button', { name: sv.profile.delete }));

    expect(within(list()).queryByRole('button', { name: new RegExp(`^${day(entry.date)}\\s*${entry.start}`) })).not.toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(sv.profile.entryDeleted(day(entry.date)));
    const undo = within(status).getByRole('button', { name: sv.profile.undo });
    expect(undo).toHaveFocus();
    const left = entries.reduce((s, e) => s + minutesOf(e), 0) - minutesOf(entry);
    expect(screen.getByRole('region', { name: session.user.fullname })).toHaveTextContent(
      sv.profile.hoursMinutes(Math.floor(left / 60), left % 60),
    );

    await user.click(undo);
    expect(lineOf(entry)).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(sent.filter((r) => r.path.startsWith('/api/month/delete/'))).toEqual([]);
    expect(lineOf(entry)).toBeInTheDocument();
  });

  it('without Ångra the delete is sent after the delay: one POST /api/month/delete/{userId} with the entry id', async () => {
    const { current, user, sent, session, token, store } = await openPhone();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const month = current();
    const entry = entriesOf(month)[0] as TimeEntry;
    await user.click(lineOf(entry));
    await user.click(within(list()).getByRole('button', { name: sv.profile.delete }));
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(sent.filter((r) => r.path.startsWith('/api/month/delete/'))).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(1500));
    await vi.waitFor(() => expect(sent.filter((r) => r.path.startsWith('/api/month/delete/'))).toHaveLength(1));
    const call = sent.find((r) => r.path.startsWith('/api/month/delete/'));
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe(`/api/month/delete/${session.user._id}`);
    expect(call?.authorization).toBe(token);
    // Month 0 names no month: a repeat that no longer finds the entry deletes nothing.
    await vi.waitFor(() => expect(call?.body).toEqual({ IsMonthNumber: 0, IsMatching: entry._id }));
    // The month is read again without it; the line does not come back.
    await vi.waitFor(() => {
      const stored = store.getState().Months.byUser[session.user._id]?.months.find((m) => m._id === month._id);
      expect(stored?.months.some((e) => e._id === entry._id)).toBe(false);
    });
    expect(within(list()).queryByRole('button', { name: new RegExp(`^${day(entry.date)}\\s*${entry.start}`) })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('when the page goes away before the delay, the delete is not sent', async () => {
    const { current, user, sent, unmount } = await openPhone();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const entry = entriesOf(current())[0] as TimeEntry;
    await user.click(lineOf(entry));
    await user.click(within(list()).getByRole('button', { name: sv.profile.delete }));
    unmount();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent.filter((r) => r.path.startsWith('/api/month/delete/'))).toEqual([]);
  });
});

describe('a month of 500 entries (issue 19)', () => {
  it('draws only the lines near the screen, each with its place in its week; scrolling reaches the last; no "Visa fler"', async () => {
    vi.stubGlobal('innerHeight', 800);
    const month = now.getMonth() + 1;
    const many = (base: TimeEntry): TimeEntry[] =>
      Array.from({ length: 500 }, (_, i) => ({ ...base, _id: `many${i}`, des: `Pass ${i}`, date: `${now.getFullYear()}-${String(month).padStart(2, '0')}-01` }));
    server.use(personTimeWith((m) => (m.MonthNumber === month && m.months[0] ? { ...m, months: many(m.months[0]) } : m)));
    const { current } = await openProfile();
    const first = current().months[0] as TimeEntry;
    await waitFor(() => expect(within(list()).getAllByRole('listitem').length).toBeGreaterThan(5));
    const drawn = within(list()).getAllByRole('listitem');
    expect(drawn.length).toBeLessThan(40);
    // Newest first: the last stored of the day on top, the first of 500 in its week.
    expect(drawn[0]).toHaveAttribute('aria-posinset', '1');
    expect(drawn[0]).toHaveAttribute('aria-setsize', '500');
    expect(within(drawn[0] as HTMLElement).getByRole('button')).toHaveTextContent('Pass 499');
    expect(screen.queryByRole('button', { name: 'Visa fler' })).not.toBeInTheDocument();
    // The week's subtotal counts every entry, drawn or not.
    const all = minutesOf(first) * 500;
    const head = document.getElementById(within(list()).getByRole('list').getAttribute('aria-labelledby') ?? '');
    expect(head).toHaveTextContent(formatHoursMinutes(Math.floor(all / 60), all % 60));

    // Scrolled to the end. jsdom has no layout: lines keep their estimated height, and the
    // list's top moves up the screen as the page scrolls, as in a browser.
    list().getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: -window.scrollY, width: 390, height: 0 });
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { value: 56 * 501, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(within(list()).getByRole('button', { name: /Pass 0$/ })).toBeInTheDocument());
    const last = within(list()).getByRole('button', { name: /Pass 0$/ }).closest('li');
    expect(last).toHaveAttribute('aria-posinset', '500');
    expect(within(list()).queryByRole('button', { name: /Pass 499$/ })).not.toBeInTheDocument();
    // The week's heading is still drawn with its lines, and still names the list.
    expect(within(list()).getByRole('list', { name: /^Vecka \d+/ })).toBeInTheDocument();
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
  });

  it('before they are measured, undrawn lines and week headings hold the page as tall as a phone draws them: 58 px a line, 25 the first heading and 37 each later one', async () => {
    vi.stubGlobal('innerHeight', 800);
    const month = now.getMonth() + 1;
    const on = (day: number) => `${now.getFullYear()}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    // Two weeks of 250 lines each: the 1st and the 15th are never in the same ISO week.
    const two = (base: TimeEntry): TimeEntry[] =>
      Array.from({ length: 500 }, (_, i) => ({ ...base, _id: `two${i}`, des: `Pass ${i}`, date: on(i < 250 ? 1 : 15) }));
    server.use(personTimeWith((m) => (m.MonthNumber === month && m.months[0] ? { ...m, months: two(m.months[0]) } : m)));
    await openProfile();
    await waitFor(() => expect(within(list()).getAllByRole('listitem').length).toBeGreaterThan(5));
    const drawnLines = within(list()).getAllByRole('listitem').length;
    // Only the newest week's first lines are drawn (under its heading, the first): after them, its
    // other lines, the second week's heading and its 250 lines.
    expect(within(list()).getAllByRole('list')).toHaveLength(1);
    const after = list().lastElementChild as HTMLElement;
    expect(after).toHaveAttribute('aria-hidden', 'true');
    expect(after.style.height).toBe(`${(250 - drawnLines) * 58 + 37 + 250 * 58}px`);
  });
});
