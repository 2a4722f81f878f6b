/**
 * The generic field rules of SPEC.md §5 and §9 that the login screen and a new password need, as plain functions
 * (true = valid). Screens decide which message to show; these only answer yes or no. The rules
 * of people's and workplaces' details are lib/details-validation.ts: the login screen's first
 * download does not carry them.
 */

export const MIN_PHONE = 10;
export const MIN_LOGIN_PASSWORD = 2;
export const MIN_PASSWORD = 3;

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** Phone: at least 10 digits; spaces, dashes and a leading + are allowed while typing. */
export function isValidPhone(value: string): boolean {
  return /^[+\d\s-]*$/.test(value.trim()) && digitsOnly(value).length >= MIN_PHONE;
}

export function isValidLoginPassword(value: string): boolean {
  return value.length >= MIN_LOGIN_PASSWORD;
}

/** New passwords and the member form's password: at least 3 characters. */
export function isValidPassword(value: string): boolean {
  return value.length >= MIN_PASSWORD;
}
