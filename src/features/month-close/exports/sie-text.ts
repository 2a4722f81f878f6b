/**
 * How a SIE file writes its fields (amounts, texts, the default accounts' names), and the
 * stable order its vouchers are written in: the same on every computer (sie.ts).
 */
import { pad2 } from '../../../lib/time';

/** Names written in `#KONTO` for the default BAS accounts; other accounts get 'Konto nnnn'. */
export const BAS_ACCOUNT_NAMES: Readonly<Record<string, string>> = {
  '1510': 'Kundfordringar',
  '1930': 'Företagskonto',
  '2440': 'Leverantörsskulder',
  '2611': 'Utgående moms på försäljning inom Sverige, 25 %',
  '2621': 'Utgående moms på försäljning inom Sverige, 12 %',
  '2631': 'Utgående moms på försäljning inom Sverige, 6 %',
  '2641': 'Debiterad ingående moms',
  '3010': 'Försäljning',
  '4010': 'Inköp material och varor',
};

/** '-550.00' from -55000 öre: a decimal point, two decimals, credit with a minus. */
export function formatOre(ore: number): string {
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(Math.round(ore));
  return `${sign}${Math.floor(abs / 100)}.${pad2(abs % 100)}`;
}

/**
 * A text field: always quoted; a quote inside is written `\"`. Line breaks, tabs and other
 * control characters become spaces (a record is one line); a backslash becomes '/', since
 * SIE defines no escape for it.
 */
export function sieText(value: string): string {
  const clean = value
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\\/g, '/')
    .replace(/\s+/g, ' ')
    .trim();
  return `"${clean.replace(/"/g, '\\"')}"`;
}

/** A stable text for ordering: what the provider sent, whatever its type. */
export const key = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Code-point order: the same on every computer (a locale's collation is not). */
export const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * 'F-2' before 'F-10': runs of digits compare as numbers, the rest by code point. Written out
 * rather than the browser's locale collation, whose version differs between computers.
 */
export function naturalCompare(a: string, b: string): number {
  const as = a.match(/\d+|\D+/g) ?? [];
  const bs = b.match(/\d+|\D+/g) ?? [];
  for (let i = 0; i < Math.min(as.length, bs.length); i += 1) {
    const x = as[i] ?? '';
    const y = bs[i] ?? '';
    const digits = /^\d/.test(x) && /^\d/.test(y);
    const order = digits ? x.replace(/^0+/, '').length - y.replace(/^0+/, '').length || compare(x.replace(/^0+/, ''), y.replace(/^0+/, '')) : compare(x, y);
    if (order !== 0) return order;
  }
  return as.length - bs.length || compare(a, b);
}
