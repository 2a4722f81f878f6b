/**
 * A repeat visit of Min sida (issue 44 item 2): the month last read on this phone is drawn at
 * once, marked 'Senast hämtad 07:42', and replaced by the fresh read when it arrives; nothing can
 * be written from the kept copy (no 'Ändra', 'Flytta', 'Ta bort', no 'Ta bort allt den här
 * månaden', no account panels) until the fresh read is here. The person's read is held by a
 * handler that waits for the test.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../src/config/env';
import { keepLastRead } from '../../src/features/time/last-read';
import { sv } from '../../src/i18n/sv';
import type { Month } from '../../src/types/api';
import { server } from '../setup';
import { recordRequests, renderWithProviders, signedInAs } from '../test-utils';
import { currentLabel, now, openProfile, stubPhone } from './helpers';

beforeEach(stubPhone);
afterEach(() => vi.unstubAllGlobals());

const OLD_PLACE = 'Gamla kontoret, trappa 3';

/** The person's months as read, with the current month's first entry at OLD_PLACE, kept at 07:42 today. */
async function keptAt742() {
  const first = await openProfile();
  const months = first.months().map((m) => (m.MonthNumber === now.getMonth() + 1 ? { ...m, months: m.months.map((e, i) => (i === 0 ? { ...e, des: OLD_PLACE } : e)) } : m));
  const user = first.store.getState().Months.byUser[first.session.user._id]?.user;
  if (!user) throw new Error('the person was read');
  first.unmount();
  const at = new Date();
  at.setHours(7, 42, 0, 0);
  keepLastRead(first.session.user._id, user, months as Month[], at.getTime());
  return first.session;
}

/** The person's read held until `release` is called (then answered by the demo's handler). */
function holdRead() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(http.get(`${env.apiUrl}/api/time/time/user/:userId`, async () => void (await held)));
  return () => release();
}

const lines = () => screen.getByRole('group', { name: sv.profile.entriesCaption(currentLabel) });

describe('Min sida on a repeat visit: the time last read, then the fresh read', () => {
  it("draws the kept month at once with 'Senast hämtad 07:42', then the fresh month without the line", async () => {
    const session = await keptAt742();
    const release = holdRead();
    await signedInAs('staff');
    renderWithProviders(null, { route: '/profile/', preloadedState: { Auth: session.Auth } });

    // Before the read answers: the kept month and when it was read.
    expect(await screen.findByText(sv.profile.readAt(null, '07:42'))).toBeInTheDocument();
    expect(screen.getByText('Senast hämtad 07:42')).toBeInTheDocument();
    expect(within(lines()).getByRole('button', { name: new RegExp(OLD_PLACE) })).toBeInTheDocument();

    release();
    // The fresh read replaces it: the entry's real place, no 'Senast hämtad'.
    await waitFor(() => expect(screen.queryByText(/Senast hämtad/)).not.toBeInTheDocument());
    expect(within(lines()).queryByRole('button', { name: new RegExp(OLD_PLACE) })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: sv.profile.details })).toBeInTheDocument();
  });

  it('offers no write from the kept copy; the fresh read brings the actions back', async () => {
    const session = await keptAt742();
    const release = holdRead();
    await signedInAs('staff');
    const sent = recordRequests();
    const { user } = renderWithProviders(null, { route: '/profile/', preloadedState: { Auth: session.Auth } });

    await user.click(await within(await screen.findByRole('group', { name: sv.profile.entriesCaption(currentLabel) })).findByRole('button', { name: new RegExp(OLD_PLACE) }));
    // The line opens for its details, with no action; nothing on the page writes.
    expect(within(lines()).getByText(sv.profile.colPlace)).toBeInTheDocument();
    for (const name of [sv.profile.edit, sv.profile.move, sv.profile.delete, sv.profile.deleteMonth]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: sv.profile.details })).not.toBeInTheDocument();
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);

    release();
    await waitFor(() => expect(screen.queryByText(/Senast hämtad/)).not.toBeInTheDocument());
    const fresh = lines();
    await user.click(within(fresh).getAllByRole('button', { expanded: false })[0] as HTMLElement);
    expect(within(fresh).getByRole('button', { name: sv.profile.edit })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: sv.profile.deleteMonth })).toBeInTheDocument();
  });
});
