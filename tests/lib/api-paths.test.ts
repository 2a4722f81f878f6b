/**
 * Ids in API paths are encoded (issue 10 item 9): an id taken from a route, such as
 * '../../post/alla' or '..%2F..%2Fpost%2Falla', reaches the endpoint of the call as one path
 * segment and never another endpoint (here GET /api/post/alla/, the list of workplaces).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import * as staff from '../../src/features/staff/api';
import * as time from '../../src/person-time/api';
import * as posts from '../../src/features/workplaces/api';
import { configureClient } from '../../src/lib/api-client';
import { server } from '../setup';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Case {
  name: string;
  call: (id: string) => Promise<unknown>;
  method: Method;
  /** The endpoint as an MSW route, the id as `:id`. */
  route: string;
  answer?: unknown;
}

const OTHER = '65a1b2c3d4e5f60718293a4c';
const user = { _id: OTHER, fullname: 'Erik Johansson' };
const adjustment = { hours: 1, minutes: 0, howhour: '+', howminutes: '+', MonthNumber: 11 } as const;
const post = { address: 'Storgatan 1, Märsta', phone: '0701112233', hours: '4', Howmany: '2', Duration: '12 månader' };

const cases: Case[] = [
  { name: 'getUser', call: (id) => staff.getUser(id), method: 'GET', route: '/api/auth/user/:id/', answer: { message: user } },
  { name: 'editUser', call: (id) => staff.editUser(id, { fullname: 'A B', phone: '0700000001', email: 'a@b.se', personnummer: '8112189876' }), method: 'PUT', route: '/api/auth/edit/:id/' },
  { name: 'removeUser', call: (id) => staff.removeUser(id), method: 'DELETE', route: '/api/auth/remove/:id' },
  { name: 'changePassword', call: (id) => staff.changePassword(id, 'nytt'), method: 'PUT', route: '/api/auth/password/:id/' },
  { name: 'updateUserTime', call: (id) => time.updateUserTime(id, adjustment), method: 'POST', route: '/api/auth/time/update/:id/' },
  { name: 'createTimeEntry', call: (id) => time.createTimeEntry(id, { TheTaBort: { TheHours: 0, TheMinutes: 0 }, CheckPost: true, start: '07:00', end: '15:00', date: '2026-11-20', des: 'Kontorsstädning', total: 8, half: 0, products: [] }), method: 'POST', route: '/api/time/create/:id' },
  { name: 'getUserTime', call: (id) => time.getUserTime(id), method: 'GET', route: '/api/time/time/user/:id', answer: { user, months_id: [], notplace: [] } },
  { name: 'updateTimeEntry', call: (id) => time.updateTimeEntry(id, { end: '16:00' }), method: 'PUT', route: '/api/time/:id/' },
  { name: 'moveToMonth', call: (id) => time.moveToMonth(id, 10), method: 'POST', route: '/api/time/time/user/newmonth/:id' },
  { name: 'deleteMonthTime', call: (id) => time.deleteMonthTime(id, { IsMonthNumber: 11, IsMatching: OTHER }), method: 'POST', route: '/api/month/delete/:id' },
  { name: 'getMonthEntries', call: (id) => time.getMonthEntries(id, 10), method: 'POST', route: '/api/month/3/:id/', answer: [] },
  { name: 'updateEntryCode', call: (id) => time.updateEntryCode(id, { StorMatch: 1, CheckMonth: 11 }), method: 'POST', route: '/api/month/update/code/:id' },
  { name: 'updateOldTimes', call: (id) => time.updateOldTimes(id, adjustment), method: 'PUT', route: '/api/month/update/oldtimes/:id/' },
  { name: 'clearMonth', call: (id) => time.clearMonth(id), method: 'DELETE', route: '/api/month/delete/month/:id' },
  { name: 'getPostForEdit', call: (id) => posts.getPostForEdit(id), method: 'GET', route: '/api/post/show/:id/', answer: { data: { _id: OTHER, ...post } } },
  { name: 'getPostWithWorkers', call: (id) => posts.getPostWithWorkers(id), method: 'GET', route: '/api/post/id/:id', answer: { _id: OTHER, ...post, addUser: [] } },
  { name: 'removePost', call: (id) => posts.removePost(id), method: 'DELETE', route: '/api/post/remove/:id' },
  { name: 'editPost', call: (id) => posts.editPost(id, post), method: 'PUT', route: '/api/post/edit/:id/' },
  { name: 'addWorker', call: (id) => posts.addWorker(id, OTHER), method: 'POST', route: '/api/post/new/:id' },
  { name: 'removeWorker', call: (id) => posts.removeWorker(id, OTHER), method: 'POST', route: '/api/post/re/:id/' },
];

/** Route ids that would leave their segment unencoded, and each one's single encoded segment. */
const ids = [
  { id: '../../post/alla', segment: '..%2F..%2Fpost%2Falla' },
  { id: '..%2F..%2Fpost%2Falla', segment: '..%252F..%252Fpost%252Falla' },
  { id: '1?pageNumber=2#x', segment: '1%3FpageNumber%3D2%23x' },
];

const handlerOf: Record<Method, typeof http.get> = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete };

interface Hit {
  endpoint: boolean;
  method: string;
  url: string;
  id?: unknown;
}

/** The call's endpoint answers and records the id it read; anything else is recorded as a stray. */
function listen({ method, route, answer }: Case): Hit[] {
  const hits: Hit[] = [];
  const endpoint: HttpHandler = handlerOf[method](route, ({ request, params }) => {
    hits.push({ endpoint: true, method: request.method, url: request.url, id: params.id });
    return HttpResponse.json(answer ?? { message: 'ok' });
  });
  const stray: HttpHandler = http.all('*', ({ request }) => {
    hits.push({ endpoint: false, method: request.method, url: request.url });
    return HttpResponse.json({ message: 'fel slutpunkt' }, { status: 404 });
  });
  server.use(endpoint, stray);
  return hits;
}

describe('ids in API paths are one encoded segment', () => {
  beforeEach(() => {
    configureClient({ getToken: () => 'test-token', onSessionExpired: () => undefined });
  });

  describe.each(ids)('id $id', ({ id, segment }) => {
    it.each(cases)('$name → $method $route', async (c) => {
      const hits = listen(c);
      await c.call(id);
      expect(hits).toEqual([
        { endpoint: true, method: c.method, url: `${location.origin}${c.route.replace(':id', segment)}`, id },
      ]);
    });
  });

  it('without encoding the first id would have reached the list of workplaces', () => {
    // The URL the unencoded path would have become: what apiPath prevents.
    expect(new URL(`/api/auth/user/${ids[0]?.id}/`, location.origin).pathname).toBe('/api/post/alla/');
  });
});

describe("ids that would change the endpoint even encoded ('', '.', '..')", () => {
  it.each(['', '.', '..'])('%j is refused before anything is sent', async (id) => {
    const hits = listen(cases[0] as Case);
    await expect(staff.getUser(id)).rejects.toMatchObject({ message: 'Adressen pekar inte på någon post.', status: 404 });
    expect(hits).toEqual([]);
  });
});
