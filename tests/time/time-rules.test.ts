import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sv } from '../../src/i18n/sv';
import {
  BREAK_HOURS,
  BREAK_MINUTES,
  breakApplies,
  hasErrors,
  localIsoDate,
  validateDescription,
  validateEnd,
  validateStart,
  validateTimeForm,
  workedTime,
} from '../../src/lib/time';

describe('start time (SPEC.md §5)', () => {
  it('empty gives "välj en starttid"', () => {
    expect(validateStart('')).toBe('startRequired');
    expect(validateStart('  ')).toBe('startRequired');
    expect(sv.time[validateStart('') ?? 'startWrong']).toBe('välj en starttid');
  });

  it.each(['00:00', '00:30', '01:15', '04:59', '4:00'])('%s gives "Fel i starttid"', (start) => {
    expect(validateStart(start)).toBe('startWrong');
    expect(sv.time.startWrong).toBe('Fel i starttid');
  });

  it('a time that is not a time is wrong too', () => {
    expect(validateStart('25:00')).toBe('startWrong');
    expect(validateStart('7.30')).toBe('startWrong');
  });

  it.each(['05:00', '07:30', '12:00', '23:59'])('%s is a valid start', (start) => {
    expect(validateStart(start)).toBeNull();
  });
});

describe('end time (SPEC.md §5)', () => {
  it('empty gives "välj en sluttid"', () => {
    expect(validateEnd('07:00', '')).toBe('endRequired');
    expect(sv.time.endRequired).toBe('välj en sluttid');
  });

  it.each(['00:00', '03:00', '04:59'])('%s gives "Fel i sluttid"', (end) => {
    expect(validateEnd('07:00', end)).toBe('endWrong');
    expect(sv.time.endWrong).toBe('Fel i sluttid');
  });

  it('an end hour before the start hour gives "fel med tid"', () => {
    expect(validateEnd('09:00', '08:59')).toBe('endBeforeStart');
    expect(validateEnd('12:30', '05:45')).toBe('endBeforeStart');
    expect(sv.time.endBeforeStart).toBe('fel med tid');
  });

  it('the same hour with fewer end minutes gives "fel minuter"', () => {
    expect(validateEnd('09:30', '09:15')).toBe('minutesWrong');
    expect(sv.time.minutesWrong).toBe('fel minuter');
  });

  it('the same hour and minutes gives "minuterna är liknande"', () => {
    expect(validateEnd('09:30', '09:30')).toBe('minutesSame');
    expect(sv.time.minutesSame).toBe('minuterna är liknande');
  });

  it('a later end is valid, also within the same hour', () => {
    expect(validateEnd('09:30', '09:31')).toBeNull();
    expect(validateEnd('07:00', '16:00')).toBeNull();
  });
});

describe('description (SPEC.md §5, §9)', () => {
  it('shorter than 3 characters after trimming gives "Skriv arbetsplatsen"', () => {
    expect(validateDescription('')).toBe('writePlace');
    expect(validateDescription('  ab  ')).toBe('writePlace');
    expect(sv.time.writePlace).toBe('Skriv arbetsplatsen');
  });

  it('3 to 400 characters are valid, 401 are not', () => {
    expect(validateDescription('abc')).toBeNull();
    expect(validateDescription('x'.repeat(400))).toBeNull();
    expect(validateDescription('x'.repeat(401))).toBe('descriptionTooLong');
  });

  it('validateTimeForm collects every rule', () => {
    const errors = validateTimeForm({ start: '', end: '', des: '' });
    expect(errors).toEqual({ start: 'startRequired', end: 'endRequired', des: 'writePlace' });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors(validateTimeForm({ start: '07:00', end: '15:00', des: 'Skolan' }))).toBe(false);
  });
});

