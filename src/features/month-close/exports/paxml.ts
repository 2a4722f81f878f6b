/**
 * PAXml 2.0 löneunderlag (payroll basis) of one month's worked hours: one `<tidtrans>` per
 * person and day, the person by `persnr` (12 digits), hours with two decimals that add up to
 * the person's month total. Written as ISO-8859-1, declared and used; characters outside
 * ISO-8859-1 are written as XML character references, so nothing is lost.
 * See /work/shared/FORMATS.md and docs/decisions.md, "Exports".
 */
import { pad2 } from '../../../lib/time';
import { encodeLatin1, isLatin1 } from './encoding';
import { EXPORT_TYPES, exportFileName, type ExportFile } from './file-name';
import { formatHundredths, minutesPerDay, personnummer12, splitHundredths, type PayrollInput } from './payroll';
import { normalizeOrgnr } from './settings';

export const PAXML_SCHEMA = 'http://www.paxml.se/2.0/paxml.xsd';
export const PAXML_FORMAT = 'LÖNIN';
export const DEFAULT_TIME_CODE = 'ARB';

export interface PaxmlOptions {
  year: number;
  /** 1–12 */
  month: number;
  companyName: string;
  /** 'NNNNNN-NNNN'; left out of the file when empty or not valid. */
  orgnr: string;
  /** `<tidkod>` of worked hours; 'ARB' when empty. */
  timeCode?: string;
  /** The file's `<datum>`; now when not given. */
  generatedAt?: Date;
}

export interface PaxmlDay {
  date: string;
  minutes: number;
  /** '8.25' */
  timmar: string;
}

export interface PaxmlPerson {
  fullname: string;
  persnr: string;
  days: PaxmlDay[];
  totalMinutes: number;
  /** The month total rounded to two decimals; the days' `timmar` add up to it. */
  totalTimmar: string;
}

export interface PaxmlResult {
  file: ExportFile;
  /** The XML text (before encoding). */
  xml: string;
  persons: PaxmlPerson[];
  /** People with worked time but no valid personnummer: not in the file (payroll cannot match them). */
  skipped: string[];
}

/** Escapes text for XML content and attributes; characters outside ISO-8859-1 become `&#x…;`. */
export function escapeXml(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '&') out += '&amp;';
    else if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else if (char === '"') out += '&quot;';
    else if (char === "'") out += '&apos;';
    // XML 1.0 allows no C0 controls but tab, LF and CR; C1 controls are dropped as well.
    else if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code < 0xa0)) continue;
    else if (!isLatin1(char)) out += `&#x${code.toString(16).toUpperCase()};`;
    else out += char;
  }
  return out;
}


/** 'YYYY-MM-DDThh:mm:ss' in the device's local time. */
export function localDateTime(date: Date): string {
  return (
    `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}` +
    `T${pad2(date.getHours())}:${pad2(date.getMinutes())}:${pad2(date.getSeconds())}`
  );
}

/** Each person's days with `timmar` (see splitHundredths), and the people left out. */
export function paxmlPersons(people: readonly PayrollInput[], year: number): { persons: PaxmlPerson[]; skipped: string[] } {
  const persons: PaxmlPerson[] = [];
  const skipped: string[] = [];
  for (const { person, entries } of people) {
    const days = minutesPerDay(entries).filter((day) => day.minutes > 0);
    if (days.length === 0) continue;
    const persnr = personnummer12(person.personnummer ?? '', year);
    if (persnr === null) {
      skipped.push(person.fullname);
      continue;
    }
    const hundredths = splitHundredths(days.map((day) => day.minutes));
    const totalMinutes = days.reduce((sum, day) => sum + day.minutes, 0);
    persons.push({
      fullname: person.fullname,
      persnr,
      days: days.map((day, index) => ({ ...day, timmar: formatHundredths(hundredths[index] ?? 0) })),
      totalMinutes,
      totalTimmar: formatHundredths(hundredths.reduce((sum, h) => sum + h, 0)),
    });
  }
  return { persons, skipped };
}

/** The PAXml 2.0 file of a month: one `<tidtrans>` per person and day with worked time. */
export function buildPaxml(people: readonly PayrollInput[], options: PaxmlOptions): PaxmlResult {
  const { persons, skipped } = paxmlPersons(people, options.year);
  const timeCode = options.timeCode?.trim() || DEFAULT_TIME_CODE;
  const orgnr = normalizeOrgnr(options.orgnr);
  const companyName = options.companyName.trim();
  const lines = [
    '<?xml version="1.0" encoding="ISO-8859-1"?>',
    `<paxml xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="${PAXML_SCHEMA}">`,
    '  <header>',
    `    <format>${escapeXml(PAXML_FORMAT)}</format>`,
    '    <version>2.0</version>',
    `    <datum>${localDateTime(options.generatedAt ?? new Date())}</datum>`,
    ...(orgnr ? [`    <foretagorgnr>${orgnr}</foretagorgnr>`] : []),
    ...(companyName ? [`    <foretagnamn>${escapeXml(companyName)}</foretagnamn>`] : []),
    '  </header>',
    '  <tidtransaktioner>',
  ];
  for (const person of persons) {
    for (const day of person.days) {
      lines.push(
        `    <tidtrans persnr="${person.persnr}">`,
        `      <tidkod>${escapeXml(timeCode)}</tidkod>`,
        `      <datum>${day.date}</datum>`,
        `      <timmar>${day.timmar}</timmar>`,
        '    </tidtrans>',
      );
    }
  }
  lines.push('  </tidtransaktioner>', '</paxml>', '');
  const xml = lines.join('\n');
  return {
    file: { name: exportFileName('paxml', options.year, options.month), type: EXPORT_TYPES.paxml, bytes: encodeLatin1(xml) },
    xml,
    persons,
    skipped,
  };
}
