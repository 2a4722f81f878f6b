/**
 * The first screen of a page load (issue 28 item 3): Min sida whose code and time are already
 * here draws the month in its first render, not its placeholder first and the month two paints
 * later. Its own module registry per file: the first paint has not happened here.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstScreenData, screenPreloads } from '../../src/app/router';
import { connectClient } from '../../src/app/session';
import { makeStore } from '../../src/app/store';
import { sv } from '../../src/i18n/sv';
import { recordRequests } from '../record-requests';
import { renderWithProviders, signedInAs } from '../test-utils';

describe("the first screen's data and code", () => {
  it('Min sida with its chunk and its time here: the month in the first render, read once', async () => {
    const session = await signedInAs('staff');
    const sent = recordRequests();
    const store = makeStore({ Auth: session.Auth });
    connectClient(store);
    // What boot.tsx does on /profile/: the screen's chunks asked for, the time into the store.
    await Promise.all(screenPreloads('/profile/', { admin: false, wide: false }).map((preload) => preload()));
    firstScreenData('/profile/')?.(store.dispatch, session.user._id);
    await waitFor(() => expect(store.getState().Months.byUser[session.user._id]?.request.status).toBe('loaded'));

    renderWithProviders(null, { store, route: '/profile/' });

    // Right after the first render: the page with the person's time, no placeholder ('…').
    expect(screen.getByRole('heading', { level: 1, name: session.user.fullname })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: sv.profile.earlierMonths })).toBeInTheDocument();
    expect(screen.queryByText('…')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    // The route and the page ask too: the time was read once.
    await screen.findByRole('heading', { name: sv.profile.details });
    expect(sent.filter((r) => r.path === `/api/time/time/user/${session.user._id}`).map((r) => `${r.method} ${r.authorization}`)).toEqual([
      `GET Bearer ${session.Auth.token ?? ''}`,
    ]);
  });
});
