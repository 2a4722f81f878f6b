/**
 * Swedish bank account check (SPEC.md §5 'Bank account'; the rules are ours, see below).
 * Accepted:
 * - a Swedish IBAN: 'SE' + 2 check digits + 20 digits, spaces allowed, whose ISO 13616
 *   mod-97 check holds;
 * - a clearing number plus account number: clearing 4 digits (1000–9999), or 5 digits for
 *   Swedbank's 8xxx-x, followed by an account number of 7–10 digits. Spaces, dashes, dots and
 *   commas between the groups are allowed ('8327-9, 123 456 789-0').
 */

const SEPARATORS = /[\s.,-]/g;

/** ISO 13616 mod-97 check of an IBAN without spaces. */
export function ibanChecksumValid(iban: string): boolean {
  const value = iban.toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(value)) return false;
  const rearranged = value.slice(4) + value.slice(0, 4);
  let rest = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

export function isSwedishIban(value: string): boolean {
  const compact = value.replace(/\s/g, '').toUpperCase();
  return /^SE\d{22}$/.test(compact) && ibanChecksumValid(compact);
}

/** Clearing number + account number, separators allowed. */
export function isClearingAccount(value: string): boolean {
  const trimmed = value.trim();
  if (!/^[\d\s.,-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(SEPARATORS, '');
  if (!/^[1-9]\d+$/.test(digits)) return false;
  const clearingLength = digits.startsWith('8') ? 5 : 4;
  const account = digits.slice(clearingLength);
  return account.length >= 7 && account.length <= 10;
}

export function isValidBankAccount(value: string): boolean {
  return isSwedishIban(value) || isClearingAccount(value);
}

/** What is sent: an IBAN upper-cased in groups of four, else the input with single spaces. */
export function normalizeBankAccount(value: string): string {
  if (isSwedishIban(value)) {
    return value
      .replace(/\s/g, '')
      .toUpperCase()
      .replace(/(.{4})(?!$)/g, '$1 ');
  }
  return value.trim().replace(/\s+/g, ' ');
}
