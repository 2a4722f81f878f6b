/**
 * Issue 11 items 3–8 through the real routes, store and demo provider: whole-month totals, real
 * years, the ledger (search, filters, sorting, 'Markera som betald'), failures that stay visible,
 * and the fast intake (5 receipts with 'Spara och nästa' and the keyboard).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoState, newId } from '../../src/demo/db';
import { itemMonth } from '../../src/demo/model';
import { sv } from '../../src/i18n/sv-admin';
import { formatKr, sumOre } from '../../src/lib/money';
import { localIsoDate } from '../../src/lib/time';
import type { BillItem, BillKind } from '../../src/types/api';
import { server } from '../setup';
import { recordRequests, renderWithProviders, signedInAs } from '../test-utils';
import { fixture } from './fixtures';

const thisMonth = new Date().getMonth() + 1;
const pad = (n: number) => String(n).padStart(2, '0');
const norm = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

async function openPage(kind: BillKind, waitForRows = true) {
  const { Auth } = await signedInAs('admin');
  const sent = recordRequests();
  const view = renderWithProviders(null, { route: `/admin/${kind}/`, preloadedState: { Auth } });
  await screen.findByRole('heading', { level: 1, name: kind === 'bill' ? sv.bills.billHeading : sv.bills.invoiceHeading });
  if (waitForRows) await screen.findAllByRole('button', { name: /Visa kvitto/ });
  return { ...view, sent };
}

function item(fields: Partial<BillItem> & Pick<BillItem, 'date'>): BillItem {
  return {
    _id: newId(),
    number: String(Math.floor(100000 + Math.random() * 899999)),
    companyname: 'jula',
    price: 100,
    tex: 20,
    payment: true,
    lastday: '2099-01-01',
    image: '',
    ...fields,
  };
}

describe('whole-month totals (DECISIONS.md 22)', () => {
  it('300 receipts in one month: the bottom totals are all 300 to the öre before any scroll, and agree with the month list', async () => {
    const date = `${new Date().getFullYear()}-${pad(thisMonth)}-01`;
    const bills = demoState().items.bill;
    for (let n = 0; n < 300; n += 1) {
      // Öre that do not add up in floating point: 1 234,57 kr + n öre.
      bills.push(item({ date, number: `M-${n}`, price: 1234.57 + n / 100, tex: 246.91 + (n % 7) / 100 }));
    }
    const month = bills.filter((i) => itemMonth(i) === thisMonth);
    const { sent } = await openPage('bill');
    const price = formatKr(sumOre(month.map((i) => i.price)));
    const tex = formatKr(sumOre(month.map((i) => i.tex)));
    await waitFor(() => expect(norm(screen.getByTestId('total-price').textContent)).toBe(norm(price)));
    expect(norm(screen.getByTestId('total-tex').textContent)).toBe(norm(tex));
    // Only the first page is loaded: 10 rows of 312.
    expect(screen.getAllByRole('button', { name: /Visa kvitto/ })).toHaveLength(10);
    expect(sent.filter((r) => r.path.startsWith('/api/bill/?pageNumber=2'))).toEqual([]);
    // The month list shows the same figures for the month.
    const past = await screen.findByRole('region', { name: sv.bills.pastMonths });
    const button = await within(past).findByRole('button', { name: new RegExp(`^${pad(thisMonth)}/${new Date().getFullYear()}`) });
    expect(norm(button.textContent)).toContain(`${sv.bills.total}: ${norm(price)}`);
    expect(norm(button.textContent)).toContain(`${sv.bills.vat}: ${norm(tex)}`);
  });
});

describe('real years (DECISIONS.md 21)', () => {
  it('receipts dated 2024-09 are labelled 09/2024, never a year from today; moving them to 12 shows 12/2024', async () => {
    const bills = demoState().items.bill;
    demoState().items.bill = bills.filter((i) => itemMonth(i) !== 9 && itemMonth(i) !== 12);
    for (let n = 0; n < 3; n += 1) demoState().items.bill.push(item({ date: `2024-09-1${n}`, number: `S-${n}`, price: 10 }));
    const { user, sent } = await openPage('bill', false);
    const past = await screen.findByRole('region', { name: sv.bills.pastMonths });
    const september = await within(past).findByRole('button', { name: /^09\/2024/ });
    await user.click(september);
    expect(await screen.findByRole('heading', { level: 2, name: sv.bills.monthOf('09/2024') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: sv.bills.moveMonth }));
    await user.selectOptions(screen.getByLabelText(sv.bills.moveTo), '12');
    await user.click(screen.getByRole('button', { name: sv.bills.move }));
    const ask = await screen.findByRole('dialog', {
      name: sv.bills.confirmMove('09/2024', '3 poster', formatKr(3000), '12/2024'),
    });
    await user.click(within(ask).getByRole('button', { name: sv.bills.move }));
    expect(await screen.findByRole('heading', { level: 2, name: sv.bills.monthOf('12/2024') })).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: /Visa kvitto S-/ })).toHaveLength(3);
    expect(sent.filter((r) => r.path === '/api/bill/all/').map((r) => r.body)).toEqual([{ months: 12, from: 9 }]);
    expect(await within(past).findByRole('button', { name: /^12\/2024/ })).toBeInTheDocument();
  });

  it('moving into a month that has items shows the merged result and asks again', async () => {
    const year = new Date().getFullYear();
    const target = thisMonth === 1 ? 2 : thisMonth - 1;
    const { user, sent } = await openPage('invoice');
    const from = demoState().items.invoice.filter((i) => itemMonth(i) === thisMonth);
    const there = demoState().items.invoice.filter((i) => itemMonth(i) === target);
    await user.click(screen.getByRole('button', { name: sv.bills.moveMonth }));
    await user.selectOptions(screen.getByLabelText(sv.bills.moveTo), pad(target));
    await user.click(screen.getByRole('button', { name: sv.bills.move }));
    const first = await screen.findByRole('dialog', { name: new RegExp(`^Flytta ${from.length} poster i ${pad(thisMonth)}/${year}`) });
    await user.click(within(first).getByRole('button', { name: sv.bills.move }));
    const targetYear = there[0]?.date.slice(0, 4);
    const merged = sv.bills.confirmMoveMerge(
      `${pad(target)}/${targetYear}`,
      `${there.length} poster`,
      formatKr(sumOre(there.map((i) => i.price))),
      `${from.length + there.length} poster`,
      formatKr(sumOre([...from, ...there].map((i) => i.price))),
    );
    const second = await screen.findByRole('dialog', { name: merged });
    await user.click(within(second).getByRole('button', { name: sv.app.cancel }));
    await settle();
    expect(sent.filter((r) => r.path === '/api/invoice/all/')).toEqual([]);
  });
});

describe('failures stay visible (issue 11 item 8)', () => {
  it('a month list in the wrong shape says so and offers a retry, never "no months"', async () => {
    let calls = 0;
    server.use(
      http.get('/api/severalmonths', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ months: 'nej' }) : undefined;
      }),
    );
    const { user } = await openPage('bill');
    const past = await screen.findByRole('region', { name: sv.bills.pastMonths });
    const alert = await within(past).findByRole('alert');
    expect(alert).toHaveTextContent(sv.bills.monthsFailed);
    expect(alert).toHaveTextContent(sv.errors.badAnswer);
    expect(within(past).queryByText(sv.bills.noMonths)).not.toBeInTheDocument();
    // The totals are not made up from the loaded rows either.
    expect(screen.getByTestId('total-price')).toHaveTextContent(sv.bills.totalsUnknown);
    await user.click(within(alert).getByRole('button', { name: sv.app.reload }));
    expect(await within(past).findByRole('button', { name: new RegExp(`^${pad(thisMonth)}/`) })).toBeInTheDocument();
  });

  it('a month page that fails says so with a retry, never "Inga poster"', async () => {
    let calls = 0;
    server.use(
      http.get('/api/bill/', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ product: 'x' }) : undefined;
      }),
    );
    const { user } = await openPage('bill', false);
    const section = screen.getByRole('heading', { level: 2, name: new RegExp(`^${sv.bills.monthOf('')}`) }).closest('section') as HTMLElement;
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent(sv.errors.badAnswer);
    expect(within(section).queryByText(sv.bills.empty)).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: sv.app.reload }));
    expect(await screen.findAllByRole('button', { name: /Visa kvitto/ })).toHaveLength(10);
  });
});

describe('the ledger (issue 11 item 6)', () => {
  const today = localIsoDate();
  const year = today.slice(0, 4);
  function seedLedger() {
    demoState().items.bill = demoState().items.bill.filter((i) => itemMonth(i) !== thisMonth);
    const date = `${year}-${pad(thisMonth)}-01`;
    for (let n = 0; n < 14; n += 1) {
      demoState().items.bill.push(item({ date, number: `L-${pad(n)}`, companyname: n % 2 ? 'jula' : 'städgrossisten ab', price: 100 + n, payment: true }));
    }
    demoState().items.bill.push(item({ date, number: 'L-LATE', companyname: 'jula', price: 5, payment: false, lastday: '2000-01-01' }));
    demoState().items.bill.push(item({ date, number: 'L-OPEN', companyname: 'jula', price: 7, payment: false, lastday: '2999-01-01' }));
  }

  it('search by number or company, filters unpaid and overdue over the whole month, sortable columns', async () => {
    seedLedger();
    const { user } = await openPage('bill');
    const table = screen.getByRole('table');
    // 16 items: only 10 loaded; the search loads the rest.
    await user.type(screen.getByRole('searchbox', { name: sv.bills.search }), 'L-1');
    await waitFor(() => expect(within(table).getAllByRole('button', { name: /Visa kvitto/ }).map((b) => (b.textContent ?? '').trim()).sort()).toEqual(
      ['L-10', 'L-11', 'L-12', 'L-13'].map((n) => `Visa kvitto ${n}`),
    ));
    await user.clear(screen.getByRole('searchbox', { name: sv.bills.search }));
    await user.type(screen.getByRole('searchbox', { name: sv.bills.search }), 'städgross');
    await waitFor(() => expect(within(table).getAllByRole('button', { name: /Visa kvitto/ })).toHaveLength(7));
    await user.clear(screen.getByRole('searchbox', { name: sv.bills.search }));

    await user.selectOptions(screen.getByLabelText(sv.bills.show), sv.bills.filterUnpaid);
    await waitFor(() => expect(within(table).getAllByRole('button', { name: /Visa kvitto/ })).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText(sv.bills.show), sv.bills.filterOverdue);
    await waitFor(() => expect(within(table).getAllByRole('button', { name: /Visa kvitto/ })).toHaveLength(1));
    const late = within(table).getByRole('button', { name: /Visa kvitto L-LATE/ }).closest('tr') as HTMLElement;
    // Marked with a word, not colour alone.
    expect(late).toHaveTextContent(sv.bills.overdue);
    await user.selectOptions(screen.getByLabelText(sv.bills.show), sv.bills.filterAll);

    // Sorting by price: ascending, then descending; the header says which.
    const priceHeader = within(table).getByRole('columnheader', { name: new RegExp(sv.bills.price) });
    await user.click(within(priceHeader).getByRole('button'));
    expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    const numbers = () => within(table).getAllByRole('button', { name: /Visa kvitto/ }).map((b) => (b.textContent ?? '').trim().replace('Visa kvitto ', ''));
    expect(numbers().slice(0, 3)).toEqual(['L-LATE', 'L-OPEN', 'L-00']);
    await user.click(within(priceHeader).getByRole('button'));
    expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
    expect(numbers()[0]).toBe('L-13');
    expect(numbers()).toHaveLength(16);
  });

  it('a month of 300 receipts: a search reads each remaining page once, 4 at a time, says how far it is, and draws once at the end', async () => {
    demoState().items.bill = demoState().items.bill.filter((i) => itemMonth(i) !== thisMonth);
    const date = `${year}-${pad(thisMonth)}-01`;
    for (let n = 0; n < 300; n += 1) {
      demoState().items.bill.push(item({ date, number: `M-${String(n).padStart(3, '0')}`, companyname: n % 3 ? 'jula' : 'städgrossisten ab' }));
    }
    let inFlight = 0;
    let most = 0;
    // Each page answers a moment late, so pages read at once overlap.
    server.use(
      http.get('*/api/bill/', async ({ request }) => {
        if (new URL(request.url).searchParams.get('pageNumber') === '1') return undefined;
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 20));
        inFlight -= 1;
        return undefined;
      }),
    );
    const { user, sent } = await openPage('bill');
    await user.type(screen.getByRole('searchbox', { name: sv.bills.search }), 'M-29');
    expect(await screen.findByText(/Hämtar hela månaden: \d+ av 29 sidor/)).toBeInTheDocument();
    const table = screen.getByRole('table');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(sv.bills.rowsShown(10, 300)));
    expect(table).toHaveAttribute('aria-rowcount', String(10 + 3));
    expect(within(table).getAllByRole('button', { name: /Visa kvitto/ }).map((b) => (b.textContent ?? '').trim())).toEqual(
      // The provider's order (newest first), as the month is.
      Array.from({ length: 10 }, (_, i) => `Visa kvitto M-29${9 - i}`),
    );
    const pages = sent.filter((r) => r.path.startsWith('/api/bill/?pageNumber=') && r.path.endsWith(`&month=${thisMonth}`)).map((r) => r.path);
    expect(pages).toHaveLength(30);
    expect(new Set(pages).size).toBe(30);
    expect(most).toBeLessThanOrEqual(4);
    expect(most).toBeGreaterThan(1);
  });

  it("'Markera som betald' sends one PUT with payment true (two presses in one tick) and the row says Ja", async () => {
    seedLedger();
    const { user, sent } = await openPage('bill');
    await user.selectOptions(screen.getByLabelText(sv.bills.show), sv.bills.filterOverdue);
    const table = screen.getByRole('table');
    const button = await within(table).findByRole('button', { name: `${sv.bills.markPaid} L-LATE` });
    const late = demoState().items.bill.find((i) => i.number === 'L-LATE') as BillItem;
    button.click();
    button.click();
    expect(await screen.findByText(sv.bills.markedPaid)).toBeInTheDocument();
    await settle();
    const puts = sent.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ path: `/api/bill/updating/${late._id}` });
    expect(puts[0]?.body).toMatchObject({ _id: late._id, payment: true, number: 'L-LATE', price: 5, image: late.image });
    expect(demoState().items.bill.find((i) => i.number === 'L-LATE')?.payment).toBe(true);
    // Paid, so no longer overdue.
    await waitFor(() => expect(within(table).queryByRole('button', { name: /Visa kvitto L-LATE/ })).not.toBeInTheDocument());
  });
});

