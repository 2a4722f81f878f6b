/**
 * The month's files and print wait while a correction of the month has no outcome yet (it was
 * left pending by a reload, or its answer never came): until it is settled its own duplicate
 * may stand in the month's figures, and a payroll file must never carry it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../src/app/store';
import { connectClient } from '../../src/app/session';
import { demoState } from '../../src/demo/db';
import { applyAdjustment } from '../../src/demo/handlers/auth';
import { sv } from '../../src/i18n/sv-admin';
import { storageKeys } from '../../src/lib/storage';
import type { PendingCorrection } from '../../src/person-time/correction-rule';
import { personTimeLoaded, totalsOf } from '../../src/person-time/months-slice';
import { renderWithProviders } from '../test-utils';
import { adminSession, memberNamed } from '../staff/helpers';

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing');
  return value;
}

describe("the month's files while a correction is pending", () => {
  it('the overview holds PAXml, CSV and the print, says why, and offers them once the correction is settled', async () => {
    const { preloadedState } = await adminSession();
    const fatima = await memberNamed('Fatima Hassan');
    // Fatima's latest month as stored now, read the way the app reads it.
    const reader = makeStore(preloadedState);
    connectClient(reader);
    await reader.dispatch(personTimeLoaded(fatima._id));
    const latest = must(totalsOf(must(reader.getState().Months.byUser[fatima._id])).records[0]);
    // A +1:00 sent before a reload, its outcome unknown: nothing stored yet, and it may still land.
    const pending: PendingCorrection = {
      userId: fatima._id,
      monthId: latest.id,
      MonthNumber: latest.MonthNumber,
      year: latest.year,
      minutes: 60,
      at: new Date().toISOString(),
      snapshot: latest.stored - latest.entries,
      stored: latest.stored,
      mayRepair: true,
      repaired: false,
      mayLandUntil: Date.now() + 120_000,
    };
    localStorage.setItem(storageKeys.pendingCorrections, JSON.stringify({ [`${fatima._id} ${latest.id}`]: pending }));

    const store = makeStore(preloadedState);
    renderWithProviders(null, { store, route: `/admin/manad/?ar=${latest.year}&manad=${latest.MonthNumber}` });
    const exports = () => screen.getByRole('region', { name: sv.month.exportHeading });
    // Everyone is read (no progress shown) and the correction is still pending: no file, no print,
    // and the reason, all at once.
    await waitFor(
      () => {
        expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
        expect(within(exports()).getByText(sv.monthClose.waitForCorrection)).toBeInTheDocument();
        for (const name of [sv.month.paxml, sv.month.csv, sv.month.printAll]) expect(within(exports()).getByRole('button', { name })).toBeDisabled();
      },
      { timeout: 10_000 },
    );
    expect(screen.getByText(/^Fatima Hassan: Rättningen \+1:00 av .* väntar på besked/)).toBeInTheDocument();
    // SIE carries the bills and invoices, not the time: not held.
    expect(within(exports()).getByRole('button', { name: sv.month.sie })).toBeEnabled();

    // The correction lands on the server; the next read-back settles it and the files are offered.
    applyAdjustment(must(demoState().users.find((u) => u._id === fatima._id)), {
      hours: 1,
      minutes: 0,
      howhour: '+',
      howminutes: '+',
      MonthNumber: latest.MonthNumber,
    });
    await waitFor(() => expect(within(exports()).queryByText(sv.monthClose.waitForCorrection)).not.toBeInTheDocument(), { timeout: 15_000 });
    // Once the settled month is shown:
    await waitFor(() => {
      for (const name of [sv.month.paxml, sv.month.csv, sv.month.printAll]) expect(within(exports()).getByRole('button', { name })).toBeEnabled();
    });
    expect(localStorage.getItem(storageKeys.pendingCorrections)).toBeNull();
  }, 30_000);
});
