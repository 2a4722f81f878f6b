/** The receipt detail overlay: the image or PDF, every field, edit and delete from here. */
import { useMutation } from '../../../app/use-mutation';
import { Button, FailureNotice } from '../../../components/ui';
import { sv } from '../../../i18n/sv-admin';
import { imageUrl } from '../../../lib/api-client';
import { formatKr, toOre } from '../../../lib/money';
import type { BillItem, BillKind } from '../../../types/api';
import { itemDeleted } from '../bill-writes';
import { companyLabel } from '../company';
import { useConfirm } from '../../../components/confirm-dialog';
import { Modal } from '../../../components/dialog';
import { ReceiptView } from './receipt-view';
import styles from './bills.module.css';
import receiptStyles from './receipt.module.css';

export function ReceiptDialog({
  kind,
  item,
  onClose,
  onEdit,
  onDeleted,
}: {
  kind: BillKind;
  item: BillItem;
  onClose: () => void;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const { confirm, dialog } = useConfirm();
  const b = sv.bills;
  const remove = useMutation(itemDeleted, { success: () => b.deleted });
  const title = `${b.detailHeading[kind]} ${item.number}`;

  async function deleteItem() {
    const outcome = await remove.run({ kind, item });
    if (outcome.ok) onDeleted();
  }

  async function onDelete() {
    if (remove.pending) return;
    if (!(await confirm(b.confirmDelete, { confirmLabel: b.delete, danger: true }))) return;
    await deleteItem();
  }

  return (
    <Modal title={title} onClose={onClose} wide>
      <div className={receiptStyles.detail}>
        <ReceiptView image={item.image} title={`${title}, ${companyLabel(item.companyname)}`} />
        <dl className={styles.fields}>
          <dt>{b.number}</dt>
          <dd>{item.number}</dd>
          <dt>{b.date}</dt>
          <dd>{item.date}</dd>
          <dt>{b.company}</dt>
          <dd className={styles.company}>{companyLabel(item.companyname)}</dd>
          <dt>{b.price}</dt>
          <dd>{formatKr(toOre(item.price))}</dd>
          <dt>{b.tex}</dt>
          <dd>{formatKr(toOre(item.tex))}</dd>
          <dt>{b.paid}</dt>
          <dd>{item.payment ? sv.app.yes : sv.app.no}</dd>
          <dt>{b.lastDay}</dt>
          <dd>{item.lastday}</dd>
          <dt>{b.image}</dt>
          <dd>
            {item.image ? (
              <a href={imageUrl(item.image)} target="_blank" rel="noreferrer">
                {b.openFile}
              </a>
            ) : null}
          </dd>
        </dl>
      </div>
      <FailureNotice failure={remove.failure} onDismiss={remove.dismiss} onRetry={() => void deleteItem()} />
      <div className={styles.actions}>
        <Button onClick={onEdit}>{b.edit}</Button>
        <Button variant="danger" onClick={() => void onDelete()} disabled={remove.pending} aria-busy={remove.pending}>
          {b.delete}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {sv.app.close}
        </Button>
      </div>
      {dialog}
    </Modal>
  );
}
