/** The wage settings: the preset, 'Återställ förval', reading a stored or imported object, and the rules' Swedish messages. */
import { describe, expect, it } from 'vitest';
import {
  WAGE_PRESET,
  hasPresetWindows,
  readWageSettings,
  resetWageWindows,
  weeklyHoursOf,
  withWeeklyHours,
  type WageSettings,
} from '../../../src/person-time/wages/settings';
import { parseWeeklyHours, refusedWeeklyHours, validateWageSettings, validateWeeklyHours } from '../../../src/person-time/wages/validation';

describe('the preset', () => {
  it('is DECISIONS.md 36: OB1 evening Monday–Friday 18–24, OB2 night Monday–Friday 00–06, OB3, OB4, MER, ÖT1; not yet confirmed', () => {
    expect(WAGE_PRESET).toEqual({
      codes: { evening: 'OB1', night: 'OB2', weekend: 'OB3', greatHoliday: 'OB4', additional: 'MER', overtime: 'ÖT1' },
      evening: { days: [1, 2, 3, 4, 5], start: '18:00', end: '24:00' },
      night: { days: [1, 2, 3, 4, 5], start: '00:00', end: '06:00' },
      weeklyHours: {},
      confirmed: false,
    });
    expect(validateWageSettings(WAGE_PRESET)).toEqual({});
  });

  it('comes back with ‘Återställ förval’, keeping the people’s weekly hours', () => {
    const edited: WageSettings = { ...WAGE_PRESET, evening: { days: [1, 2, 3, 4], start: '19:00', end: '23:00' }, codes: { ...WAGE_PRESET.codes, weekend: 'OB5' }, weeklyHours: { a1: 30 }, confirmed: true };
    expect(hasPresetWindows(edited)).toBe(false);
    const reset = resetWageWindows(edited);
    expect(reset).toEqual({ ...WAGE_PRESET, weeklyHours: { a1: 30 } });
    expect(hasPresetWindows(reset)).toBe(true);
  });
});

describe('weekly hours', () => {
  it('are 40 unless set; 40 is not stored', () => {
    const set = withWeeklyHours(WAGE_PRESET, 'a1', 30);
    expect(weeklyHoursOf(set, 'a1')).toBe(30);
    expect(weeklyHoursOf(set, 'b2')).toBe(40);
    expect(withWeeklyHours(set, 'a1', 40).weeklyHours).toEqual({});
  });

  it('are read as typed, and refused at 0, over 60 or unreadable', () => {
    expect(parseWeeklyHours('37,5')).toEqual({ hours: 37.5, error: null });
    expect(parseWeeklyHours(' 30 ')).toEqual({ hours: 30, error: null });
    expect(parseWeeklyHours('60')).toEqual({ hours: 60, error: null });
    expect(parseWeeklyHours('0')).toEqual({ hours: null, error: 'Veckoarbetstiden ska vara mer än 0 och högst 60 timmar.' });
    expect(parseWeeklyHours('61')).toEqual({ hours: null, error: 'Veckoarbetstiden ska vara mer än 0 och högst 60 timmar.' });
    expect(parseWeeklyHours('fyrtio')).toEqual({ hours: null, error: 'Skriv veckoarbetstiden i timmar, till exempel 40 eller 37,5.' });
    expect(parseWeeklyHours('-5')).toEqual({ hours: null, error: 'Skriv veckoarbetstiden i timmar, till exempel 40 eller 37,5.' });
    expect(validateWeeklyHours(0.5)).toBeNull();
    expect(refusedWeeklyHours({ ...WAGE_PRESET, weeklyHours: { b: 0, a: 80, c: 30 } })).toEqual(['a', 'b']);
  });
});

