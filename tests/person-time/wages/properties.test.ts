/**
 * Property tests of the wage rules (issue 41) on random months: random shifts (past midnight,
 * unreadable times, breaks, worked time that agrees with the clock or not, entries moved between
 * months), random evening and night windows and weekly hours, against the minute-by-minute
 * reference (reference.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryMinutes, payrollLines, personMonth, type PayrollEntry } from '../../../src/person-time/person-month';
import { monthWages, type WageRecord } from '../../../src/person-time/wages/month-wages';
import { UNSOCIAL_KINDS, WAGE_PRESET, type ClockWindow, type WageSettings } from '../../../src/person-time/wages/settings';
import { entryUnsocial } from '../../../src/person-time/wages/unsocial';
import { referenceEntry } from './reference';

const DAY_MS = 86_400_000;
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const windowArb: fc.Arbitrary<ClockWindow> = fc
  .tuple(fc.integer({ min: 0, max: 1440 }), fc.integer({ min: 0, max: 1440 }), fc.subarray([1, 2, 3, 4, 5, 6, 7], { minLength: 1 }))
  .filter(([a, b]) => a !== b)
  .map(([a, b, days]) => ({ start: hhmm(Math.min(a, b)), end: hhmm(Math.max(a, b)), days }));

const settingsArb: fc.Arbitrary<WageSettings> = fc.oneof(
  fc.constant(WAGE_PRESET),
  fc.record({ evening: windowArb, night: windowArb }).map((w) => ({ ...WAGE_PRESET, ...w })),
);

const timeArb = fc.oneof(
  { weight: 12, arbitrary: fc.integer({ min: 0, max: 1439 }).map(hhmm) },
  { weight: 1, arbitrary: fc.constantFrom('', '25:00', '7.30', 'kl 8') },
);

const shiftArb = fc.record({
  offset: fc.integer({ min: -12, max: 42 }),
  start: timeArb,
  end: timeArb,
  lunch: fc.record({ hours: fc.integer({ min: 0, max: 3 }), minutes: fc.integer({ min: 0, max: 59 }) }),
  worked: fc.oneof(fc.constant('clock' as const), fc.integer({ min: 0, max: 14 * 60 })),
  filed: fc.constantFrom(-1, 0, 0, 0, 1),
});

const monthArb = fc.record({
  year: fc.integer({ min: 2005, max: 2099 }),
  month: fc.integer({ min: 1, max: 12 }),
  shifts: fc.array(shiftArb, { maxLength: 25 }),
  settings: settingsArb,
  weeklyHours: fc.oneof(fc.integer({ min: 1, max: 60 }), fc.constantFrom(37.5, 40, 16.25)),
});

type Month = typeof monthArb extends fc.Arbitrary<infer T> ? T : never;

/** The clock's worked minutes (end − start less a deducted break), as the time form computes them. */
function clockMinutes(start: string, end: string, lunch: { hours: number; minutes: number }): number {
  const read = (v: string) => (/^\d\d:\d\d$/.test(v) ? Number(v.slice(0, 2)) * 60 + Number(v.slice(3)) : null);
  const [s, e] = [read(start), read(end)];
  if (s === null || e === null || s === e) return 0;
  const gross = e > s ? e - s : e + 1440 - s;
  const deducted = lunch.hours > 0 || (lunch.minutes > 0 && gross > 120);
  return Math.max(0, gross - (deducted ? lunch.hours * 60 + lunch.minutes : 0));
}

function build({ year, month, shifts }: Month): { records: WageRecord[]; all: { entry: PayrollEntry; filed: number }[] } {
  const first = Date.UTC(year, month - 1, 1);
  const all = shifts.map((s) => {
    const worked = s.worked === 'clock' ? clockMinutes(s.start, s.end, s.lunch) : s.worked;
    const entry: PayrollEntry = { date: iso(first + s.offset * DAY_MS), start: s.start, end: s.end, lunch: s.lunch, total: Math.floor(worked / 60), half: worked % 60 };
    return { entry, filed: s.filed };
  });
  const records = [-1, 0, 1].map((filed) => {
    const at = new Date(Date.UTC(year, month - 1 + filed, 1));
    return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, entries: all.filter((e) => e.filed === filed).map((e) => e.entry) };
  });
  return { records, all };
}

