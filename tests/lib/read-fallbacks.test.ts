// @vitest-environment node
/**
 * readWithFallbacks (lib/read.ts, DECISIONS.md 35): the app's own readers, run on an answer,
 * say which fallbacks they took, by field; outside it they record nothing and read the same.
 */
import { describe, expect, it } from 'vitest';
import { readPage } from '../../src/features/bills/api';
import { readUserTime } from '../../src/person-time/api';
import { readUserList } from '../../src/features/staff/api';
import { readWithFallbacks } from '../../src/lib/read-fallbacks';

const user = { _id: 'u1', fullname: 'Sara', email: 's@x.se', personnummer: '', phone: '0701', bankaccount: '', isAdmin: false, total: 5, half: 30, months_id: [] };

describe('readWithFallbacks', () => {
  it('takes nothing as a fallback from an answer of the expected shape', () => {
    const answer = { user, months_id: [{ _id: 'm1', MonthNumber: 3, total: 5, half: 30, months: [] }], notplace: [] };
    const { value, fallbacks } = readWithFallbacks(answer, readUserTime);
    expect(fallbacks).toEqual([]);
    expect(value).toEqual(readUserTime(answer));
  });

  it('names each field read other than as it came: a missing list, a number as text, a missing number, a text as a number', () => {
    const answer = [
      { ...user, total: '7', half: undefined, phone: 701234567, months_id: undefined },
      { ...user, _id: 'u2', total: 'sju', fullname: { first: 'Sara' } },
    ];
    const { value, fallbacks } = readWithFallbacks(answer, readUserList);
    expect(value.map((u) => [u.total, u.half, u.phone, u.months_id])).toEqual([
      [7, 0, '701234567', []],
      [0, 30, '0701', []],
    ]);
    expect(value[1]?.fullname).toBe('');
    expect(fallbacks).toEqual([
      { field: '[].phone', kind: 'textAsNumber', value: 701234567 },
      { field: '[].total', kind: 'numberAsText', value: '7' },
      { field: '[].half', kind: 'notANumber', value: undefined },
      { field: '[].months_id', kind: 'missingList', value: undefined },
      { field: '[].fullname', kind: 'notText', value: { first: 'Sara' } },
      { field: '[].total', kind: 'notANumber', value: 'sju' },
    ]);
  });

  it('gives the path through nested lists, and throws on an answer of the wrong shape as the app does', () => {
    const page = { product: [{ _id: 'b1', number: '1', date: '2026-01-02', companyname: 'A', price: '100', tex: 25, payment: false, lastday: '', image: 'a.png' }], pages: 1, result: {} };
    expect(readWithFallbacks(page, readPage).fallbacks).toEqual([{ field: 'product[].price', kind: 'numberAsText', value: '100' }]);
    expect(() => readWithFallbacks({ data: [] }, readPage)).toThrow('Servern svarade på ett oväntat sätt. Försök igen om en stund.');
  });
});
