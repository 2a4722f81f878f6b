import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatHoursMinutes,
  isCurrentMonth,
  monthLabel,
  monthYear,
  sortMonthsNewestFirst,
  weekdayAndDate,
  weekdayOf,
} from '../../src/lib/months';

const now = new Date(2026, 10, 22); // 22 November 2026

describe('monthLabel (DECISIONS.md 8)', () => {
  it('uses the record’s own year when present', () => {
    expect(monthLabel({ MonthNumber: 5, year: 2025, months: [{ date: '2024-05-02' }] }, now)).toBe('05/2025');
  });

  it('derives the year from the entries’ dates when the record has none', () => {
    expect(monthLabel({ MonthNumber: 12, months: [{ date: '2023-12-01' }, { date: '2023-12-04' }] }, now)).toBe('12/2023');
  });

  it('takes the most common entry year (an entry moved in from another year does not win)', () => {
    expect(
      monthYear({ MonthNumber: 1, months: [{ date: '2025-01-02' }, { date: '2025-01-03' }, { date: '2024-12-30' }] }, now),
    ).toBe(2025);
  });

  it('falls back to the current year, never 2024', () => {
    expect(monthLabel({ MonthNumber: 3, months: [] }, now)).toBe('03/2026');
    expect(monthLabel({ MonthNumber: 3, months: [{ date: 'not a date' }] }, now)).toBe('03/2026');
  });

  it('always reads MM/YYYY with a two-digit month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1990, max: 2100 }), (m, y) => {
        expect(monthLabel({ MonthNumber: m, year: y }, now)).toMatch(/^(0[1-9]|1[0-2])\/\d{4}$/);
      }),
    );
  });
});

describe('current month and ordering', () => {
  it('knows the current calendar month', () => {
    expect(isCurrentMonth({ MonthNumber: 11, year: 2026 }, now)).toBe(true);
    expect(isCurrentMonth({ MonthNumber: 11, year: 2025 }, now)).toBe(false);
    expect(isCurrentMonth({ MonthNumber: 10, year: 2026 }, now)).toBe(false);
  });

  it('sorts newest first across years', () => {
    const sorted = sortMonthsNewestFirst(
      [
        { MonthNumber: 12, year: 2025 },
        { MonthNumber: 2, year: 2026 },
        { MonthNumber: 11, year: 2026 },
      ],
      now,
    );
    expect(sorted.map((m) => monthLabel(m, now))).toEqual(['11/2026', '02/2026', '12/2025']);
  });
});

describe('weekdays', () => {
  it('names dates in Swedish', () => {
    expect(weekdayOf('2026-11-22')).toBe('söndag');
    expect(weekdayOf('2026-11-23')).toBe('måndag');
    expect(weekdayAndDate('2026-11-27')).toBe('fredag 2026-11-27');
  });

  it('leaves a broken date as it is', () => {
    expect(weekdayOf('')).toBe('');
    expect(weekdayAndDate('igår')).toBe('igår');
  });

  it('formats durations with two-digit minutes', () => {
    expect(formatHoursMinutes(7, 5)).toBe('7 h 05 min');
  });
});
