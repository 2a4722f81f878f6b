/**
 * Everyone's time is asked for by the route when it is matched (beside the screen's chunk) and
 * joined by the screen when it renders (issue 28): the members and each person's time are read
 * once, with the token; the reading stops when nobody holds it; another store never joins it.
 */
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../src/app/store';
import { connectClient } from '../../src/app/session';
import { membersNeeded } from '../../src/features/staff/staff-slice';
import { everyonesTimeNeeded } from '../../src/app/everyones-time';
import { HAND_OVER_PART, holdReading, readingNow, subscribeReading } from '../../src/person-time/people-time-reading';
import { listUsers } from '../../src/features/staff/api';
import { recordRequests } from '../record-requests';
import { adminSession } from '../staff/helpers';
import { seedScale } from '../double/seed-scale';

async function signedIn() {
  const { preloadedState, bearer } = await adminSession();
  const store = makeStore(preloadedState);
  connectClient(store);
  return { store, bearer };
}

const timeReads = (sent: ReturnType<typeof recordRequests>) => sent.filter((r) => r.path.startsWith('/api/time/time/user/'));

describe('everyone’s time read once per visit', () => {
  it('the route asks, then the screen asks for the members and joins the reading: one GET of the list, one of each person, with the token', async () => {
    const { store, bearer } = await signedIn();
    const people = await listUsers();
    const sent = recordRequests();

    const leaveRoute = store.dispatch(everyonesTimeNeeded());
    // The screen renders while the list is on its way: no second read of it.
    await store.dispatch(membersNeeded());
    const ids = (store.getState().IsAdmin.members ?? []).map((m) => m._id);
    const leaveScreen = holdReading(store, ids, 0);
    await expect.poll(() => readingNow()?.progress.done).toBe(people.length);

    expect(sent.filter((r) => r.path === '/api/auth/show/all/').map(({ method, authorization }) => ({ method, authorization }))).toEqual([
      { method: 'GET', authorization: bearer },
    ]);
    expect(timeReads(sent).map((r) => r.path).sort()).toEqual(people.map((p) => `/api/time/time/user/${p._id}`).sort());
    expect(new Set(timeReads(sent).map((r) => r.authorization))).toEqual(new Set([bearer]));
    for (const person of people) expect(store.getState().Months.byUser[person._id]?.user?._id).toBe(person._id);

    // Left: the reading stops; a later visit reads nobody already held.
    leaveRoute();
    leaveScreen();
    await expect.poll(() => readingNow()).toBeNull();
    const again = holdReading(store, ids, 0);
    expect(readingNow()?.progress).toEqual({ done: 0, total: 0, failed: [] });
    again();
    expect(timeReads(sent)).toHaveLength(people.length);
  });

  it('another store (another app, another test) never joins a reading of the same people', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const people = await listUsers();
    const ids = people.map((p) => p._id);
    const sent = recordRequests();
    const leaveFirst = holdReading(first.store, ids, 0);
    await expect.poll(() => people.every((p) => first.store.getState().Months.byUser[p._id]?.user)).toBe(true);
    // The first is still held when the second store asks for the same people.
    const leaveSecond = holdReading(second.store, ids, 0);
    await expect.poll(() => people.every((p) => second.store.getState().Months.byUser[p._id]?.user)).toBe(true);
    leaveFirst();
    leaveSecond();
    // Each store read each person once: the second did not take the first's reading.
    expect(timeReads(sent).map((r) => r.path).sort()).toEqual([...ids, ...ids].map((id) => `/api/time/time/user/${id}`).sort());
  });

  it('many people are handed over in parts, none bigger than HAND_OVER_PART; everyone counts as read only once all are in the store', async () => {
    expect(seedScale({ people: 3 * HAND_OVER_PART, days: 2 })).toMatchObject({ ok: true });
    const { store } = await signedIn();
    await store.dispatch(membersNeeded());
    const ids = (store.getState().IsAdmin.members ?? []).map((m) => m._id);
    expect(ids.length).toBeGreaterThan(3 * HAND_OVER_PART);
    const held = () => ids.filter((id) => store.getState().Months.byUser[id]?.user).length;
    // Each store update: how many people it brought.
    const added: number[] = [];
    let before = held();
    const unsubscribe = store.subscribe(() => {
      const now = held();
      if (now !== before) added.push(now - before);
      before = now;
    });
    // Whenever the reading says everyone is read, everyone is in the store (the exports go by it).
    const heldWhenDone: number[] = [];
    const unlisten = subscribeReading(() => {
      const progress = readingNow()?.progress;
      if (progress && progress.total > 0 && progress.done === progress.total) heldWhenDone.push(held());
    });
    const leave = holdReading(store, ids, 0);
    await expect.poll(() => heldWhenDone.length, { timeout: 15_000 }).toBeGreaterThan(0);
    leave();
    unsubscribe();
    unlisten();
    expect(heldWhenDone.every((n) => n === ids.length)).toBe(true);
    expect(added.reduce((a, b) => a + b, 0)).toBe(ids.length);
    expect(Math.max(...added)).toBeLessThanOrEqual(HAND_OVER_PART);
  }, 30_000);
});
