import { useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { sv } from '../../../i18n/sv';
import { selectUser } from '../../../app/session';
import { TimePageHeader } from './page-header';
import { TimeForm } from './time-form';

/**
 * Time registration (/): the signed-in person's working day (SPEC.md §2). The page is '/', so
 * its back control goes to the person's start instead of to itself (issue 17): the admin start
 * for an admin, Min sida for staff.
 */
export default function TimeRegistrationPage() {
  const user = useAppSelector(selectUser);
  return (
    <>
      <TimePageHeader
        title={user?.fullname || sv.time.heading}
        back={user?.isAdmin ? paths.admin.root : paths.profile}
        icon={{ to: paths.profile, label: sv.nav.profile }}
      />
      <TimeForm userId={user?._id ?? ''} />
    </>
  );
}
