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

/**
 * '1 249,50 kr' from whole öre, as Intl.NumberFormat('sv-SE') writes it: groups of three digits
 * parted by a no-break space (U+00A0), a decimal comma, two decimals, a minus sign (U+2212).
 * Written out (issue 28): the first sv-SE number format of a page loads the locale's data, which
 * was the longest part of the bills screen's first render on a phone (170 ms at CPU 4×).
 */
export function formatKr(ore: number): string {
  const whole = Math.round(ore);
  const abs = Math.abs(whole);
  const kronor = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${whole < 0 ? '\u2212' : ''}${kronor},${String(abs % 100).padStart(2, '0')} kr`;
}
