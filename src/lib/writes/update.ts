/**
 * The update policy (DECISIONS.md 25; docs/writes.md): a write that sets what is stored — a
 * replacement (PUT), a flag, a delete, a move that names its record. Sending it again sets the
 * same thing, so it is never compensated; but it is never called saved on a guess either:
 *
 * - after an ambiguous failure (no answer, a 5xx without the server's message, a 2xx that is not
 *   JSON) what is stored is read: showing the write, it is saved ('lost': the answer was lost);
 *   not showing it, the failure stands and stays ambiguous (the request may still land), so the
 *   caller remembers it and its next attempt reads first (`earlier`);
 * - `readBack: 'always'` reads after any failure: the refusal of the browser's own resend of a
 *   delete that was done ('Personen finns inte längre') may be the only answer the page sees;
 * - a write whose result the app cannot read (a password) has no `stored`: an ambiguous failure
 *   says it may be stored, and sending it again is harmless.
 */
import { toApiError, type ApiError } from '../api-client';
import { attempt, WriteUnsure } from './outcome';

export type UpdateHow =
  /** Sent now and answered. */
  | 'answered'
  /** Sent now; its answer was lost, but what is stored shows it. */
  | 'lost'
  /** An earlier attempt had stored it: nothing was sent now. */
  | 'already';

export interface UpdateOptions<A> {
  send: () => Promise<A>;
  /** Whether what is stored shows the write; throws when that cannot be read or told. */
  stored?: () => Promise<boolean>;
  /** An earlier attempt's outcome stayed unknown: look before sending. */
  earlier?: boolean;
  /** Which failures are read back: the ambiguous ones (default), or every one. */
  readBack?: 'ambiguous' | 'always';
  /** The message of a write that may be stored (default: the failure's own). */
  unsureMessage?: (failure: ApiError) => string;
}

export async function updateOnce<A>(options: UpdateOptions<A>): Promise<{ how: UpdateHow; answer: A | null }> {
  const { send, stored, earlier = false, readBack = 'ambiguous', unsureMessage } = options;
  const unsure = (failure: ApiError) => (unsureMessage ? new WriteUnsure(unsureMessage(failure), failure) : failure);
  if (earlier && stored) {
    let seen: boolean;
    try {
      seen = await stored();
    } catch (error) {
      throw unsure(toApiError(error));
    }
    if (seen) return { how: 'already', answer: null };
  }
  const { answer, failure } = await attempt(send);
  if (!failure) return { how: 'answered', answer };
  if (failure.kind === 'session' || (!failure.ambiguous && readBack === 'ambiguous')) throw failure;
  if (!stored) throw unsure(failure);
  // Whatever the answer said, what is stored tells whether the write went through.
  const seen = await stored().catch(() => null);
  if (seen) return { how: 'lost', answer: null };
  throw failure.ambiguous ? unsure(failure) : failure;
}
