/** The ledger's rules and the month year as plain functions (issue 11 items 4, 6). */
import { describe, expect, it } from 'vitest';
import { isOverdue, ledgerRows, needsWholeMonth, nextSort, noLedgerView } from '../../src/features/bills/ledger';
import { billMonthLabel, itemMonth, yearOfItems } from '../../src/features/bills/month-year';
import { addDays, vatOfPrice } from '../../src/features/bills/bill-form';
import type { BillItem } from '../../src/types/api';

const base: BillItem = { _id: '1', number: '100', date: '2024-09-10', companyname: 'jula', price: 100, tex: 20, payment: false, lastday: '2024-10-10', image: '' };
const items: BillItem[] = [
  { ...base, _id: 'a', number: 'A-2', companyname: 'städgrossisten ab', price: 300, payment: true },
  { ...base, _id: 'b', number: 'A-10', price: 100, lastday: '2099-01-01' },
  { ...base, _id: 'c', number: 'B-1', price: 200 },
];

describe('ledger', () => {
  it('overdue: last day before today and not paid', () => {
    expect(isOverdue({ payment: false, lastday: '2024-10-10' }, '2024-10-11')).toBe(true);
    expect(isOverdue({ payment: false, lastday: '2024-10-11' }, '2024-10-11')).toBe(false);
    expect(isOverdue({ payment: true, lastday: '2000-01-01' }, '2024-10-11')).toBe(false);
    expect(isOverdue({ payment: false, lastday: '' }, '2024-10-11')).toBe(false);
  });

  it('search by number or company as shown, filters, numeric-aware sorting both ways', () => {
    const today = '2024-11-01';
    expect(ledgerRows(items, { ...noLedgerView, query: 'a-1' }, today).map((i) => i._id)).toEqual(['b']);
    expect(ledgerRows(items, { ...noLedgerView, query: 'Städgrossisten AB' }, today).map((i) => i._id)).toEqual(['a']);
    expect(ledgerRows(items, { ...noLedgerView, filter: 'unpaid' }, today).map((i) => i._id)).toEqual(['b', 'c']);
    expect(ledgerRows(items, { ...noLedgerView, filter: 'overdue' }, today).map((i) => i._id)).toEqual(['c']);
    expect(ledgerRows(items, { ...noLedgerView, sort: { key: 'number', direction: 'asc' } }, today).map((i) => i.number)).toEqual(['A-2', 'A-10', 'B-1']);
    expect(ledgerRows(items, { ...noLedgerView, sort: { key: 'price', direction: 'desc' } }, today).map((i) => i._id)).toEqual(['a', 'c', 'b']);
    expect(nextSort(null, 'price')).toEqual({ key: 'price', direction: 'asc' });
    expect(nextSort({ key: 'price', direction: 'asc' }, 'price')).toEqual({ key: 'price', direction: 'desc' });
    expect(needsWholeMonth(noLedgerView)).toBe(false);
    expect(needsWholeMonth({ ...noLedgerView, filter: 'overdue' })).toBe(true);
  });
});

describe('month year (DECISIONS.md 21)', () => {
  it('from the items, the most common year; none known: the month alone, never a year from today', () => {
    expect(yearOfItems(9, items)).toBe(2024);
    expect(yearOfItems(9, [{ date: '2024-09-01' }, { date: '2025-09-01' }, { date: '2025-09-02' }])).toBe(2025);
    expect(yearOfItems(9, [])).toBeNull();
    expect(billMonthLabel(9, 2024)).toBe('09/2024');
    expect(billMonthLabel(9, null)).toBe('09');
    expect(itemMonth({ date: '2024-09-10', months: 12 })).toBe(12);
    expect(itemMonth({ date: '2024-09-10' })).toBe(9);
  });
});

describe('fast intake helpers', () => {
  it('VAT inside a price at 25/12/6 %, to the öre; due date + 30 days across a month end', () => {
    expect(vatOfPrice('1249,50', 25)).toBe(24990);
    expect(vatOfPrice('100', 12)).toBe(1071);
    expect(vatOfPrice('100', 6)).toBe(566);
    expect(vatOfPrice('', 25)).toBeNull();
    expect(vatOfPrice('abc', 25)).toBeNull();
    expect(addDays('2026-01-15', 30)).toBe('2026-02-14');
    expect(addDays('2024-02-10', 30)).toBe('2024-03-11');
    expect(addDays('x', 30)).toBe('');
  });
});
