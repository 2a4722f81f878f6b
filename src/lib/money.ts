/**
 * Money (DECISIONS.md 10): amounts arrive in kr, as numbers or as typed text ('1 249,50');
 * they are summed in whole öre (integers) and shown with two decimals and 'kr' (sv-SE), so
 * totals never show float noise.
 */

/** Text as typed or sent: spaces (also non-breaking), 'kr' and a decimal comma are allowed. */
export function parseKr(value: number | string): number {
  if (typeof value === 'number') return value;
  const cleaned = value.replace(/[\s\u00a0\u202f]|kr/gi, '').replace(',', '.').replace('\u2212', '-');
  if (cleaned === '' || !/^-?\d*(?:\.\d*)?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/** Whole öre of an amount in kr; 0 for anything that is not a number. */
export function toOre(kr: number | string): number {
  const n = parseKr(kr);
  if (!Number.isFinite(n)) return 0;
  // Rounding the decimal text avoids 1.005 * 100 = 100.49999… style float errors.
  return Math.round(Number((n * 100).toFixed(4)));
}

/** The kr value of whole öre. */
export function fromOre(ore: number): number {
  return ore / 100;
}

/** Sum of amounts in kr, in whole öre. */
export function sumOre(amounts: readonly (number | string)[]): number {
  return amounts.reduce<number>((sum, amount) => sum + toOre(amount), 0);
}

// Built on first use, once (issue 28): an Intl object built as the module loads costs every
// screen that imports money.ts its time, also those that never show an amount.
let krFormat: Intl.NumberFormat | undefined;

/** '1 249,50 kr' (sv-SE digit grouping, two decimals) from whole öre. */
export function formatKr(ore: number): string {
  krFormat ??= new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${krFormat.format(ore / 100)} kr`;
}
