/** Settings for every computer: saved to a file, read in on another computer and merged there. */
import { defaultExportSettings, invalidSettingsFields, readExportSettings, writeExportSettings } from '../../src/features/month-close/exports/settings';
import { localSettingsContent, parseSettingsFile, settingsFile, storeSettingsFile } from '../../src/features/month-close/settings-file';
import { wageSettingsRefused } from '../../src/features/month-close/exports/wage-settings';
import { keepNotes, mergeNotes, readNotes, type NotesState } from '../../src/lib/correction-notes';
import { WAGE_PRESET, type WageSettings } from '../../src/person-time/wages/settings';

const note = (minutes: number, at: string) => ({ MonthNumber: 10, year: 2026, minutes, at });
const made = '2026-11-24T08:10:00.000Z';

/** This browser's settings and notes as a settings file's text. */
function saveFile(): string {
  return new TextDecoder().decode(settingsFile(localSettingsContent(readExportSettings()), new Date('2026-11-24T09:00:00Z')).bytes);
}

function readIn(text: string) {
  const content = parseSettingsFile(text);
  if (!content) throw new Error('not a settings file');
  return storeSettingsFile(content, localSettingsContent(readExportSettings()));
}

describe('the settings file', () => {
  it('carries the export settings, employment numbers and correction notes to another browser', () => {
    // The first admin's browser.
    writeExportSettings({
      ...defaultExportSettings,
      companyName: 'Städtid Städservice AB',
      anstid: { u1: '101' },
      numbering: { billSeries: 'V', invoiceSeries: 'K' },
      places: { 'flyttstädning björkvägen': 'p1' },
    });
    localStorage.setItem('TimeCorrections', JSON.stringify({ u1: [note(75, made)] }));
    const file = settingsFile(localSettingsContent(readExportSettings()), new Date('2026-11-24T09:00:00Z'));
    expect(file.name).toBe('stadtid-installningar-2026-11-24.json');
    const text = new TextDecoder().decode(file.bytes);

    // The second admin's browser: its own number for another person, a note of its own, the default series.
    localStorage.clear();
    writeExportSettings({ ...defaultExportSettings, companyName: 'gammalt', anstid: { u2: '102' }, places: { 'storgatan 11': 'p2', 'flyttstädning björkvägen': 'p9' } });
    localStorage.setItem('TimeCorrections', JSON.stringify({ u2: [note(-30, '2026-11-23T10:00:00.000Z')] }));
    expect(readIn(text)).toEqual({ corrections: 2, employmentNumbers: 2 });
    const merged = readExportSettings();
    expect(merged.companyName).toBe('Städtid Städservice AB');
    expect(merged.anstid).toEqual({ u1: '101', u2: '102' });
    // A place assigned to a workplace (issue 24) travels too: the union, the file's where both have one.
    expect(merged.places).toEqual({ 'flyttstädning björkvägen': 'p1', 'storgatan 11': 'p2' });
    // The series travel with the file; no counter does (voucher numbers come from each item: sie-numbers.ts).
    expect(merged.numbering).toEqual({ billSeries: 'V', invoiceSeries: 'K' });
    expect(readNotes().corrections).toEqual({ u1: [note(75, made)], u2: [note(-30, '2026-11-23T10:00:00.000Z')] });
  });

  it('a financial-year start in the file that cannot be read stays unreadable, refused before an export (issue 41 item 6)', () => {
    writeExportSettings({ ...defaultExportSettings, companyName: 'Städtid Städservice AB', fiscalYearStart: 5 });
    const file = JSON.parse(saveFile()) as { settings: Record<string, unknown> };
    for (const start of [13, 0, 'x', null]) {
      localStorage.clear();
      writeExportSettings({ ...defaultExportSettings, companyName: 'gammalt', fiscalYearStart: 7 });
      readIn(JSON.stringify({ ...file, settings: { ...file.settings, fiscalYearStart: start } }));
      expect(readExportSettings().fiscalYearStart).toBe(0);
      expect(invalidSettingsFields(readExportSettings())).toEqual(['fiscalYearStart']);
    }
  });

  it('refuses a file that is not a settings file, and keeps a note once when both have it', () => {
    expect(parseSettingsFile('{"format":"annat"}')).toBeNull();
    expect(parseSettingsFile('inte json')).toBeNull();
    const a: NotesState = { corrections: { u1: [note(75, made)] }, removed: {} };
    expect(mergeNotes(a, { corrections: { u1: [note(75, made), note(15, '2026-11-25T08:00:00.000Z')] }, removed: {} })).toEqual({
      corrections: { u1: [note(75, made), note(15, '2026-11-25T08:00:00.000Z')] },
      removed: {},
    });
  });
});

