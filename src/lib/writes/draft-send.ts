/**
 * The day's-registration policy (DECISIONS.md 13, 25, 33; issue 18; docs/writes.md): a confirmed
 * draft, kept on the phone, sent once. The draft itself is the form's (features/time/draft.ts);
 * this policy reaches it through a port.
 *
 * - Just before the request leaves, the draft records that it was sent and until when the send
 *   may still be stored (`mayLandUntil`, LANDING_WINDOW_MS). A reload, a retry, the return of
 *   the network: from that state nothing is sent before what is stored is read and the same day
 *   looked for there; found means registered.
 * - While the earlier send may still land it is waited for (read every POLL_MS); only a window
 *   that closes with no copy sends the day again.
 * - A definite refusal (a 4xx, any answer with the server's message) clears `sent`: retrying it is
 *   safe. A closed connection or an answer that is not JSON ended the request: it is checked once,
 *   with no wait; only a gateway's 5xx keeps the window.
 * - After every registration the copies of the day beyond the first are removed (an earlier
 *   attempt cut off mid-way, or the browser's own resend, can each have stored it once more), and
 *   the outcome says how many.
 */
import { toApiError } from '../api-client';
import { LANDING_WINDOW_MS, POLL_MS, sleep } from './outcome';

export type SendPhase = 'checking' | 'waiting' | 'sending';

export interface DraftPort<T> {
  /** The confirmed draft's send state; null when there is none to send. */
  load: () => { sent: boolean; mayLandUntil?: number | undefined } | null;
  /** Records the send state before the request leaves and after it failed (`mayLandUntil` absent: over). */
  mark: (state: { sent: boolean; mayLandUntil?: number | undefined }) => void;
  /** The day is registered: the draft goes. */
  clear: () => void;
  /** The copies of this day stored now, oldest first (throws the read's failure). */
  copies: () => Promise<readonly T[]>;
  /** Removes a copy (its answer may be a repeat's refusal: what is stored decides). */
  remove: (copy: T) => Promise<unknown>;
  /** Sends the day; answers the provider's message. */
  send: () => Promise<string>;
  phase: (phase: SendPhase) => void;
  pause?: (ms: number) => Promise<void>;
}

export type DraftOutcome =
  /** Posted now (copies found afterwards and removed). */
  | { outcome: 'sent'; message: string; duplicatesRemoved: number }
  /** An earlier attempt had reached the server: nothing was sent again (extra copies removed). */
  | { outcome: 'alreadyRegistered'; duplicatesRemoved: number }
  /** No confirmed draft to send. */
  | { outcome: 'nothing' };

/** Keeps the first stored copy of the day and removes the later ones; answers how many went. */
async function keepOne<T>(port: DraftPort<T>, copies: readonly T[]): Promise<number> {
  if (copies.length < 2) return 0;
  try {
    for (const extra of copies.slice(1)) await port.remove(extra).catch(() => undefined);
    return copies.length - (await port.copies()).length;
  } catch {
    // The day is registered; a failed clean-up is found by the next check.
    return 0;
  }
}

/** Sends the confirmed draft once (see the top of this file). */
export async function sendDraftOnce<T>(port: DraftPort<T>): Promise<DraftOutcome> {
  const pause = port.pause ?? sleep;
  const draft = port.load();
  if (!draft) return { outcome: 'nothing' };
  if (draft.sent) {
    port.phase('checking');
    for (;;) {
      const copies = await port.copies();
      if (copies.length > 0) {
        port.clear();
        return { outcome: 'alreadyRegistered', duplicatesRemoved: await keepOne(port, copies) };
      }
      const left = (draft.mayLandUntil ?? 0) - Date.now();
      if (left <= 0) break;
      // The earlier send may still land: watch for it, send nothing.
      port.phase('waiting');
      await pause(Math.min(POLL_MS, left));
      // The person may have started over meanwhile: then this day is not theirs to send.
      if (!port.load()?.sent) return { outcome: 'nothing' };
    }
  }
  // Recorded before the request leaves: a reload from here on checks before sending again, and
  // waits while this send may still land.
  port.mark({ sent: true, mayLandUntil: Date.now() + LANDING_WINDOW_MS });
  port.phase('sending');
  let message: string;
  try {
    message = await port.send();
  } catch (error) {
    const failure = toApiError(error);
    // A definite refusal: nothing was stored, so the next attempt needs no check.
    if (!failure.ambiguous) port.mark({ sent: false });
    // The request is over (the connection closed, or a page that is not JSON answered): it may
    // have been stored, so it is checked once, but it cannot land later. Only a gateway's 5xx
    // leaves the server behind it possibly still at work: that keeps the window.
    else if (failure.kind !== 'http') port.mark({ sent: true });
    throw error;
  }
  port.clear();
  // An earlier attempt cut off mid-way may have been stored too: keep one.
  let duplicatesRemoved = 0;
  try {
    duplicatesRemoved = await keepOne(port, await port.copies());
  } catch {
    // The day is registered; a failed clean-up is found by the next check.
  }
  return { outcome: 'sent', message, duplicatesRemoved };
}
