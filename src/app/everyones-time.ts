/**
 * Everyone's time asked for when the month overview's or the month per workplace's address is
 * opened (app/admin-frame.tsx): the staff list (features/staff), then each person's time through
 * the one reading (person-time/people-time-reading.ts). Here, in app/, as it composes the two.
 */
import type { AppDispatch, RootState } from './store';
import { membersNeeded } from '../features/staff/staff-slice';
import { holdReading } from '../person-time/people-time-reading';

/** Answers the release (the address left). */
export const everyonesTimeNeeded =
  () =>
  (dispatch: AppDispatch, getState: () => RootState): (() => void) => {
    let left = false;
    let release: (() => void) | undefined;
    void dispatch(membersNeeded()).then(() => {
      const members = getState().IsAdmin.members;
      if (!left && members) release = holdReading({ dispatch, getState }, members.map((m) => m._id), 0);
    });
    return () => {
      left = true;
      release?.();
    };
  };
