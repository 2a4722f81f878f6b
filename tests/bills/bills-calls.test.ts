/**
 * Every bills/invoices call through the real store and the demo provider: exact method, path,
 * payload and token; the paging rules; the image replacement order with each failure.
 */
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeStore, type AppStore } from '../../src/app/store';
import '../../src/features/bills/bill-slices';
import { monthSumsFetched } from '../../src/features/bills/before-month-slice';
import { pageFetched, statementRequested } from '../../src/features/bills/bill-reads';
import { itemDeleted, itemSaved, monthDeleted, monthMoved } from '../../src/features/bills/bill-writes';
import { nextPageOf, throttle } from '../../src/features/bills/paging';
import { demoState, readFile } from '../../src/demo/db';
import { itemMonth } from '../../src/demo/model';
import { configureClient } from '../../src/lib/api-client';
import type { BillItem } from '../../src/types/api';
import { server } from '../setup';
import { recordRequests, signedInAs } from '../test-utils';

let store: AppStore;
let token: string;
const bearer = () => `Bearer ${token}`;
const thisMonth = new Date().getMonth() + 1;
const lastMonth = thisMonth === 1 ? 12 : thisMonth - 1;

beforeEach(async () => {
  const { Auth } = await signedInAs('admin');
  token = Auth.token ?? '';
  store = makeStore({ Auth });
  configureClient({ getToken: () => store.getState().Auth.token, onSessionExpired: () => undefined });
});

const settle = () => new Promise((r) => setTimeout(r, 0));
const jpeg = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' });
const values = {
  number: '4711',
  date: new Date().toISOString().slice(0, 10),
  companyname: ' Clas Ohlson ',
  price: '1 249,50',
  tex: '249,90',
  payment: true,
  lastday: '2030-01-31',
};

describe('paging rules (SPEC §4)', () => {
  it('next page is null at 1 or fewer pages, or past the page count', () => {
    expect(nextPageOf(1, { pages: 0, result: {} })).toBeNull();
    expect(nextPageOf(1, { pages: 1, result: { next: { page: 2, limit: 10 } } })).toBeNull();
    expect(nextPageOf(1, { pages: 3, result: { next: { page: 2, limit: 10 } } })).toBe(2);
    expect(nextPageOf(3, { pages: 3, result: {} })).toBeNull();
    expect(nextPageOf(2, { pages: 3, result: { next: { page: 4, limit: 10 } } })).toBeNull();
  });

  it('throttles the scroll loader to one call per 150 ms, running a call inside the window at its end', () => {
    let now = 0;
    const calls: number[] = [];
    const timers: { fn: () => void; at: number }[] = [];
    const run = throttle(
      (n: number) => calls.push(n),
      150,
      () => now,
      (fn, delay) => timers.push({ fn, at: now + delay }),
    );
    run(1);
    now = 100;
    run(2);
    now = 120;
    run(3);
    expect(calls).toEqual([1]);
    expect(timers.map((t) => t.at)).toEqual([150]);
    now = 150;
    timers[0]?.fn();
    expect(calls).toEqual([1, 3]);
    now = 400;
    run(4);
    expect(calls).toEqual([1, 3, 4]);
  });

  it('appends pages of the month with the token, ends after the last, refresh empties and restarts', async () => {
    const sent = recordRequests();
    await store.dispatch(pageFetched.bill({ pageNumber: 1, month: lastMonth }));
    let list = store.getState().TheBill;
    expect(list).toMatchObject({ page: 1, nextPage: 2, month: lastMonth });
    expect(list.items).toHaveLength(10);
    for (let page = 2; page <= 6; page += 1) {
      await store.dispatch(pageFetched.bill({ pageNumber: page, month: lastMonth }));
    }
    list = store.getState().TheBill;
    expect(list.items).toHaveLength(60);
    expect(new Set(list.items.map((i) => i._id)).size).toBe(60);
    expect(list.nextPage).toBeNull();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `GET /api/bill/?pageNumber=${n}&month=${lastMonth}`),
    );
    expect(sent.every((r) => r.authorization === bearer())).toBe(true);

    const refresh = store.dispatch(pageFetched.bill({ pageNumber: 1, month: lastMonth }));
    expect(store.getState().TheBill).toMatchObject({ items: [], page: 0, nextPage: null });
    await refresh;
    expect(store.getState().TheBill.items).toHaveLength(10);
    // The invoice list is its own slice.
    expect(store.getState().Invoice.items).toEqual([]);
  });

  it('a month with one page has no next page; a failed load keeps the list and shows the error', async () => {
    await store.dispatch(pageFetched.invoice({ pageNumber: 1, month: lastMonth }));
    expect(store.getState().Invoice).toMatchObject({ nextPage: null, page: 1 });
    expect(store.getState().Invoice.items).toHaveLength(6);
    server.use(http.get('/api/invoice', () => HttpResponse.json({ message: 'Servern är nere' }, { status: 500 })));
    await store.dispatch(pageFetched.invoice({ pageNumber: 2, month: lastMonth }));
    expect(store.getState().Invoice.request).toEqual({ status: 'error', error: 'Servern är nere' });
    expect(store.getState().Invoice.items).toHaveLength(6);
  });

  it('past months: GET /api/severalmonths?name=<kind> into BeforeMonth', async () => {
    const sent = recordRequests();
    await store.dispatch(monthSumsFetched('invoice'));
    expect(sent.map((r) => `${r.method} ${r.path} ${r.authorization}`)).toEqual([
      `GET /api/severalmonths?name=invoice ${bearer()}`,
    ]);
    expect(store.getState().BeforeMonth.invoice.map((m) => m.months).sort()).toEqual([lastMonth, thisMonth].sort());
  });
});

