// @vitest-environment node
/** The month overview's numbers: minutes, days, entries, overlaps, long days, drift, sorting, totals. */
import { describe, expect, it } from 'vitest';
import {
  longDays,
  monthTotals,
  overlappingDays,
  sortSummaries,
  summarizePerson,
  type PersonMonthInput,
} from '../../src/features/month-close/month-summary';
import { entryMinutes, personMonth } from '../../src/person-time/person-month';
import type { TimeEntry } from '../../src/types/api';

type E = Pick<TimeEntry, 'date' | 'start' | 'end' | 'total' | 'half'>;
const e = (date: string, start: string, end: string, total: number, half: number): E => ({ date, start, end, total, half });

function input(name: string, entries: E[], opts: { drift?: boolean; correction?: number } = {}): PersonMonthInput {
  const corrections = opts.correction ? [{ minutes: opts.correction, at: '2026-11-20T10:00:00.000Z' }] : [];
  return {
    user: { _id: name.toLowerCase(), fullname: name, personnummer: '19900101-0017' },
    month: {
      personMonth: personMonth({ year: 2026, month: 11, entries, stored: entries.reduce((s, x) => s + entryMinutes(x), 0) + (opts.correction ?? 0), notes: corrections }),
      drift: opts.drift ?? false,
    },
  };
}

describe('month summary', () => {
  it('counts worked minutes, distinct days and entries per person', () => {
    const s = summarizePerson(
      input('Erik', [e('2026-11-02', '08:00', '12:00', 4, 0), e('2026-11-02', '13:00', '16:30', 3, 30), e('2026-11-03', '08:00', '10:15', 2, 15)]),
    );
    expect(s).toMatchObject({ minutes: 585, entryMinutes: 585, correctionMinutes: 0, days: 2, entries: 3, overlaps: [], longDays: [], attention: false });
  });

  it('names a day whose shifts overlap, but not shifts that only touch', () => {
    const entries = [
      e('2026-11-02', '08:00', '12:00', 4, 0),
      e('2026-11-02', '11:30', '14:00', 2, 30),
      e('2026-11-03', '08:00', '12:00', 4, 0),
      e('2026-11-03', '12:00', '15:00', 3, 0),
      // A later shift inside an earlier long one overlaps as well.
      e('2026-11-04', '06:00', '18:00', 12, 0),
      e('2026-11-04', '13:00', '14:00', 1, 0),
      e('2026-11-04', '09:00', '10:00', 1, 0),
    ];
    expect(overlappingDays(entries)).toEqual(['2026-11-02', '2026-11-04']);
    expect(summarizePerson(input('Erik', entries)).attention).toBe(true);
  });

  it('names days over 14 hours (14:00 exactly is not over)', () => {
    const entries = [
      e('2026-11-02', '05:00', '19:00', 14, 0),
      e('2026-11-03', '05:00', '13:00', 8, 0),
      e('2026-11-03', '14:00', '20:01', 6, 1),
    ];
    expect(longDays(entries)).toEqual(['2026-11-03']);
  });

  it('marks stored totals that disagree with the entries, and carries corrections into the minutes', () => {
    const drift = summarizePerson(input('Sara', [e('2026-11-02', '08:00', '12:00', 4, 0)], { drift: true, correction: -30 }));
    expect(drift).toMatchObject({ minutes: 210, entryMinutes: 240, correctionMinutes: -30, drift: true, attention: true });
  });

  it('names time filed under the month but dated in another (after a move), and counts it', () => {
    const moved = summarizePerson(input('Sara', [e('2026-11-02', '08:00', '12:00', 4, 0), e('2026-12-01', '08:00', '10:00', 2, 0)]));
    expect(moved).toMatchObject({ minutes: 360, moved: 1, movedMinutes: 120, movedFrom: ['2026-12'], attention: true });
  });

  it('a person without the month has zeros and needs no attention', () => {
    expect(summarizePerson({ user: { _id: 'x', fullname: 'Ny', personnummer: '' }, month: null })).toMatchObject({
      minutes: 0,
      days: 0,
      entries: 0,
      attention: false,
    });
  });

  it('sorts by each column both ways, ties by name in Swedish order, and totals the month', () => {
    const rows = [
      summarizePerson(input('Örjan', [e('2026-11-02', '08:00', '12:00', 4, 0)])),
      summarizePerson(input('Anna', [e('2026-11-02', '08:00', '16:00', 8, 0), e('2026-11-03', '08:00', '09:00', 1, 0)])),
      summarizePerson(input('Åsa', [e('2026-11-02', '08:00', '12:00', 4, 0)], { drift: true })),
      summarizePerson({ user: { _id: 'z', fullname: 'Zara', personnummer: '' }, month: null }),
    ];
    expect(sortSummaries(rows, 'name', 'ascending').map((r) => r.fullname)).toEqual(['Anna', 'Zara', 'Åsa', 'Örjan']);
    expect(sortSummaries(rows, 'name', 'descending').map((r) => r.fullname)).toEqual(['Örjan', 'Åsa', 'Zara', 'Anna']);
    expect(sortSummaries(rows, 'minutes', 'descending').map((r) => r.fullname)).toEqual(['Anna', 'Åsa', 'Örjan', 'Zara']);
    expect(sortSummaries(rows, 'days', 'ascending').map((r) => r.fullname)).toEqual(['Zara', 'Åsa', 'Örjan', 'Anna']);
    expect(sortSummaries(rows, 'attention', 'descending')[0]?.fullname).toBe('Åsa');
    const noWages = { evening: 0, night: 0, weekend: 0, greatHoliday: 0, additional: 0, overtime: 0 };
    expect(monthTotals(rows)).toEqual({ minutes: 17 * 60, days: 4, entries: 4, people: 3, attention: 1, wages: noWages });
  });
});
