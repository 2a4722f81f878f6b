/** The staff table's search and sort, worked-time labels and the per-place grouping. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterMembers, groupByPlace, hoursMinutes, sortMembers, workedOf } from '../../src/features/staff/staff-logic';
import { sumDurations } from '../../src/lib/time';
import type { TimeEntry, User } from '../../src/types/api';

const user = (fullname: string, phone: string, total: number, half: number): User => ({
  _id: fullname,
  fullname,
  phone,
  total,
  half,
  email: '',
  personnummer: '',
  bankaccount: '',
  isAdmin: false,
  months_id: [],
});

const people = [
  user('Örjan Ek', '0701112233', 10, 5),
  user('Anna Berg', '0762233445', 120, 30),
  user('Åsa Lind', '0739988776', 120, 45),
  user('Erik Ahl', '0709876543', 3, 0),
];

const entry = (des: string, total: number, half: number, date = '2025-05-02'): TimeEntry => ({
  _id: `${des}-${total}-${half}-${date}`,
  date,
  start: '07:00',
  end: '15:00',
  lunch: { hours: 0, minutes: 30 },
  total,
  half,
  des,
  text: 'klart',
  products: [],
});

describe('staff table logic', () => {
  it('shows worked time as hours:minutes with two-digit minutes, carrying 60 minutes', () => {
    expect(hoursMinutes({ hours: 7, minutes: 5 })).toBe('7:05');
    expect(hoursMinutes(workedOf({ total: 3, half: 75 }))).toBe('4:15');
  });

  it('sorts by name in Swedish order (Å and Ö last), both ways', () => {
    expect(sortMembers(people, 'name', 'ascending').map((p) => p.fullname)).toEqual([
      'Anna Berg',
      'Erik Ahl',
      'Åsa Lind',
      'Örjan Ek',
    ]);
    expect(sortMembers(people, 'name', 'descending')[0]?.fullname).toBe('Örjan Ek');
  });

  it('sorts by worked hours and minutes', () => {
    expect(sortMembers(people, 'hours', 'descending').map((p) => p.fullname)).toEqual([
      'Åsa Lind',
      'Anna Berg',
      'Örjan Ek',
      'Erik Ahl',
    ]);
    expect(sortMembers(people, 'hours', 'ascending')[0]?.fullname).toBe('Erik Ahl');
  });

  it('searches by part of the name (any case) or by phone digits with spaces and dashes', () => {
    expect(filterMembers(people, 'berg').map((p) => p.fullname)).toEqual(['Anna Berg']);
    expect(filterMembers(people, '076-22').map((p) => p.fullname)).toEqual(['Anna Berg']);
    expect(filterMembers(people, '  ')).toHaveLength(4);
    expect(filterMembers(people, 'zzz')).toEqual([]);
  });

  it('groups entries by place (case and spaces ignored), each with its summed hours, most first', () => {
    const groups = groupByPlace(
      [entry('Kontor', 4, 30), entry('Skola', 8, 0), entry(' kontor ', 4, 45, '2025-05-01'), entry('', 1, 0)],
      'Utan plats',
    );
    expect(groups.map((g) => [g.place, hoursMinutes(g.worked), g.entries.length])).toEqual([
      ['Kontor', '9:15', 2],
      ['Skola', '8:00', 1],
      ['Utan plats', '1:00', 1],
    ]);
    expect(groups[0]?.entries[0]?.date).toBe('2025-05-01');
  });

  it('one site, one name: the spellings of a street address are one place, named by its workplace (DECISIONS.md 32)', () => {
    const entries = [entry('Storgatan 1, Märsta', 4, 0), entry('storgatan 1 195 30 Märsta', 3, 30), entry('Storgatan 11', 2, 0), entry('Storg. 1', 1, 0)];
    expect(groupByPlace(entries, 'Utan plats').map((g) => [g.place, hoursMinutes(g.worked)])).toEqual([
      ['Storgatan 1, Märsta', '8:30'],
      ['Storgatan 11', '2:00'],
    ]);
    const named = groupByPlace(entries, 'Utan plats', (place) => (place.toLowerCase().startsWith('storg') && !place.includes('11') ? 'Storgatan 1, 195 30 Märsta' : null));
    expect(named.map((g) => g.place)).toEqual(['Storgatan 1, 195 30 Märsta', 'Storgatan 11']);
  });

  it('never loses time when grouping: the places add up to the whole (property)', () => {
    const arbitraryEntry = fc
      .record({ des: fc.constantFrom('A', 'a ', 'B', '', 'C'), total: fc.nat(12), half: fc.nat(59) })
      .map(({ des, total, half }) => entry(des, total, half));
    fc.assert(
      fc.property(fc.array(arbitraryEntry, { maxLength: 40 }), (entries) => {
        const groups = groupByPlace(entries, 'Utan plats');
        const whole = sumDurations(entries.map((e) => ({ hours: e.total, minutes: e.half })));
        expect(sumDurations(groups.map((g) => g.worked))).toEqual(whole);
        expect(groups.reduce((n, g) => n + g.entries.length, 0)).toBe(entries.length);
      }),
    );
  });

  it('sorting keeps every member once and filtering only removes (property)', () => {
    const arbitraryUser = fc
      .record({ name: fc.string({ minLength: 1, maxLength: 12 }), total: fc.nat(300), half: fc.nat(59) })
      .map(({ name, total, half }) => user(name, '0700000000', total, half));
    fc.assert(
      fc.property(fc.array(arbitraryUser, { maxLength: 30 }), fc.string({ maxLength: 4 }), (list, q) => {
        const sorted = sortMembers(list, 'hours', 'descending');
        expect(sorted).toHaveLength(list.length);
        for (let i = 1; i < sorted.length; i++) {
          const a = sorted[i - 1] as User;
          const b = sorted[i] as User;
          expect(a.total * 60 + a.half).toBeGreaterThanOrEqual(b.total * 60 + b.half);
        }
        expect(filterMembers(list, q).every((m) => list.includes(m))).toBe(true);
      }),
    );
  });
});
