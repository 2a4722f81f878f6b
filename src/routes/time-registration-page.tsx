/**
 * Time registration (/): the signed-in person's working day (SPEC.md §2). Composes the time form
 * with the workplaces the person is assigned to (workplaces feature), offered as places in one
 * tap (issue 17, DECISIONS.md 29). The page is '/', so its back control goes to the admin's start
 * for an admin; staff have none (the header's 'Min sida' and the profile icon already lead there:
 * a third link to Min sida was one too many, issue 25 item 5).
 */
import { useEffect, useState } from 'react';
import { screenDrawn } from '../app/first-paint';
import { useAppSelector } from '../app/hooks';
import { selectMayBeAdmin, selectUser } from '../app/session';
import { paths } from '../config/paths';
import { sv } from '../i18n/sv';
import { TimePageHeader } from '../features/time/components/page-header';
import { TimeForm } from '../features/time/components/time-form';
import { selectPersonTime } from '../person-time/months-slice';
import { assignedPlaces } from '../features/workplaces/api';

/** The person's assigned workplaces; none while loading or when the provider refuses the read. */
function useAssignedPlaces(userId: string | undefined): readonly string[] {
  const [places, setPlaces] = useState<readonly string[]>([]);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    // A task of its own, not part of the one that drew the person's time (issue 19).
    const timer = setTimeout(() => {
      assignedPlaces(userId).then(
        (found) => live && setPlaces(found),
        // A hint, not the screen's content: without it the person's own recent places remain.
        () => undefined,
      );
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [userId]);
  return places;
}

export default function TimeRegistrationPage() {
  const user = useAppSelector(selectUser);
  // A link's target, never access: storage's word is enough (session.ts).
  const mayBeAdmin = useAppSelector(selectMayBeAdmin);
  // Taken once the person's time is read (the screen's content first, then this hint); the entry
  // asked for both at once (main.tsx), so it is most often here already.
  const timeRead = useAppSelector((state) => selectPersonTime(state, user?._id).request.status);
  const assigned = useAssignedPlaces(timeRead === 'loaded' || timeRead === 'error' ? user?._id : undefined);
  // The day's form is drawn: what it does not draw with may load now (issue 44, boot.tsx).
  useEffect(screenDrawn, []);
  return (
    <>
      <TimePageHeader
        title={user?.fullname || sv.time.heading}
        back={mayBeAdmin ? paths.admin.root : null}
        icon={{ to: paths.profile, label: sv.nav.profile }}
      />
      <TimeForm userId={user?._id ?? ''} assignedPlaces={assigned} />
    </>
  );
}
