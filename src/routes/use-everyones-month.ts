/**
 * Everyone's month, as the month overview reads it (issue 24): the staff list, each person's
 * time from the one owner of time (Months slice, read through usePeopleTime: a person already
 * held is never read again, so the overview and the month per workplace share their reads), and
 * each person's month of a chosen month (person-month.ts), the same figure as the overview's.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import type { RootState } from '../app/store';
import { membersFetched, selectMembers, selectStaffRequest } from '../features/staff/staff-slice';
import type { PersonAndMonth } from '../features/workplaces/workplace-month';
import { personView, type PersonTime, type PersonView } from '../person-time/months-slice';
import { usePeopleTime } from './use-people-time';

export function useEveryonesMonth() {
  const dispatch = useAppDispatch();
  const members = useAppSelector(selectMembers);
  const staffRequest = useAppSelector(selectStaffRequest);
  const byUser = useAppSelector((state: RootState) => state.Months.byUser);
  const [now] = useState(() => new Date());

  useEffect(() => {
    if (members === null) void dispatch(membersFetched());
  }, [dispatch, members]);

  const ids = useMemo(() => members?.map((m) => m._id) ?? null, [members]);
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

  return {
    members,
    staffRequest,
    progress,
    started,
    retry,
    loading: progress.done < progress.total,
    monthOf,
    now,
    refetchMembers: () => void dispatch(membersFetched()),
  };
}