const inMonth = (date: string, year: number, month: number) => date.startsWith(`${year}-${String(month).padStart(2, '0')}-`);

describe('the wage rules on random months', () => {
  it('give each entry the reference’s minutes per window, each minute at most once, never more than its worked time', () => {
    fc.assert(
      fc.property(monthArb, (m) => {
        for (const { entry } of build(m).all) {
          const ours = entryUnsocial(entry, m.settings);
          const reference = referenceEntry(entry, m.settings);
          expect(ours).toEqual(reference.minutes);
          const sum = UNSOCIAL_KINDS.reduce((total, kind) => total + ours[kind], 0);
          expect(sum).toBe(reference.inAnyWindow);
          expect(sum).toBeLessThanOrEqual(entryMinutes(entry));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('give the month its own days, its moved time on the last day and its weeks, and change no worked time', () => {
    fc.assert(
      fc.property(monthArb, (m) => {
        const { records, all } = build(m);
        const before = structuredClone(records);
        const wages = monthWages({ year: m.year, month: m.month, records, settings: m.settings, weeklyHours: m.weeklyHours });
        expect(records).toEqual(before);

        const target = all.filter((e) => e.filed === 0).map((e) => e.entry);
        const days = new Map<string, Record<string, number>>();
        const moved = { evening: 0, night: 0, weekend: 0, greatHoliday: 0 };
        for (const entry of target) {
          const ref = referenceEntry(entry, m.settings).minutes;
          const into = inMonth(entry.date, m.year, m.month) ? days.get(entry.date) ?? { evening: 0, night: 0, weekend: 0, greatHoliday: 0 } : moved;
          for (const kind of UNSOCIAL_KINDS) into[kind] = (into[kind] ?? 0) + ref[kind];
          if (inMonth(entry.date, m.year, m.month)) days.set(entry.date, into);
        }
        const expectedDays = [...days.entries()]
          .filter(([, minutes]) => Object.values(minutes).some((v) => v > 0))
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([date, minutes]) => ({ date, minutes }));
        expect(wages.days).toEqual(expectedDays);
        expect(wages.moved.minutes).toEqual(moved);

        // Worked time is the person's month's, unchanged; each date's supplements fit in it.
        const pm = personMonth({ year: m.year, month: m.month, entries: target, stored: null });
        const arb = new Map(payrollLines(pm).filter((l) => l.kind === 'day').map((l) => [l.date, l.minutes]));
        for (const day of wages.days) {
          expect(UNSOCIAL_KINDS.reduce((s, k) => s + day.minutes[k], 0)).toBeLessThanOrEqual(arb.get(day.date) ?? 0);
        }
        expect(UNSOCIAL_KINDS.reduce((s, k) => s + wages.moved.minutes[k], 0)).toBeLessThanOrEqual(pm.movedMinutes);

        // Weeks: every entry by its own date, the weeks whose Sunday is in the month.
        const weekly = Math.round(m.weeklyHours * 60);
        const sundays = wages.weeks.map((w) => w.sunday);
        const lastDay = new Date(Date.UTC(m.year, m.month, 0)).getUTCDate();
        const expectedSundays = Array.from({ length: lastDay }, (_, i) => Date.UTC(m.year, m.month - 1, i + 1))
          .filter((ms) => new Date(ms).getUTCDay() === 0)
          .map(iso);
        expect(sundays).toEqual(expectedSundays);
        for (const week of wages.weeks) {
          const from = Date.parse(`${week.sunday}T00:00:00Z`) - 6 * DAY_MS;
          const worked = all
            .filter(({ entry }) => Date.parse(`${entry.date}T00:00:00Z`) >= from && entry.date <= week.sunday)
            .reduce((s, { entry }) => s + entry.total * 60 + entry.half, 0);
          expect(week.worked).toBe(worked);
          expect(week.additional + week.overtime).toBe(Math.max(0, worked - weekly));
          expect(week.overtime).toBe(Math.max(0, worked - Math.max(weekly, 40 * 60)));
        }
        expect(wages.sums.additional).toBe(wages.weeks.reduce((s, w) => s + w.additional, 0));
        expect(wages.sums.overtime).toBe(wages.weeks.reduce((s, w) => s + w.overtime, 0));
      }),
      { numRuns: 60 },
    );
  });
});
