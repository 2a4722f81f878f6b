/**
 * A new bill or invoice, created once (lib/writes/create-once.ts): what names it, how it is looked
 * for in what is stored, and the create itself with its file.
 */
import { createdMessage, createOnce, markerText, NotSent, type CreateCheck } from '../../lib/writes/create-once';
import type { NewFile } from '../../lib/writes/image';
import { sv } from '../../i18n/sv-admin';
import { toOre } from '../../lib/money';
import { dateParts } from '../../lib/months';
import type { BillItem, BillKind } from '../../types/api';
import { createItem, deleteFile, deleteItem, uploadFile } from './api';
import { toInput, type BillFormValues } from './bill-form';
import { fetchWholeMonth } from './bill-reads';

/** What names a bill or invoice as the person typed it (the file aside: a new entry uploads a new one). */
export interface BillIdentity {
  kind: BillKind;
  number: string;
  date: string;
  companyname: string;
  priceOre: number;
  texOre: number;
}

export function billIdentity(kind: BillKind, values: BillFormValues): BillIdentity {
  const input = toInput(kind, 'create', values, '');
  return { kind, number: input.number, date: input.date, companyname: input.companyname, priceOre: toOre(input.price), texOre: toOre(input.tex) };
}

/** The identity a pending create's marker keeps, read back defensively (null: not a bill's). */
export function pendingBill(data: unknown): BillIdentity | null {
  const who = data && typeof data === 'object' ? (data as { who?: Partial<BillIdentity> }).who : undefined;
  if (!who || (who.kind !== 'bill' && who.kind !== 'invoice')) return null;
  const { number, date, companyname, priceOre, texOre } = who;
  if (typeof number !== 'string' || typeof date !== 'string' || typeof companyname !== 'string') return null;
  if (typeof priceOre !== 'number' || typeof texOre !== 'number') return null;
  return { kind: who.kind, number, date, companyname, priceOre, texOre };
}

/** The same bill entered twice is one create (lib/writes/create-once.ts), whatever its file. */
export const billCreateKey = (who: BillIdentity) =>
  `${who.kind} ${JSON.stringify([who.number, who.date, who.companyname, who.priceOre, who.texOre])}`;

/** A new entry is listed under the month of its date: that month is read before and after. */
export function billCheck(who: BillIdentity): CreateCheck<BillItem> {
  const month = dateParts(who.date)?.month ?? null;
  return {
    read: () => (month === null ? Promise.resolve([]) : fetchWholeMonth(who.kind, month)),
    idOf: (item) => item._id,
    same: (item) =>
      item.number.trim() === who.number &&
      item.date === who.date &&
      item.companyname.trim().toLowerCase() === who.companyname &&
      toOre(item.price) === who.priceOre &&
      toOre(item.tex) === who.texOre,
    // A copy names the same file as the entry kept: only the entry goes.
    remove: (item) => deleteItem(who.kind, item._id),
    // The upload of a create that is not stored is nobody's.
    abandon: async (marker) => {
      const upload = markerText(marker, 'upload');
      if (upload) await deleteFile(upload);
    },
  };
}

/**
 * A new entry, created once (lib/writes/create-once.ts): the month is read before the press; its
 * file is uploaded (and noted with the pending create) and the entry saved; the month is read
 * again and what it holds decides. The same entry typed again while an earlier save of it may
 * still land (after a reload) waits for that one and uploads nothing; an upload whose create is
 * known not to be stored is removed (CreateCheck.abandon).
 */
export async function createEntry({ kind, values, file, oldImage }: { kind: BillKind; values: BillFormValues; file: NewFile | null; oldImage: string }) {
  const who = billIdentity(kind, values);
  let uploaded: string | null = null;
  const result = await createOnce({
    key: billCreateKey(who),
    check: billCheck(who),
    send: async (note) => {
      uploaded = file ? await uploadFile(file.blob, file.name).catch((error: unknown) => Promise.reject(new NotSent(error))) : null;
      if (uploaded) note({ upload: uploaded });
      return (await createItem(kind, toInput(kind, 'create', values, uploaded ?? oldImage))).message;
    },
    data: { who, label: `${who.number} ${values.companyname.trim()}` },
    unsureMessage: sv.bills.saveUnsure,
  });
  const image = result.record?.image ?? uploaded ?? oldImage;
  // Found from an earlier attempt: this attempt uploaded nothing (it waited instead).
  const note =
    result.how === 'answered' && result.copies < 2
      ? null
      : createdMessage(result, { created: '', lost: sv.bills.createdAnswerLost, copies: sv.bills.createdCopies, already: sv.bills.alreadyCreated });
  return { message: result.how === 'answered' ? (result.answer ?? '') : '', image, cleanupFailed: false, note };
}
