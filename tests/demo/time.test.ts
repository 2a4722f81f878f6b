import {
  clearMonth,
  createTimeEntry,
  deleteMonthTime,
  getMonthEntries,
  getTodaysWork,
  getUserTime,
  moveToMonth,
  updateOldTimes,
  updateTimeEntry,
  updateUserTime,
} from '../../src/person-time/api';
import { getUser } from '../../src/features/staff/api';
import { api } from '../../src/lib/api-client';
import type { Month, NewTimeEntry, User } from '../../src/types/api';
import { failure, must, resetSession, signIn } from './session';

beforeEach(resetSession);

const minutes = (t: { total: number; half: number }) => t.total * 60 + t.half;

function isoToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function entry(overrides: Partial<NewTimeEntry> = {}): NewTimeEntry {
  return {
    TheTaBort: { TheHours: 0, TheMinutes: 30 },
    CheckPost: false,
    start: '07:00',
    end: '15:15',
    date: isoToday(),
    des: 'Kontorsstädning, Kungsgatan 28',
    total: 7,
    half: 45,
    products: [{ name: '10234 Allrengöring 5 l', sort: 'Styck', count: '2' }],
    rast: { name: 'lunch', hours: 0, minutes: 30 },
    ...overrides,
  };
}

function findCurrentMonth(months: Month[]): Month | undefined {
  const now = new Date();
  return months.find((m) => m.MonthNumber === now.getMonth() + 1 && m.year === now.getFullYear());
}

const currentMonth = (months: Month[]): Month => must(findCurrentMonth(months), 'current month');

async function staff(): Promise<User> {
  return signIn('staff');
}

