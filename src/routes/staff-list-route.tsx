/**
 * /admin/list/: the staff list with the admin screens' back link (SPEC.md §2: every admin
 * screen has one; issue 13 item 8).
 */
import { BackLink } from '../components/layout';
import { paths } from '../config/paths';
import StaffListPage from '../features/staff/components/staff-list-page';

export default function StaffListRoute() {
  return (
    <>
      <BackLink to={paths.admin.root} />
      <StaffListPage />
    </>
  );
}
