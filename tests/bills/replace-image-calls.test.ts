/**
 * Issue 10 item 5: replacing a receipt through the real store and the demo provider, with each
 * failure. After every case the entry names a file the upload host still has, and no file is
 * left that nobody names (except when the outcome cannot be known: then both are kept).
 */
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeStore, type AppStore } from '../../src/app/store';
import '../../src/features/bills/bill-slices';
import { pageFetched } from '../../src/features/bills/bill-reads';
import { itemDeleted, itemSaved, monthMoved } from '../../src/features/bills/bill-writes';
import { demoState, readFile } from '../../src/demo/db';
import { itemMonth } from '../../src/demo/model';
import { sv } from '../../src/i18n/sv-admin';
import { configureClient } from '../../src/lib/api-client';
import type { BillItem } from '../../src/types/api';
import { server } from '../setup';
import { recordRequests, signedInAs } from '../test-utils';

let store: AppStore;
const thisMonth = new Date().getMonth() + 1;
const today = `${new Date().getFullYear()}-${String(thisMonth).padStart(2, '0')}-${String(new Date().getDate()).padStart(2, '0')}`;

beforeEach(async () => {
  const { Auth } = await signedInAs('admin');
  store = makeStore({ Auth });
  configureClient({ getToken: () => store.getState().Auth.token, onSessionExpired: () => undefined });
});

const jpeg = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' });
const values = {
  number: '4711',
  date: today,
  companyname: 'Clas Ohlson',
  price: '1249,50',
  tex: '249,90',
  payment: true,
  lastday: '2030-01-31',
};

/** The names the upload host answered, in order. */
function recordUploadedNames(): string[] {
  const names: string[] = [];
  server.events.on('response:mocked', ({ request, response }) => {
    if (request.method !== 'POST' || !request.url.endsWith('/api/uploading/') || !response.ok) return;
    void response
      .clone()
      .json()
      .then((body: { image: string }) => names.push(body.image));
  });
  return names;
}

/** A bill of this month (dated, not moved), loaded in the list as the screen has it. */
async function loadedBill(): Promise<BillItem> {
  await store.dispatch(pageFetched.bill({ pageNumber: 1, month: thisMonth }));
  const loaded = store.getState().TheBill.items.find((item) => item.months === undefined && itemMonth(item) === thisMonth);
  if (!loaded) throw new Error('the seed has a bill this month');
  return { ...loaded };
}

function storedBill(id: string): BillItem {
  const item = demoState().items.bill.find((i) => i._id === id);
  if (!item) throw new Error(`no bill ${id}`);
  return item;
}

const replace = (item: BillItem) =>
  store.dispatch(itemSaved({ kind: 'bill', mode: 'update', id: item._id, values, file: { blob: jpeg(), name: 'ny.jpg' }, oldImage: item.image }));

/** The save is stored by the provider but its answer never arrives. */
function saveStoredAnswerLost() {
  server.use(
    http.put('/api/bill/updating/:id', async ({ request, params }) => {
      const body = (await request.json()) as { image: string };
      const stored = demoState().items.bill.find((i) => i._id === params.id);
      if (stored) stored.image = body.image;
      return HttpResponse.error();
    }),
  );
}