describe('worked time and the break rule (SPEC.md §5)', () => {
  it('is end minus start without a break', () => {
    expect(workedTime('07:00', '15:30')).toEqual({ hours: 8, minutes: 30 });
    expect(workedTime('07:45', '08:10')).toEqual({ hours: 0, minutes: 25 });
  });

  it('subtracts a break with hours above 0, whatever the length of the day', () => {
    expect(workedTime('07:00', '09:00', { hours: 1, minutes: 0 })).toEqual({ hours: 1, minutes: 0 });
    expect(workedTime('07:00', '15:00', { hours: 1, minutes: 30 })).toEqual({ hours: 6, minutes: 30 });
  });

  it('subtracts a minutes-only break only when the day is above 2 hours', () => {
    expect(workedTime('07:00', '09:00', { hours: 0, minutes: 30 })).toEqual({ hours: 2, minutes: 0 });
    expect(workedTime('07:00', '09:01', { hours: 0, minutes: 30 })).toEqual({ hours: 1, minutes: 31 });
    expect(breakApplies({ hours: 0, minutes: 30 }, 120)).toBe(false);
    expect(breakApplies({ hours: 0, minutes: 30 }, 121)).toBe(true);
    expect(breakApplies({ hours: 0, minutes: 0 }, 600)).toBe(false);
  });

  it('carries 60 minutes into an hour and is never negative', () => {
    expect(workedTime('07:00', '16:00', { hours: 0, minutes: 60 })).toEqual({ hours: 8, minutes: 0 });
    expect(workedTime('07:00', '08:00', { hours: 2, minutes: 0 })).toEqual({ hours: 0, minutes: 0 });
    expect(workedTime('09:00', '08:00')).toEqual({ hours: 0, minutes: 0 });
  });

  it('offers break hours 0–10 and minutes 0–60 (SPEC.md §9)', () => {
    expect(BREAK_HOURS[0]).toBe(0);
    expect(BREAK_HOURS.at(-1)).toBe(10);
    expect(BREAK_HOURS).toHaveLength(11);
    expect(BREAK_MINUTES.at(-1)).toBe(60);
    expect(BREAK_MINUTES).toHaveLength(61);
  });

  it('property: over every valid start, end and break the total is right', () => {
    const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const validMinute = fc.integer({ min: 5 * 60, max: 23 * 60 + 59 });
    fc.assert(
      fc.property(
        validMinute,
        validMinute,
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 60 }),
        (a, b, hours, minutes) => {
          fc.pre(a !== b);
          const [from, to] = a < b ? [a, b] : [b, a];
          const start = clock(from);
          const end = clock(to);
          expect(validateStart(start)).toBeNull();
          expect(validateEnd(start, end)).toBeNull();
          const worked = workedTime(start, end, { hours, minutes });
          const gross = to - from;
          const applies = hours > 0 || (minutes > 0 && gross > 120);
          const expected = Math.max(0, applies ? gross - hours * 60 - minutes : gross);
          expect(worked.hours).toBeGreaterThanOrEqual(0);
          expect(worked.minutes).toBeGreaterThanOrEqual(0);
          expect(worked.minutes).toBeLessThan(60);
          expect(Number.isInteger(worked.hours) && Number.isInteger(worked.minutes)).toBe(true);
          expect(worked.hours * 60 + worked.minutes).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('property: an end not after the start never validates', () => {
    const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    fc.assert(
      fc.property(fc.integer({ min: 5 * 60, max: 1439 }), fc.integer({ min: 5 * 60, max: 1439 }), (a, b) => {
        fc.pre(b <= a);
        expect(validateEnd(clock(a), clock(b))).not.toBeNull();
      }),
    );
  });
});

describe('localIsoDate', () => {
  it('uses the device calendar date, not UTC', () => {
    // 00:30 local time on 1 March is still 28/29 February in UTC east of Greenwich.
    expect(localIsoDate(new Date(2025, 2, 1, 0, 30))).toBe('2025-03-01');
    expect(localIsoDate(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
  });
});
