/** Settings for every computer: saved to a file, read in on another computer and merged there. */
import { defaultExportSettings, readExportSettings, writeExportSettings } from '../../src/features/month-close/exports/settings';
import {
  mergeCorrectionNotes,
  parseSettingsFile,
  readCorrectionNotes,
  settingsFile,
  storeSettingsFile,
} from '../../src/features/month-close/settings-file';

const note = (minutes: number, at: string) => ({ MonthNumber: 10, year: 2026, minutes, at });

describe('the settings file', () => {
  it('carries the export settings, employment numbers and correction notes to another browser', () => {
    // The first admin's browser.
    writeExportSettings({
      ...defaultExportSettings,
      companyName: 'Städtid Städservice AB',
      anstid: { u1: '101' },
      numbering: { billSeries: 'A', invoiceSeries: 'B', nextBill: 13, nextInvoice: 6 },
    });
    localStorage.setItem('TimeCorrections', JSON.stringify({ u1: [note(75, '2026-11-24T08:10:00.000Z')] }));
    const file = settingsFile({ settings: readExportSettings(), corrections: readCorrectionNotes() }, new Date('2026-11-24T09:00:00Z'));
    expect(file.name).toBe('stadtid-installningar-2026-11-24.json');
    const text = new TextDecoder().decode(file.bytes);

    // The second admin's browser: its own number for another person, a note of its own, an older numbering.
    localStorage.clear();
    writeExportSettings({ ...defaultExportSettings, companyName: 'gammalt', anstid: { u2: '102' }, numbering: { ...defaultExportSettings.numbering, nextBill: 20 } });
    localStorage.setItem('TimeCorrections', JSON.stringify({ u2: [note(-30, '2026-11-23T10:00:00.000Z')] }));
    const content = parseSettingsFile(text);
    expect(content).not.toBeNull();
    if (!content) return;
    expect(storeSettingsFile(content, { settings: readExportSettings(), corrections: readCorrectionNotes() })).toEqual({
      corrections: 2,
      employmentNumbers: 2,
    });
    const merged = readExportSettings();
    expect(merged.companyName).toBe('Städtid Städservice AB');
    expect(merged.anstid).toEqual({ u1: '101', u2: '102' });
    // The higher next number of each series: no voucher number is handed out twice.
    expect(merged.numbering).toEqual({ billSeries: 'A', invoiceSeries: 'B', nextBill: 20, nextInvoice: 6 });
    expect(readCorrectionNotes()).toEqual({ u1: [note(75, '2026-11-24T08:10:00.000Z')], u2: [note(-30, '2026-11-23T10:00:00.000Z')] });
  });

  it('refuses a file that is not a settings file, and keeps a note once when both have it', () => {
    expect(parseSettingsFile('{"format":"annat"}')).toBeNull();
    expect(parseSettingsFile('inte json')).toBeNull();
    const a = { u1: [note(75, '2026-11-24T08:10:00.000Z')] };
    expect(mergeCorrectionNotes(a, { u1: [note(75, '2026-11-24T08:10:00.000Z'), note(15, '2026-11-25T08:00:00.000Z')] })).toEqual({
      u1: [note(75, '2026-11-24T08:10:00.000Z'), note(15, '2026-11-25T08:00:00.000Z')],
    });
  });
});
