/**
 * The field rules of SPEC.md §5 for people's and workplaces' details (the member form, a
 * workplace, the payroll file), as plain functions (true = valid). The login's rules
 * are lib/validation.ts.
 */

/** E-mail: longer than 5 characters and shaped like an address. */
export function isValidEmail(value: string): boolean {
  const v = value.trim();
  return v.length > 5 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);
}

/** The 'user' rule (full names): at least 6 characters. */
export function isValidUserName(value: string): boolean {
  return value.trim().length >= 6;
}

/** The 'name' rule: trimmed length at least 3. */
export function isValidName(value: string): boolean {
  return value.trim().length >= 3;
}

/** Luhn check over a string of digits. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * Personnummer: at least 10 digits (SPEC.md §5), YYMMDD-XXXX or YYYYMMDD-XXXX, a real date
 * (or a samordningsnummer, day + 60), and a correct Luhn check digit over the last ten.
 */
export function isValidPersonnummer(value: string): boolean {
  const v = value.trim();
  const match = /^(\d{2})?(\d{2})(\d{2})(\d{2})[-+]?(\d{4})$/.exec(v);
  if (!match) return false;
  const [, , yy, mm, dd, last] = match as unknown as [string, string | undefined, string, string, string, string];
  const month = Number(mm);
  const day = Number(dd) > 60 ? Number(dd) - 60 : Number(dd);
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  return luhn(yy + mm + dd + last);
}

/** The 'time' rule: a number greater than 0. */
export function isPositiveNumber(value: string): boolean {
  const n = Number(value.trim().replace(',', '.'));
  return value.trim() !== '' && Number.isFinite(n) && n > 0;
}
