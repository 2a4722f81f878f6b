import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAppDispatch, useAppSelector, useServerRole } from '../../../app/hooks';
import { Button, Loader } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { sv } from '../../../i18n/sv-admin';
import { selectMayBeAdmin, selectUserId } from '../../../app/session';
import { personTimeLoaded, selectPersonTime } from '../../../person-time/months-slice';
import { TimePageHeader } from './page-header';
import { TimeForm } from './time-form';
import styles from './time-form.module.css';

/**
 * Annan arbetsplats (/valja/:id/): registers working time for user `id` at another
 * workplace. The top icon goes to /admin/ for admins and /profile/ for others (SPEC.md §2).
 * For someone else (an admin) the form is in add mode, with its own draft and a date.
 */
export default function ValjaPage() {
  const { id = '' } = useParams();
  const { role, failed, retry } = useServerRole();
  const isAdmin = useAppSelector(selectMayBeAdmin);
  const selfId = useAppSelector(selectUserId);
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  // Only an admin registers for someone else, by the server's word (issue 27): a staff member's
  // form is always their own, and a role only local storage has given waits for the server.
  const waiting = role === null && isAdmin && id !== selfId;
  const target = role === 'admin' ? id : selfId;
  const forOther = Boolean(!waiting && target && target !== selfId);
  const person = useAppSelector((state) => selectPersonTime(state, target));

  // Whose time this is: read first, so the page can name them (or say they are not there).
  useEffect(() => {
    if (forOther && target) void dispatch(personTimeLoaded(target));
  }, [dispatch, forOther, target]);

  if (waiting && !failed) return <Loader />;
  if (waiting) {
    return (
      <div className={styles.intro} role="alert">
        <p>{sv.app.roleCheckFailed}</p>
        <Button onClick={retry}>{sv.app.retry}</Button>
      </div>
    );
  }

  if (forOther && person.request.status === 'error' && person.request.error === sv.errors.personGone) {
    return (
      <>
        <TimePageHeader title={sv.time.otherPlace} back={paths.home} icon={{ to: paths.admin.root, label: sv.nav.label }} />
        <div className={styles.intro}>
          <h2>{sv.errors.personGone}</h2>
          <p>
            <Link to={paths.admin.list}>{sv.staff.backToList}</Link>
          </p>
        </div>
      </>
    );
  }

  return (
    <>
      <TimePageHeader
        title={sv.time.otherPlace}
        back={paths.home}
        icon={isAdmin ? { to: paths.admin.root, label: sv.nav.label } : { to: paths.profile, label: sv.nav.profile }}
      />
      <div className={styles.intro}>
        <p>{sv.time.otherPlaceHelp}</p>
        {forOther && person.user ? <p className={styles.forWhom}>{sv.time.forUser(person.user.fullname)}</p> : null}
        <Button block aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {sv.time.registerHours}
        </Button>
      </div>
      {/* The thank-you button says 'Tillbaka till startsidan' and goes there (no onDone). */}
      {open && target ? <TimeForm userId={target} addMode={forOther} /> : null}
    </>
  );
}
