/**
 * Export file names and types (docs/decisions.md, "Exports"): each file is named by its content
 * and the month it covers, `YYYY-MM`, so a month's three files sort together.
 */
import { pad2 } from '../../../lib/time';

export type ExportKind = 'paxml' | 'sie' | 'csv';

/** A finished export: what the download helper saves. */
export interface ExportFile {
  name: string;
  /** MIME type, with the charset the bytes use. */
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

const BASE: Record<ExportKind, string> = {
  paxml: 'loneunderlag',
  sie: 'verifikationer',
  csv: 'tid',
};

const EXTENSION: Record<ExportKind, string> = {
  paxml: 'xml',
  // A file of vouchers for import into a bookkeeping program is SIE type 4I: '.si' (FORMATS.md).
  sie: 'si',
  csv: 'csv',
};

export const EXPORT_TYPES: Record<ExportKind, string> = {
  paxml: 'application/xml;charset=ISO-8859-1',
  sie: 'text/plain;charset=IBM437',
  csv: 'text/csv;charset=utf-8',
};

/** 'YYYY-MM' of a year and a month 1–12; throws on anything else (a programming error). */
export function monthKey(year: number, month: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999 || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Not a month: ${year}-${month}`);
  }
  return `${year}-${pad2(month)}`;
}

/** A name for a file name: lower case, å ä → a, ö → o (and other accents off), words joined by '-'. */
export function fileNamePart(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * 'loneunderlag-2026-11.xml', 'verifikationer-2026-11.si', 'tid-2026-11.csv'; a person's own
 * file carries the person: 'loneunderlag-2026-11-erik-johansson.xml'.
 */
export function exportFileName(kind: ExportKind, year: number, month: number, person?: string): string {
  const who = person ? fileNamePart(person) : '';
  return `${BASE[kind]}-${monthKey(year, month)}${who ? `-${who}` : ''}.${EXTENSION[kind]}`;
}
