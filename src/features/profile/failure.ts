/** Reading a rejected thunk (`await dispatch(x).unwrap()` throws its reject value). */
import { sv } from '../../i18n/sv';

export interface Failure {
  message: string;
  silent: boolean;
}

export function failureOf(error: unknown, fallback: string = sv.errors.unknown): Failure {
  if (error && typeof error === 'object') {
    const { message, silent } = error as { message?: unknown; silent?: unknown };
    return { message: typeof message === 'string' && message ? message : fallback, silent: silent === true };
  }
  return { message: fallback, silent: false };
}
