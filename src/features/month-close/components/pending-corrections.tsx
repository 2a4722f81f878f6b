/**
 * Corrections of a person's months whose outcome is not known yet (issue 27 item 3): kept in
 * local storage from before the request left, so after a reload (or while a slow server may
 * still store one) the page says so, reads what is stored every few seconds and settles each
 * one (person-time/correction-rule.ts): saved, not stored, or shown with the stored and the
 * expected figure. Nothing is sent from here but a correction's one repair of its own duplicate.
 */
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { sv } from '../../../i18n/sv-admin';
import { POLL_MS } from '../../../lib/landing';
import { pad2 } from '../../../lib/time';
import { correctionSettled, type CorrectionResult } from '../../../person-time/correction-writes';
import { selectPendingCorrections } from '../../../person-time/months-slice';
import { signedHours } from './statement-panel';

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
  const dispatch = useAppDispatch();
  const pending = useAppSelector((state) => selectPendingCorrections(state, userId));
  const months = pending.map((p) => p.monthId).join(' ');
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
    if (!months) return;
    async function check() {
      for (const monthId of months.split(' ')) {
        // Skipped (not sent) while a correction of the month is on its way from this page.
        const action = await dispatch(correctionSettled({ userId, monthId }));
        const result = correctionSettled.fulfilled.match(action) ? action.payload : null;
        if (shown.current && result && result.state !== 'pending' && result.state !== 'unclear') told.current(result);
      }
    }
    void check();
    const timer = setInterval(() => void check(), POLL_MS);
    return () => clearInterval(timer);
  }, [dispatch, userId, months]);

  if (pending.length === 0) return null;
  return (
    <div className={className} role="status">
      {pending.map((p) => (
        <p key={p.monthId}>{sv.correctionCheck.pending(`${pad2(p.MonthNumber)}/${p.year}`, signedHours(p.minutes))}</p>
      ))}
    </div>
  );
}
