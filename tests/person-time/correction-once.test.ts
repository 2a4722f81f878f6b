/**
 * A correction sent once and settled by a read-back (issue 27 item 3), against the demo
 * provider: its own duplicate repaired with one write, a doubled repair and another admin's
 * change shown with both figures and nothing sent, and a correction pending across a reload
 * settled from what is stored.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../src/app/store';
import { connectClient } from '../../src/app/session';
import { env } from '../../src/config/env';
import { applyAdjustment } from '../../src/demo/handlers/auth';
import { storageKeys } from '../../src/lib/storage';
import { correctionSettled, totalsCorrected } from '../../src/person-time/correction-writes';
import { recordRequests } from '../record-requests';
import { server } from '../setup';
import { adminSession } from '../staff/helpers';
import { adjustment, fatimasLatestMonth, keepPendingCorrection, must } from './helpers';

const at = '2026-11-20T10:00:00.000Z';
const UPDATE = `${env.apiUrl}/api/auth/time/update/:id/`;

const setUp = fatimasLatestMonth;

const writesOf = (sent: ReturnType<typeof recordRequests>) => sent.filter((r) => r.method !== 'GET').map((r) => r.body);

describe('a correction settled by its read-back', () => {
  it('every write stored twice and never answered (the browser re-sends each): one correction, one repair, then shown as wrong with both figures', async () => {
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
    expect(writesOf(sent)).toEqual([adjustment(60, latest.MonthNumber), adjustment(-60, latest.MonthNumber)]);
    expect(storedMonth()).toBe(latest.stored);
    expect(result).toMatchObject({ state: 'differs', repaired: true, after: latest.stored, expected: latest.stored + 60, message: '' });
    // Nothing noted as made, nothing left pending.
    expect(store.getState().Months.byUser[fatima._id]?.corrections).toEqual([]);
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
