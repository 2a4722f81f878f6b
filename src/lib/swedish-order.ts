/**
 * Names in Swedish alphabetical order, as `Intl.Collator('sv', { sensitivity: 'base' })` orders
 * them, written out (issue 28): building the collator loads the locale's collation data, 43 ms
 * of the staff list's first task on a phone profile. Case and accents aside (é is e, ü is y as in
 * Swedish, æ is ä, ø is ö); å, ä and ö are letters of their own after z; spaces and the
 * punctuation of names come before digits, digits before letters. tests/lib/swedish-order.test.ts holds it to Intl's
 * order on random names.
 */

/**
 * Letters folded to their base (lower case, no accent); å ä ö after z; the punctuation of names
 * and of dates and times before everything else, in Intl's order (space, hyphen, comma,
 * semicolon, colon, full stop, apostrophe).
 */
const FOLD: Record<string, string> = {
  ' ': '\u0001', '-': '\u0002', ',': '\u0003', ';': '\u0004', ':': '\u0005', '.': '\u0006', "'": '\u0007',
  å: '{', ä: '|', æ: '|', ö: '}', ø: '}',
  á: 'a', à: 'a', â: 'a', ã: 'a', é: 'e', è: 'e', ê: 'e', ë: 'e', í: 'i', ì: 'i', î: 'i', ï: 'i',
  ó: 'o', ò: 'o', ô: 'o', õ: 'o', ú: 'u', ù: 'u', û: 'u', ü: 'y', ý: 'y', ÿ: 'y', ç: 'c', ñ: 'n', ß: 'ss',
};

const keys = new Map<string, string>();

/** The name's sort key: compared with < it orders as Swedish does. */
export function swedishKey(name: string): string {
  let key = keys.get(name);
  if (key === undefined) {
    key = '';
    for (const char of name.toLowerCase()) key += FOLD[char] ?? char;
    // Names are few (the staff); a bound all the same.
    if (keys.size > 10_000) keys.clear();
    keys.set(name, key);
  }
  return key;
}

/** Compares two names in Swedish order: negative, 0 (the same name, case and accents aside) or positive. */
export function compareSwedish(a: string, b: string): number {
  const x = swedishKey(a);
  const y = swedishKey(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
