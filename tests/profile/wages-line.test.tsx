/**
 * Min sida's unsocial hours (issue 41 item 4): 'Arbetad tid 69:30, varav kväll 4:00, helg 3:00'
 * above the month's entries, in the person's language, under the preset windows (the admin's
 * settings are not on the phone).
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoState } from '../../src/demo/db';
import { applyLanguage } from '../../src/i18n/language';
import { monthWages } from '../../src/person-time/wages/month-wages';
import { dayKind } from '../../src/person-time/wages/day-kinds';
import { dayOf, isoWeekday } from '../../src/person-time/wages/days';
import { WAGE_PRESET } from '../../src/person-time/wages/settings';
import type { TimeEntry } from '../../src/types/api';
import { signedInAs } from '../test-utils';
import { now, openProfile } from './helpers';

const YEAR = now.getFullYear();
const MONTH = now.getMonth() + 1;
const iso = (day: number) => `${YEAR}-${String(MONTH).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The first day of this month of this weekday (1 Monday … 6 Saturday) that is plainly that: a working day, or a weekend day that is no great holiday. */
function firstDay(weekday: number): number {
  const plain = weekday <= 5 ? 'ordinary' : 'weekend';
  const fits = (day: number) => isoWeekday(dayOf(YEAR, MONTH, day)) === weekday && dayKind(dayOf(YEAR, MONTH, day)) === plain;
  let day = 1;
  while (!fits(day)) day += 1;
  return day;
}

function shift(id: string, date: string, start: string, end: string, total: number): TimeEntry {
  const lunch = { hours: 0, minutes: 0 };
  return { _id: id, date, start, end, lunch, rast: { name: 'lunch', ...lunch }, total, half: 0, des: 'Kontor', text: 'klart', products: [] };
}

/**
 * The demo staff member's month with an evening (16:00–22:00 on a weekday: 4 h OB1) and a
 * Saturday morning (09:00–12:00: 3 h OB3) added, stored totals with them. Answers the minutes
 * the demo's own shifts already earn (a weekday public holiday gives them weekend time), by the rules.
 */
async function addShifts(): Promise<{ evening: number; weekend: number; worked: number }> {
  const { user } = await signedInAs('staff');
  const month = demoState().months.find((m) => m.userId === user._id && m.MonthNumber === MONTH && m.year === YEAR);
  if (!month) throw new Error('no month');
  const own = monthWages({ year: YEAR, month: MONTH, records: [{ year: YEAR, month: MONTH, entries: month.months }], settings: WAGE_PRESET, weeklyHours: 40 }).sums;
  month.months.push(shift('65d3e0c0cccccccccccccccc', iso(firstDay(3)), '16:00', '22:00', 6));
  month.months.push(shift('65d3e0c0dddddddddddddddd', iso(firstDay(6)), '09:00', '12:00', 3));
  month.total += 9;
  const stored = demoState().users.find((u) => u._id === user._id);
  if (stored) stored.total += 9;
  return { evening: own.evening + 240, weekend: own.weekend + 180, worked: month.total * 60 + month.half };
}

const hm = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

describe("Min sida: the month's unsocial hours", () => {
  afterEach(() => applyLanguage('sv'));

  it("says 'Arbetad tid …, varav kväll 4:00, helg 3:00' above the month's entries", async () => {
    const { evening, weekend, worked } = await addShifts();
    await openProfile();
    expect(await screen.findByText(`Arbetad tid ${hm(worked)}, varav kväll ${hm(evening)}, helg ${hm(weekend)}`)).toBeInTheDocument();
  });

  it('in the person’s language: Arabic', async () => {
    const { evening, weekend, worked } = await addShifts();
    await applyLanguage('ar');
    await openProfile();
    expect(await screen.findByText(`وقت العمل ${hm(worked)}، منها مساءً ${hm(evening)}، عطلة الأسبوع ${hm(weekend)}`)).toBeInTheDocument();
  });
});