describe('replacing a receipt: each failure leaves a working image', () => {
  it("the save's answer is lost but it was stored: read back, saved, the old file deleted", async () => {
    const item = await loadedBill();
    saveStoredAnswerLost();
    const uploaded = recordUploadedNames();
    const sent = recordRequests();
    const outcome = await replace(item).unwrap();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /demo-uploads/api/uploading/',
      `PUT /api/bill/updating/${item._id}`,
      `GET /api/bill/?pageNumber=1&month=${thisMonth}`,
      `GET /api/bill/?pageNumber=2&month=${thisMonth}`,
      `DELETE /demo-uploads/api/delete/image/${item.image}`,
    ]);
    expect(outcome.image).toBe(uploaded[0]);
    expect(storedBill(item._id).image).toBe(uploaded[0]);
    expect(readFile(storedBill(item._id).image)?.type).toBe('image/jpeg');
    expect(readFile(item.image)).toBeUndefined();
  });

  it('the save is refused (400 with a message): no read-back, the new upload deleted, the old image kept', async () => {
    const item = await loadedBill();
    server.use(http.put('/api/bill/updating/:id', () => HttpResponse.json({ message: 'Uppgifterna saknas' }, { status: 400 })));
    const uploaded = recordUploadedNames();
    const sent = recordRequests();
    const result = await replace(item);
    expect(result.payload).toMatchObject({ message: 'Uppgifterna saknas', ambiguous: false });
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /demo-uploads/api/uploading/',
      `PUT /api/bill/updating/${item._id}`,
      `DELETE /demo-uploads/api/delete/image/${uploaded[0]}`,
    ]);
    expect(storedBill(item._id).image).toBe(item.image);
    expect(readFile(item.image)).toBeDefined();
    expect(readFile(uploaded[0] ?? '')).toBeUndefined();
  });

  it('the upload fails: nothing saved or deleted, the old image still works', async () => {
    const item = await loadedBill();
    server.use(http.post('/demo-uploads/api/uploading', () => HttpResponse.error()));
    const sent = recordRequests();
    const result = await replace(item);
    expect(result.payload).toMatchObject({ message: sv.errors.network });
    expect(sent.map((r) => r.method)).toEqual(['POST']);
    expect(storedBill(item._id).image).toBe(item.image);
    expect(readFile(item.image)).toBeDefined();
  });

  it('deleting the old file fails: saved with the new image, the failure is soft', async () => {
    const item = await loadedBill();
    server.use(http.delete('/demo-uploads/api/delete/image/:name', () => HttpResponse.error()));
    const outcome = await replace(item).unwrap();
    expect(outcome.cleanupFailed).toBe(true);
    expect(storedBill(item._id).image).toBe(outcome.image);
    expect(readFile(outcome.image)?.type).toBe('image/jpeg');
    expect(readFile(item.image)).toBeDefined();
  });

  it('an HTML page answered 200 to the save: a failure with the catalogue text; read back, the new upload deleted', async () => {
    const item = await loadedBill();
    server.use(
      http.put('/api/bill/updating/:id', () => new HttpResponse('<html><body>Logga in på hotellets wifi</body></html>', { headers: { 'Content-Type': 'text/html' } })),
    );
    const uploaded = recordUploadedNames();
    const sent = recordRequests();
    const result = await replace(item);
    expect(result.payload).toMatchObject({ message: sv.errors.badAnswer, kind: 'shape', ambiguous: true });
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /demo-uploads/api/uploading/',
      `PUT /api/bill/updating/${item._id}`,
      `GET /api/bill/?pageNumber=1&month=${thisMonth}`,
      `GET /api/bill/?pageNumber=2&month=${thisMonth}`,
      `DELETE /demo-uploads/api/delete/image/${uploaded[0]}`,
    ]);
    expect(storedBill(item._id).image).toBe(item.image);
    expect(readFile(item.image)).toBeDefined();
    expect(readFile(uploaded[0] ?? '')).toBeUndefined();
    expect(store.getState().TheBill.items.find((i) => i._id === item._id)?.image).toBe(item.image);
  });

  it('the answer is lost and the read-back fails too: both files kept, the person is told', async () => {
    const item = await loadedBill();
    saveStoredAnswerLost();
    server.use(http.get('/api/bill', () => HttpResponse.error()));
    const uploaded = recordUploadedNames();
    const result = await replace(item);
    expect(result.payload).toMatchObject({ message: sv.bills.saveUnsure });
    expect(storedBill(item._id).image).toBe(uploaded[0]);
    expect(readFile(uploaded[0] ?? '')?.type).toBe('image/jpeg');
    expect(readFile(item.image)).toBeDefined();
  });

  it('after an unknown outcome, the same entry saved again reads back first and creates once (issue 27)', async () => {
    let creates = 0;
    // The month read before the press answers; once the create is stored, reads get no answer.
    let readsDown = false;
    server.use(
      http.post('/api/bill/create', async ({ request }) => {
        creates += 1;
        const body = (await request.json()) as Omit<BillItem, '_id'>;
        demoState().items.bill.push({ ...body, _id: 'eeeeeeeeeeeeeeeeeeeeeeee', price: 1249.5, tex: 249.9 });
        readsDown = true;
        return HttpResponse.error();
      }),
      http.get('/api/bill', () => (readsDown ? HttpResponse.error() : undefined)),
    );
    const uploaded = recordUploadedNames();
    const arg = { kind: 'bill' as const, mode: 'create' as const, values, file: { blob: jpeg(), name: 'ny.jpg' }, oldImage: '' };
    const first = await store.dispatch(itemSaved(arg));
    expect(first.payload).toMatchObject({ message: sv.bills.saveUnsure });
    expect(readFile(uploaded[0] ?? '')).toBeDefined();

    // The list answers again; the same entry is saved again (a new file picked for it).
    readsDown = false;
    const sent = recordRequests();
    const second = await store.dispatch(itemSaved({ ...arg, file: { blob: jpeg(), name: 'igen.jpg' } })).unwrap();
    expect(second.image).toBe(uploaded[0]);
    expect(second.note).toBe(sv.bills.alreadyCreated);
    expect(new Set(sent.map((r) => r.method))).toEqual(new Set(['GET']));
    expect(creates).toBe(1);
    expect(uploaded).toHaveLength(1);
    expect(demoState().items.bill.filter((i) => i.number === '4711')).toHaveLength(1);
  });

  it('the old file is kept while another loaded bill still names it', async () => {
    const item = await loadedBill();
    const other = store.getState().TheBill.items.find((i) => i._id !== item._id);
    if (!other) throw new Error('two bills loaded');
    // Another entry names the same file (the provider allows it).
    const shared = storedBill(other._id);
    shared.image = item.image;
    await store.dispatch(pageFetched.bill({ pageNumber: 1, month: thisMonth }));
    const sent = recordRequests();
    const outcome = await replace(item).unwrap();
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false);
    expect(storedBill(item._id).image).toBe(outcome.image);
    expect(readFile(item.image)).toBeDefined();
  });

  it("a create whose answer is lost but which was stored: found by its file, once, nothing deleted", async () => {
    server.use(
      http.post('/api/bill/create', async ({ request }) => {
        const body = (await request.json()) as Omit<BillItem, '_id'>;
        demoState().items.bill.push({ ...body, _id: 'ffffffffffffffffffffffff', price: 1249.5, tex: 249.9 });
        return HttpResponse.error();
      }),
    );
    const uploaded = recordUploadedNames();
    const sent = recordRequests();
    const outcome = await store.dispatch(itemSaved({ kind: 'bill', mode: 'create', values, file: { blob: jpeg(), name: 'ny.jpg' }, oldImage: '' })).unwrap();
    expect(outcome.image).toBe(uploaded[0]);
    expect(sent.filter((r) => r.path.startsWith('/api/bill/create'))).toHaveLength(1);
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false);
    expect(demoState().items.bill.filter((i) => i.image === uploaded[0])).toHaveLength(1);
    expect(readFile(uploaded[0] ?? '')?.type).toBe('image/jpeg');
  });
});

