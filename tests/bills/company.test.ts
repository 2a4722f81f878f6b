import { describe, expect, it } from 'vitest';
import { companyLabel, findListed } from '../../src/features/bills/company';
import { toInput, valuesOf } from '../../src/features/bills/bill-form';

describe('company names (issue 11 item 10)', () => {
  it('a name from the list is shown as the list writes it', () => {
    expect(companyLabel('clas ohlson')).toBe('Clas Ohlson');
    expect(companyLabel('sigtuna kommun')).toBe('Sigtuna kommun');
    expect(companyLabel('ica maxi märsta')).toBe('ICA Maxi Märsta');
    expect(companyLabel('  WÜRTH SVENSKA ')).toBe('Würth Svenska');
    expect(findListed('hsb stockholm')).toBe('HSB Stockholm');
  });

  it('any other: a capital first letter per word; AB, HB, ICA and HSB in capitals', () => {
    expect(companyLabel('städgrossisten ab')).toBe('Städgrossisten AB');
    expect(companyLabel('åkes fönsterputs hb')).toBe('Åkes Fönsterputs HB');
    expect(companyLabel('ica nära väsby')).toBe('ICA Nära Väsby');
    expect(companyLabel('hsb brf eken')).toBe('HSB Brf Eken');
    expect(companyLabel('stockholm-arlanda städ')).toBe('Stockholm-Arlanda Städ');
    // Only whole words: 'abc' and 'habo' keep their letters.
    expect(companyLabel('abc habo')).toBe('Abc Habo');
  });

  it('is stored lower-cased and edited as shown', () => {
    const item = { _id: '1', number: '1', date: '2026-03-14', companyname: 'städgrossisten ab', price: 1, tex: 0, payment: false, lastday: '2026-04-01', image: 'k.jpg' };
    const values = valuesOf(item);
    expect(values.companyname).toBe('Städgrossisten AB');
    expect(toInput('bill', 'update', values, 'k.jpg').companyname).toBe('städgrossisten ab');
  });
});
