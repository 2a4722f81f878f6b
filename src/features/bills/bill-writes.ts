/**
 * The writes of bills and invoices (SPEC.md §7; their policies: docs/writes.md): save (a new
 * entry: bill-create.ts; a change, with the receipt order of DECISIONS.md 9), mark paid, delete
 * one, move or delete a whole month. Each list slice (paged-list-slice.ts) reacts to its own kind.
 */
import { createAppMutation } from '../../app/create-app-thunk';
import type { RootState } from '../../app/store';
import { dateParts } from '../../lib/months';
import type { BillItem, BillKind, Id } from '../../types/api';
import { replaceImage, type NewFile } from '../../lib/writes/image';
import { updateOnce } from '../../lib/writes/update';
import { deleteFile, deleteItem, getPage, moveAll, updateItem, uploadFile } from './api';
import { createEntry } from './bill-create';
import { toInput, type BillFormValues } from './bill-form';
import { fetchWholeMonth } from './bill-reads';
import { itemMonth } from './month-year';
import { knownItems, selectList } from './paged-list';

/** An entry of its month as stored now (null: gone), read when an answer was lost. */
async function storedItem(kind: BillKind, item: BillItem): Promise<BillItem | null> {
  const month = itemMonth(item);
  if (month === null) throw new Error('no month to read back');
  return (await fetchWholeMonth(kind, month)).find((other) => other._id === item._id) ?? null;
}

/**
 * Deleting an entry (lib/writes/update.ts): after a lost answer or one that is not JSON, the
 * month is read back; an entry that is gone was deleted.
 */
export const itemDeleted = createAppMutation(
  'bills/itemDeleted',
  async ({ kind, item }: { kind: BillKind; item: BillItem }, { getState }) => {
    const { answer } = await updateOnce({ send: () => deleteItem(kind, item._id), stored: async () => (await storedItem(kind, item)) === null });
    // The entry is gone first; its file after, unless another entry names it (a failure there
    // leaves only an unused file).
    const inUse = knownItems(getState(), { kind, id: item._id }).some((other) => other.image === item.image);
    if (item.image && !inUse) await deleteFile(item.image).catch(() => undefined);
    return answer?.message ?? '';
  },
  ({ kind, item }) => `bills/itemDeleted ${kind} ${item._id}`,
);

export interface SaveArg {
  kind: BillKind;
  mode: 'create' | 'update';
  id?: Id;
  values: BillFormValues;
  file: NewFile | null;
  oldImage: string;
}

/** The months an entry can be listed under after a save that may or may not have happened. */
function monthsToReadBack(state: RootState, { kind, mode, id, values }: SaveArg): number[] {
  const months = new Set<number>();
  const known = mode === 'update' && id ? selectList(state, kind).items.find((item) => item._id === id) : undefined;
  // A moved entry keeps its month whatever its date; otherwise the date's month counts.
  if (known?.months !== undefined) months.add(known.months);
  else {
    const saved = dateParts(values.date)?.month ?? null;
    if (saved !== null) months.add(saved);
    const before = known ? (dateParts(known.date)?.month ?? null) : null;
    if (before !== null) months.add(before);
  }
  return [...months];
}

/**
 * Create (bill-create.ts) or update, with the receipt order of DECISIONS.md 9 (lib/writes/image.ts):
 * an upload of an earlier save of the entry whose outcome stayed unknown is read back first.
 */
export const itemSaved = createAppMutation(
  'bills/itemSaved',
  async (arg: SaveArg, { getState }) => {
    const { kind, mode, id, values, file, oldImage } = arg;
    // A save with no entry to name is a create (create-once).
    if (mode === 'create' || !id) return { ...(await createEntry(arg)), mode, item: null };
    const outcome = await replaceImage(
      {
        upload: uploadFile,
        save: async (image) => (await updateItem(kind, id, toInput(kind, mode, values, image))).message,
        stored: async (image) => {
          const months = monthsToReadBack(getState(), arg);
          if (months.length === 0) throw new Error('no month to read back');
          let found = false;
          for (const month of months) {
            const items = await fetchWholeMonth(kind, month);
            const entry = items.find((item) => item._id === id);
            if (entry) {
              found = true;
              if (entry.image === image) return true;
            }
          }
          // An entry to update that is nowhere to be found: its state is unknown.
          if (!found) throw new Error('entry not found');
          return false;
        },
        remove: deleteFile,
        inUse: (name) => knownItems(getState(), { kind, id }).some((item) => item.image === name),
      },
      { key: `${kind} ${id}`, file, oldImage },
    );
    const item: BillItem = { _id: id, ...toInput(kind, 'update', values, outcome.image) };
    return { ...outcome, note: null, mode, item };
  },
  // One save of an entry (or one new entry of a kind) at a time.
  ({ kind, mode, id }) => `bills/itemSaved ${kind} ${mode} ${id ?? ''}`,
);

/**
 * 'Flytta hela månad' (lib/writes/update.ts): the month's items move to another month. Sending it
 * again moves nothing more; after a lost answer, a month `from` with nothing left was moved.
 */
export const monthMoved = createAppMutation(
  'bills/monthMoved',
  async ({ kind, from, to }: { kind: BillKind; from: number; to: number }) => {
    const { answer } = await updateOnce({
      send: () => moveAll(kind, { months: to, from }),
      stored: async () => (await getPage(kind, 1, from)).product.length === 0,
    });
    return answer?.message ?? '';
  },
  ({ kind, from }) => `bills/monthMoved ${kind} ${from}`,
);

/**
 * 'Markera som betald' (lib/writes/update.ts): the entry as stored, with payment true (one PUT).
 * Setting a flag is idempotent; after a lost answer the entry is read back.
 */
export const itemPaid = createAppMutation(
  'bills/itemPaid',
  async ({ kind, item }: { kind: BillKind; item: BillItem }) => {
    const { _id: id, ...stored } = item;
    const { answer } = await updateOnce({
      send: () => updateItem(kind, id, { ...stored, payment: true }),
      stored: async () => (await storedItem(kind, item))?.payment === true,
    });
    return answer?.message ?? '';
  },
  ({ kind, item }) => `bills/itemPaid ${kind} ${item._id}`,
);

/**
 * There is no month delete on the provider: every item of the month is deleted, each by the
 * update policy (lib/writes/update.ts: a lost answer reads the month back).
 */
export const monthDeleted = createAppMutation(
  'bills/monthDeleted',
  async ({ kind, month }: { kind: BillKind; month: number }, { getState }) => {
    const items = await fetchWholeMonth(kind, month);
    const deleted = new Set(items.map((item) => item._id));
    const others = knownItems(getState()).filter((item) => !deleted.has(item._id));
    let message = '';
    for (const item of items) {
      const gone = async () => !(await fetchWholeMonth(kind, month)).some((other) => other._id === item._id);
      message = (await updateOnce({ send: () => deleteItem(kind, item._id), stored: gone })).answer?.message ?? message;
      if (item.image && !others.some((other) => other.image === item.image)) {
        await deleteFile(item.image).catch(() => undefined);
      }
    }
    return { count: items.length, message };
  },
  ({ kind, month }) => `bills/monthDeleted ${kind} ${month}`,
);