describe('fast intake (issue 11 item 7)', () => {
  it('5 receipts with "Spara och nästa" and the keyboard: focus on Nummer, Moms from the price, Sista dag = date + 30', async () => {
    const { user, sent } = await openPage('bill');
    await user.click(screen.getByRole('button', { name: sv.bills.registerNew }));
    const dialog = await screen.findByRole('dialog', { name: sv.bills.createHeading.bill });
    // Focus starts on the first field.
    await waitFor(() => expect(within(dialog).getByLabelText('Nummer')).toHaveFocus());
    // Five photos picked at once (the system's file chooser) become a queue, one form each.
    const photos = [1, 2, 3, 4, 5].map(() => fixture('kvitto.jpg', 'image/jpeg'));
    await user.upload(within(dialog).getByLabelText('Bild'), photos);
    expect(await within(dialog).findByText(sv.bills.queued(4))).toBeInTheDocument();
    // Back from the file field to 'Nummer' with the keyboard.
    for (let i = 0; i < 20 && document.activeElement !== within(dialog).getByLabelText('Nummer'); i += 1) {
      await user.tab({ shift: true });
    }
    expect(sent.filter((r) => r.path.includes('/api/uploading/'))).toEqual([]);
    const date = within(dialog).getByLabelText('Datum') as HTMLInputElement;
    const due = new Date(`${date.value}T12:00:00`);
    due.setDate(due.getDate() + 30);
    for (let n = 1; n <= 5; n += 1) {
      await within(dialog).findByRole('img', { name: sv.bills.preview });
      // Each fresh form starts on the first field again.
      await waitFor(() => expect(within(dialog).getByLabelText('Nummer')).toHaveFocus());
      expect(within(dialog).getByLabelText('Sista dag')).toHaveValue(localIsoDate(due));
      await user.keyboard(`K-${n}`);
      await user.tab(); // Datum
      await user.tab(); // Företagsnamn (the list)
      await user.tab(); // 'Skriv företagsnamnet själv'
      await user.keyboard('{Enter}');
      // Focus moves to the name field it opens (issue 18).
      await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Företagsnamn' })).toHaveFocus());
      await user.keyboard('Jula AB');
      await user.tab(); // 'Välj från listan'
      await user.tab(); // Pris
      await user.keyboard('1249,50');
      await user.tab(); // Moms
      await user.tab(); // 25 %
      await user.keyboard('{Enter}');
      expect(within(dialog).getByLabelText('Moms')).toHaveValue('249,90');
      // Tab on to 'Spara och nästa' and press it.
      const next = within(dialog).getByRole('button', { name: sv.bills.saveAndNext });
      for (let i = 0; i < 20 && document.activeElement !== next; i += 1) await user.tab();
      expect(next).toHaveFocus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(demoState().items.bill.filter((i) => i.number === `K-${n}`)).toHaveLength(1));
    }
    // The queue is done: a fresh, empty form for the next receipt.
    await waitFor(() => expect(within(dialog).getByLabelText('Nummer')).toHaveValue(''));
    const stored = demoState().items.bill.filter((i) => /^K-\d$/.test(i.number));
    expect(stored.map((i) => [i.number, i.companyname, i.price, i.tex, i.lastday])).toEqual(
      [1, 2, 3, 4, 5].map((n) => [`K-${n}`, 'jula ab', 1249.5, 249.9, localIsoDate(due)]),
    );
    expect(new Set(stored.map((i) => i.image)).size).toBe(5);
    expect(sent.filter((r) => r.path === '/api/bill/create/')).toHaveLength(5);
    expect(sent.filter((r) => r.path.includes('/api/uploading/'))).toHaveLength(5);
    // Many keystrokes in jsdom: slow on a busy machine, not timing-dependent.
  }, 45_000);

  it('Enter in a field saves', async () => {
    const { user, sent } = await openPage('bill');
    await user.click(screen.getByRole('button', { name: sv.bills.registerNew }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText('Bild'), fixture('kvitto.jpg', 'image/jpeg'));
    await within(dialog).findByRole('img', { name: sv.bills.preview });
    await user.click(within(dialog).getByLabelText('Nummer'));
    await user.keyboard('E-1');
    await user.selectOptions(within(dialog).getByLabelText('Företagsnamn'), 'Jula');
    await user.type(within(dialog).getByLabelText('Pris'), '100');
    await user.click(within(dialog).getByRole('button', { name: /^12 %/ }));
    expect(within(dialog).getByLabelText('Moms')).toHaveValue('10,71');
    await user.type(within(dialog).getByLabelText('Pris'), '{Enter}');
    expect(await screen.findByText(sv.bills.created)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.filter((r) => r.path === '/api/bill/create/').map((r) => r.body)).toEqual([
      expect.objectContaining({ number: 'E-1', price: 100, tex: 10.71, companyname: 'jula' }),
    ]);
  });
});
