/** PAXml's codes and the employment number's form, shared by the writer and the settings. */
export const DEFAULT_TIME_CODE = 'ARB';

// The schema's codes are shared data: the wage rules (person-time/wages) read them too.
export { PAXML_TIME_CODES, isPaxmlTimeCode } from '../../../data/paxml-time-codes';

/** An employment number as payroll programs take it: 1–15 letters, digits, '-' or '_'. */
export function isValidAnstid(value: string | undefined): boolean {
  return /^[\p{L}\d_-]{1,15}$/u.test((value ?? '').trim());
}