describe('create, update, delete, move, statement: exact calls', () => {
  it('bill create: upload (no token, field image) then POST /api/bill/create/ with numbers', async () => {
    const sent = recordRequests();
    await store.dispatch(itemSaved({ kind: 'bill', mode: 'create', values, file: { blob: jpeg(), name: 'kvitto.jpg' }, oldImage: '' })).unwrap();
    await settle();
    const writes = sent.filter((r) => r.method !== 'GET');
    expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /demo-uploads/api/uploading/', 'POST /api/bill/create/']);
    // The month is read before the press and after the create (lib/writes/create-once.ts).
    const reads = sent.filter((r) => r.method === 'GET').map((r) => r.path);
    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect(reads.every((path) => path.startsWith('/api/bill/?pageNumber='))).toBe(true);
    const [upload, create] = writes;
    expect(upload?.authorization).toBeNull();
    const image = (upload?.body as FormData).get('image') as File;
    // (jsdom's multipart encoder drops the file name; the e2e test sees it in Chromium.)
    expect(typeof image).toBe('object');
    expect(image.type).toBe('image/jpeg');
    expect(image.size).toBe(7);
    expect(create?.authorization).toBe(bearer());
    const stored = demoState().items.bill.find((i) => i.number === '4711');
    expect(create?.body).toEqual({
      number: '4711',
      date: values.date,
      companyname: 'clas ohlson',
      price: 1249.5,
      tex: 249.9,
      payment: true,
      lastday: '2030-01-31',
      image: stored?.image,
    });
    expect(stored && readFile(stored.image)?.type).toBe('image/jpeg');
  });

  it('invoice create sends price and tex as text with a decimal dot, the company lower-cased', async () => {
    const sent = recordRequests();
    await store.dispatch(
      itemSaved({ kind: 'invoice', mode: 'create', values: { ...values, price: ' 12 000,00 KR ' }, file: { blob: jpeg(), name: 'f.jpg' }, oldImage: '' }),
    ).unwrap();
    await settle();
    const writes = sent.filter((r) => r.method !== 'GET');
    expect(writes[1]).toMatchObject({ method: 'POST', path: '/api/invoice/create/', authorization: bearer() });
    expect(writes[1]?.body).toMatchObject({ price: '12000.00', tex: '249.90', companyname: 'clas ohlson' });
    const stored = demoState().items.invoice.find((i) => i.number === '4711');
    expect(stored).toMatchObject({ price: 12000, tex: 249.9, companyname: 'clas ohlson' });
  });

  it('update without a new file: PUT /api/{kind}/updating/{id} with numbers and _id, no upload', async () => {
    const item = { ...(demoState().items.invoice[0] as BillItem) };
    const sent = recordRequests();
    const outcome = await store
      .dispatch(itemSaved({ kind: 'invoice', mode: 'update', id: item._id, values, file: null, oldImage: item.image }))
      .unwrap();
    await settle();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`PUT /api/invoice/updating/${item._id}`]);
    expect(sent[0]?.authorization).toBe(bearer());
    expect(sent[0]?.body).toEqual({
      number: '4711',
      date: values.date,
      companyname: 'clas ohlson',
      price: 1249.5,
      tex: 249.9,
      payment: true,
      lastday: '2030-01-31',
      image: item.image,
      _id: item._id,
    });
    expect(outcome.message).toBe('Informationen har uppdaterats');
  });

  it('replacing the image: upload, PUT with the new name, then DELETE the old file', async () => {
    const item = { ...(demoState().items.bill[0] as BillItem) };
    const sent = recordRequests();
    const outcome = await store
      .dispatch(itemSaved({ kind: 'bill', mode: 'update', id: item._id, values, file: { blob: jpeg(), name: 'ny.jpg' }, oldImage: item.image }))
      .unwrap();
    await settle();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /demo-uploads/api/uploading/',
      `PUT /api/bill/updating/${item._id}`,
      `DELETE /demo-uploads/api/delete/image/${item.image}`,
    ]);
    expect(sent[2]?.authorization).toBeNull();
    expect((sent[1]?.body as { image: string }).image).toBe(outcome.image);
    expect(readFile(item.image)).toBeUndefined();
    expect(readFile(outcome.image)?.type).toBe('image/jpeg');
    expect(store.getState().Uploading.request).toEqual({ status: 'loaded' });
  });

  it('upload fails: nothing saved, the old image still works', async () => {
    const item = { ...(demoState().items.bill[0] as BillItem) };
    server.use(http.post('/demo-uploads/api/uploading', () => HttpResponse.json({ message: 'Uppladdningen misslyckades' }, { status: 500 })));
    const sent = recordRequests();
    const result = await store.dispatch(
      itemSaved({ kind: 'bill', mode: 'update', id: item._id, values, file: { blob: jpeg(), name: 'ny.jpg' }, oldImage: item.image }),
    );
    expect(result.payload).toMatchObject({ message: 'Uppladdningen misslyckades' });
    expect(sent.map((r) => r.method)).toEqual(['POST']);
    expect(demoState().items.bill[0]?.image).toBe(item.image);
    expect(readFile(item.image)).toBeDefined();
  });

  it('save fails after the upload: the new upload is deleted, the entry keeps its working old image', async () => {
    const item = { ...(demoState().items.bill[0] as BillItem) };
    server.use(http.put('/api/bill/updating/:id', () => HttpResponse.json({ message: 'Kunde inte spara' }, { status: 500 })));
    const sent = recordRequests();
    const result = await store.dispatch(
      itemSaved({ kind: 'bill', mode: 'update', id: item._id, values, file: { blob: jpeg(), name: 'ny.jpg' }, oldImage: item.image }),
    );
    expect(result.payload).toMatchObject({ message: 'Kunde inte spara' });
    const uploaded = sent[0];
    expect(sent.map((r) => r.method)).toEqual(['POST', 'PUT', 'DELETE']);
    expect(sent[2]?.path).not.toContain(item.image);
    expect(demoState().items.bill[0]?.image).toBe(item.image);
    expect(readFile(item.image)).toBeDefined();
    expect(uploaded?.path).toBe('/demo-uploads/api/uploading/');
    expect(store.getState().Uploading.request).toEqual({ status: 'error', error: 'Kunde inte spara' });
  });

  it('deleting the old file fails: the entry is saved with the new image and the failure is soft', async () => {
    const item = { ...(demoState().items.bill[0] as BillItem) };
    server.use(http.delete('/demo-uploads/api/delete/image/:name', () => HttpResponse.json({ message: 'nej' }, { status: 500 })));
    const outcome = await store
      .dispatch(itemSaved({ kind: 'bill', mode: 'update', id: item._id, values, file: { blob: jpeg(), name: 'ny.jpg' }, oldImage: item.image }))
      .unwrap();
    expect(outcome.cleanupFailed).toBe(true);
    expect(demoState().items.bill[0]?.image).toBe(outcome.image);
    expect(readFile(outcome.image)).toBeDefined();
  });

  it('delete: DELETE /api/{kind}/delete/{id} with the token, then the file; the list drops it', async () => {
    await store.dispatch(pageFetched.bill({ pageNumber: 1, month: thisMonth }));
    const item = store.getState().TheBill.items[0] as BillItem;
    const sent = recordRequests();
    await store.dispatch(itemDeleted({ kind: 'bill', item })).unwrap();
    expect(sent.map((r) => `${r.method} ${r.path} ${r.authorization}`)).toEqual([
      `DELETE /api/bill/delete/${item._id} ${bearer()}`,
      `DELETE /demo-uploads/api/delete/image/${item.image} null`,
    ]);
    expect(store.getState().TheBill.items.find((i) => i._id === item._id)).toBeUndefined();
    expect(demoState().items.bill.find((i) => i._id === item._id)).toBeUndefined();
  });

  it("move whole month: POST /api/{kind}/all/ with {months, from}", async () => {
    const sent = recordRequests();
    const message = await store.dispatch(monthMoved({ kind: 'invoice', from: lastMonth, to: 3 })).unwrap();
    await settle();
    expect(sent.map((r) => `${r.method} ${r.path} ${r.authorization}`)).toEqual([`POST /api/invoice/all/ ${bearer()}`]);
    expect(sent[0]?.body).toEqual({ months: 3, from: lastMonth });
    expect(message).toBe('vi har flyttat alla tid');
    if (lastMonth !== 3) expect(demoState().items.invoice.filter((i) => itemMonth(i) === lastMonth)).toEqual([]);
  });

  it('statement: POST /api/{kind}/this/ with {name, months}', async () => {
    const sent = recordRequests();
    const answer = await store.dispatch(statementRequested({ kind: 'invoice', months: lastMonth })).unwrap();
    await settle();
    expect(sent.map((r) => `${r.method} ${r.path} ${r.authorization}`)).toEqual([`POST /api/invoice/this/ ${bearer()}`]);
    expect(sent[0]?.body).toEqual({ name: 'invoice', months: lastMonth });
    expect(answer.count).toBe(6);
  });

  it('delete the whole month: every item of every page is deleted', async () => {
    const sent = recordRequests();
    const result = await store.dispatch(monthDeleted({ kind: 'invoice', month: thisMonth })).unwrap();
    expect(result.count).toBe(8);
    expect(sent.filter((r) => r.method === 'DELETE' && r.path.startsWith('/api/invoice/delete/'))).toHaveLength(8);
    expect(demoState().items.invoice.filter((i) => itemMonth(i) === thisMonth)).toEqual([]);
    expect(demoState().items.invoice).toHaveLength(6);
  });
});
