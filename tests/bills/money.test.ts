import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatKr, fromOre, parseKr, sumOre, toOre } from '../../src/lib/money';

const nbsp = /[\u00a0\u202f ]/g;
const plain = (text: string) => text.replace(nbsp, ' ').replace('\u2212', '-');

describe('money in öre (DECISIONS.md 10)', () => {
  it('property: the total of any list equals the sum of its items to the öre', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100_000_000 }), { maxLength: 200 }), (ores) => {
        const kronor = ores.map(fromOre);
        const expected = ores.reduce((a, b) => a + b, 0);
        expect(sumOre(kronor)).toBe(expected);
        expect(Number.isInteger(sumOre(kronor))).toBe(true);
        // What the person sees is that exact sum with two decimals.
        const shown = plain(formatKr(sumOre(kronor)));
        expect(shown).toBe(`${plain(new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2 }).format(expected / 100))} kr`);
        expect(shown).toMatch(/,\d{2} kr$/);
      }),
    );
  });

  it('property: typed text with a decimal comma sums the same as the numbers', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 50 }), (ores) => {
        const typed = ores.map((o) => (o / 100).toFixed(2).replace('.', ','));
        expect(sumOre(typed)).toBe(ores.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it('property: any whole öre, negative too, is written character for character as sv-SE Intl writes it (no-break spaces, minus sign)', () => {
    const intl = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), (ore) => {
        expect(formatKr(ore)).toBe(`${intl.format(ore / 100)} kr`);
      }),
      { numRuns: 2000 },
    );
    expect(formatKr(-124950)).toBe('\u22121\u00a0249,50 kr');
    expect(formatKr(100000)).toBe('1\u00a0000,00 kr');
    expect(formatKr(5)).toBe('0,05 kr');
  });

  it('never shows float noise: 0.1 + 0.2 is 0,30 kr', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(plain(formatKr(sumOre([0.1, 0.2])))).toBe('0,30 kr');
    expect(sumOre([1.005, 2.675])).toBe(101 + 268);
  });

  it('formats with sv-SE grouping, two decimals and kr', () => {
    expect(plain(formatKr(124950))).toBe('1 249,50 kr');
    expect(plain(formatKr(0))).toBe('0,00 kr');
    expect(plain(formatKr(123456789))).toBe('1 234 567,89 kr');
  });

  it('reads kr as numbers or typed text; anything else is 0 öre', () => {
    expect(toOre(12.5)).toBe(1250);
    expect(toOre('1 249,50')).toBe(124950);
    expect(toOre('1249.5 kr')).toBe(124950);
    expect(toOre('abc')).toBe(0);
    expect(Number.isNaN(parseKr('12,3,4'))).toBe(true);
  });
});
