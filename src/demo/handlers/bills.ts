/**
 * Bills ('LEVERANS OCH KVITTO') and invoices ('kundfaktura'): the same calls under
 * /api/bill/ and /api/invoice/ (SPEC.md §7, API.md 'Bills and invoices').
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { BillItem, BillKind, BillPage, MonthSum } from '../../types/api';
import { demoState, newItemId, saveState } from '../db';
import { fromOre, itemMonth, parseKr, toOre, yearMonth } from '../model';
import { apiPath, authorize, message, monthOf, numberOf, param, readBody, text, texts, type Body } from './common';

const PAGE_SIZE = 10;
const NO_ITEM = 'Fakturan finns inte';
const KINDS: readonly BillKind[] = ['bill', 'invoice'];

function isKind(value: string | null): value is BillKind {
  return value === 'bill' || value === 'invoice';
}

/** Newest first; among equal dates the one registered last. */
function newestFirst(a: BillItem, b: BillItem): number {
  return b.date.localeCompare(a.date) || b._id.localeCompare(a._id);
}

function kr(value: number): number {
  return fromOre(toOre(value));
}

function sums(items: BillItem[]): { price: number; tex: number } {
  const ore = items.reduce(
    (sum, item) => ({ price: sum.price + toOre(Number(item.price)), tex: sum.tex + toOre(Number(item.tex)) }),
    { price: 0, tex: 0 },
  );
  return { price: fromOre(ore.price), tex: fromOre(ore.tex) };
}

export function page(items: BillItem[], pageNumber: number): BillPage {
  const pages = Math.ceil(items.length / PAGE_SIZE);
  const start = (pageNumber - 1) * PAGE_SIZE;
  const result: BillPage['result'] = {};
  if (pageNumber < pages) result.next = { page: pageNumber + 1, limit: PAGE_SIZE };
  if (pageNumber > 1) result.previous = { page: pageNumber - 1, limit: PAGE_SIZE };
  return { product: items.slice(start, start + PAGE_SIZE), pages, result };
}

/**
 * The form's fields over what is stored (an update may send only some). Money is kept as
 * numbers in kr, rounded to öre, whether it came as a number or as text ('1 249,50').
 */
function itemFields(body: Body, stored?: BillItem): Omit<BillItem, '_id'> | undefined {
  const merged: Body = { ...stored, ...body };
  const price = parseKr(merged.price);
  const tex = parseKr(merged.tex);
  const date = text(merged.date).slice(0, 10);
  if (!Number.isFinite(price) || !Number.isFinite(tex) || price < 0 || tex < 0 || !yearMonth(date)) return undefined;
  const months = monthOf(body.updateMonth) ?? monthOf(merged.months);
  return {
    number: text(merged.number),
    date,
    companyname: text(merged.companyname),
    price: kr(price),
    tex: kr(tex),
    payment: merged.payment === true || merged.payment === 'true',
    lastday: text(merged.lastday).slice(0, 10),
    image: text(merged.image),
    ...(months !== undefined ? { months } : {}),
  };
}

function handlersFor(kind: BillKind): HttpHandler[] {
  const items = () => demoState().items[kind];
  const find = (id: string) => items().find((item) => item._id === id);

  return [
    http.get(apiPath(`/api/${kind}/`), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const pageNumber = Math.max(1, Math.floor(numberOf(query.get('pageNumber')) ?? 1));
      const month = monthOf(query.get('month'));
      const list = items()
        .filter((item) => month === undefined || itemMonth(item) === month)
        .sort(newestFirst);
      return HttpResponse.json(page(list, pageNumber));
    }),

    http.post(apiPath(`/api/${kind}/this/`), async ({ request }) => {
      const month = monthOf((await readBody(request)).months);
      const list = items().filter((item) => month === undefined || itemMonth(item) === month);
      return HttpResponse.json({ count: list.length, ...sums(list) });
    }),

    http.post(apiPath(`/api/${kind}/create/`), async ({ request }) => {
      const fields = itemFields(await readBody(request));
      if (!fields) return message(texts.badRequest, 400);
      items().push({ _id: newItemId(), ...fields });
      await saveState();
      return message('Fakturan har registrerats. Tack', 201);
    }),

    http.put(apiPath(`/api/${kind}/updating/:id`), async ({ request, params }) => {
      const item = find(param(params, 'id'));
      if (!item) return message(NO_ITEM, 404);
      const fields = itemFields(await readBody(request), item);
      if (!fields) return message(texts.badRequest, 400);
      Object.assign(item, fields);
      await saveState();
      return message(texts.updated);
    }),

    http.delete(apiPath(`/api/${kind}/delete/:id`), async ({ request, params }) => {
      // SPEC.md §6: the bill delete carries the token, the invoice delete does not.
      if (kind === 'bill') {
        const caller = authorize(request);
        if (caller instanceof Response) return caller;
      }
      const item = find(param(params, 'id'));
      if (!item) return message(NO_ITEM, 404);
      demoState().items[kind] = items().filter((i) => i !== item);
      await saveState();
      return message(texts.deleted);
    }),

    http.post(apiPath(`/api/${kind}/all/`), async ({ request }) => {
      const body = await readBody(request);
      const to = monthOf(body.months);
      if (to === undefined) return message(texts.badMonth, 400);
      const from = body.from === undefined ? undefined : monthOf(body.from);
      if (body.from !== undefined && from === undefined) return message(texts.badMonth, 400);
      items()
        .filter((item) => from === undefined || itemMonth(item) === from)
        .forEach((item) => (item.months = to));
      await saveState();
      return message('vi har flyttat alla tid');
    }),
  ];
}

export const billHandlers: HttpHandler[] = [
  // Sums per month for the 'past months' panel.
  http.get(apiPath('/api/severalmonths'), ({ request }) => {
    const kind = new URL(request.url).searchParams.get('name');
    if (!isKind(kind)) return message(texts.badRequest, 400);
    const byMonth = new Map<number, BillItem[]>();
    for (const item of demoState().items[kind]) {
      const month = itemMonth(item);
      byMonth.set(month, [...(byMonth.get(month) ?? []), item]);
    }
    const list: MonthSum[] = [...byMonth]
      .sort(([a], [b]) => a - b)
      .map(([months, group]) => ({ months, ...sums(group) }));
    return HttpResponse.json({ message: list });
  }),
  ...KINDS.flatMap(handlersFor),
];
