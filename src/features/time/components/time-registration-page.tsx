import { useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { sv } from '../../../i18n/sv';
import { selectUser } from '../../../app/session';
import { TimePageHeader } from './page-header';
import { TimeForm } from './time-form';

/** Time registration (/): the signed-in person's working day (SPEC.md §2). */
export default function TimeRegistrationPage() {
  const user = useAppSelector(selectUser);
  return (
    <>
      <TimePageHeader
        title={user?.fullname || sv.time.heading}
        back={paths.home}
        icon={{ to: paths.profile, label: sv.nav.profile }}
      />
      <TimeForm userId={user?._id ?? ''} />
    </>
  );
}
