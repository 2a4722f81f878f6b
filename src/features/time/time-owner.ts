/**
 * What the owner of a person's time (the Months slice) offers writes made by another feature
 * (month close's corrections, moves and clearing, issue 16 item 8). Features never import each
 * other: src/routes/ hands this object to month close (routes/month-close-writes.ts), which
 * describes each write and leaves reading, sending once, read-before-resend and healing to the
 * owner (runTotalsWrite, heal.ts), so every write of a person's time goes through one path.
 */
import type { RootState } from '../../app/store';
import type { Id } from '../../types/api';
import { clearMonth, moveToMonth, updateUserTime } from './api';
import { asAdjustment, clearLanded, correctionLanded } from './heal';
import { keepCorrections, runTotalsWrite, selectPersonTime, totalsOf } from './months-slice';

export const personTimeOwner = {
  runTotalsWrite,
  /** The person's totals as held now (after the write's own read back). */
  totals: (state: RootState, userId: Id) => totalsOf(selectPersonTime(state, userId)),
  /** The person's correction notes as held now. */
  corrections: (state: RootState, userId: Id) => selectPersonTime(state, userId).corrections,
  keepCorrections,
  /** The provider's calls, each naming the month record or its number. */
  calls: {
    /** A signed correction of a month (and with it the person's total): POST /api/auth/time/update/{id}/. */
    correct: (userId: Id, MonthNumber: number, minutes: number) => updateUserTime(userId, { ...asAdjustment(minutes), MonthNumber }),
    move: moveToMonth,
    clear: clearMonth,
  },
  /** Whether a write whose answer was lost is stored (heal.ts). */
  landed: { correction: correctionLanded, cleared: clearLanded },
};
