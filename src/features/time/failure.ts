/** Reading a rejected thunk (`await dispatch(x).unwrap()` throws its reject value). */
import { sv } from '../../i18n/sv';

export interface Failure {
  message: string;
  silent: boolean;
  /** The message is the client's own: the server gave none. */
  own: boolean;
}

export function failureOf(error: unknown, fallback: string = sv.errors.unknown): Failure {
  if (error && typeof error === 'object') {
    const { message, silent, own } = error as { message?: unknown; silent?: unknown; own?: unknown };
    const hasMessage = typeof message === 'string' && message !== '';
    return { message: hasMessage ? message : fallback, silent: silent === true, own: own === true || !hasMessage };
  }
  return { message: fallback, silent: false, own: true };
}
