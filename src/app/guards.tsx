import { Fragment, useRef, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import LoginPage from '../features/auth/components/login-page';
import { DialogsHeld } from '../components/dialogs-held';
import { useAppSelector } from './hooks';
import { selectIsSignedIn, selectUserId } from './session';
import styles from './guards.module.css';

/**
 * Guard (SPEC.md §2): the login screen, in place, while nobody is signed in, with the language
 * choice wherever a signed-out person lands (`/` is the start address; issue 43 item 2).
 *
 * A session that runs out in the middle of work (a 401 on a save) keeps the page: it stays
 * mounted, hidden and inert, with everything typed in it, while the sign-in is shown over it;
 * after signing in again the person carries on where they were (issue 10 item 7). If someone
 * else signs in, the page starts afresh: it was the other person's.
 */
export function RequireAuth({ loginHint }: { loginHint?: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const userId = useAppSelector(selectUserId);
  const pageOwner = useRef<string | null>(null);
  if (signedIn && userId) pageOwner.current = userId;

  if (!signedIn && pageOwner.current === null) return <LoginPage inline hint={loginHint} />;

  return (
    <>
      <div className={signedIn ? undefined : styles.kept} inert={!signedIn || undefined} aria-hidden={!signedIn || undefined}>
        {/* An open dialog leaves the top layer while the sign-in is shown, and comes back after. */}
        <DialogsHeld value={!signedIn}>
          <Fragment key={pageOwner.current}>
            <Outlet />
          </Fragment>
        </DialogsHeld>
      </div>
      {signedIn ? null : (
        <div className={styles.overlay}>
          <LoginPage inline overPage hint={loginHint} />
        </div>
      )}
    </>
  );
}
