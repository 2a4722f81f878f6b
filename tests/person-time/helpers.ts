/**
 * Fatima's latest month in the demo provider, as the app reads it, and a correction of it left
 * pending (its outcome unknown, kept in local storage as the app keeps it): shared by the
 * correction tests and the screens that settle or wait for a correction.
 */
import { makeStore } from '../../src/app/store';
import { connectClient } from '../../src/app/session';
import { demoState } from '../../src/demo/db';
import { storageKeys } from '../../src/lib/storage';
import type { PendingCorrection } from '../../src/person-time/correction-pending';
import { personTimeLoaded } from '../../src/person-time/months-slice';
import { totalsOf } from '../../src/person-time/person-view';
import type { RecordTotals } from '../../src/types/totals';
import type { User } from '../../src/types/api';
import { adminSession, memberNamed } from '../staff/helpers';

export function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing');
  return value;
}

/** An admin's store with Fatima's time read; her latest month record; her and that month as the demo stores them now. */
export async function fatimasLatestMonth() {
  const { preloadedState } = await adminSession();
  const store = makeStore(preloadedState);
  connectClient(store);
  const fatima = await memberNamed('Fatima Hassan');
  await store.dispatch(personTimeLoaded(fatima._id));
  const latest = must(totalsOf(must(store.getState().Months.byUser[fatima._id])).records[0]);
  const user = () => must(demoState().users.find((u) => u._id === fatima._id));
  const storedMonth = () => {
    const month = must(demoState().months.find((m) => m._id === latest.id));
    return month.total * 60 + month.half;
  };
  return { preloadedState, store, fatima, latest, user, storedMonth };
}

/** The provider's body for a correction of `minutes` (signed) of month number `MonthNumber`. */
export const adjustment = (minutes: number, MonthNumber: number) => {
  const sign = minutes < 0 ? '-' : '+';
  return { hours: Math.floor(Math.abs(minutes) / 60), minutes: Math.abs(minutes) % 60, howhour: sign, howminutes: sign, MonthNumber };
};

/**
 * A correction of `minutes` of `month` sent at `at` and not stored yet, that may still land for
 * `mayLandMs`: kept in local storage, where a new page (a new store) finds it.
 */
export function keepPendingCorrection(
  person: Pick<User, '_id'>,
  month: RecordTotals,
  { minutes, at, mayLandMs }: { minutes: number; at: string; mayLandMs: number },
): PendingCorrection {
  const pending: PendingCorrection = {
    userId: person._id,
    monthId: month.id,
    MonthNumber: month.MonthNumber,
    year: month.year,
    minutes,
    at,
    snapshot: month.stored - month.entries,
    stored: month.stored,
    mayRepair: true,
    repaired: false,
    mayLandUntil: Date.now() + mayLandMs,
  };
  localStorage.setItem(storageKeys.pendingCorrections, JSON.stringify({ [`${person._id} ${month.id}`]: pending }));
  return pending;
}
