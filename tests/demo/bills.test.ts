import {
  createItem,
  deleteItem,
  getMonthSums,
  getPage,
  getStatement,
  moveAll,
  updateItem,
} from '../../src/features/bills/api';
import { api } from '../../src/lib/api-client';
import type { BillItem, BillKind } from '../../src/types/api';
import { failure, must, resetSession, signIn } from './session';

beforeEach(resetSession);

const thisMonth = new Date().getMonth() + 1;
const lastMonth = ((thisMonth + 10) % 12) + 1;
const ore = (kr: number | string) => Math.round(Number(kr) * 100);

async function allOf(kind: BillKind, month?: number): Promise<BillItem[]> {
  const items: BillItem[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await getPage(kind, page, month);
    items.push(...answer.product);
    if (!answer.result.next) return items;
  }
}

function newBill(overrides: Partial<BillItem> = {}): Omit<BillItem, '_id'> {
  const d = new Date();
  const date = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return {
    number: '778899',
    date,
    companyname: 'clas ohlson',
    price: 1249.5,
    tex: 249.9,
    payment: false,
    lastday: date,
    image: '',
    ...overrides,
  };
}

describe('demo provider: bills and invoices', () => {
  it('pages the previous month’s 60 bills 10 at a time, newest first', async () => {
    const first = await getPage('bill', 1, lastMonth);
    expect(first.pages).toBe(6);
    expect(first.product).toHaveLength(10);
    expect(first.result.next).toEqual({ page: 2, limit: 10 });
    expect(first.result.previous).toBeUndefined();
    const last = await getPage('bill', 6, lastMonth);
    expect(last.product).toHaveLength(10);
    expect(last.result.next).toBeUndefined();
    expect(last.result.previous).toEqual({ page: 5, limit: 10 });

    const all = await allOf('bill', lastMonth);
    expect(all).toHaveLength(60);
    expect(new Set(all.map((b) => b._id)).size).toBe(60);
    const dates = all.map((b) => b.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('seeds realistic items: VAT a quarter of the net, prices with öre, an image each', async () => {
    const items = [...(await allOf('bill')), ...(await allOf('invoice'))];
    expect(items.length).toBe(60 + 12 + 6 + 8);
    for (const item of items) {
      const net = ore(item.price) - ore(item.tex);
      expect(Math.abs(ore(item.tex) - Math.round(net * 0.25))).toBeLessThanOrEqual(1);
      expect(item.image).toMatch(/^\d{6}-.+\.(svg|pdf)$/);
    }
    expect(items.some((i) => i.image.endsWith('.pdf'))).toBe(true);
    expect((await allOf('bill', thisMonth)).length).toBe(12);
    expect((await allOf('invoice', thisMonth)).length).toBe(8);
  });

  it('sums each month for severalmonths and the statement, in öre', async () => {
    const sums = await getMonthSums('bill');
    expect(sums.map((s) => s.months).sort()).toEqual([lastMonth, thisMonth].sort());
    for (const sum of sums) {
      const items = await allOf('bill', sum.months);
      expect(ore(sum.price)).toBe(items.reduce((t, i) => t + ore(i.price), 0));
      expect(ore(sum.tex)).toBe(items.reduce((t, i) => t + ore(i.tex), 0));
      const statement = await getStatement('bill', { name: 'bill', months: sum.months });
      expect(statement).toEqual({ count: items.length, price: sum.price, tex: sum.tex });
    }
    const raw = await api<{ message: unknown[] }>('GET', '/api/severalmonths?name=invoice');
    expect(raw.message).toHaveLength(2);
  });

  it('creates (price as text too), updates and moves items', async () => {
    await expect(createItem('invoice', newBill({ price: ' 1 249,50 ', tex: '249,90' }))).resolves.toEqual({
      message: 'Fakturan har registrerats. Tack',
    });
    const created = must((await getPage('invoice', 1, thisMonth)).product.find((i) => i.number === '778899'));
    expect(created).toMatchObject({ price: 1249.5, tex: 249.9, companyname: 'clas ohlson' });

    await updateItem('invoice', created._id, { ...newBill(), payment: true, updateMonth: lastMonth });
    const moved = (await allOf('invoice', lastMonth)).find((i) => i._id === created._id);
    expect(moved).toMatchObject({ payment: true, months: lastMonth });

    expect(await moveAll('bill', { months: thisMonth, from: lastMonth })).toEqual({ message: 'vi har flyttat alla tid' });
    expect(await allOf('bill', lastMonth)).toHaveLength(0);
    expect(await allOf('bill', thisMonth)).toHaveLength(72);
  });

  it('rejects an item without a valid price or date', async () => {
    expect((await failure(createItem('bill', newBill({ price: 'gratis' })))).status).toBe(400);
    expect((await failure(createItem('bill', newBill({ date: '' })))).status).toBe(400);
  });

  it('deletes a bill only with a token; an invoice without', async () => {
    const bill = must((await getPage('bill', 1)).product[0]);
    expect(await failure(deleteItem('bill', bill._id))).toMatchObject({ status: 401, message: 'Not authorized' });
    await signIn('admin');
    expect(await deleteItem('bill', bill._id)).toEqual({ message: 'Raderades framgångsrikt' });
    expect((await allOf('bill')).some((b) => b._id === bill._id)).toBe(false);

    resetSession();
    const invoice = must((await getPage('invoice', 1)).product[0]);
    expect(await deleteItem('invoice', invoice._id)).toEqual({ message: 'Raderades framgångsrikt' });
  });
});
