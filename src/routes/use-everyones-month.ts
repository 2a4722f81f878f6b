/**
 * Everyone's month, as the month overview reads it (issue 24): the staff list, each person's
 * time from the one owner of time (Months slice, read through usePeopleTime: a person already
 * held is never read again, so the overview and the month per workplace share their reads), and
 * each person's month of a chosen month (person-month.ts), the same figure as the overview's.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import type { RootState } from '../app/store';
import { membersFetched, membersNeeded, selectMembers, selectStaffRequest } from '../features/staff/staff-slice';
import type { PersonAndMonth } from '../features/workplaces/workplace-month';
import { personView, type PersonTime, type PersonView } from '../person-time/months-slice';
import { usePeopleTime } from './use-people-time';

/** `read: false`: nobody's time is read here; what is already held is used (`ready` when it is everyone's). */
export function useEveryonesMonth({ read = true }: { read?: boolean } = {}) {
  const dispatch = useAppDispatch();
  const members = useAppSelector(selectMembers);
  const staffRequest = useAppSelector(selectStaffRequest);
  const byUser = useAppSelector((state: RootState) => state.Months.byUser);
  const [now] = useState(() => new Date());

  useEffect(() => {
    if (read && members === null) void dispatch(membersNeeded());
  }, [dispatch, members, read]);

  const ids = useMemo(() => (read ? (members?.map((m) => m._id) ?? null) : null), [members, read]);
  const { progress, started, retry } = usePeopleTime(ids);

  // A person's view once per version of their time (the store keeps unchanged people as the same objects).
  const [views] = useState(() => new WeakMap<PersonTime, PersonView>());

  /** Each member with their month of `month` (1–12) in `year`, or null when they have none. */
  const monthOf = useCallback(
    (year: number, month: number): PersonAndMonth[] =>
      (members ?? []).map((member) => {
        const held = byUser[member._id];
        let view: PersonView | null = null;
        if (held?.user) {
          view = views.get(held) ?? personView(held, now);
          views.set(held, view);
        }
        const found = view?.months.find((m) => m.month.MonthNumber === month && m.year === year) ?? null;
        return { user: held?.user ?? member, pm: found?.pm ?? null };
      }),
    [members, byUser, views, now],
  );

  const loading = progress.done < progress.total;
  const held = members !== null && members.every((m) => byUser[m._id]?.user);
  return {
    members,
    /** Everyone's time is held: the figures are whole. */
    ready: held && !loading,
    /** Everyone's time is being read. */
    reading: read && (members === null || loading),
    staffRequest,
    progress,
    started,
    retry,
    loading,
    monthOf,
    now,
    refetchMembers: () => void dispatch(membersFetched()),
  };
}
