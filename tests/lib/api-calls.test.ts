/**
 * Every call of SPEC.md §7 has its client function; each sends the exact method and path
 * (DECISIONS.md 3), the bearer token to the API origin while one is held and never to the
 * upload host (DECISIONS.md 4).
 */
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import * as auth from '../../src/features/auth/api';
import * as bills from '../../src/features/bills/api';
import * as staff from '../../src/features/staff/api';
import * as time from '../../src/person-time/api';
import * as posts from '../../src/features/workplaces/api';
import { configureClient } from '../../src/lib/api-client';
import { recordRequests } from '../test-utils';
import { server } from '../setup';

const ID = '65a1b2c3d4e5f60718293a4b';
const ID2 = '65a1b2c3d4e5f60718293a4c';
const TOKEN = 'test-token';
const user = { _id: ID, fullname: 'Erik Johansson', email: 'erik@example.se', isAdmin: false };
const adjustment = { hours: 1, minutes: 30, howhour: '+', howminutes: '+', MonthNumber: 11 } as const;
const post = { address: 'Storgatan 1, Märsta', phone: '0701112233', hours: '4', Howmany: '2', Duration: '12 månader' };
const bill = {
  number: '1001',
  date: '2026-11-03',
  companyname: 'bauhaus',
  price: 125,
  tex: 25,
  payment: true,
  lastday: '2026-12-03',
  image: 'kvitto.jpg',
};
const newEntry = {
  TheTaBort: { TheHours: 0, TheMinutes: 30 },
  CheckPost: true,
  start: '07:00',
  end: '15:30',
  date: '2026-11-20',
  des: 'Kontorsstädning',
  total: 8,
  half: 0,
  products: [],
};

interface Case {
  name: string;
  call: () => Promise<unknown>;
  method: string;
  path: string;
  answer?: unknown;
  body?: unknown;
  upload?: boolean;
}

