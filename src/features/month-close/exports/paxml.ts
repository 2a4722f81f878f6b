/**
 * PAXml 2.0 löneunderlag (payroll basis) of one month's worked hours, written from each
 * person's month (person-month.ts): one `<tidtrans>` per person and day, one for time moved in
 * from another month and one per correction (both on the month's last day, marked in `<info>`),
 * the person by `anstid` (the employment number in the payroll program) and `persnr` (12 digits)
 * where valid, hours with two decimals that add up to the person's month total. Beside them the
 * supplements (DECISIONS.md 36, FORMATS.md): the wage rules' lines (person-time/wages wageLines)
 * with the settings' codes, each its own minutes in hours with two decimals, never a split of the
 * worked hours, and never netted by a correction (a correction has no time of day). A negative
 * correction is not written as negative hours (payroll programs refuse them): it is taken off
 * the month's latest lines, each marked, and named before the export (`netted`).
 * Written as ISO-8859-1, declared and used; characters outside ISO-8859-1 are written as XML
 * character references, so nothing is lost. See /work/shared/FORMATS.md and docs/decisions.md,
 * "Exports" and "Month close".
 */
import { hoursMinutes, pad2, toDuration } from '../../../lib/time';
import { encodeLatin1, isLatin1 } from './encoding';
import { EXPORT_TYPES, exportFileName, type ExportFile } from './file-name';
import { payrollLines, type PayrollLine } from '../../../person-time/person-month';
import { wageLines, type WageLine } from '../../../person-time/wages/month-wages';
import type { WageKind, WageSettings } from '../../../person-time/wages/settings';
import { correctionRemark, formatHundredths, minutesToHundredths, personnummer12, splitHundredths, type PayrollInput } from './payroll';
import { DEFAULT_TIME_CODE, isPaxmlTimeCode, isValidAnstid } from './paxml-codes';
import { normalizeOrgnr } from './settings';

export const PAXML_SCHEMA = 'http://www.paxml.se/2.0/paxml.xsd';
export const PAXML_FORMAT = 'LÖNIN';
export { DEFAULT_TIME_CODE, PAXML_TIME_CODES, isPaxmlTimeCode, isValidAnstid } from './paxml-codes';
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
  /** A person's own file: their name goes into the file name. */
  personName?: string;
  /** The wage settings: with them, each person's supplements (PayrollInput.wages) are written with these codes. */
  wages?: WageSettings;
}

export interface PaxmlLine {
  kind: PayrollLine['kind'];
  /** 'YYYY-MM-DD', within the month. */
  date: string;
  /** Never negative. */
  minutes: number;
  /** '8.25' */
  timmar: string;
  /** `<info>`: what a moved or corrected line is; '' for a plain day. */
  info: string;
}

/** A supplement's line (OB, MER, ÖT): its own `<tidtrans>` beside the worked hours. */
export interface PaxmlWageLine {
  kind: WageKind;
  /** The `<tidkod>`: the settings' code of the kind. */
  code: string;
  /** 'YYYY-MM-DD', within the month: the day, the last day for moved time, a week's Sunday. */
  date: string;
  minutes: number;
  /** Its own minutes in hours, two decimals ('4.00'). */
  timmar: string;
  /** `<info>`: for moved time its own dates; '' otherwise. */
  info: string;
}

export interface PaxmlPerson {
  fullname: string;
  anstid: string;
  /** 12 digits, or null when the personnummer is not valid (then only `anstid` is written). */
  persnr: string | null;
  lines: PaxmlLine[];
  totalMinutes: number;
  /** The month total rounded to two decimals; the lines' `timmar` add up to it. */
  totalTimmar: string;
  /** The supplements, in the wage rules' order (date, then day, moved, week, then kind). */
  wages: PaxmlWageLine[];
}

/** A person's negative corrections, taken off their latest lines (no negative hours in PAXml). */
export interface PaxmlNetted {
  fullname: string;
  /** The negative corrections' minutes, as a positive number. */
  minutes: number;
  /** The lines' dates it was taken from. */
  dates: string[];
  /** Minutes that found no time to come off (the month would be below zero): not in the file. */
  uncovered: number;
}

