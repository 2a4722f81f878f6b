/**
 * The entry's early read (issue 19): the signed-in person's time asked for with a plain fetch
 * at boot; the first GET of the same path takes that answer (no second request) and reads it
 * with the same readers; an early answer that is not a JSON object is dropped and the call made.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { env } from '../../src/config/env';
import * as time from '../../src/person-time/api';
import { apiPath, configureClient } from '../../src/lib/api-client';
import { startEarlyRead } from '../../src/lib/early-read';
import { assignedPlaces } from '../../src/features/workplaces/api';
import { recordRequests } from '../test-utils';
import { server } from '../setup';

const ID = '65a1b2c3d4e5f60718293a4b';
const TOKEN = 'early-token';
const user = { _id: ID, fullname: 'Erik Johansson', email: 'erik@example.se', isAdmin: false };
const path = `/api/time/time/user/${ID}`;

describe('the early read of the person’s time', () => {
  beforeEach(() => configureClient({ getToken: () => TOKEN, onSessionExpired: () => undefined }));
  afterEach(() => configureClient({ getToken: () => null, onSessionExpired: () => undefined }));

  it('is one GET with the token; the screen’s read takes its answer, read by the same reader', async () => {
    server.use(http.get(`*${path}`, () => HttpResponse.json({ user, months_id: [{ MonthNumber: 11 }], notplace: [] })));
    const sent = recordRequests();
    startEarlyRead(env.apiUrl, apiPath`/api/time/time/user/${ID}`, TOKEN);
    const time1 = await time.getUserTime(ID);
    expect(sent.filter((r) => r.path === path)).toEqual([expect.objectContaining({ method: 'GET', authorization: `Bearer ${TOKEN}` })]);
    expect(time1.user.fullname).toBe('Erik Johansson');
    expect(time1.months_id[0]?.MonthNumber).toBe(11);
    expect(time1.months_id[0]?.months).toEqual([]);
    // Taken once: the next read asks again.
    await time.getUserTime(ID);
    expect(sent.filter((r) => r.path === path)).toHaveLength(2);
  });

  it('an early failure is not shown: the read is made again the usual way', async () => {
    let calls = 0;
    server.use(
      http.get(`*${path}`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.text('<html>portal</html>', { status: 200 }) : HttpResponse.json({ user, months_id: [], notplace: [] });
      }),
    );
    startEarlyRead(env.apiUrl, apiPath`/api/time/time/user/${ID}`, TOKEN);
    const answer = await time.getUserTime(ID);
    expect(calls).toBe(2);
    expect(answer.user._id).toBe(ID);
  });

  it('is not taken by a read with another token (someone else signed in)', async () => {
    let calls = 0;
    server.use(
      http.get(`*${path}`, () => {
        calls += 1;
        return HttpResponse.json({ user, months_id: [], notplace: [] });
      }),
    );
    startEarlyRead(env.apiUrl, apiPath`/api/time/time/user/${ID}`, 'someone-else');
    await time.getUserTime(ID);
    expect(calls).toBe(2);
  });

  it('the registration screen’s workplaces: the optional read takes the early answer (one GET with the token)', async () => {
    const posts = [
      { _id: 'p1', address: 'Kungsgatan 12', addUser: [{ user: { _id: ID, fullname: 'Erik Johansson' } }] },
      { _id: 'p2', address: 'Drottninggatan 3', addUser: [] },
    ];
    server.use(http.get('*/api/post/alla/', () => HttpResponse.json(posts)));
    const sent = recordRequests();
    startEarlyRead(env.apiUrl, '/api/post/alla/', TOKEN);
    expect(await assignedPlaces(ID)).toEqual(['Kungsgatan 12']);
    expect(sent.filter((r) => r.path === '/api/post/alla/')).toEqual([expect.objectContaining({ method: 'GET', authorization: `Bearer ${TOKEN}` })]);
  });

  it('an early refusal of the workplaces is asked again the usual way, refused without signing the person out', async () => {
    let expired = 0;
    configureClient({ getToken: () => TOKEN, onSessionExpired: () => (expired += 1) });
    server.use(http.get('*/api/post/alla/', () => HttpResponse.json({ message: 'Endast admin' }, { status: 401 })));
    const sent = recordRequests();
    startEarlyRead(env.apiUrl, '/api/post/alla/', TOKEN);
    await expect(assignedPlaces(ID)).rejects.toThrow('Endast admin');
    expect(sent.filter((r) => r.path === '/api/post/alla/')).toHaveLength(2);
    expect(expired).toBe(0);
  });
});
