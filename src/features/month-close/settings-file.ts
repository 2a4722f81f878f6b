/**
 * Settings for every computer (issue 16 item 6). The export settings (with the employment
 * numbers and the voucher numbering) and the correction notes live in this browser's storage;
 * the provider has no place for them. They are saved to one JSON file and read in on another
 * computer, where they are merged with what is there:
 * - correction notes: the union (a note is the same note when person, month, year, minutes and
 *   time made agree), so two admins' corrections both stay;
 * - employment numbers: the union, the file's number where both have one;
 * - voucher numbering: the higher next number of each series, so no number is used twice;
 * - everything else: the file's.
 */
import { readJson, storageKeys, writeJson } from '../../lib/storage';
import { encodeUtf8WithBom } from './exports/encoding';
import type { ExportFile } from './exports/file-name';
import { settingsFrom, type ExportSettings } from './exports/settings';

/** A correction noted with 'Rätta arbetad tid' (the time feature's Correction). */
export interface CorrectionNote {
  MonthNumber: number;
  year: number;
  /** Signed minutes. */
  minutes: number;
  /** When it was made, ISO. */
  at: string;
}

/** Per user id. */
export type CorrectionNotes = Record<string, CorrectionNote[]>;

export const SETTINGS_FILE_FORMAT = 'stadtid-installningar';
export const SETTINGS_FILE_VERSION = 1;

function isNote(value: unknown): value is CorrectionNote {
  if (!value || typeof value !== 'object') return false;
  const c = value as Record<string, unknown>;
  return (
    Number.isInteger(c.MonthNumber) &&
    Number.isInteger(c.year) &&
    Number.isInteger(c.minutes) &&
    typeof c.at === 'string'
  );
}

/** Correction notes read from anything; what is not a note is left out. */
export function correctionNotesFrom(value: unknown): CorrectionNotes {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const notes: CorrectionNotes = {};
  for (const [userId, list] of Object.entries(value as Record<string, unknown>)) {
    if (!Array.isArray(list)) continue;
    const kept = list.filter(isNote).map(({ MonthNumber, year, minutes, at }) => ({ MonthNumber, year, minutes, at }));
    if (kept.length > 0) notes[userId] = kept;
  }
  return notes;
}

export function readCorrectionNotes(): CorrectionNotes {
  return correctionNotesFrom(readJson<unknown>(storageKeys.timeCorrections, {}));
}

const noteKey = (c: CorrectionNote) => `${c.MonthNumber} ${c.year} ${c.minutes} ${c.at}`;

/** Both sets of notes, each note once, in the order they were made. */
export function mergeCorrectionNotes(a: CorrectionNotes, b: CorrectionNotes): CorrectionNotes {
  const merged: CorrectionNotes = {};
  for (const userId of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const seen = new Map<string, CorrectionNote>();
    for (const note of [...(a[userId] ?? []), ...(b[userId] ?? [])]) seen.set(noteKey(note), note);
    merged[userId] = [...seen.values()].sort((x, y) => x.at.localeCompare(y.at));
  }
  return merged;
}

export function mergeSettings(local: ExportSettings, file: ExportSettings): ExportSettings {
  const sameSeries = (a: string, b: string) => a.trim() === b.trim();
  const numbering = { ...file.numbering };
  if (sameSeries(local.numbering.billSeries, file.numbering.billSeries)) numbering.nextBill = Math.max(local.numbering.nextBill, file.numbering.nextBill);
  if (sameSeries(local.numbering.invoiceSeries, file.numbering.invoiceSeries)) {
    numbering.nextInvoice = Math.max(local.numbering.nextInvoice, file.numbering.nextInvoice);
  }
  return { ...file, anstid: { ...local.anstid, ...file.anstid }, numbering };
}

export interface SettingsFileContent {
  settings: ExportSettings;
  corrections: CorrectionNotes;
}

/** 'stadtid-installningar-2026-11-24.json': UTF-8 JSON. */
export function settingsFile(content: SettingsFileContent, savedAt: Date = new Date()): ExportFile {
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
  if (file.format !== SETTINGS_FILE_FORMAT || file.version !== SETTINGS_FILE_VERSION) return null;
  return { settings: settingsFrom(file.settings), corrections: correctionNotesFrom(file.corrections) };
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
  const settings = mergeSettings(local.settings, content.settings);
  const corrections = mergeCorrectionNotes(local.corrections, content.corrections);
  if (!writeJson(storageKeys.exportSettings, settings) || !writeJson(storageKeys.timeCorrections, corrections)) return null;
  return {
    corrections: Object.values(corrections).reduce((sum, list) => sum + list.length, 0),
    employmentNumbers: Object.keys(settings.anstid).length,
  };
}