export interface PaxmlResult {
  file: ExportFile;
  /** The XML text (before encoding). */
  xml: string;
  persons: PaxmlPerson[];
  /** People with worked time but no employment number: not in the file (payroll cannot match them). */
  missingAnstid: string[];
  netted: PaxmlNetted[];
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

const hm = (minutes: number) => hoursMinutes(toDuration(minutes));

function infoOf(line: PayrollLine): string {
  if (line.kind === 'moved') return `Flyttad tid, daterad ${line.from.join(', ')}`;
  // Its size only: the day it was made is a note on one device (DECISIONS.md 31).
  if (line.kind === 'correction') return correctionRemark(line.minutes);
  return '';
}

/**
 * The person's lines with negative corrections taken off the latest lines first (a correction
 * line before moved time before the day's own time on the same date). Every line stays ≥ 0.
 */
function netLines(lines: readonly PayrollLine[]): { lines: { line: PayrollLine; minutes: number; info: string }[]; netted: number; dates: string[]; uncovered: number } {
  const kept = lines.filter((l) => l.minutes > 0).map((line) => ({ line, minutes: line.minutes, info: infoOf(line) }));
  const negative = lines.filter((l) => l.minutes < 0);
  const netted = -negative.reduce((sum, l) => sum + l.minutes, 0);
  let left = netted;
  const dates: string[] = [];
  const rank = { correction: 0, moved: 1, day: 2 } as const;
  const latestFirst = [...kept].sort((a, b) => b.line.date.localeCompare(a.line.date) || rank[a.line.kind] - rank[b.line.kind]);
  for (const piece of latestFirst) {
    if (left <= 0) break;
    const off = Math.min(piece.minutes, left);
    piece.minutes -= off;
    left -= off;
    dates.push(piece.line.date);
    const note = `minskad med ${hm(off)} (${negative.map((l) => correctionRemark(l.minutes).toLowerCase()).join('; ')})`;
    piece.info = piece.info ? `${piece.info}; ${note}` : note.charAt(0).toUpperCase() + note.slice(1);
  }
  return { lines: kept.filter((p) => p.minutes > 0), netted, dates: [...new Set(dates)].sort(), uncovered: left };
}

function wageLineOf(line: WageLine): PaxmlWageLine {
  const info = line.source === 'moved' ? `Flyttad tid, daterad ${line.from.join(', ')}` : '';
  return { kind: line.kind, code: line.code, date: line.date, minutes: line.minutes, timmar: formatHundredths(minutesToHundredths(line.minutes)), info };
}

/** Each person's lines with `timmar` (see splitHundredths), their supplements with `wages`, the people left out, and the netted corrections. */
export function paxmlPersons(
  people: readonly PayrollInput[],
  year: number,
  wages?: WageSettings,
): { persons: PaxmlPerson[]; missingAnstid: string[]; netted: PaxmlNetted[] } {
  const persons: PaxmlPerson[] = [];
  const missingAnstid: string[] = [];
  const netted: PaxmlNetted[] = [];
  for (const { person, month, wages: personWages } of people) {
    const net = netLines(payrollLines(month));
    if (net.netted > 0) netted.push({ fullname: person.fullname, minutes: net.netted, dates: net.dates, uncovered: net.uncovered });
    // A week's overtime may stand on a Sunday of a month with no worked time of the person's own.
    const supplements = wages && personWages ? wageLines(personWages, wages).map(wageLineOf) : [];
    if (net.lines.length === 0 && supplements.length === 0) continue;
    if (!isValidAnstid(person.anstid)) {
      missingAnstid.push(person.fullname);
      continue;
    }
    const hundredths = splitHundredths(net.lines.map((l) => l.minutes));
    persons.push({
      fullname: person.fullname,
      anstid: (person.anstid ?? '').trim(),
      persnr: personnummer12(person.personnummer ?? '', year),
      lines: net.lines.map((l, index) => ({
        kind: l.line.kind,
        date: l.line.date,
        minutes: l.minutes,
        timmar: formatHundredths(hundredths[index] ?? 0),
        info: l.info,
      })),
      totalMinutes: net.lines.reduce((sum, l) => sum + l.minutes, 0),
      totalTimmar: formatHundredths(hundredths.reduce((sum, h) => sum + h, 0)),
      wages: supplements,
    });
  }
  return { persons, missingAnstid, netted };
}

/** The PAXml 2.0 file of a month: `<tidtrans>` per person and line (see the top of this file). */
export function buildPaxml(people: readonly PayrollInput[], options: PaxmlOptions): PaxmlResult {
  const { persons, missingAnstid, netted } = paxmlPersons(people, options.year, options.wages);
  const timeCode = isPaxmlTimeCode(options.timeCode ?? '') ? (options.timeCode ?? '').trim() : DEFAULT_TIME_CODE;
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
    const who = `anstid="${escapeXml(person.anstid)}"${person.persnr ? ` persnr="${person.persnr}"` : ''}`;
    const transactions = [...person.lines.map((line) => ({ ...line, code: timeCode })), ...person.wages];
    for (const line of transactions) {
      // A code outside the schema's list makes the whole file invalid: the settings refuse it before (wage-settings.ts).
      if (!isPaxmlTimeCode(line.code)) throw new RangeError(`Not a PAXml time code: ${line.code}`);
      lines.push(
        `    <tidtrans ${who}>`,
        `      <tidkod>${escapeXml(line.code.trim())}</tidkod>`,
        `      <datum>${line.date}</datum>`,
        `      <timmar>${line.timmar}</timmar>`,
        ...(line.info ? [`      <info>${escapeXml(line.info)}</info>`] : []),
        '    </tidtrans>',
      );
    }
  }
  lines.push('  </tidtransaktioner>', '</paxml>', '');
  const xml = lines.join('\n');
  return {
    file: {
      name: exportFileName('paxml', options.year, options.month, options.personName),
      type: EXPORT_TYPES.paxml,
      bytes: encodeLatin1(xml),
    },
    xml,
    persons,
    missingAnstid,
    netted,
  };
}
