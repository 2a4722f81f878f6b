/**
 * Everyone's month, as the month per workplace reads it (issue 24): each person's time from the
 * one owner of time (Months slice, read through usePeopleTime: a person already held is never
 * read again, so the overview and the month per workplace share their reads), and each person's
 * month of a chosen month (person-month.ts), the same figure as the overview's. The people are the
 * staff list, which the route hands in (features/staff useMembers).
 */
import { useCallback, useMemo, useState } from 'react';
import { useAppSelector } from '../app/hooks';
import type { RootState } from '../app/store';
import type { User } from '../types/api';
import { type PersonTime } from './months-slice';
import { personView, type PersonView } from './person-view';
import type { PersonMonth } from './person-month';
import { usePeopleTime } from './use-people-time';

/** A member and their month of the chosen month (null: nothing held for it). */
export interface MemberMonth {
  user: User;
  pm: PersonMonth | null;
}

/**
 * `members`: the staff list (null until read). `read: false`: nobody's time is read here; what is
 * already held is used (`ready` when it is everyone's).
 */
export function useEveryonesMonth(members: readonly User[] | null, { read = true }: { read?: boolean } = {}) {
  const byUser = useAppSelector((state: RootState) => state.Months.byUser);
  const [now] = useState(() => new Date());

  const ids = useMemo(() => (read ? (members?.map((m) => m._id) ?? null) : null), [members, read]);
  const { progress, started, retry } = usePeopleTime(ids);

  // A person's view once per version of their time (the store keeps unchanged people as the same objects).
  const [views] = useState(() => new WeakMap<PersonTime, PersonView>());

  /** Each member with their month of `month` (1–12) in `year`, or null when they have none. */
  const monthOf = useCallback(
    (year: number, month: number): MemberMonth[] =>
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
    /** Everyone's time is held: the figures are whole. */
    ready: held && !loading,
    /** Everyone's time is being read. */
    reading: read && (members === null || loading),
    progress,
    started,
    retry,
    loading,
    monthOf,
    now,
  };
}
