/**
 * Sweden's public holidays, computed by the app (holidays.ts), against the `date-holidays`
 * package (a dev dependency, never in the app) for every year 1900–2100.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { dateOf } from '../../../src/person-time/wages/days';
import { easterSunday, eves, publicHolidays } from '../../../src/person-time/wages/holidays';

const library = new Holidays('SE');
const YEARS = Array.from({ length: 201 }, (_, i) => 1900 + i);

const byYear = new Map<number, ReturnType<typeof library.getHolidays>>();

function libraryDates(year: number, types: readonly string[], names?: readonly string[]): string[] {
  const holidays = byYear.get(year) ?? library.getHolidays(year);
  byYear.set(year, holidays);
  return holidays
    .filter((h) => types.includes(h.type) && (!names || names.includes(h.name)))
    .map((h) => h.date.slice(0, 10))
    .sort();
}

describe("Sweden's public holidays", () => {
  it('are the library’s public holidays every year 1900–2100, with Whit Monday instead of National Day before 2005', () => {
    for (const year of YEARS) {
      const ours = publicHolidays(year).map((h) => h.date);
      const theirs = libraryDates(year, ['public']);
      if (year >= 2005) {
        expect(ours, String(year)).toEqual(theirs);
      } else {
        // The library keeps Whit Monday (annandag pingst) as an observance only; the law made it a public holiday until 2004.
        const whitMonday = dateOf(easterSunday(year) + 50);
        expect(ours.filter((d) => d !== whitMonday), String(year)).toEqual(theirs);
        expect(libraryDates(year, ['observance'], ['annandag pingst']), String(year)).toEqual([whitMonday]);
      }
    }
  });

  it('put Easter, Ascension, Midsummer Day and All Saints’ Day on the right days', () => {
    for (const year of YEARS) {
      const byKey = new Map(publicHolidays(year).map((h) => [h.key, h.date]));
      const name = (sv: string) => libraryDates(year, ['public'], [sv]);
      expect([byKey.get('easterSunday')], String(year)).toEqual(name('påskdagen'));
      expect([byKey.get('ascensionDay')], String(year)).toEqual(name('Kristi himmelsfärdsdag'));
      expect([byKey.get('midsummerDay')], String(year)).toEqual(name('midsommardagen'));
      expect([byKey.get('allSaintsDay')], String(year)).toEqual(name('alla helgons dag'));
    }
  });

  it('keep the eves apart: the library’s Easter Eve, Midsummer Eve, Christmas Eve and New Year’s Eve', () => {
    for (const year of YEARS) {
      const theirs = libraryDates(year, ['bank', 'observance'], ['påskafton', 'midsommarafton', 'julafton', 'nyårsafton']);
      expect(eves(year).map((e) => e.date), String(year)).toEqual(theirs);
      const publicDates = new Set(publicHolidays(year).map((h) => h.date));
      expect(eves(year).filter((e) => publicDates.has(e.date)), String(year)).toEqual([]);
    }
  });

  it('of 2025, written out', () => {
    expect(publicHolidays(2025).map((h) => `${h.date} ${h.key}`)).toEqual([
      '2025-01-01 newYearsDay',
      '2025-01-06 epiphany',
      '2025-04-18 goodFriday',
      '2025-04-20 easterSunday',
      '2025-04-21 easterMonday',
      '2025-05-01 mayDay',
      '2025-05-29 ascensionDay',
      '2025-06-06 nationalDay',
      '2025-06-08 pentecost',
      '2025-06-21 midsummerDay',
      '2025-11-01 allSaintsDay',
      '2025-12-25 christmasDay',
      '2025-12-26 boxingDay',
    ]);
  });
});

describe('the library', () => {
  it('is a dev dependency only, imported by no file of the app', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    expect(pkg.devDependencies?.['date-holidays']).toBeDefined();
    expect(pkg.dependencies?.['date-holidays']).toBeUndefined();
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((f) => /\.(ts|tsx)$/.test(f));
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((f) => readFileSync(path.join('src', f), 'utf8').includes("'date-holidays'"))).toEqual([]);
  });
});
