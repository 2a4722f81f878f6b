/** The guardrails before sending a day (issue 12): overlap, a break as long as the shift, over 14 h. */
import { describe, expect, it } from 'vitest';
import { dayWarnings } from '../../src/features/time/day-checks';
import type { TimeEntry } from '../../src/types/api';

const noBreak = { name: '', hours: 0, minutes: 0 };

function entry(date: string, start: string, end: string, total: number, half = 0): TimeEntry {
  return { _id: `${date}${start}`, date, start, end, lunch: { hours: 0, minutes: 0 }, total, half, des: 'Skolan', text: '', products: [] };
}

describe('dayWarnings', () => {
  const day = '2026-11-20';

  it('warns about a shift overlapping an entry of the same day, not one that only touches it or another day', () => {
    const registered = [entry(day, '07:00', '11:00', 4), entry(day, '12:00', '13:00', 1), entry('2026-11-19', '08:00', '10:00', 2)];
    const warnings = dayWarnings({ date: day, start: '10:30', end: '12:00' }, noBreak, registered);
    expect(warnings).toEqual([{ kind: 'overlap', with: registered[0] }]);
    expect(dayWarnings({ date: day, start: '11:00', end: '12:00' }, noBreak, registered)).toEqual([]);
  });

  it('warns about a break as long as the shift or longer', () => {
    expect(dayWarnings({ date: day, start: '08:00', end: '09:00' }, { name: 'lunch', hours: 1, minutes: 0 }, [])).toContainEqual({
      kind: 'longBreak',
    });
    expect(dayWarnings({ date: day, start: '08:00', end: '09:01' }, { name: 'lunch', hours: 1, minutes: 0 }, [])).toEqual([]);
  });

  it('warns when the day passes 14 hours, counting what is already registered', () => {
    expect(dayWarnings({ date: day, start: '05:00', end: '19:00' }, noBreak, [])).toEqual([]);
    expect(dayWarnings({ date: day, start: '05:00', end: '19:01' }, noBreak, [])).toEqual([{ kind: 'longDay', minutes: 841 }]);
    const morning = [entry(day, '05:00', '10:00', 5)];
    expect(dayWarnings({ date: day, start: '12:00', end: '21:30' }, noBreak, morning)).toEqual([{ kind: 'longDay', minutes: 870 }]);
  });
});
