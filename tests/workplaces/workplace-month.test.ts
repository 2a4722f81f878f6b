import { describe, expect, it } from 'vitest';
import { fieldNumber, workplaceMonth, type PersonAndMonth } from '../../src/features/workplaces/workplace-month';
import { monthTotals, summarizePerson } from '../../src/features/month-close/month-summary';
import { personMonth, type PayrollEntry } from '../../src/person-time/person-month';
import type { Post } from '../../src/types/api';

const post = (id: string, address: string, extra: Partial<Post> = {}): Post => ({
  _id: id,
  address,
  phone: '0701234567',
  hours: '4',
  Howmany: '2',
  Duration: '12 månader',
  addUser: [],
  ...extra,
});

const entry = (date: string, start: string, hours: number, des: string, half = 0): PayrollEntry => ({
  date,
  start,
  end: '',
  total: hours,
  half,
  des,
});

const anna = { _id: 'u1', fullname: 'Anna Berg', personnummer: '19800101-1234' };
const omar = { _id: 'u2', fullname: 'Omar Ek', personnummer: '19900202-2345' };
const sara = { _id: 'u3', fullname: 'Sara Lind', personnummer: '19700303-3456' };

const storgatan = post('p1', 'Storgatan 1, 195 30 Märsta', {
  addUser: [{ user: { _id: 'u1', fullname: 'Anna Berg' } }, { user: { _id: 'u2', fullname: 'Omar Ek' } }],
});
const kungsvagen = post('p2', 'Kungsvägen 12, Uppsala', { hours: '7,5', Howmany: '1' });
const tom = post('p3', 'Vasagatan 7');

function people(): PersonAndMonth[] {
  return [
    {
      user: anna,
      pm: personMonth({
        year: 2026,
        month: 11,
        entries: [
          entry('2026-11-03', '08:00', 4, 'Storgatan 1, Märsta'),
          entry('2026-11-04', '08:00', 3, 'storgatan 1', 30),
          entry('2026-11-04', '13:00', 2, 'Kungsv. 12'),
          // Moved in from October: counted in November, on its last day (as the overview counts it).
          entry('2026-10-31', '08:00', 1, 'Storgatan 1'),
        ],
        stored: 10 * 60 + 30 + 75, // a correction of +1:15
      }),
    },
    {
      user: omar,
      pm: personMonth({
        year: 2026,
        month: 11,
        entries: [entry('2026-11-03', '09:00', 4, 'STORGATAN 1'), entry('2026-11-05', '09:00', 5, 'Flyttstädning Björkvägen')],
        stored: 9 * 60,
      }),
    },
    {
      user: sara,
      pm: personMonth({
        year: 2026,
        month: 11,
        entries: [entry('2026-11-06', '07:00', 6, 'Kungsvägen 12, 753 20 Uppsala'), entry('2026-11-07', '07:00', 2, 'flyttstädning björkvägen '), entry('2026-11-08', '07:00', 1, '')],
        stored: null,
      }),
    },
    { user: { _id: 'u4', fullname: 'Ida Holm', personnummer: '' }, pm: null },
  ];
}

