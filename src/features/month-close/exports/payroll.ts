/**
 * What the payroll exports (PAXml, CSV) share: their input shape, an entry's worked minutes,
 * hours with two decimals that add up, and the 12-digit personnummer.
 * The rules are in docs/decisions.md, "Exports".
 */
import { hoursMinutes, pad2, toDuration } from '../../../lib/time';
import { isValidPersonnummer } from '../../../lib/details-validation';
import type { PersonMonth } from '../../../person-time/person-month';
import type { MonthWages } from '../../../person-time/wages/month-wages';

// An entry and its minutes are the person's month's (person-time/person-month.ts).
export { entryMinutes, type PayrollEntry } from '../../../person-time/person-month';

export interface PayrollPerson {
  fullname: string;
  personnummer: string;
  /** The employment number in the payroll program (PAXml `anstid`), kept with the export settings. */
  anstid?: string;
}

/** A person and their month (person-month.ts): what the payroll files are written from. */
export interface PayrollInput {
  person: PayrollPerson;
  month: PersonMonth;
  /** The person's supplements for the month (person-time/wages monthWages); none where not given (a workplace's file). */
  wages?: MonthWages;
}

/**
 * A correction's remark in the files ('Rättelse +1:15'): its size only. When and where it was made
 * is a note kept on one device, which no file carries (DECISIONS.md 31).
 */
export function correctionRemark(minutes: number): string {
  return `Rättelse ${minutes < 0 ? '-' : '+'}${hoursMinutes(toDuration(Math.abs(minutes)))}`;
}

/** Hundredths of an hour, rounded half up: 20 min → 33, 40 min → 67, 8 h 15 min → 825. */
export function minutesToHundredths(minutes: number): number {
  // minutes × 100 / 60 = minutes × 5 / 3; the remainder is 0, 1 or 2 thirds, so never a tie.
  return Math.floor((minutes * 5 + 1) / 3);
}

/**
 * Hours with two decimals, as hundredths, for several pieces of one person's time, such that
 * the pieces add up to the person's whole time rounded to two decimals (a piece may be negative). Each piece is its
 * exact value rounded down or up (largest remainder: the pieces with the largest dropped
 * fraction are rounded up, the earlier one first on a tie).
 */
export function splitHundredths(minutes: readonly number[]): number[] {
  const target = minutesToHundredths(minutes.reduce((sum, m) => sum + m, 0));
  const floors = minutes.map((m) => Math.floor((m * 5) / 3));
  let missing = target - floors.reduce((sum, h) => sum + h, 0);
  // A negative piece (a correction) rounds down too: its remainder is counted from its floor.
  const byRemainder = minutes
    .map((m, index) => ({ index, remainder: m * 5 - 3 * (floors[index] ?? 0) }))
    .filter((piece) => piece.remainder > 0)
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const result = [...floors];
  for (const piece of byRemainder) {
    if (missing <= 0) break;
    result[piece.index] = (result[piece.index] ?? 0) + 1;
    missing -= 1;
  }
  return result;
}

/** '8.25' from 825 hundredths (decimal point; '.' or ',' as asked). */
export function formatHundredths(hundredths: number, separator: '.' | ',' = '.'): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.floor(abs / 100)}${separator}${pad2(abs % 100)}`;
}

/**
 * The personnummer as 12 digits YYYYMMDDNNNN, or null when it is not a valid personnummer
 * (date, Luhn digit). A 12-digit form keeps its century. A 10-digit form gets the century that
 * makes the person 0–99 years old in `referenceYear` (the export's year): 20YY unless that is
 * after the reference year, then 19YY; with '+' (100 or older) a further 100 years back.
 */
export function personnummer12(value: string, referenceYear: number): string | null {
  const v = value.trim();
  if (!isValidPersonnummer(v)) return null;
  const match = /^(\d{2})?(\d{6})([-+]?)(\d{4})$/.exec(v);
  if (!match) return null;
  const [, century, yymmdd = '', separator, last = ''] = match;
  if (century) return `${century}${yymmdd}${last}`;
  const yy = Number(yymmdd.slice(0, 2));
  const base = Math.floor(referenceYear / 100) * 100;
  let year = base + yy;
  if (year > referenceYear) year -= 100;
  if (separator === '+') year -= 100;
  return `${year}${yymmdd.slice(2)}${last}`;
}