describe('demo provider: time and months', () => {
  it('seeds two months per staff member with consistent totals and years', async () => {
    const me = await staff();
    const { user, months_id } = await getUserTime(me._id);
    expect(months_id).toHaveLength(2);
    for (const month of months_id) {
      expect(month.year).toBeGreaterThan(2000);
      expect(minutes(month)).toBe(month.months.reduce((sum, e) => sum + minutes(e), 0));
      expect(month.half).toBeLessThan(60);
    }
    expect(minutes(user)).toBe(months_id.reduce((sum, m) => sum + minutes(m), 0));
    // The demo staff member signs in to register today: the seed leaves today open for them.
    expect(findCurrentMonth(months_id)?.months.some((e) => e.date === isoToday())).toBe(false);
  });

  it('files a new entry under the month of its date and grows month and user totals', async () => {
    const me = await staff();
    const before = await getUserTime(me._id);
    expect(await createTimeEntry(me._id, entry())).toEqual({ message: 'Tack, arbetstiden har registrerats' });
    const after = await getUserTime(me._id);
    expect(minutes(after.user) - minutes(before.user)).toBe(7 * 60 + 45);
    const month = currentMonth(after.months_id);
    expect(minutes(month) - minutes(currentMonth(before.months_id))).toBe(465);
    expect(after.user.half).toBeLessThan(60);
    expect(month.months.some((e) => e.des === 'Kontorsstädning, Kungsgatan 28' && e.products.length === 1)).toBe(true);
  });

  it('normalises minutes of 60 or more into hours and opens a month record when needed', async () => {
    const me = await staff();
    await createTimeEntry(me._id, entry({ date: '2023-03-14', total: 6, half: 90 }));
    const march = (await getUserTime(me._id)).months_id.find((m) => m.year === 2023 && m.MonthNumber === 3);
    expect(march).toMatchObject({ total: 7, half: 30 });
    expect(must(march).months[0]).toMatchObject({ date: '2023-03-14', total: 7, half: 30, lunch: { hours: 0, minutes: 30 } });
  });

  it('answers a month’s entries for month/3', async () => {
    const me = await staff();
    await createTimeEntry(me._id, entry());
    const entries = await getMonthEntries(me._id, new Date().getMonth() + 1);
    expect(entries.length).toBeGreaterThan(1);
    expect(entries.every((e) => e.date.slice(0, 7) === isoToday().slice(0, 7))).toBe(true);
    expect(await getMonthEntries(me._id, ((new Date().getMonth() + 5) % 12) + 1)).toEqual([]);
  });

  it('lists today’s work of everyone with names', async () => {
    await staff();
    const today = await getTodaysWork();
    expect(today.length).toBeGreaterThanOrEqual(3);
    expect(today.every((e) => e.date === isoToday() && e.user?.fullname)).toBe(true);
    expect(today.map((e) => e.user?.fullname)).toContain('Fatima Hassan');
    expect(today.map((e) => e.user?.fullname)).not.toContain('Erik Johansson');
  });

  it('deletes an entry with totals recomputed; reads IsMatching strictly as an entry id (token required)', async () => {
    const me = await staff();
    const { months_id } = await getUserTime(me._id);
    const month = currentMonth(months_id);
    const first = must(month.months[0]);
    await expect(deleteMonthTime(me._id, { IsMonthNumber: month.MonthNumber, IsMatching: first._id })).resolves.toEqual({
      message: 'Raderades framgångsrikt',
    });
    const after = await getUserTime(me._id);
    expect(minutes(currentMonth(after.months_id))).toBe(minutes(month) - minutes(first));
    expect(minutes(after.user)).toBe(minutes(me) - minutes(first));

    // The month's own id, or an entry already gone, is no entry: 404 'Tiden finns inte', nothing deleted
    // (issue 27 item 4: no fallback to the month IsMonthNumber, as the provider reads it).
    for (const IsMatching of [month._id, first._id]) {
      const refused = await failure(deleteMonthTime(me._id, { IsMonthNumber: month.MonthNumber, IsMatching }));
      expect([refused.status, refused.message]).toEqual([404, 'Tiden finns inte']);
    }
    const kept = await getUserTime(me._id);
    expect(minutes(currentMonth(kept.months_id))).toBe(minutes(month) - minutes(first));
    expect(minutes(kept.user)).toBe(minutes(me) - minutes(first));

    resetSession();
    expect((await failure(deleteMonthTime(me._id, { IsMonthNumber: 1, IsMatching: 'x' }))).status).toBe(401);
  });

  it('clears a month to 0 and takes its time off the user', async () => {
    const me = await staff();
    const month = currentMonth((await getUserTime(me._id)).months_id);
    await clearMonth(month._id);
    const after = await getUserTime(me._id);
    expect(currentMonth(after.months_id)).toMatchObject({ total: 0, half: 0, months: [] });
    expect(minutes(after.user)).toBe(minutes(me) - minutes(month));
  });

  it('moves an entry to another month of the same year, keeping the user total', async () => {
    const me = await staff();
    const month = currentMonth((await getUserTime(me._id)).months_id);
    const moved = must(month.months[0]);
    // Half a year away: never the seeded previous month, so the target record is new.
    const to = ((month.MonthNumber + 5) % 12) + 1;
    await moveToMonth(moved._id, to);
    const after = await getUserTime(me._id);
    const target = must(after.months_id.find((m) => m.MonthNumber === to && m.year === month.year));
    expect(target.months.map((e) => e._id)).toContain(moved._id);
    expect(minutes(target)).toBe(minutes(moved));
    expect(minutes(after.user)).toBe(minutes(me));
    expect((await failure(moveToMonth(moved._id, 13))).status).toBe(400);
  });

  it('edits an entry without touching totals', async () => {
    const me = await staff();
    const month = currentMonth((await getUserTime(me._id)).months_id);
    const target = must(month.months[0]);
    await updateTimeEntry(target._id, { des: 'flyttstädning, Storgatan 5', start: '08:00' });
    const after = currentMonth((await getUserTime(me._id)).months_id);
    expect(after.months.find((e) => e._id === target._id)).toMatchObject({ des: 'flyttstädning, Storgatan 5', start: '08:00' });
    expect(minutes(after)).toBe(minutes(month));
  });

  it('corrects totals with signed adjustments', async () => {
    const me = await staff();
    const monthNumber = new Date().getMonth() + 1;
    const month = currentMonth((await getUserTime(me._id)).months_id);
    await updateUserTime(me._id, { hours: 1, minutes: 50, howhour: '+', howminutes: '+', MonthNumber: monthNumber });
    expect(minutes(await getUser(me._id))).toBe(minutes(me) + 110);
    await updateOldTimes(me._id, { hours: 2, minutes: 10, howhour: '-', howminutes: '+', MonthNumber: monthNumber });
    expect(minutes(await getUser(me._id))).toBe(minutes(me) + 110 - 110);
    expect(minutes(currentMonth((await getUserTime(me._id)).months_id))).toBe(minutes(month));
  });

  it('removes time: user and month totals to 0', async () => {
    const me = await staff();
    // PUT /api/time/time/removetime/{userId}: the demo provider still answers it (no screen sends it).
    await api('PUT', `/api/time/time/removetime/${me._id}`, { MonthNumber: new Date().getMonth() + 1 });
    const after = await getUserTime(me._id);
    expect(after.user).toMatchObject({ total: 0, half: 0 });
    expect(currentMonth(after.months_id)).toMatchObject({ total: 0, half: 0 });
  });

  it('answers 404 with the session text for an unknown user', async () => {
    const answer = await failure(getUserTime('0123456789abcdef01234567'));
    expect(answer).toMatchObject({ status: 404, message: 'Personen finns inte längre', kind: 'http' });
  });
});
