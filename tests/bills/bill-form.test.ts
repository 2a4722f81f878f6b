import { describe, expect, it } from 'vitest';
import { anyOneHolds, fieldErrors, toInput, validate, type BillFormValues } from '../../src/features/bills/bill-form';

const filled: BillFormValues = {
  number: '4711',
  date: '2026-03-14',
  companyname: '  Clas Ohlson ',
  price: '1 249,50',
  tex: '249,90',
  payment: true,
  lastday: '2026-04-13',
};
const blank: BillFormValues = { number: '', date: '', companyname: '', price: '', tex: '', payment: false, lastday: '' };

describe("SPEC §5 'any one holds' submit rule", () => {
  it('refuses when none holds', () => {
    expect(anyOneHolds(blank)).toBe(false);
    expect(anyOneHolds({ ...blank, companyname: 'ab', price: '1', tex: '9', date: 'x' })).toBe(false);
    expect(validate(blank).error).toBe(true);
  });
  it('company name longer than 2 is enough', () => {
    expect(anyOneHolds({ ...blank, companyname: 'abc' })).toBe(true);
    expect(anyOneHolds({ ...blank, companyname: '  ab  ' })).toBe(false);
  });
  it('price longer than 1 is enough', () => {
    expect(anyOneHolds({ ...blank, price: '10' })).toBe(true);
  });
  it('tex longer than 1 is enough', () => {
    expect(anyOneHolds({ ...blank, tex: '25' })).toBe(true);
  });
  it('date longer than 1 is enough', () => {
    expect(anyOneHolds({ ...blank, date: '2026-03-14' })).toBe(true);
  });
});

describe('SPEC §5 invalid fields are marked', () => {
  it('a complete form has no errors and the flag stays clear', () => {
    expect(fieldErrors(filled)).toEqual({});
    expect(validate(filled)).toEqual({ error: false, fields: {} });
  });
  it('marks every empty field', () => {
    expect(fieldErrors(blank)).toEqual({ number: true, date: true, companyname: true, price: true, tex: true, lastday: true });
  });
  it('number: empty or spaces', () => {
    expect(fieldErrors({ ...filled, number: '  ' })).toEqual({ number: true });
  });
  it("company: empty or the 'Välj' placeholder", () => {
    expect(fieldErrors({ ...filled, companyname: 'Välj' })).toEqual({ companyname: true });
  });
  it('date and last day: must be real dates', () => {
    expect(fieldErrors({ ...filled, date: '2026-02-30' })).toEqual({ date: true });
    expect(fieldErrors({ ...filled, lastday: '14/03/2026' })).toEqual({ lastday: true });
  });
  it('price: a positive amount of at most two decimals', () => {
    expect(fieldErrors({ ...filled, price: '0' })).toEqual({ price: true });
    expect(fieldErrors({ ...filled, price: '-5' })).toEqual({ price: true });
    expect(fieldErrors({ ...filled, price: '12,345' })).toEqual({ price: true });
    expect(fieldErrors({ ...filled, price: 'tolv' })).toEqual({ price: true });
    expect(fieldErrors({ ...filled, price: '12.5' })).toEqual({});
  });
  it('moms: 0 or more, at most two decimals', () => {
    expect(fieldErrors({ ...filled, tex: '0' })).toEqual({});
    expect(fieldErrors({ ...filled, tex: '-1' })).toEqual({ tex: true });
  });
  it('a field error sets the flag even when the any-one rule holds', () => {
    const result = validate({ ...filled, lastday: '' });
    expect(result.error).toBe(true);
    expect(result.fields).toEqual({ lastday: true });
  });
});

describe('the body sent (SPEC §3)', () => {
  it('invoice creation sends price and tex as text with a decimal dot (issue 11 item 9)', () => {
    expect(toInput('invoice', 'create', { ...filled, price: ' 1 249,50 KR ' }, 'a.pdf')).toEqual({
      number: '4711',
      date: '2026-03-14',
      companyname: 'clas ohlson',
      price: '1249.50',
      tex: '249.90',
      payment: true,
      lastday: '2026-04-13',
      image: 'a.pdf',
    });
  });
  it('whole kronor and one decimal are sent with two decimals', () => {
    expect(toInput('invoice', 'create', { ...filled, price: '2500', tex: '625,5' }, 'a.pdf')).toMatchObject({ price: '2500.00', tex: '625.50' });
  });
  it('bill creation and every update send numbers', () => {
    expect(toInput('bill', 'create', filled, 'k.jpg')).toMatchObject({ price: 1249.5, tex: 249.9, companyname: 'clas ohlson' });
    expect(toInput('invoice', 'update', filled, 'k.jpg')).toMatchObject({ price: 1249.5, tex: 249.9 });
    expect(toInput('bill', 'update', filled, 'k.jpg')).toMatchObject({ price: 1249.5, tex: 249.9 });
  });
});
