import { useState } from 'react';
import { useParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { sv } from '../../../i18n/sv';
import { selectIsAdmin, selectUserId } from '../../../app/session';
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
  const isAdmin = useAppSelector(selectIsAdmin);
  const selfId = useAppSelector(selectUserId);
  const [open, setOpen] = useState(false);
  // Only an admin registers for someone else: a staff member's form is always their own.
  const target = isAdmin ? id : selfId;
  return (
    <>
      <TimePageHeader
        title={sv.time.otherPlace}
        back={paths.home}
        icon={isAdmin ? { to: paths.admin.root, label: sv.nav.label } : { to: paths.profile, label: sv.nav.profile }}
      />
      <div className={styles.intro}>
        <p>{sv.time.otherPlaceHelp}</p>
        <Button block aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {sv.time.registerHours}
        </Button>
      </div>
      {open && target ? <TimeForm userId={target} addMode={target !== selfId} onDone={() => setOpen(false)} /> : null}
    </>
  );
}
