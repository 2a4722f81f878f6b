/**
 * Corrections of a person's months whose outcome is not known yet (issue 27 item 3): kept in
 * local storage from before the request left, so after a reload (or while a slow server may
 * still store one) the page says so, reads what is stored every few seconds and settles each
 * one (person-time/correction-rule.ts): saved, not stored, or shown with the stored and the
 * expected figure. Nothing is sent from here but a correction's one repair of its own duplicate.
 *
 * Shown on the person's page, and on the month overview for everyone (a reload lands there as
 * often): until it is settled, a correction's own duplicate would stand in the month's figure,
 * its files and its print, and its date would be missing from the statement.
 */
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { RootState } from '../../../app/store';
import { sv } from '../../../i18n/sv-admin';
import { POLL_MS } from '../../../lib/landing';
import { pad2 } from '../../../lib/time';
import { correctionSettled, type CorrectionResult } from '../../../person-time/correction-writes';
import type { PendingCorrection } from '../../../person-time/correction-pending';
import { selectPendingCorrections } from '../../../person-time/person-view';
import type { Id } from '../../../types/api';
import { correctionDone } from './undo-bar';
import { signedHours } from './statement-panel';

/**
 * Settles each pending correction now and every few seconds while it stays pending; `onSettled`
 * hears each outcome that is known (saved, not stored, differs) while the screen is shown.
 */
function useSettling(pending: readonly PendingCorrection[], onSettled: (result: CorrectionResult, userId: Id) => void): void {
  const dispatch = useAppDispatch();
  const keys = pending.map((p) => `${p.userId} ${p.monthId}`).join(',');
  // Settling a correction removes it from the list (and so ends the polling below) before its
  // outcome is back: the outcome is still told while the page is shown.
  const shown = useRef(true);
  const told = useRef(onSettled);
  told.current = onSettled;
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  useEffect(() => {
    if (!keys) return;
    async function check() {
      for (const [userId = '', monthId = ''] of keys.split(',').map((key) => key.split(' '))) {
        // Skipped (not sent) while a correction of the month is on its way from this page.
        const action = await dispatch(correctionSettled({ userId, monthId }));
        const result = correctionSettled.fulfilled.match(action) ? action.payload : null;
        if (shown.current && result && result.state !== 'pending' && result.state !== 'unclear') told.current(result, userId);
      }
    }
    void check();
    const timer = setInterval(() => void check(), POLL_MS);
    return () => clearInterval(timer);
  }, [dispatch, keys]);
}

const pendingText = (p: PendingCorrection) => sv.correctionCheck.pending(`${pad2(p.MonthNumber)}/${p.year}`, signedHours(p.minutes));

/** One person's pending corrections (the person's page). */
export function PendingCorrections({
  userId,
  className,
  onSettled,
}: {
  userId: string;
  className?: string | undefined;
  /** A pending correction settled: what became of it. */
  onSettled: (result: CorrectionResult) => void;
}) {
  const pending = useAppSelector((state) => selectPendingCorrections(state, userId));
  useSettling(pending, onSettled);
  if (pending.length === 0) return null;
  return (
    <div className={className} role="status">
      {pending.map((p) => (
        <p key={p.monthId}>{pendingText(p)}</p>
      ))}
    </div>
  );
}

const selectAllPending = (state: RootState) => state.Months.pendingCorrections;

/**
 * Everyone's pending corrections (the month overview), settled once the people's time is read
 * (`ready`), each named with the person: pending, then what became of it.
 */
export function EveryonesPendingCorrections({
  names,
  ready,
  className,
  onSettled,
}: {
  /** The people shown, by id: a pending correction of someone else is left to their page. */
  names: ReadonlyMap<Id, string>;
  ready: boolean;
  className?: string | undefined;
  onSettled: (text: string) => void;
}) {
  const all = useAppSelector(selectAllPending);
  const pending = Object.values(all).filter((p) => names.has(p.userId));
  useSettling(ready ? pending : [], (result, userId) => {
    const done = correctionDone(result);
    if (done) onSettled(`${names.get(userId) ?? ''}: ${done.text}`);
  });
  if (pending.length === 0) return null;
  return (
    <div className={className} role="status">
      {pending.map((p) => (
        <p key={`${p.userId} ${p.monthId}`}>
          {names.get(p.userId)}: {pendingText(p)}
        </p>
      ))}
    </div>
  );
}
