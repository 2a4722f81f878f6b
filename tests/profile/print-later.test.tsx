/**
 * Min sida's 'Skriv ut' loads its code once the page is idle (issue 28): disabled until then;
 * when that code cannot be fetched (offline, a bad network) it stays disabled, the rest of the
 * page is untouched, and the code is asked for again once the phone is back online.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sv } from '../../src/i18n/sv';
import { openProfile } from './helpers';

const printCode = vi.hoisted(() => ({ reachable: false, asked: 0 }));
vi.mock('../../src/features/month-close/components/print-statement', async (importOriginal) => {
  printCode.asked += 1;
  if (!printCode.reachable) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe("Min sida's 'Skriv ut'", () => {
  it('stays disabled while its code cannot be fetched and is enabled once the phone is back online', async () => {
    await openProfile();
    await waitFor(() => expect(printCode.asked).toBeGreaterThanOrEqual(1));
    const print = () => screen.getAllByRole('button', { name: sv.profile.print })[0];
    expect(print()).toBeDisabled();
    // The month is there all the same.
    expect(screen.getByRole('heading', { name: sv.profile.earlierMonths })).toBeInTheDocument();
    expect([...screen.queryAllByRole('table'), ...screen.queryAllByRole('group', { name: /^Arbetstid / })].length).toBeGreaterThan(0);

    printCode.reachable = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(print()).toBeEnabled());
    expect(printCode.asked).toBeGreaterThanOrEqual(2);
  });
});
