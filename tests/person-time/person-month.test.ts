/**
 * The month's minutes (DECISIONS.md 30, issue 23 item 1): one function, person-month.ts, gives a
 * person's month from the stored month total; the difference from the entries is the month's
 * correction, a line of its own whether or not this device holds a note of it.
 */
import { describe, expect, it } from 'vitest';
import { entriesTotal } from '../../src/person-time/person-view';
import { correctionLines, entryMinutes, payrollLines, personMonth } from '../../src/person-time/person-month';

const entry = (date: string, total: number, half: number) => ({ date, start: '07:00', end: '16:00', total, half });
// September 2024: 156:30 in the entries.
const entries = [entry('2024-09-02', 80, 0), entry('2024-09-03', 76, 30)];

describe('personMonth: the stored total is the month', () => {
  it('a stored total above the entries is the month, the difference a correction line without a date (another computer’s)', () => {
    const pm = personMonth({ year: 2024, month: 9, entries, stored: 157 * 60 + 45 });
    expect([pm.minutes, pm.entryMinutes, pm.correctionMinutes, pm.storedUnknown]).toEqual([9465, 9390, 75, false]);
    expect(pm.corrections).toEqual([{ minutes: 75, at: '' }]);
    const lines = payrollLines(pm);
    expect(lines.at(-1)).toEqual({ kind: 'correction', date: '2024-09-30', minutes: 75, from: [] });
    expect(lines.reduce((sum, l) => sum + l.minutes, 0)).toBe(pm.minutes);
  });

  it('notes on this device name the lines (when) only when they add up to the difference; they never change the figure', () => {
    const notes = [
      { minutes: 60, at: '2024-10-02T08:00:00.000Z' },
      { minutes: 15, at: '2024-10-01T08:00:00.000Z' },
    ];
    const named = personMonth({ year: 2024, month: 9, entries, stored: 9465, notes });
    expect(named.corrections.map((c) => c.at.slice(0, 10))).toEqual(['2024-10-01', '2024-10-02']);
    expect(named.minutes).toBe(9465);
    // A note that no longer matches what is stored (another admin changed it): the stored figure, one line.
    const stale = personMonth({ year: 2024, month: 9, entries, stored: 9390 - 150, notes });
    expect([stale.minutes, stale.corrections]).toEqual([9240, [{ minutes: -150, at: '' }]]);
    // Stored as the entries: no correction, whatever a note says.
    expect(personMonth({ year: 2024, month: 9, entries, stored: 9390, notes }).corrections).toEqual([]);
    expect(correctionLines(0, notes)).toEqual([]);
  });

  it('a stored total that cannot be read: the month is its entries, with no correction', () => {
    const pm = personMonth({ year: 2024, month: 9, entries, stored: null, notes: [{ minutes: 75, at: '2024-10-01T08:00:00.000Z' }] });
    expect([pm.minutes, pm.correctionMinutes, pm.corrections, pm.storedUnknown]).toEqual([9390, 0, [], true]);
  });

  it('an entry with an unreadable or negative time counts 0 — the same way in the table footer (entriesTotal) as in the month', () => {
    const odd = [...entries, { ...entry('2024-09-04', -3, 0) }, { ...entry('2024-09-05', Number.NaN, 10) }];
    const pm = personMonth({ year: 2024, month: 9, entries: odd, stored: null });
    expect(pm.entryMinutes).toBe(9400);
    expect(entriesTotal(odd)).toEqual({ hours: 156, minutes: 40 });
  });
});

// Moved from the month overview's tests with the overview's own copy (workedMinutes), now this one.
describe('entryMinutes: an entry’s worked minutes, the one function for them', () => {
  it('reads unreadable totals as 0', () => {
    expect(entryMinutes({ total: Number.NaN, half: 15 })).toBe(15);
    expect(entryMinutes({ total: -2, half: 0 })).toBe(0);
  });
});

describe("personMonth: the month's own entries in order", () => {
  it('by date as stored (a day before the same day with a time), then start (case aside); the same date and start keep the order they came in; a date that is not a day of the month is moved', () => {
    const at = (date: string, start: string, total: number) => ({ date, start, end: '23:00', total, half: 0 });
    const given = [
      at('2024-09-03', '12:00', 1),
      at('2024-09-02T00:00:00.000Z', '07:00', 2),
      at('2024-09-03', '06:30', 3),
      at('2024-09-31', '07:00', 4),
      at('2024-09-02', '07:00', 5),
      at('2024-09-01', 'Kväll', 6),
      at('2024-09-01', 'kväll', 7),
      at('2024-09-01', '22:00', 8),
    ];
    const pm = personMonth({ year: 2024, month: 9, entries: given, stored: null });
    expect(pm.entries.map((e) => e.total)).toEqual([8, 6, 7, 5, 2, 3, 1]);
    expect(pm.moved.map((m) => [m.entry.total, m.date])).toEqual([[4, '']]);
    // The same answer a second time (what is remembered between calls changes nothing).
    expect(personMonth({ year: 2024, month: 9, entries: given, stored: null }).entries.map((e) => e.total)).toEqual([8, 6, 7, 5, 2, 3, 1]);
  });
});
