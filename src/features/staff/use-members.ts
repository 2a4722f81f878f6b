/** The staff list as a screen uses it: asked for unless held (`read: false`: only what is held). */
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { membersFetched, membersNeeded, selectMembers, selectStaffRequest } from './staff-slice';

export function useMembers({ read = true }: { read?: boolean } = {}) {
  const dispatch = useAppDispatch();
  const members = useAppSelector(selectMembers);
  const request = useAppSelector(selectStaffRequest);

  useEffect(() => {
    if (read && members === null) void dispatch(membersNeeded());
  }, [dispatch, members, read]);

  return { members, request, refetch: () => void dispatch(membersFetched()) };
}
