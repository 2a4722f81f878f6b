/**
 * The month's files and print wait while a correction of the month has no outcome yet (it was
 * left pending by a reload, or its answer never came): until it is settled its own duplicate
 * may stand in the month's figures, and a payroll file must never carry it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../src/app/store';
import { applyAdjustment } from '../../src/demo/handlers/auth';
import { sv } from '../../src/i18n/sv-admin';
import { sv as svStaff } from '../../src/i18n/sv';
import { renderWithProviders } from '../test-utils';
import { adjustment, fatimasLatestMonth, keepPendingCorrection } from '../person-time/helpers';
import { storageKeys } from '../../src/lib/storage';

describe("the month's files while a correction is pending", () => {
  it('the overview holds PAXml, CSV and the print, says why, and offers them once the correction is settled', async () => {
    // Fatima's latest month as stored now; a +1:00 of it sent before a reload, its outcome
    // unknown: nothing stored yet, and it may still land.
    const { preloadedState, fatima, latest, user } = await fatimasLatestMonth();
    keepPendingCorrection(fatima, latest, { minutes: 60, at: new Date().toISOString(), mayLandMs: 120_000 });

    const store = makeStore(preloadedState);
    renderWithProviders(null, { store, route: `/admin/manad/?ar=${latest.year}&manad=${latest.MonthNumber}` });
    const exports = () => screen.getByRole('region', { name: sv.month.exportHeading });
    // Everyone is read (no progress shown) and the correction is still pending: no file, no print,
    // and the reason, all at once.
    await waitFor(() => {
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(within(exports()).getByText(sv.monthClose.waitForCorrection)).toBeInTheDocument();
      for (const name of [sv.month.paxml, sv.month.csv, sv.month.printAll]) expect(within(exports()).getByRole('button', { name })).toBeDisabled();
    });
    expect(screen.getByText(/^Fatima Hassan: Rättningen \+1:00 av .* väntar på besked/)).toBeInTheDocument();
    // SIE carries the bills and invoices, not the time: not held.
    expect(within(exports()).getByRole('button', { name: sv.month.sie })).toBeEnabled();

    // The correction lands on the server; the next read-back settles it and the files are offered.
    applyAdjustment(user(), adjustment(60, latest.MonthNumber));
    await waitFor(() => expect(within(exports()).queryByText(sv.monthClose.waitForCorrection)).not.toBeInTheDocument());
    // Once the settled month is shown:
    await waitFor(() => {
      for (const name of [sv.month.paxml, sv.month.csv, sv.month.printAll]) expect(within(exports()).getByRole('button', { name })).toBeEnabled();
    });
    expect(localStorage.getItem(storageKeys.pendingCorrections)).toBeNull();
  }, 30_000);

  it("a person's page holds the statement's print by the month heading too, and offers it once the correction is settled", async () => {
    const { preloadedState, fatima, latest, user } = await fatimasLatestMonth();
    keepPendingCorrection(fatima, latest, { minutes: 60, at: new Date().toISOString(), mayLandMs: 120_000 });

    const store = makeStore(preloadedState);
    renderWithProviders(null, { store, route: `/admin/list/user/${fatima._id}?ar=${latest.year}&manad=${latest.MonthNumber}` });
    const monthSection = async () => (await screen.findByRole('heading', { level: 2, name: new RegExp(`^${sv.staff.timeHeading}`) })).closest('section') as HTMLElement;
    const statementPrint = async () => within(await monthSection()).getByRole('button', { name: svStaff.profile.print });
    await waitFor(async () => expect(await statementPrint()).toBeDisabled());
    expect(screen.getByRole('button', { name: sv.month.printOne })).toBeDisabled();

    applyAdjustment(user(), adjustment(60, latest.MonthNumber));
    await waitFor(async () => expect(await statementPrint()).toBeEnabled());
    expect(screen.getByRole('button', { name: sv.month.printOne })).toBeEnabled();
    expect(localStorage.getItem(storageKeys.pendingCorrections)).toBeNull();
  }, 30_000);
});
