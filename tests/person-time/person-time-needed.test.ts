/**
 * Min sida's read is asked for by the route (when it matches) and by the page (when it renders
 * with nothing asked): whichever comes second must find the first in the store, at the moment it
 * is dispatched. CI at stop 31 saw the person's time read twice on a reload: the page's effect
 * acted on a render that had not seen the route's ask.
 */
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../src/app/store';
import { connectClient } from '../../src/app/session';
import { personTimeLoaded, personTimeNeeded, selectPersonTime } from '../../src/person-time/months-slice';
import { recordRequests } from '../record-requests';
import { adminSession, memberNamed } from '../staff/helpers';

describe('personTimeNeeded', () => {
  it('asked twice in a row (route, then page): one GET of the person time, with the token', async () => {
    const { preloadedState, bearer } = await adminSession();
    const store = makeStore(preloadedState);
    connectClient(store);
    const fatima = await memberNamed('Fatima Hassan');
    const sent = recordRequests();

    store.dispatch(personTimeNeeded(fatima._id));
    store.dispatch(personTimeNeeded(fatima._id));
    await expect.poll(() => selectPersonTime(store.getState(), fatima._id).request.status).toBe('loaded');
    // Asked again once read: nothing more.
    store.dispatch(personTimeNeeded(fatima._id));

    const reads = sent.filter((r) => r.path.startsWith('/api/time/time/user/'));
    expect(reads.map(({ method, path, authorization }) => ({ method, path, authorization }))).toEqual([
      { method: 'GET', path: `/api/time/time/user/${fatima._id}`, authorization: bearer },
    ]);
    expect(selectPersonTime(store.getState(), fatima._id).user?.fullname).toBe('Fatima Hassan');
  });

  it('a read asked for outright (after a write, or Försök igen) still reads again', async () => {
    const { preloadedState } = await adminSession();
    const store = makeStore(preloadedState);
    connectClient(store);
    const fatima = await memberNamed('Fatima Hassan');
    const sent = recordRequests();
    store.dispatch(personTimeNeeded(fatima._id));
    await store.dispatch(personTimeLoaded(fatima._id));
    await expect.poll(() => sent.filter((r) => r.path === `/api/time/time/user/${fatima._id}`).length).toBe(2);
  });
});
