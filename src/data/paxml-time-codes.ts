/**
 * Codes of the PAXml schema's `tidkodTYPE` that can stand for worked hours: worked time, time,
 * additional time, overtime and unsocial hours. Absence codes (SEM, SJK …) are not offered.
 * Shared data: the payroll export (features/month-close) and the wage rules (person-time/wages)
 * both read it.
 */
export const PAXML_TIME_CODES = ['ARB', 'TID', 'MER', 'ÖT1', 'ÖT2', 'ÖT3', 'ÖT4', 'ÖT5', 'OB1', 'OB2', 'OB3', 'OB4', 'OB5'] as const;

export function isPaxmlTimeCode(value: string): boolean {
  return (PAXML_TIME_CODES as readonly string[]).includes(value.trim());
}
