/**
 * Issue 18 item 5 through the real routes, store and demo provider: when POST /api/bill/this/
 * answers another shape, the whole-month questions never say '0 poster' or '0,00 kr' of a month
 * that has items, and a move into a month whose count cannot be read still asks the second question.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoState, newId } from '../../src/demo/db';
import { itemMonth } from '../../src/demo/model';
import { sv } from '../../src/i18n/sv-admin';
import { formatKr } from '../../src/lib/money';
import type { BillItem } from '../../src/types/api';
import { server } from '../setup';
import { recordRequests, renderWithProviders, signedInAs } from '../test-utils';

const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

function bill(date: string, n: number): BillItem {
  return { _id: newId(), number: `U-${date}-${n}`, date, companyname: 'jula', price: 625, tex: 125, payment: true, lastday: '2099-01-01', image: '' };
}

/** October 2024 with `october` bills of 625 kr, November 2024 with `november`; other shapes from /this/. */
async function openOctober(october: number, november: number, answer: Record<string, unknown> | string[]) {
  demoState().items.bill = demoState().items.bill.filter((i) => itemMonth(i) !== 10 && itemMonth(i) !== 11);
  for (let n = 0; n < october; n += 1) demoState().items.bill.push(bill(`2024-10-0${(n % 9) + 1}`, n));
  for (let n = 0; n < november; n += 1) demoState().items.bill.push(bill(`2024-11-0${(n % 9) + 1}`, n));
  const statements: unknown[] = [];
  server.use(
    http.post('/api/bill/this/', async ({ request }) => {
      statements.push(await request.json());
      return HttpResponse.json(answer);
    }),
  );
  const { Auth } = await signedInAs('admin');
  const sent = recordRequests();
  const view = renderWithProviders(null, { route: '/admin/bill/', preloadedState: { Auth } });
  await screen.findByRole('heading', { level: 1, name: sv.bills.billHeading });
  const past = await screen.findByRole('region', { name: sv.bills.pastMonths });
  await view.user.click(await within(past).findByRole('button', { name: /^10\/2024/ }));
  expect(await screen.findByRole('heading', { level: 2, name: sv.bills.monthOf('10/2024') })).toBeInTheDocument();
  await screen.findAllByRole('button', { name: /Visa kvitto U-/ });
  return { ...view, sent, statements };
}

describe("a month statement the app cannot read is never a number (issue 18 item 5)", () => {
  it("'Radera hela månaden' on 3 bills of 1 875 kr with /this/ answering {message}: the count and sum the app holds", async () => {
    const { user, sent, statements } = await openOctober(3, 0, { message: 'ok' });
    await user.click(screen.getByRole('button', { name: sv.bills.deleteMonth }));
    const ask = await screen.findByRole('dialog', { name: sv.bills.confirmDeleteMonth('10/2024', '3 poster', formatKr(187500)) });
    expect(ask).toHaveTextContent('Radera 3 poster i 10/2024');
    expect(ask).not.toHaveTextContent('0 poster');
    expect(statements).toEqual([{ name: 'bill', months: 10 }]);
    await user.click(within(ask).getByRole('button', { name: sv.app.cancel }));
    await settle();
    expect(sent.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  it('a month of two pages with an unreadable count says so, with the sum from the month list, never 0', async () => {
    const { user } = await openOctober(12, 0, { count: 'okänt', price: null });
    await user.click(screen.getByRole('button', { name: sv.bills.deleteMonth }));
    const ask = await screen.findByRole('dialog', {
      name: `Radera alla poster i 10/2024 (summa ${formatKr(750000)})? Antalet kunde inte läsas. Det går inte att ångra.`,
    });
    expect(ask).not.toHaveTextContent(/\b0 poster|summa 0,00/);
  });

  it('a move into a month whose count cannot be read asks the second question; a no sends nothing', async () => {
    const { user, sent } = await openOctober(3, 12, ['not', 'a', 'statement']);
    await user.click(screen.getByRole('button', { name: sv.bills.moveMonth }));
    await user.selectOptions(screen.getByLabelText(sv.bills.moveTo), '11');
    await user.click(screen.getByRole('button', { name: sv.bills.move }));
    const first = await screen.findByRole('dialog', { name: sv.bills.confirmMove('10/2024', '3 poster', formatKr(187500), '11/2024') });
    await user.click(within(first).getByRole('button', { name: sv.bills.move }));
    const second = await screen.findByRole('dialog', {
      name: 'Antalet poster i månad 11/2024 kunde inte läsas. Har den redan poster slås de ihop med de flyttade. Flytta ändå?',
    });
    await user.click(within(second).getByRole('button', { name: sv.app.cancel }));
    await settle();
    expect(sent.filter((r) => r.path === '/api/bill/all/')).toEqual([]);
  });

  it('a move into a month known to be empty sends after one question', async () => {
    const { user, sent } = await openOctober(3, 0, { message: 'ok' });
    await user.click(screen.getByRole('button', { name: sv.bills.moveMonth }));
    await user.selectOptions(screen.getByLabelText(sv.bills.moveTo), '11');
    await user.click(screen.getByRole('button', { name: sv.bills.move }));
    const first = await screen.findByRole('dialog', { name: sv.bills.confirmMove('10/2024', '3 poster', formatKr(187500), '11/2024') });
    await user.click(within(first).getByRole('button', { name: sv.bills.move }));
    expect(await screen.findByRole('heading', { level: 2, name: sv.bills.monthOf('11/2024') })).toBeInTheDocument();
    expect(sent.filter((r) => r.path === '/api/bill/all/').map((r) => r.body)).toEqual([{ months: 11, from: 10 }]);
  });
});