describe('an undone correction and another computer’s settings file (issue 16 item 6)', () => {
  /** Both computers have the note (A's file was read on B); the storage is one browser at a time. */
  function bothHaveTheNote(): { a: string; b: string } {
    localStorage.setItem('TimeCorrections', JSON.stringify({ u1: [note(75, made)] }));
    const a = saveFile();
    return { a, b: a };
  }

  it('undone on A, then B’s file (which still has it) read on A: it stays undone', () => {
    const { b } = bothHaveTheNote();
    // On A: 'Ångra' removes the note, recorded as removed with the time.
    keepNotes('u1', (list) => list.filter((c) => c.at !== made), new Date('2026-11-25T10:00:00.000Z'));
    expect(readNotes()).toEqual({ corrections: {}, removed: { u1: [{ at: made, removed: '2026-11-25T10:00:00.000Z' }] } });
    expect(readIn(b)).toEqual({ corrections: 0, employmentNumbers: 0 });
    expect(readNotes().corrections).toEqual({});
    // The removal travels on in A's next file.
    expect(parseSettingsFile(saveFile())?.removed).toEqual({ u1: [{ at: made, removed: '2026-11-25T10:00:00.000Z' }] });
  });

  it('undone on A, then A’s file read on B (which still has it): it is undone on B too', () => {
    const { b } = bothHaveTheNote();
    keepNotes('u1', (list) => list.filter((c) => c.at !== made), new Date('2026-11-25T10:00:00.000Z'));
    const a = saveFile();
    // B's browser: the note as it was, and a correction of its own made later.
    localStorage.clear();
    expect(readIn(b)).toEqual({ corrections: 1, employmentNumbers: 0 });
    keepNotes('u1', (list) => [...list, note(30, '2026-11-25T11:00:00.000Z')]);
    expect(readIn(a)).toEqual({ corrections: 1, employmentNumbers: 0 });
    expect(readNotes().corrections).toEqual({ u1: [note(30, '2026-11-25T11:00:00.000Z')] });
  });

  it('a removal is never dated before the note it removes, whatever the undoing computer’s clock', () => {
    localStorage.setItem('TimeCorrections', JSON.stringify({ u1: [note(75, made)] }));
    // This computer's clock is an hour behind the one that made the note.
    keepNotes('u1', () => [], new Date('2026-11-24T07:10:00.000Z'));
    const removed = readNotes().removed;
    expect(removed).toEqual({ u1: [{ at: made, removed: made }] });
    expect(mergeNotes({ corrections: {}, removed }, { corrections: { u1: [note(75, made)] }, removed: {} }).corrections).toEqual({});
  });

  it('a note moved to another month on A: the moved note wins over B’s older one, both ways', () => {
    const { b } = bothHaveTheNote();
    keepNotes('u1', (list) => list.map((c) => ({ ...c, MonthNumber: 9 })), new Date('2026-11-25T12:00:00.000Z'));
    const moved = { ...note(75, made), MonthNumber: 9, changed: '2026-11-25T12:00:00.000Z' };
    expect(readNotes().corrections).toEqual({ u1: [moved] });
    const a = saveFile();
    expect(readIn(b)).toEqual({ corrections: 1, employmentNumbers: 0 });
    expect(readNotes().corrections).toEqual({ u1: [moved] });
    localStorage.clear();
    readIn(b);
    readIn(a);
    expect(readNotes().corrections).toEqual({ u1: [moved] });
  });

  it('a file saved before removals were recorded still reads in', () => {
    const old = JSON.stringify({ format: 'stadtid-installningar', version: 1, settings: {}, corrections: { u1: [note(75, made)] } });
    expect(parseSettingsFile(old)).toMatchObject({ corrections: { u1: [note(75, made)] }, removed: {} });
  });
});