describe('answers are checked: a 2xx that is not the expected JSON is a failure, and nothing is deleted for it', () => {
  it('deleting an entry answered with an HTML page (not deleted): read back, failure, the file stays, the list keeps it', async () => {
    const item = await loadedBill();
    server.use(http.delete('/api/bill/delete/:id', () => new HttpResponse('<html>ok</html>', { headers: { 'Content-Type': 'text/html' } })));
    const sent = recordRequests();
    const result = await store.dispatch(itemDeleted({ kind: 'bill', item }));
    expect(result.payload).toMatchObject({ message: sv.errors.badAnswer, ambiguous: true });
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      `DELETE /api/bill/delete/${item._id}`,
      `GET /api/bill/?pageNumber=1&month=${thisMonth}`,
      `GET /api/bill/?pageNumber=2&month=${thisMonth}`,
    ]);
    expect(readFile(item.image)).toBeDefined();
    expect(store.getState().TheBill.items.some((i) => i._id === item._id)).toBe(true);
  });

  it("a delete whose answer is lost but which went through: read back, done, then the file", async () => {
    const item = await loadedBill();
    server.use(
      http.delete('/api/bill/delete/:id', ({ params }) => {
        demoState().items.bill = demoState().items.bill.filter((i) => i._id !== params.id);
        return HttpResponse.error();
      }),
    );
    const sent = recordRequests();
    await store.dispatch(itemDeleted({ kind: 'bill', item })).unwrap();
    expect(sent.map((r) => r.method)).toEqual(['DELETE', 'GET', 'GET', 'DELETE']);
    expect(sent[3]?.path).toBe(`/demo-uploads/api/delete/image/${item.image}`);
    expect(readFile(item.image)).toBeUndefined();
    expect(store.getState().TheBill.items.some((i) => i._id === item._id)).toBe(false);
  });

  it('a move answered with JSON of the wrong shape is a failure with the catalogue text', async () => {
    server.use(http.post('/api/invoice/all', () => HttpResponse.json(['ok'])));
    const result = await store.dispatch(monthMoved({ kind: 'invoice', from: thisMonth, to: 3 }));
    expect(result.payload).toMatchObject({ message: sv.errors.badAnswer, kind: 'shape' });
  });

  it('ids in paths are encoded: an id cannot reach another endpoint', async () => {
    const sent = recordRequests();
    await store.dispatch(itemDeleted({ kind: 'invoice', item: { ...(demoState().items.invoice[0] as BillItem), _id: '../all' } }));
    expect(sent[0]?.path).toBe('/api/invoice/delete/..%2Fall');
  });
});