describe('workplaceMonth', () => {
  it('gives each workplace its hours, days, people and contract; one site under many names', () => {
    const result = workplaceMonth(people(), [storgatan, kungsvagen, tom]);
    const [s, k, v] = result.workplaces;
    expect(s?.minutes).toBe(4 * 60 + 3 * 60 + 30 + 60 + 4 * 60);
    expect(s?.days.map((d) => d.date)).toEqual(['2026-11-03', '2026-11-04', '2026-11-30']);
    expect(s?.days[0]?.rows.map((r) => r.user.fullname)).toEqual(['Anna Berg', 'Omar Ek']);
    expect(s?.days[2]?.rows[0]?.movedFrom).toBe('2026-10-31');
    expect(s?.people.map((p) => [p.user.fullname, p.minutes])).toEqual([
      ['Anna Berg', 8 * 60 + 30],
      ['Omar Ek', 4 * 60],
    ]);
    expect(s?.contractMinutes).toBe(3 * 4 * 60);
    expect([s?.needed, s?.assigned]).toEqual([2, 2]);
    expect(k?.minutes).toBe(8 * 60);
    expect(k?.days.length).toBe(2);
    expect(k?.contractMinutes).toBe(2 * 450);
    // Nobody worked there: listed with 0.
    expect([v?.minutes, v?.days.length, v?.people.length, v?.contractMinutes]).toEqual([0, 0, 0, 0]);
  });

  it('lists the places that match no workplace with their hours, and the corrections apart', () => {
    const result = workplaceMonth(people(), [storgatan, kungsvagen, tom]);
    expect(result.unmatched.map((u) => [u.place, u.minutes, u.people.length])).toEqual([
      ['Flyttstädning Björkvägen', 7 * 60, 2],
      ['', 60, 1],
    ]);
    expect(result.corrections).toEqual([{ user: anna, minutes: 75 }]);
    expect(result.correctionMinutes).toBe(75);
  });

  it('sums to the month overview total: workplaces + unmatched + corrections', () => {
    const data = people();
    const result = workplaceMonth(data, [storgatan, kungsvagen, tom]);
    const overview = monthTotals(data.map(({ user, pm }) => summarizePerson({ user, month: pm ? { personMonth: pm, drift: false } : null })));
    expect(result.minutes).toBe(overview.minutes);
    expect(result.workplaceMinutes + result.unmatchedMinutes + result.correctionMinutes).toBe(overview.minutes);
    // And each person's hours over the places plus their correction is their month.
    for (const { user, pm } of data) {
      if (!pm) continue;
      const placed = [...result.workplaces, ...result.unmatched].flatMap((w) => w.people).filter((p) => p.user._id === user._id);
      const correction = result.corrections.find((c) => c.user._id === user._id)?.minutes ?? 0;
      expect(placed.reduce((sum, p) => sum + p.minutes, 0) + correction).toBe(pm.minutes);
    }
  });

  it('an assigned place moves its hours to the workplace, for every month', () => {
    const result = workplaceMonth(people(), [storgatan, kungsvagen, tom], { 'flyttstädning björkvägen': 'p3' });
    expect(result.workplaces[2]?.minutes).toBe(7 * 60);
    expect(result.workplaces[2]?.people.map((p) => p.user.fullname)).toEqual(['Omar Ek', 'Sara Lind']);
    expect(result.unmatched.map((u) => u.place)).toEqual(['']);
  });

  it('an address beats an assignment, and an assignment to a removed workplace is ignored', () => {
    const result = workplaceMonth(people(), [storgatan, kungsvagen, tom], { 'storgatan 1': 'p3', 'flyttstädning björkvägen': 'gone' });
    expect(result.workplaces[0]?.minutes).toBe(4 * 60 + 3 * 60 + 30 + 60 + 4 * 60);
    expect(result.workplaces[2]?.minutes).toBe(0);
    expect(result.unmatched[0]?.place).toBe('Flyttstädning Björkvägen');
  });

  it('another number is another site', () => {
    const result = workplaceMonth(
      [{ user: anna, pm: personMonth({ year: 2026, month: 11, entries: [entry('2026-11-02', '08:00', 2, 'Storgatan 11, Märsta')], stored: 120 }) }],
      [storgatan],
    );
    expect(result.workplaces[0]?.minutes).toBe(0);
    expect(result.unmatched[0]?.place).toBe('Storgatan 11, Märsta');
  });

  it('one street address in two towns: a town decides; an entry naming neither is counted under the first and listed as either’s', () => {
    const sigtuna = post('p4', 'Storgatan 1, 193 30 Sigtuna');
    const result = workplaceMonth(
      [
        {
          user: anna,
          pm: personMonth({
            year: 2026,
            month: 11,
            entries: [
              entry('2026-11-02', '08:00', 2, 'Storgatan 1, Sigtuna'),
              entry('2026-11-03', '08:00', 3, 'storgatan 1 195 30 märsta'),
              entry('2026-11-04', '08:00', 1, 'Storgatan 1'),
              entry('2026-11-05', '08:00', 4, 'Storgatan 1, Uppsala'),
            ],
            stored: null,
          }),
        },
      ],
      [storgatan, sigtuna],
    );
    const [marsta, sig] = result.workplaces;
    expect(sig?.days.map((d) => d.date)).toEqual(['2026-11-02']);
    expect(marsta?.days.map((d) => d.date)).toEqual(['2026-11-03', '2026-11-04', '2026-11-05']);
    expect(result.shared).toHaveLength(1);
    const [either] = result.shared;
    expect(either?.posts.map((p) => p.address)).toEqual(['Storgatan 1, 195 30 Märsta', 'Storgatan 1, 193 30 Sigtuna']);
    expect(either?.rows.map((r) => [r.user.fullname, r.date, r.entry.des, r.minutes])).toEqual([
      ['Anna Berg', '2026-11-04', 'Storgatan 1', 60],
      ['Anna Berg', '2026-11-05', 'Storgatan 1, Uppsala', 4 * 60],
    ]);
    expect(either?.minutes).toBe(5 * 60);
    // Nothing counted twice: the month's total is the entries'.
    expect(result.minutes).toBe(10 * 60);
  });

  it('one workplace at an address: no entry is anyone else’s, whatever town it names (DECISIONS.md 32)', () => {
    expect(workplaceMonth(people(), [storgatan, kungsvagen, tom]).shared).toEqual([]);
  });

  it('a person month restricted to a place carries no correction', () => {
    const result = workplaceMonth(people(), [storgatan]);
    const annaAt = result.workplaces[0]?.people[0]?.month;
    expect(annaAt?.corrections).toEqual([]);
    expect(annaAt?.minutes).toBe(8 * 60 + 30);
    expect(annaAt?.moved.length).toBe(1);
  });
});

describe('fieldNumber', () => {
  it.each([
    ['8', 8],
    ['7,5', 7.5],
    [' 6 ', 6],
    [4, 4],
    ['', null],
    ['åtta', null],
  ] as const)('%s → %s', (value, expected) => {
    expect(fieldNumber(value)).toBe(expected);
  });
});