describe('the rules refuse, in Swedish', () => {
  const withWindows = (evening: Partial<WageSettings['evening']>, night: Partial<WageSettings['night']> = {}): WageSettings => ({
    ...WAGE_PRESET,
    evening: { ...WAGE_PRESET.evening, ...evening },
    night: { ...WAGE_PRESET.night, ...night },
  });

  it('a window whose end is not after its start', () => {
    expect(validateWageSettings(withWindows({ start: '18:00', end: '18:00' }, { start: '06:00', end: '00:00' }))).toEqual({
      'evening.end': 'Sluttiden ska vara efter starttiden (24:00 är midnatt vid dagens slut).',
      'night.end': 'Sluttiden ska vara efter starttiden (24:00 är midnatt vid dagens slut).',
    });
    expect(validateWageSettings(withWindows({ start: '24:00', end: '24:00' }))).toEqual({
      'evening.end': 'Sluttiden ska vara efter starttiden (24:00 är midnatt vid dagens slut).',
    });
  });

  it('times outside 00:00–24:00', () => {
    const message = 'Skriv en tid mellan 00:00 och 24:00, som 18:00.';
    expect(validateWageSettings(withWindows({ start: '25:00', end: '24:30' }, { start: '-1:00', end: '6' }))).toEqual({
      'evening.start': message,
      'evening.end': message,
      'night.start': message,
      'night.end': message,
    });
  });

  it('a window without weekdays', () => {
    expect(validateWageSettings(withWindows({ days: [] }))).toEqual({ 'evening.days': 'Välj minst en veckodag.' });
  });

  it('two kinds with the same code', () => {
    const settings = { ...WAGE_PRESET, codes: { ...WAGE_PRESET.codes, night: 'OB1' } };
    expect(validateWageSettings(settings)).toEqual({
      'codes.evening': 'OB1 används för två slags tid. Varje slag behöver en egen kod.',
      'codes.night': 'OB1 används för två slags tid. Varje slag behöver en egen kod.',
    });
  });

  it('a code outside the schema’s list, or the code of worked time', () => {
    const settings = { ...WAGE_PRESET, codes: { ...WAGE_PRESET.codes, evening: 'OB6', night: '', weekend: 'ARB', greatHoliday: 'SEM' } };
    expect(validateWageSettings(settings)).toEqual({
      'codes.evening': 'OB6 finns inte i PAXml:s kodlista. Välj OB1–OB5, MER eller ÖT1–ÖT5.',
      'codes.night': 'Välj en kod: OB1–OB5, MER eller ÖT1–ÖT5.',
      'codes.weekend': 'ARB är koden för arbetad tid. Ett tillägg behöver en egen kod.',
      'codes.greatHoliday': 'SEM finns inte i PAXml:s kodlista. Välj OB1–OB5, MER eller ÖT1–ÖT5.',
    });
    expect(validateWageSettings(WAGE_PRESET, 'OB1')).toEqual({ 'codes.evening': 'OB1 är koden för arbetad tid. Ett tillägg behöver en egen kod.' });
  });
});

describe('reading stored or imported settings', () => {
  it('gives the preset for nothing or something else', () => {
    for (const value of [undefined, null, 'OB1', 42, [], {}]) expect(readWageSettings(value)).toEqual(WAGE_PRESET);
  });

  it('keeps what is there, takes the preset for what is missing or mistyped, and leaves the rules to validation', () => {
    const read = readWageSettings({
      codes: { evening: ' OB5 ', night: 7, overtime: 'ÖT2' },
      evening: { start: '19:00', days: [5, 1, 1, 9, 'x', 3] },
      night: { start: '06:00', end: '01:00', days: 'weekdays' },
      weeklyHours: { a1: 30, b2: '30', c3: Number.NaN, d4: 0 },
      confirmed: 'yes',
    });
    expect(read).toEqual({
      codes: { evening: 'OB5', night: 'OB2', weekend: 'OB3', greatHoliday: 'OB4', additional: 'MER', overtime: 'ÖT2' },
      evening: { days: [1, 3, 5], start: '19:00', end: '24:00' },
      night: { days: [1, 2, 3, 4, 5], start: '06:00', end: '01:00' },
      weeklyHours: { a1: 30, d4: 0 },
      confirmed: false,
    });
    expect(validateWageSettings(read)).toEqual({ 'night.end': 'Sluttiden ska vara efter starttiden (24:00 är midnatt vid dagens slut).' });
    expect(refusedWeeklyHours(read)).toEqual(['d4']);
    expect(readWageSettings(JSON.parse(JSON.stringify({ ...WAGE_PRESET, confirmed: true })))).toEqual({ ...WAGE_PRESET, confirmed: true });
  });
});
