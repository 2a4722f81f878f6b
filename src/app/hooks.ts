/** Typed hooks; the raw react-redux hooks are banned by lint. */
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { roleChecked, selectRole, selectRoleCheck, selectUserId } from './session';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * The signed-in person's role by the server's word (issue 27): asked for when only local
 * storage has said it. `role` is null while the answer is awaited; `failed` offers `retry`.
 */
export function useServerRole() {
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectRole);
  const check = useAppSelector(selectRoleCheck);
  const userId = useAppSelector(selectUserId);
  useEffect(() => {
    if (role === null && check === 'idle' && userId) void dispatch(roleChecked(userId));
  }, [dispatch, role, check, userId]);
  const retry = () => {
    if (userId) void dispatch(roleChecked(userId));
  };
  return { role, failed: check === 'failed', retry };
}
