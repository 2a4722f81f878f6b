/**
 * What every write policy of this folder shares (DECISIONS.md 25; docs/writes.md lists which API
 * write follows which policy):
 * - a failure is kept, not thrown, while what is stored decides (`attempt`);
 * - a write whose outcome stays unknown after a read-back was tried is a `WriteUnsure`: its next
 *   attempt reads first, never sends blindly;
 * - only a gateway's 5xx leaves the server behind it possibly still at work (`mayStillLand`); a
 *   closed connection or an answer that is not JSON ended the request.
 * The landing window and the polling are lib/landing.ts's (the day's screen loads no more).
 */
import { ApiError, toApiError } from '../api-client';

export { LANDING_WINDOW_MS, POLL_MS } from '../landing';

/** The outcome is unknown and could not be read back: the write stays pending; its message says so. */
export class WriteUnsure extends ApiError {
  constructor(message: string, failure: ApiError) {
    super(message, failure.kind, failure.status, true);
  }
}

/** Sends, keeping its failure (as an ApiError) beside the answer: what is stored decides. */
export async function attempt<A>(send: () => Promise<A>): Promise<{ answer: A | null; failure: ApiError | null }> {
  try {
    return { answer: await send(), failure: null };
  } catch (error) {
    return { answer: null, failure: toApiError(error) };
  }
}

/** The failed request may still be stored later: a gateway answered 5xx while the server behind it may be at work. */
export function mayStillLand(failure: ApiError | null): boolean {
  return failure !== null && failure.kind === 'http' && failure.ambiguous;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
