/**
 * /admin/bill/ and /admin/invoice/: the bills screen with the admin screens' back link
 * (SPEC.md §2: every admin screen has one; issue 13 item 8).
 */
import { BackLink } from '../components/layout';
import { paths } from '../config/paths';
import BillsPage from '../features/bills/components/bills-page';
import type { BillKind } from '../types/api';

export default function BillsRoute({ kind }: { kind: BillKind }) {
  return (
    <>
      <BackLink to={paths.admin.root} />
      <BillsPage kind={kind} />
    </>
  );
}
