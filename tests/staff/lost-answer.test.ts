/** DECISIONS.md 25 for members: an answer lost after the provider stored the write is read back, never sent twice. */
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { connectClient } from '../../src/app/session';
import { makeStore } from '../../src/app/store';
import { env } from '../../src/config/env';
import { demoState } from '../../src/demo/db';
import { handlers } from '../../src/demo/handlers';
import { memberCreated, memberRemoved } from '../../src/features/staff/staff-slice';
import { server } from '../setup';
import { recordRequests } from '../test-utils';
import { adminSession, memberNamed } from './helpers';

/** The provider stores the write, then the connection drops before the answer. */
function storedThenDropped(method: 'post' | 'delete', path: string) {
  server.use(
    http[method](`${env.apiUrl}${path}`, async ({ request }) => {
      await getResponse(handlers, request);
      return HttpResponse.error();
    }),
  );
}

describe('members: lost answers', () => {
  it('a create whose answer was lost is found by its phone number: stored once, reported as created', async () => {
    const session = await adminSession();
    const store = makeStore(session.preloadedState);
    connectClient(store);
    storedThenDropped('post', '/api/auth/create/');
    const sent = recordRequests();
    const newMember = { fullname: 'Nora Berg', phone: '0731112233', email: 'nora@stadtid.se', personnummer: '19900101-0017', password: 'hemligt' };
    const result = await store.dispatch(memberCreated(newMember));
    expect(memberCreated.fulfilled.match(result)).toBe(true);
    expect(sent.filter((r) => r.path === '/api/auth/create/')).toHaveLength(1);
    expect(demoState().users.filter((u) => u.phone.replace(/\D/g, '') === '0731112233')).toHaveLength(1);
  });

  it('a remove whose answer was lost is done when the member is no longer listed', async () => {
    const session = await adminSession();
    const store = makeStore(session.preloadedState);
    connectClient(store);
    const sara = await memberNamed('Sara Nilsson');
    storedThenDropped('delete', '/api/auth/remove/:id');
    const result = await store.dispatch(memberRemoved(sara._id));
    expect(memberRemoved.fulfilled.match(result)).toBe(true);
    expect(demoState().users.some((u) => u._id === sara._id)).toBe(false);
  });
});
