/** PAXml's codes and the employment number's form, shared by the writer and the settings. */
export const DEFAULT_TIME_CODE = 'ARB';

/**
 * Codes of the schema's `tidkodTYPE` that can stand for worked hours: worked time, time,
 * additional time, overtime and unsocial hours. Absence codes (SEM, SJK …) are not offered.
 */
export const PAXML_TIME_CODES = ['ARB', 'TID', 'MER', 'ÖT1', 'ÖT2', 'ÖT3', 'ÖT4', 'ÖT5', 'OB1', 'OB2', 'OB3', 'OB4', 'OB5'] as const;

export function isPaxmlTimeCode(value: string): boolean {
  return (PAXML_TIME_CODES as readonly string[]).includes(value.trim());
}

/** An employment number as payroll programs take it: 1–15 letters, digits, '-' or '_'. */
export function isValidAnstid(value: string | undefined): boolean {
  return /^[\p{L}\d_-]{1,15}$/u.test((value ?? '').trim());
}

