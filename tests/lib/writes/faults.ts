/**
 * A provider's answers as they fail in the field, for the write policies' unit tests: the answer
 * lost after the server stored the write (a dropped kept-alive connection), a 5xx without the
 * server's message (a gateway), an HTML page answered with 200 (a captive portal, a proxy), and
 * the write stored two or three times (the browser's own resend, another tab).
 */
import { ApiError, badAnswer, errorOfAnswer } from '../../../src/lib/api-client';
import { sv } from '../../../src/i18n/sv';

export type Fault =
  | 'none'
  /** Stored, then no answer (the connection dropped). */
  | 'lost-after-store'
  /** Not stored; a gateway's 502 page. */
  | 'gateway-502'
  /** Stored; a gateway's 502 page all the same. */
  | 'gateway-502-after-store'
  /** Not stored; the server's own refusal (a 500 with its message). */
  | 'refused-500'
  /** Not stored; an HTML page answered with 200. */
  | 'html-200'
  /** Stored; an HTML page answered with 200 (a proxy's). */
  | 'html-200-after-store'
  /** Stored twice (the browser re-sent it), answered. */
  | 'stored-twice'
  /** Stored three times, answered. */
  | 'stored-thrice';

const timesStored: Record<Fault, number> = {
  none: 1,
  'lost-after-store': 1,
  'gateway-502': 0,
  'gateway-502-after-store': 1,
  'refused-500': 0,
  'html-200': 0,
  'html-200-after-store': 1,
  'stored-twice': 2,
  'stored-thrice': 3,
};

/** The next sends' faults, in order (then 'none'); how many were sent. */
export function faultyProvider() {
  const faults: Fault[] = [];
  let sends = 0;
  /** One send: `store` is what the server does when it stores the write; `answer` its answer. */
  async function send<A>(store: () => void, answer: A): Promise<A> {
    sends += 1;
    const fault = faults.shift() ?? 'none';
    for (let i = 0; i < timesStored[fault]; i += 1) store();
    await Promise.resolve();
    if (fault === 'lost-after-store') throw new ApiError(sv.errors.network, 'network');
    if (fault === 'gateway-502' || fault === 'gateway-502-after-store') throw errorOfAnswer(502, '<html>Bad Gateway</html>');
    if (fault === 'refused-500') throw errorOfAnswer(500, { message: 'Kunde inte spara' });
    if (fault === 'html-200' || fault === 'html-200-after-store') throw badAnswer();
    return answer;
  }
  return { faults, send, sends: () => sends };
}
