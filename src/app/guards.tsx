import { Navigate, Outlet } from 'react-router';
import { useAppSelector } from './hooks';
import { paths } from '../config/paths';
import { selectIsAdmin, selectIsSignedIn } from './session';
import LoginPage from '../features/auth/components/login-page';

/** Guard (SPEC.md §2): the login screen, in place, while nobody is signed in. */
export function RequireAuth() {
  const signedIn = useAppSelector(selectIsSignedIn);
  if (!signedIn) {
    return <LoginPage inline />;
  }
  return <Outlet />;
}

/** Admin routes (DECISIONS.md 12): a non-admin gets the home view. */
export function RequireAdmin() {
  const isAdmin = useAppSelector(selectIsAdmin);
  if (!isAdmin) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
