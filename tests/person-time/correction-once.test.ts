/**
 * A correction sent once and settled by a read-back (issue 27 item 3; DECISIONS.md 37), against
 * the demo provider: the same correction stored twice asked about and never removed on its own
 * (the admin's two choices do what they say), another admin's change shown with both figures and
 * nothing sent, and a correction pending across a reload settled from what is stored.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../src/app/store';
import { connectClient } from '../../src/app/session';
import { env } from '../../src/config/env';
import { applyAdjustment } from '../../src/demo/handlers/auth';
import { storageKeys } from '../../src/lib/storage';
import { correctionSettled, duplicateRemoved, totalsCorrected } from '../../src/person-time/correction-writes';
import { recordRequests } from '../record-requests';
import { server } from '../setup';
import { adminSession } from '../staff/helpers';
import { adjustment, fatimasLatestMonth, keepPendingCorrection, must } from './helpers';

const at = '2026-11-20T10:00:00.000Z';
const UPDATE = `${env.apiUrl}/api/auth/time/update/:id/`;

const setUp = fatimasLatestMonth;

const writesOf = (sent: ReturnType<typeof recordRequests>) => sent.filter((r) => r.method !== 'GET').map((r) => r.body);

describe('a correction settled by its read-back', () => {
  it('every write stored twice and never answered (the browser re-sends each): one correction, nothing removed on its own, the admin asked with the figure before and now', async () => {
    const { store, fatima, latest, user, storedMonth } = await setUp();
    server.use(
      http.post(UPDATE, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        applyAdjustment(user(), body);
        applyAdjustment(user(), body);
        return HttpResponse.error();
      }),
    );
    const sent = recordRequests();
    const result = await store.dispatch(totalsCorrected({ userId: fatima._id, monthId: latest.id, minutes: 60, at })).unwrap();
    expect(writesOf(sent)).toEqual([adjustment(60, latest.MonthNumber)]);
    expect(storedMonth()).toBe(latest.stored + 120);
    expect(result).toMatchObject({ state: 'choose', repaired: false, before: latest.stored, after: latest.stored + 120, expected: latest.stored + 60, message: '' });
    // Stored at least once: noted as made here; nothing left pending.
    expect(store.getState().Months.byUser[fatima._id]?.corrections).toEqual([{ MonthNumber: latest.MonthNumber, year: latest.year, minutes: 60, at }]);
    expect(store.getState().Months.pendingCorrections).toEqual({});
    expect(localStorage.getItem(storageKeys.pendingCorrections)).toBeNull();
  });

  it("another admin's +0:30 stored in the same moment is not taken for a duplicate: nothing is sent to undo it, both figures shown", async () => {
    const { store, fatima, latest, user, storedMonth } = await setUp();
    server.use(
      http.post(
        UPDATE,
        () => {
          applyAdjustment(user(), adjustment(30, latest.MonthNumber));
          return undefined;
        },
        { once: true },
      ),
    );
    const sent = recordRequests();
    const result = await store.dispatch(totalsCorrected({ userId: fatima._id, monthId: latest.id, minutes: 60, at })).unwrap();
    expect(writesOf(sent)).toEqual([adjustment(60, latest.MonthNumber)]);
    expect(storedMonth()).toBe(latest.stored + 90);
    expect(result).toMatchObject({ state: 'differs', repaired: false, after: latest.stored + 90, expected: latest.stored + 60 });
  });

  it('a correction whose answer is lost before it is stored, with nothing stored: pending while it may land, never sent again', async () => {
    const { store, fatima, latest } = await setUp();
    server.use(http.post(UPDATE, () => HttpResponse.text('<html>502</html>', { status: 502 }), { once: true }));
    const sent = recordRequests();
    const result = await store.dispatch(totalsCorrected({ userId: fatima._id, monthId: latest.id, minutes: 60, at })).unwrap();
    expect(result.state).toBe('pending');
    expect(writesOf(sent)).toHaveLength(1);
    const pending = must(Object.values(store.getState().Months.pendingCorrections)[0]);
    expect(pending).toMatchObject({ monthId: latest.id, minutes: 60, snapshot: latest.stored - latest.entries, repaired: false });
    // Read again: still nothing stored, still pending, nothing sent.
    expect((await store.dispatch(correctionSettled({ userId: fatima._id, monthId: latest.id })).unwrap())?.state).toBe('pending');
    expect(writesOf(sent)).toHaveLength(1);
  });
});

describe('a correction pending across a reload', () => {
  it('is settled from what is stored by a new page: landed → saved and noted; the record goes', async () => {
    const first = await setUp();
    const { fatima, latest, user } = first;
    keepPendingCorrection(fatima, latest, { minutes: 60, at, mayLandMs: 60_000 });
    // The slow server stores it after the page was reloaded.
    applyAdjustment(user(), adjustment(60, latest.MonthNumber));
    const { preloadedState } = await adminSession();
    const store = makeStore(preloadedState);
    connectClient(store);
    expect(Object.keys(store.getState().Months.pendingCorrections)).toHaveLength(1);
    const sent = recordRequests();
    const result = await store.dispatch(correctionSettled({ userId: fatima._id, monthId: latest.id })).unwrap();
    expect(result).toMatchObject({ state: 'saved', before: latest.stored, after: latest.stored + 60, repaired: false });
    expect(writesOf(sent)).toEqual([]);
    expect(store.getState().Months.pendingCorrections).toEqual({});
    expect(store.getState().Months.byUser[fatima._id]?.corrections).toEqual([{ MonthNumber: latest.MonthNumber, year: latest.year, minutes: 60, at }]);
  });
});

describe('two admins make the same correction in the same second (DECISIONS.md 37)', () => {
  /** Admin B's identical +1:00 reaches the provider while admin A's is on its way; A's answer arrives. */
  function anotherAdminAlso(user: () => Parameters<typeof applyAdjustment>[0], MonthNumber: number) {
    server.use(
      http.post(
        UPDATE,
        () => {
          applyAdjustment(user(), adjustment(60, MonthNumber));
          return undefined;
        },
        { once: true },
      ),
    );
  }

  it('the admin is asked and nothing is removed; removing one leaves the month corrected once, by one write read back', async () => {
    const { store, fatima, latest, user, storedMonth } = await setUp();
    anotherAdminAlso(user, latest.MonthNumber);
    const sent = recordRequests();
    const asked = await store.dispatch(totalsCorrected({ userId: fatima._id, monthId: latest.id, minutes: 60, at })).unwrap();
    expect(asked).toMatchObject({ state: 'choose', before: latest.stored, after: latest.stored + 120 });
    // Nothing removed on its own: both corrections are what the provider stores.
    expect(writesOf(sent)).toEqual([adjustment(60, latest.MonthNumber)]);
    expect(storedMonth()).toBe(latest.stored + 120);

    const removed = await store.dispatch(duplicateRemoved({ userId: fatima._id, monthId: latest.id, minutes: 60, at })).unwrap();
    expect(writesOf(sent)).toEqual([adjustment(60, latest.MonthNumber), adjustment(-60, latest.MonthNumber)]);
    expect(storedMonth()).toBe(latest.stored + 60);
    expect(removed).toMatchObject({ state: 'saved', removedCopy: true, before: latest.stored + 120, after: latest.stored + 60 });
    // The one correction kept is noted once; the removal is no note of its own.
    expect(store.getState().Months.byUser[fatima._id]?.corrections).toEqual([{ MonthNumber: latest.MonthNumber, year: latest.year, minutes: 60, at }]);
  });

  it('keeping both sends nothing: the provider keeps both corrections', async () => {
    const { store, fatima, latest, user, storedMonth } = await setUp();
    anotherAdminAlso(user, latest.MonthNumber);
    const sent = recordRequests();
    const asked = await store.dispatch(totalsCorrected({ userId: fatima._id, monthId: latest.id, minutes: 60, at })).unwrap();
    expect(asked.state).toBe('choose');
    // 'Behåll båda' is no write: after the question, nothing more is sent, and both stay stored.
    expect(writesOf(sent)).toEqual([adjustment(60, latest.MonthNumber)]);
    expect(storedMonth()).toBe(latest.stored + 120);
    expect(store.getState().Months.pendingCorrections).toEqual({});
  });
});