const cases: Case[] = [
  // Auth and users
  { name: 'login', call: () => auth.login('0709876543', 'pw'), method: 'POST', path: '/api/auth/login/', answer: { data: user, token: 't' }, body: { phone: '0709876543', password: 'pw' } },
  { name: 'createUser', call: () => staff.createUser({ fullname: 'Ny Person', phone: '0700000001', email: 'ny@example.se', personnummer: '8112189876', password: 'abc' }), method: 'POST', path: '/api/auth/create/', body: { fullname: 'Ny Person', phone: '0700000001', email: 'ny@example.se', personnummer: '8112189876', password: 'abc' } },
  { name: 'getUser', call: () => staff.getUser(ID), method: 'GET', path: `/api/auth/user/${ID}/`, answer: { message: user } },
  { name: 'listUsers', call: () => staff.listUsers(), method: 'GET', path: '/api/auth/show/all/', answer: [user] },
  { name: 'removeUser', call: () => staff.removeUser(ID), method: 'DELETE', path: `/api/auth/remove/${ID}` },
  { name: 'addBankAccount', call: () => staff.addBankAccount('SE4550000000058398257466'), method: 'PUT', path: '/api/auth/edit/', body: { bankaccount: 'SE4550000000058398257466' } },
  { name: 'editUser', call: () => staff.editUser(ID, { fullname: 'A B C', phone: '0700000001', email: 'a@b.se', personnummer: '8112189876' }), method: 'PUT', path: `/api/auth/edit/${ID}/` },
  { name: 'changePassword', call: () => staff.changePassword(ID, 'nytt'), method: 'PUT', path: `/api/auth/password/${ID}/`, body: { password: 'nytt' } },
  { name: 'updateUserTime', call: () => time.updateUserTime(ID, adjustment), method: 'POST', path: `/api/auth/time/update/${ID}/`, body: adjustment },
  // Time and months
  { name: 'createTimeEntry', call: () => time.createTimeEntry(ID, newEntry), method: 'POST', path: `/api/time/create/${ID}`, body: newEntry },
  { name: 'getUserTime', call: () => time.getUserTime(ID), method: 'GET', path: `/api/time/time/user/${ID}`, answer: { user, months_id: [], notplace: [] } },
  { name: 'updateTimeEntry', call: () => time.updateTimeEntry(ID2, { end: '16:00' }), method: 'PUT', path: `/api/time/${ID2}/`, body: { end: '16:00' } },
  { name: 'getTodaysWork', call: () => time.getTodaysWork(), method: 'GET', path: '/api/time/time/filter/', answer: [] },
  { name: 'moveToMonth', call: () => time.moveToMonth(ID, 10), method: 'POST', path: `/api/time/time/user/newmonth/${ID}`, body: { MonthNumber: 10 } },
  { name: 'deleteMonthTime', call: () => time.deleteMonthTime(ID, { IsMonthNumber: 11, IsMatching: ID2 }), method: 'POST', path: `/api/month/delete/${ID}`, body: { IsMonthNumber: 11, IsMatching: ID2 } },
  { name: 'getMonthEntries', call: () => time.getMonthEntries(ID, 10), method: 'POST', path: `/api/month/3/${ID}/`, answer: [], body: { MonthNumber: 10 } },
  { name: 'updateEntryCode', call: () => time.updateEntryCode(ID2, { StorMatch: 1, CheckMonth: 11 }), method: 'POST', path: `/api/month/update/code/${ID2}` },
  { name: 'updateOldTimes', call: () => time.updateOldTimes(ID, adjustment), method: 'PUT', path: `/api/month/update/oldtimes/${ID}/`, body: adjustment },
  { name: 'clearMonth', call: () => time.clearMonth(ID2), method: 'DELETE', path: `/api/month/delete/month/${ID2}` },
  // Workplaces
  { name: 'getCounts', call: () => staff.getCounts(), method: 'GET', path: '/api/post/count/', answer: { TheAuth: 6, ThePost: 4 } },
  { name: 'listPosts', call: () => posts.listPosts(), method: 'GET', path: '/api/post/alla/', answer: [] },
  { name: 'getPostForEdit', call: () => posts.getPostForEdit(ID), method: 'GET', path: `/api/post/show/${ID}/`, answer: { data: { _id: ID, ...post } } },
  { name: 'getPostWithWorkers', call: () => posts.getPostWithWorkers(ID), method: 'GET', path: `/api/post/id/${ID}`, answer: { _id: ID, ...post, addUser: [] } },
  { name: 'removePost', call: () => posts.removePost(ID), method: 'DELETE', path: `/api/post/remove/${ID}` },
  { name: 'createPost', call: () => posts.createPost(post), method: 'POST', path: '/api/post/create/', body: post },
  { name: 'editPost', call: () => posts.editPost(ID, post), method: 'PUT', path: `/api/post/edit/${ID}/`, body: { ...post, _id: ID } },
  { name: 'addWorker', call: () => posts.addWorker(ID, ID2), method: 'POST', path: `/api/post/new/${ID}`, body: { user: ID2 } },
  { name: 'removeWorker', call: () => posts.removeWorker(ID, ID2), method: 'POST', path: `/api/post/re/${ID}/`, body: { add: ID2 } },
  // Bills and invoices
  { name: 'getMonthSums bill', call: () => bills.getMonthSums('bill'), method: 'GET', path: '/api/severalmonths?name=bill', answer: { message: [] } },
  { name: 'getPage with month', call: () => bills.getPage('invoice', 2, 10), method: 'GET', path: '/api/invoice/?pageNumber=2&month=10', answer: { product: [], pages: 1, result: {} } },
  { name: 'getPage bill', call: () => bills.getPage('bill', 1), method: 'GET', path: '/api/bill/?pageNumber=1', answer: { product: [], pages: 1, result: {} } },
  { name: 'getPage invoice', call: () => bills.getPage('invoice', 3), method: 'GET', path: '/api/invoice/?pageNumber=3', answer: { product: [], pages: 1, result: {} } },
  { name: 'getStatement', call: () => bills.getStatement('bill', { name: 'bill', months: 11 }), method: 'POST', path: '/api/bill/this/', answer: { count: 1, price: 2, tex: 3 }, body: { name: 'bill', months: 11 } },
  { name: 'getStatement invoice', call: () => bills.getStatement('invoice', { name: 'invoice' }), method: 'POST', path: '/api/invoice/this/', answer: { count: 1, price: 2, tex: 3 } },
  { name: 'createItem bill', call: () => bills.createItem('bill', bill), method: 'POST', path: '/api/bill/create/', body: bill },
  { name: 'createItem invoice', call: () => bills.createItem('invoice', bill), method: 'POST', path: '/api/invoice/create/' },
  { name: 'updateItem bill', call: () => bills.updateItem('bill', ID, bill), method: 'PUT', path: `/api/bill/updating/${ID}`, body: { ...bill, _id: ID } },
  { name: 'updateItem invoice', call: () => bills.updateItem('invoice', ID, bill), method: 'PUT', path: `/api/invoice/updating/${ID}` },
  { name: 'deleteItem bill', call: () => bills.deleteItem('bill', ID), method: 'DELETE', path: `/api/bill/delete/${ID}` },
  { name: 'deleteItem invoice', call: () => bills.deleteItem('invoice', ID), method: 'DELETE', path: `/api/invoice/delete/${ID}` },
  { name: 'moveAll bill', call: () => bills.moveAll('bill', { months: 12 }), method: 'POST', path: '/api/bill/all/', body: { months: 12 } },
  { name: 'moveAll invoice', call: () => bills.moveAll('invoice', { months: 12, from: 11 }), method: 'POST', path: '/api/invoice/all/', body: { months: 12, from: 11 } },
  // Upload host
  { name: 'uploadFile', call: () => bills.uploadFile(new Blob(['x'], { type: 'image/jpeg' }), 'kvitto.jpg'), method: 'POST', path: '/demo-uploads/api/uploading/', answer: { image: 'stored.jpg' }, upload: true },
  { name: 'deleteFile', call: () => bills.deleteFile('stored.jpg'), method: 'DELETE', path: '/demo-uploads/api/delete/image/stored.jpg', upload: true },
];