describe('the wage settings in the settings file (issue 41 item 3)', () => {
  const edited: WageSettings = {
    ...WAGE_PRESET,
    codes: { ...WAGE_PRESET.codes, weekend: 'OB5', overtime: 'ÖT2' },
    evening: { days: [1, 2, 3, 4, 5, 6], start: '19:00', end: '24:00' },
    night: { days: [1, 2, 3, 4, 5], start: '00:00', end: '05:30' },
    weeklyHours: { u1: 30, u3: 37.5 },
    confirmed: true,
  };

  it('travel to another browser as they were saved: windows, codes, weekly hours and the confirmation', () => {
    writeExportSettings({ ...defaultExportSettings, companyName: 'Städtid Städservice AB', wages: edited });
    const text = saveFile();
    const file = JSON.parse(text) as { version: number; settings: { wages: unknown } };
    expect(file.version).toBe(2);
    expect(file.settings.wages).toEqual({ ...edited, evening: { ...edited.evening }, night: { ...edited.night } });

    // Another browser: the preset, a part-timer of its own and one both know.
    localStorage.clear();
    writeExportSettings({ ...defaultExportSettings, companyName: 'gammalt', wages: { ...WAGE_PRESET, weeklyHours: { u2: 20, u1: 35 } } });
    readIn(text);
    expect(readExportSettings().wages).toEqual({ ...edited, weeklyHours: { u1: 30, u2: 20, u3: 37.5 } });
    // Saved again from there, it reads back the same (a round trip changes nothing).
    const again = parseSettingsFile(saveFile());
    expect(again?.settings).toEqual(readExportSettings());
  });

  it('a file saved before the wage settings (version 1) reads in and leaves this browser’s wage settings as they are', () => {
    writeExportSettings({ ...defaultExportSettings, companyName: 'Städtid Städservice AB', wages: edited });
    const v1 = JSON.stringify({
      format: 'stadtid-installningar',
      version: 1,
      settings: { companyName: 'Gamla filen AB', anstid: { u9: '9' } },
      corrections: {},
    });
    expect(readIn(v1)).toEqual({ corrections: 0, employmentNumbers: 1 });
    expect(readExportSettings().companyName).toBe('Gamla filen AB');
    expect(readExportSettings().wages).toEqual(edited);
    // A version this app does not know is not read.
    expect(parseSettingsFile(JSON.stringify({ format: 'stadtid-installningar', version: 3, settings: {} }))).toBeNull();
  });

  it('read defensively: a mistyped part is the preset’s, a value a rule refuses is kept and refused before an export', () => {
    writeExportSettings({ ...defaultExportSettings, companyName: 'Städtid Städservice AB' });
    const file = JSON.parse(saveFile()) as { settings: Record<string, unknown> };
    readIn(
      JSON.stringify({
        ...file,
        settings: { ...file.settings, wages: { codes: { evening: 'OB1', night: 7 }, evening: { start: '22:00', end: '20:00' }, weeklyHours: { u1: 0, u2: 'x' }, confirmed: 'yes' } },
      }),
    );
    const wages = readExportSettings().wages;
    expect(wages.codes.night).toBe('OB2');
    expect(wages.evening).toEqual({ days: [1, 2, 3, 4, 5], start: '22:00', end: '20:00' });
    expect(wages.weeklyHours).toEqual({ u1: 0 });
    expect(wages.confirmed).toBe(false);
    expect(wageSettingsRefused(readExportSettings())).toBe(true);
  });
});

