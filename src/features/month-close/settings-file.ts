/**
 * Settings for every computer (issue 16 item 6). The export settings (with the employment
 * numbers and the voucher series) and the correction notes live in this browser's storage;
 * the provider has no place for them. They are saved to one JSON file and read in on another
 * computer, where they are merged with what is there:
 * - correction notes: both computers' notes, a note undone on either side staying undone (each
 *   note's newer version; a removal at or after its making wins: lib/correction-notes.ts), so two
 *   admins' corrections both stay and an undone one never comes back;
 * - employment numbers, places assigned to a workplace and weekly hours: the union, the file's
 *   where both have one;
 * - everything else: the file's; the wage windows and codes too, unless the file was saved before
 *   they were (version 1): then this browser's stay.
 * Version 2 added the wage settings (issue 41); a version-1 file still reads.
 */
import {
  correctionNotesFrom,
  mergeNotes,
  readNotes,
  removedNotesFrom,
  storeNotes,
  type NotesState,
} from '../../lib/correction-notes';
import { encodeUtf8WithBom } from './exports/encoding';
import type { ExportFile } from './exports/file-name';
import { settingsFrom, writeExportSettings, type ExportSettings } from './exports/settings';

export const SETTINGS_FILE_FORMAT = 'stadtid-installningar';
export const SETTINGS_FILE_VERSION = 2;
/** The versions this app reads: 1 (before the wage settings) and 2. */
const READABLE_VERSIONS: readonly unknown[] = [1, 2];

export function mergeSettings(local: ExportSettings, file: ExportSettings, fileHasWages = true): ExportSettings {
  const wages = fileHasWages ? file.wages : local.wages;
  return {
    ...file,
    anstid: { ...local.anstid, ...file.anstid },
    places: { ...local.places, ...file.places },
    wages: { ...wages, weeklyHours: { ...local.wages.weeklyHours, ...(fileHasWages ? file.wages.weeklyHours : {}) } },
  };
}

export type { CorrectionNotes } from '../../lib/correction-notes';

/** The settings and the correction notes with their removals (lib/correction-notes.ts). */
export interface SettingsFileContent extends NotesState {
  settings: ExportSettings;
  /** False for a file saved before the wage settings (version 1): its `settings.wages` is only the preset. */
  hasWages?: boolean;
}

/** What this browser holds now, as a settings file carries it. */
export function localSettingsContent(settings: ExportSettings): SettingsFileContent {
  return { settings, ...readNotes() };
}

/** 'stadtid-installningar-2026-11-24.json': UTF-8 JSON. */
export function settingsFile({ hasWages: _always, ...content }: SettingsFileContent, savedAt: Date = new Date()): ExportFile {
  const day = savedAt.toISOString().slice(0, 10);
  const json = JSON.stringify(
    { format: SETTINGS_FILE_FORMAT, version: SETTINGS_FILE_VERSION, savedAt: savedAt.toISOString(), ...content },
    null,
    2,
  );
  // The byte-order mark is left off: JSON is UTF-8 by definition (RFC 8259).
  const bytes = encodeUtf8WithBom(json).slice(3);
  return { name: `${SETTINGS_FILE_FORMAT}-${day}.json`, type: 'application/json', bytes };
}

/** The content of a settings file, or null when the text is not one. */
export function parseSettingsFile(text: string): SettingsFileContent | null {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const file = value as Record<string, unknown>;
  if (file.format !== SETTINGS_FILE_FORMAT || !READABLE_VERSIONS.includes(file.version)) return null;
  const settings = settingsFrom(file.settings);
  const hasWages = file.version !== 1 && typeof file.settings === 'object' && file.settings !== null && 'wages' in file.settings;
  // A file saved before removals were recorded has none.
  return { settings, hasWages, corrections: correctionNotesFrom(file.corrections), removed: removedNotesFrom(file.removed) };
}

/** What a read-in did, for the screen. */
export interface SettingsReadIn {
  corrections: number;
  employmentNumbers: number;
}

/**
 * Merges a settings file into this browser's storage (see the top of the file). Answers what it
 * holds now, or null when the browser refuses to store it.
 */
export function storeSettingsFile(content: SettingsFileContent, local: SettingsFileContent): SettingsReadIn | null {
  const settings = mergeSettings(local.settings, content.settings, content.hasWages !== false);
  const notes = mergeNotes(local, content);
  if (!writeExportSettings(settings) || !storeNotes(notes)) return null;
  const { corrections } = notes;
  return {
    corrections: Object.values(corrections).reduce((sum, list) => sum + list.length, 0),
    employmentNumbers: Object.keys(settings.anstid).length,
  };
}