describe('client functions: method, exact path, token', () => {
  beforeEach(() => {
    configureClient({ getToken: () => TOKEN, onSessionExpired: () => undefined });
  });

  it.each(cases)('$name → $method $path', async ({ call, method, path, answer, body, upload }) => {
    server.use(http.all('*', () => HttpResponse.json(answer ?? { message: 'ok' })));
    const sent = recordRequests();
    await call();
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.method).toBe(method);
    expect(request?.path).toBe(path);
    expect(request?.authorization).toBe(upload ? null : `Bearer ${TOKEN}`);
    if (body !== undefined) await vi.waitFor(() => expect(request?.body).toEqual(body));
  });

  it('sends no Authorization header while no token is held', async () => {
    configureClient({ getToken: () => null, onSessionExpired: () => undefined });
    server.use(http.all('*', () => HttpResponse.json([])));
    const sent = recordRequests();
    await posts.listPosts();
    expect(sent[0]?.authorization).toBeNull();
  });

  it('uploads multipart with the file in the field "image"', async () => {
    server.use(http.all('*', () => HttpResponse.json({ image: 'stored.jpg' }, { status: 201 })));
    const sent = recordRequests();
    const name = await bills.uploadFile(new File(['jpeg-bytes'], 'kvitto.jpg', { type: 'image/jpeg' }), 'kvitto.jpg');
    expect(name).toBe('stored.jpg');
    // (FormData crosses from jsdom into MSW's realm here, so duck-type it.)
    await vi.waitFor(() => expect(typeof (sent[0]?.body as FormData | undefined)?.get).toBe('function'));
    const file = (sent[0]?.body as FormData).get('image') as File;
    expect(file.type).toBe('image/jpeg');
    expect(await file.text()).toBe('jpeg-bytes');
  });
});
