/**
 * A send that may still land is waited for (issue 18 item 3): after a reload in the middle of
 * sending a day, nothing is sent again until the earlier send can no longer land; the stored
 * entries are read meanwhile and the person is told so.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTimeEntry, getUserTime } from '../../src/person-time/api';
import type { TimeDraft } from '../../src/features/time/draft';
import { buildTimeEntry } from '../../src/features/time/entry';
import { POLL_MS } from '../../src/features/time/time-slice';
import { storageKeys } from '../../src/lib/storage';
import { localIsoDate } from '../../src/lib/time';
import { recordRequests, renderWithProviders, signedInAs } from '../test-utils';

const createPath = /^\/api\/time\/create\//;
const noRast = { name: '', hours: 0, minutes: 0 };

/** The draft as a page reloaded mid-send leaves it: confirmed, sent, may land until `until`. */
function reloadedMidSend(userId: string, des: string, until: number): TimeDraft {
  const draft: TimeDraft = { stage: 'done', start: '07:00', end: '15:30', des, date: localIsoDate(), products: [], sent: true, mayLandUntil: until };
  localStorage.setItem(storageKeys.draftTime, JSON.stringify({ [userId]: draft }));
  return draft;
}

const storedCopies = async (userId: string, des: string) =>
  (await getUserTime(userId)).months_id.flatMap((m) => m.months).filter((e) => e.des === des && e.date === localIsoDate());

// The window a reloaded send may still land in, as the app sets it (LANDING_WINDOW_MS is 60 s):
// long enough that a busy machine's slow first render still meets the wait. The second test ends
// the window by moving the clock, not by waiting for it.
const WINDOW_MS = 60_000;
// One poll, then the read, the send and the render, with a busy machine's margin.
const afterOnePoll = { timeout: POLL_MS + 10_000 };

afterEach(() => {
  vi.useRealTimers();
});

describe('a send that may still land (issue 18)', () => {
  it('the earlier send lands while the app waits: found, registered, nothing sent again', async () => {
    const { Auth, user: staff } = await signedInAs('staff');
    const des = 'Sen server, Märsta';
    const draft = reloadedMidSend(staff._id, des, Date.now() + WINDOW_MS);
    const sent = recordRequests();
    renderWithProviders(null, { route: '/', preloadedState: { Auth } });
    expect(await screen.findByText(/Dagen skickades nyss och kan fortfarande komma fram\. Vi tittar efter den och skickar inte igen före kl\. \d\d:\d\d\./)).toBeInTheDocument();
    // The server stores the reloaded page's request late (as a slow server would).
    await createTimeEntry(staff._id, buildTimeEntry(draft, noRast));
    await screen.findByRole('heading', { name: 'Tack, arbetstiden har registrerats' }, afterOnePoll);
    expect(screen.getByText('Dagen var redan registrerad. Den har inte skickats en gång till.')).toBeInTheDocument();
    // The only POST is the late store itself: the app sent nothing.
    expect(sent.filter((r) => r.method === 'POST' && createPath.test(r.path))).toHaveLength(1);
    expect(await storedCopies(staff._id, des)).toHaveLength(1);
    expect(localStorage.getItem(storageKeys.draftTime)).toBeNull();
  });

  it('nothing lands before the window closes: the day is sent then, once', async () => {
    const { Auth, user: staff } = await signedInAs('staff');
    const des = 'Förlorad sändning, Gävle';
    const until = Date.now() + WINDOW_MS;
    reloadedMidSend(staff._id, des, until);
    const sent = recordRequests();
    renderWithProviders(null, { route: '/', preloadedState: { Auth } });
    await screen.findByText(/Dagen skickades nyss och kan fortfarande komma fram/);
    expect(sent.filter((r) => createPath.test(r.path))).toHaveLength(0);
    // The window closes (only the clock moves; the app's own timers run as they do).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(until);
    await screen.findByRole('heading', { name: 'Tack, arbetstiden har registrerats' }, afterOnePoll);
    const posts = sent.filter((r) => createPath.test(r.path));
    expect(posts).toHaveLength(1);
    expect(Date.now()).toBeGreaterThanOrEqual(until);
    expect(await storedCopies(staff._id, des)).toHaveLength(1);
  });
});
