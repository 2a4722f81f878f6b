import { Placeholder } from '../../../components/layout';
import { sv } from '../../../i18n/sv';
import type { BillKind } from '../../../types/api';

/** Bills and invoices (/admin/bill/, /admin/invoice/) — placeholder until its issue lands. */
export default function BillsPage({ kind }: { kind: BillKind }) {
  return <Placeholder title={kind === 'bill' ? sv.bills.billHeading : sv.bills.invoiceHeading} />;
}
