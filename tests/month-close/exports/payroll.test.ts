import fc from 'fast-check';
import {
  formatHundredths,
  minutesToHundredths,
  personnummer12,
  splitHundredths,
} from '../../../src/features/month-close/exports/payroll';

describe('hours with two decimals', () => {
  it('rounds minutes to hundredths of an hour', () => {
    expect(formatHundredths(minutesToHundredths(8 * 60 + 15))).toBe('8.25');
    expect(formatHundredths(minutesToHundredths(20))).toBe('0.33');
    expect(formatHundredths(minutesToHundredths(40))).toBe('0.67');
    expect(formatHundredths(minutesToHundredths(7 * 60 + 1))).toBe('7.02');
    expect(formatHundredths(minutesToHundredths(0), ',')).toBe('0,00');
  });

  it('splits three days of 20 minutes into 0.33 + 0.33 + 0.34 = 1.00', () => {
    expect(splitHundredths([20, 20, 20])).toEqual([34, 33, 33]);
    expect(splitHundredths([20, 20, 20]).reduce((a, b) => a + b)).toBe(100);
  });

  it('makes the days add up to the month total, each day its exact value rounded down or up (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 24 * 60 }), { maxLength: 31 }), (minutes) => {
        const parts = splitHundredths(minutes);
        const total = minutes.reduce((a, b) => a + b, 0);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(minutesToHundredths(total));
        minutes.forEach((m, i) => {
          const exact = (m * 100) / 60;
          expect(parts[i]).toBeGreaterThanOrEqual(Math.floor(exact));
          expect(parts[i]).toBeLessThanOrEqual(Math.ceil(exact));
        });
      }),
      { numRuns: 500 },
    );
  });
});

describe('splitHundredths with a negative piece (a correction)', () => {
  it('adds up to the signed total rounded to two decimals', () => {
    // 8 h 20 min + 0 h 20 min − 1 h 20 min = 7 h 20 min = 7.33
    const pieces = splitHundredths([500, 20, -80]);
    expect(pieces.reduce((a, b) => a + b, 0)).toBe(733);
    expect(pieces).toEqual([833, 33, -133]);
  });
});

describe('personnummer12', () => {
  it('keeps a 12-digit form and drops the dash', () => {
    expect(personnummer12('19900521-2379', 2026)).toBe('199005212379');
    expect(personnummer12('199005212379', 2026)).toBe('199005212379');
  });

  it('gives a 10-digit form the century that makes the person 0–99 years old in the export year', () => {
    expect(personnummer12('900521-2379', 2026)).toBe('199005212379');
    expect(personnummer12('0109150821', 2026)).toBe('200109150821');
    // '+': 100 years or older.
    expect(personnummer12('900521+2379', 2026)).toBe('189005212379');
  });

  it('refuses a wrong check digit or date', () => {
    expect(personnummer12('19900521-2378', 2026)).toBeNull();
    expect(personnummer12('19901321-2379', 2026)).toBeNull();
    expect(personnummer12('', 2026)).toBeNull();
  });
});
