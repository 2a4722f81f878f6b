/** The bills page's dialog over the list (bills-page.tsx): an item's receipt, or the form to register or change one. */
import type { BillItem, BillKind } from '../../../types/api';
import { BillFormDialog, type SavedResult } from './bill-form-dialog';
import { ReceiptDialog } from './receipt-dialog';

export type Overlay = { type: 'none' } | { type: 'create' } | { type: 'detail'; item: BillItem } | { type: 'edit'; item: BillItem };

export interface ItemOverlayProps {
  kind: BillKind;
  overlay: Overlay;
  onOverlay: (overlay: Overlay) => void;
  onSaved: (result: SavedResult) => void;
  /** The receipt's item was deleted. */
  onDeleted: () => void;
}

export function ItemOverlay({ kind, overlay, onOverlay, onSaved, onDeleted }: ItemOverlayProps) {
  const close = () => onOverlay({ type: 'none' });
  // Keyed: a form of its own for each item (never one form's state carried over to another).
  if (overlay.type === 'create') return <BillFormDialog key="create" kind={kind} onClose={close} onSaved={onSaved} />;
  if (overlay.type === 'edit') return <BillFormDialog key={overlay.item._id} kind={kind} item={overlay.item} onClose={close} onSaved={onSaved} />;
  if (overlay.type === 'detail') {
    return <ReceiptDialog kind={kind} item={overlay.item} onClose={close} onEdit={() => onOverlay({ type: 'edit', item: overlay.item })} onDeleted={onDeleted} />;
  }
  return null;
}
