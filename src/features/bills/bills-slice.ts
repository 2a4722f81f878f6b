/**
 * TheBill / Invoice (paged lists of one month), BeforeMonth (past-month sums per kind) and
 * Uploading (receipt image change): bills ('LEVERANS OCH KVITTO') and invoices ('kundfaktura')
 * share one implementation; a slice factory makes the two paged lists.
 */
import { createAction, createSlice, type PayloadAction, type Reducer } from '@reduxjs/toolkit';
import { createAppMutation, createAppThunk } from '../../app/create-app-thunk';
import { toApiError } from '../../lib/api-client';
import { createdMessage, createOnce, CreateUnsure, NotSent, type CreateCheck } from '../../lib/create-once';
import { sv } from '../../i18n/sv-admin';
import { injectSlice, type RootState } from '../../app/store';
import { idle, trackRequests, type RequestState } from '../../lib/request';
import { fromOre, sumOre, toOre } from '../../lib/money';
import type { BillItem, BillKind, Id, MonthSum } from '../../types/api';
import {
  createItem,
  deleteFile,
  deleteItem,
  getMonthSums,
  getPage,
  getStatement,
  moveAll,
  updateItem,
  uploadFile,
} from './api';
import { toInput, type BillFormValues } from './bill-form';
import { itemMonth, yearOfItems } from './month-year';
import { dateParts } from '../../lib/months';
import { nextPageOf } from './paging';
import { SaveUnsure, saveWithImage, type NewFile } from './replace-image';

// --- The paged lists (TheBill, Invoice) ---

export interface PagedListState {
  items: BillItem[];
  /** The last page loaded (0 before the first). */
  page: number;
  /** The next page to load; null when there is none. */
  nextPage: number | null;
  /** The month shown; null before the first load. */
  month: number | null;
  /** The month's page count, as its last answer said (0 before the first). */
  pages: number;
  /** While the rest of the month is read for a search, filter or sort: pages read of those to read. */
  reading: { read: number; of: number } | null;
  request: RequestState;
}

const emptyList: PagedListState = { items: [], page: 0, nextPage: null, month: null, pages: 0, reading: null, request: idle };

export interface PageArg {
  pageNumber: number;
  month: number;
}

/** The bills and invoices the app has loaded (both kinds), except one entry. */
function knownItems(state: RootState, except?: { kind: BillKind; id: Id }): BillItem[] {
  const lists: [BillKind, PagedListState | undefined][] = [
    ['bill', state.TheBill],
    ['invoice', state.Invoice],
  ];
  return lists.flatMap(([kind, list]) =>
    (list?.items ?? []).filter((item) => !(except && except.kind === kind && except.id === item._id)),
  );
}

// Shared thunks (both kinds); each list slice reacts only to its own kind.
export const itemDeleted = createAppMutation(
  'bills/itemDeleted',
  async ({ kind, item }: { kind: BillKind; item: BillItem }, { getState }) => {
    const answer = await deleteItem(kind, item._id).catch(async (error: unknown) => {
      // The answer was lost or not JSON: read the month back; an entry that is gone was deleted.
      const failure = toApiError(error);
      const month = itemMonth(item);
      if (!failure.ambiguous || month === null) throw failure;
      const items = await fetchWholeMonth(kind, month).catch(() => {
        throw failure;
      });
      if (items.some((other) => other._id === item._id)) throw failure;
      return { message: '' };
    });
    // The entry is gone first; its file after, unless another entry names it (a failure there
    // leaves only an unused file).
    const inUse = knownItems(getState(), { kind, id: item._id }).some((other) => other.image === item.image);
    if (item.image && !inUse) await deleteFile(item.image).catch(() => undefined);
    return answer.message;
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
  /**
   * The form making this save. After a save whose outcome stayed unknown, the same form's next
   * save reads back first what the upload of that attempt became (Uploading.unsure).
   */
  form?: string;
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

/** The same bill entered twice is one create (lib/create-once.ts), whatever its file. */
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
  };
}

/**
 * A new entry, created once (lib/create-once.ts): the month is read before the press; its file
 * is uploaded and the entry saved; the month is read again and what it holds decides. The same
 * entry typed again while an earlier save of it may still land (after a reload) waits for that
 * one and uploads nothing.
 */
async function createEntry({ kind, values, file, oldImage }: SaveArg) {
  const who = billIdentity(kind, values);
  let uploaded: string | null = null;
  const result = await createOnce({
    key: billCreateKey(who),
    check: billCheck(who),
    send: async () => {
      uploaded = file ? await uploadFile(file.blob, file.name).catch((error: unknown) => Promise.reject(new NotSent(error))) : null;
      return (await createItem(kind, toInput(kind, 'create', values, uploaded ?? oldImage))).message;
    },
    data: { who, label: `${who.number} ${values.companyname.trim()}` },
    unsureMessage: sv.bills.saveUnsure,
  }).catch(async (error: unknown) => {
    // Refused, and nothing of it stored: the new upload is nobody's. Unknown: it is kept.
    if (uploaded && !(error instanceof CreateUnsure) && !toApiError(error).ambiguous) await deleteFile(uploaded).catch(() => undefined);
    throw error;
  });
  const image = result.record?.image ?? uploaded ?? oldImage;
  // Found from an earlier attempt: this attempt uploaded nothing (it waited instead).
  const note =
    result.how === 'answered' && result.copiesRemoved === 0
      ? null
      : createdMessage(result, { created: '', lost: sv.bills.createdAnswerLost, once: sv.bills.createdOnce, already: sv.bills.alreadyCreated });
  return { message: result.how === 'answered' ? (result.answer ?? '') : '', image, cleanupFailed: false, note };
}

/** Create or update, with the receipt order of DECISIONS.md 9 (see replace-image.ts). */
export const itemSaved = createAppMutation(
  'bills/itemSaved',
  async (arg: SaveArg, { getState, dispatch }) => {
    const { kind, mode, id, values, file, oldImage, form } = arg;
    if (mode === 'create') return { ...(await createEntry(arg)), mode, item: null };
    const pending = form ? getState().Uploading?.unsure[form] : undefined;
    const saving = saveWithImage(
      {
        upload: uploadFile,
        save: async (image) => {
          const input = toInput(kind, mode, values, image);
          const answer = mode === 'update' && id ? await updateItem(kind, id, input) : await createItem(kind, input);
          return answer.message;
        },
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
        inUse: (name) => knownItems(getState(), id ? { kind, id } : undefined).some((item) => item.image === name),
      },
      { file, oldImage, pending },
    );
    let outcome: Awaited<typeof saving>;
    try {
      outcome = await saving;
    } catch (error) {
      // Unknown again: remember the upload of this attempt; anything else settled it.
      if (form) dispatch(unsureChanged({ form, image: error instanceof SaveUnsure ? error.image : null }));
      throw error;
    }
    if (form && pending) dispatch(unsureChanged({ form, image: null }));
    const item: BillItem | null = id ? { _id: id, ...toInput(kind, 'update', values, outcome.image) } : null;
    return { ...outcome, note: null, mode, item };
  },
  // One save of an entry (or one new entry of a kind) at a time.
  ({ kind, mode, id }) => `bills/itemSaved ${kind} ${mode} ${id ?? ''}`,
);

export const monthMoved = createAppMutation(
  'bills/monthMoved',
  async ({ kind, from, to }: { kind: BillKind; from: number; to: number }) => (await moveAll(kind, { months: to, from })).message,
  ({ kind, from }) => `bills/monthMoved ${kind} ${from}`,
);

/**
 * 'Markera som betald': the entry as stored, with payment true (one PUT). Setting a flag is
 * idempotent, so a retry after a lost answer is safe.
 */
export const itemPaid = createAppMutation(
  'bills/itemPaid',
  async ({ kind, item }: { kind: BillKind; item: BillItem }) => {
    const { _id: id, ...stored } = item;
    return (await updateItem(kind, id, { ...stored, payment: true })).message;
  },
  ({ kind, item }) => `bills/itemPaid ${kind} ${item._id}`,
);

/**
 * What a whole-month action changes: the month's count and sums (POST /api/{kind}/this/), and
 * its year. A figure that answer lacks (issue 18 item 5) falls back on what the app already
 * holds: the month list's sums, and the items of a month whose every page is loaded (its first
 * page being its only one, or the shown list read to its end); otherwise it stays null (unknown).
 */
export const monthSummaryFetched = createAppThunk(
  'bills/monthSummaryFetched',
  async ({ kind, month }: { kind: BillKind; month: number }, { getState }) => {
    const [statement, first] = await Promise.all([getStatement(kind, { name: kind, months: month }), getPage(kind, 1, month)]);
    const state = getState();
    const list = selectList(state, kind);
    const items =
      nextPageOf(1, first) === null ? first.product : list.month === month && list.page > 0 && list.nextPage === null ? list.items : null;
    const listed = state.BeforeMonth.loaded[kind] ? (state.BeforeMonth[kind].find((m) => m.months === month) ?? null) : undefined;
    // A loaded month list without this month: the month has no sums there, so 0 is known.
    const known = listed === undefined ? null : (listed ?? { price: 0, tex: 0 });
    return {
      count: statement.count ?? items?.length ?? null,
      price: statement.price ?? known?.price ?? (items ? fromOre(sumOre(items.map((i) => i.price))) : null),
      tex: statement.tex ?? known?.tex ?? (items ? fromOre(sumOre(items.map((i) => i.tex))) : null),
      year: yearOfItems(month, first.product),
    };
  },
);

export const statementRequested = createAppThunk(
  'bills/statementRequested',
  ({ kind, months }: { kind: BillKind; months: number }) => getStatement(kind, { name: kind, months }),
);

/** Every item of a month, all pages. */
export async function fetchWholeMonth(kind: BillKind, month: number): Promise<BillItem[]> {
  const items: BillItem[] = [];
  let pageNumber: number | null = 1;
  while (pageNumber !== null) {
    const answer = await getPage(kind, pageNumber, month);
    items.push(...answer.product);
    pageNumber = nextPageOf(pageNumber, answer);
  }
  return items;
}

export const monthPrinted = createAppThunk(
  'bills/monthPrinted',
  ({ kind, month }: { kind: BillKind; month: number }) => fetchWholeMonth(kind, month),
);

/** There is no month delete on the provider: every item of the month is deleted. */
export const monthDeleted = createAppMutation(
  'bills/monthDeleted',
  async ({ kind, month }: { kind: BillKind; month: number }, { getState }) => {
    const items = await fetchWholeMonth(kind, month);
    const deleted = new Set(items.map((item) => item._id));
    const others = knownItems(getState()).filter((item) => !deleted.has(item._id));
    let message = '';
    for (const item of items) {
      message = (await deleteItem(kind, item._id)).message;
      if (item.image && !others.some((other) => other.image === item.image)) {
        await deleteFile(item.image).catch(() => undefined);
      }
    }
    return { count: items.length, message };
  },
  ({ kind, month }) => `bills/monthDeleted ${kind} ${month}`,
);

function createPageThunk(kind: BillKind, name: 'TheBill' | 'Invoice') {
  return createAppThunk(`${name}/pageFetched`, (arg: PageArg) => getPage(kind, arg.pageNumber, arg.month));
}

type PageThunk = ReturnType<typeof createPageThunk>;

/** Pages of a month read at once when the whole month is needed (issue 19). */
export const MONTH_READ_CONCURRENCY = 4;

export interface MonthReadArg {
  kind: BillKind;
  month: number;
}

/** Progress of a whole-month read, and the pages read in order before a failure (kept). */
export const monthPagesRead = createAction<MonthReadArg & { read: number; of: number }>('bills/monthPagesRead');
export const monthPartRead = createAction<MonthReadArg & { items: BillItem[]; lastPage: number }>('bills/monthPartRead');

/**
 * The rest of the shown month, for a search, a filter or a sort (issue 19): the pages not read
 * yet (the ones read stay), `MONTH_READ_CONCURRENCY` at a time, with the progress in the list
 * (`reading`). The items come together, in the provider's order, once all are read, so the
 * table is drawn once. A page that fails stops the read; the pages read before it in order are
 * kept, and the next read starts after them.
 */
function createMonthThunk(kind: BillKind, name: 'TheBill' | 'Invoice') {
  return createAppThunk(`${name}/monthCompleted`, async ({ month }: { month: number }, { getState, dispatch }) => {
    const list = selectList(getState(), kind);
    if (list.month !== month || list.nextPage === null) return { items: [], lastPage: list.page };
    const first = list.nextPage;
    const numbers = Array.from({ length: Math.max(0, list.pages - first + 1) }, (_, i) => first + i);
    const read = new Map<number, BillItem[]>();
    dispatch(monthPagesRead({ kind, month, read: 0, of: numbers.length }));
    let next = 0;
    const worker = async () => {
      while (next < numbers.length) {
        const pageNumber = numbers[next] as number;
        next += 1;
        read.set(pageNumber, (await getPage(kind, pageNumber, month)).product);
        dispatch(monthPagesRead({ kind, month, read: read.size, of: numbers.length }));
      }
    };
    const inOrder = () => {
      const items: BillItem[] = [];
      let lastPage = first - 1;
      for (const pageNumber of numbers) {
        const page = read.get(pageNumber);
        if (!page) break;
        items.push(...page);
        lastPage = pageNumber;
      }
      return { items, lastPage };
    };
    try {
      await Promise.all(Array.from({ length: Math.min(MONTH_READ_CONCURRENCY, numbers.length) }, worker));
    } catch (error) {
      dispatch(monthPartRead({ kind, month, ...inOrder() }));
      throw error;
    }
    return inOrder();
  });
}

type MonthThunk = ReturnType<typeof createMonthThunk>;

export const monthCompleted: Record<BillKind, MonthThunk> = {
  bill: createMonthThunk('bill', 'TheBill'),
  invoice: createMonthThunk('invoice', 'Invoice'),
};

/** Pages read in order, appended (an item the list has already is not added twice). */
function appendPages(state: PagedListState, items: readonly BillItem[], lastPage: number): void {
  const known = new Set(state.items.map((item) => item._id));
  state.items.push(...items.filter((item) => !known.has(item._id)));
  state.page = Math.max(state.page, lastPage);
}

/** The slice factory of the two paged lists (same shape, each reacting to its own kind). */
function createPagedSlice(
  kind: BillKind,
  name: 'TheBill' | 'Invoice',
  pageFetched: PageThunk,
  monthCompleted: MonthThunk,
): Reducer<PagedListState> {
  const slice = createSlice({
    name,
    initialState: emptyList,
    reducers: {},
    extraReducers: (builder) => {
      builder
        .addCase(pageFetched.pending, (state, action) => {
          const { pageNumber, month } = action.meta.arg;
          // A refresh (page 1, or another month) resets to page 1 and empties the list.
          if (pageNumber === 1 || month !== state.month) {
            state.items = [];
            state.page = 0;
            state.nextPage = null;
            state.pages = 0;
            state.reading = null;
            state.month = month;
          }
        })
        .addCase(pageFetched.fulfilled, (state, action) => {
          const { pageNumber, month } = action.meta.arg;
          if (month !== state.month) return;
          const known = new Set(state.items.map((item) => item._id));
          state.items.push(...action.payload.product.filter((item) => !known.has(item._id)));
          state.page = pageNumber;
          state.pages = action.payload.pages;
          state.nextPage = nextPageOf(pageNumber, action.payload);
        })
        .addCase(monthPagesRead, (state, action) => {
          const { kind: of, month, read, of: total } = action.payload;
          if (of === kind && month === state.month) state.reading = { read, of: total };
        })
        .addCase(monthCompleted.fulfilled, (state, action) => {
          if (action.meta.arg.month !== state.month) return;
          appendPages(state, action.payload.items, action.payload.lastPage);
          state.nextPage = null;
          state.reading = null;
        })
        .addCase(monthPartRead, (state, action) => {
          const { kind: of, month, items, lastPage } = action.payload;
          if (of !== kind || month !== state.month) return;
          appendPages(state, items, lastPage);
          state.nextPage = lastPage < state.pages ? lastPage + 1 : null;
          state.reading = null;
        })
        .addCase(itemDeleted.fulfilled, (state, action) => {
          if (action.meta.arg.kind !== kind) return;
          state.items = state.items.filter((item) => item._id !== action.meta.arg.item._id);
        })
        .addCase(itemPaid.fulfilled, (state, action) => {
          if (action.meta.arg.kind !== kind) return;
          const paid = state.items.find((item) => item._id === action.meta.arg.item._id);
          if (paid) paid.payment = true;
        })
        .addCase(itemSaved.fulfilled, (state, action) => {
          const saved = action.payload.item;
          if (action.meta.arg.kind !== kind || !saved) return;
          const index = state.items.findIndex((item) => item._id === saved._id);
          if (index >= 0) state.items[index] = { ...state.items[index], ...saved };
        });
      trackRequests(builder, name, [pageFetched, monthCompleted]);
    },
  });
  return slice.reducer;
}

export const pageFetched: Record<BillKind, PageThunk> = {
  bill: createPageThunk('bill', 'TheBill'),
  invoice: createPageThunk('invoice', 'Invoice'),
};

export const billsReducer: Reducer<PagedListState> = createPagedSlice('bill', 'TheBill', pageFetched.bill, monthCompleted.bill);
export const invoiceReducer: Reducer<PagedListState> = createPagedSlice('invoice', 'Invoice', pageFetched.invoice, monthCompleted.invoice);

export function selectList(state: RootState, kind: BillKind): PagedListState {
  return kind === 'bill' ? state.TheBill : state.Invoice;
}

function totalsOf(items: readonly BillItem[]) {
  return {
    priceOre: sumOre(items.map((item) => item.price)),
    texOre: sumOre(items.map((item) => item.tex)),
  };
}

/**
 * The bottom totals of a month (DECISIONS.md 22): the whole month's, to the öre, whatever part
 * of the list is loaded: the month list's sums (GET /api/severalmonths, the same figures the
 * past-month panel shows; a month not listed has none). Before that list has come, a month
 * loaded to its last page is summed from its items; otherwise null (not known yet).
 */
export function monthTotals(
  list: Pick<PagedListState, 'items' | 'month' | 'nextPage' | 'page'>,
  sums: readonly MonthSum[] | null,
  month: number,
): { priceOre: number; texOre: number } | null {
  if (sums) {
    const sum = sums.find((m) => m.months === month);
    return sum ? { priceOre: toOre(sum.price), texOre: toOre(sum.tex) } : { priceOre: 0, texOre: 0 };
  }
  if (list.month === month && list.page > 0 && list.nextPage === null) return totalsOf(list.items);
  return null;
}

// --- BeforeMonth: past-month sums per kind ---

export interface BeforeMonthState {
  bill: MonthSum[];
  invoice: MonthSum[];
  /** Whether each kind's month list has been loaded (its sums are the month totals). */
  loaded: Record<BillKind, boolean>;
  /** The year of each month (DECISIONS.md 21), from its items' dates once some are loaded. */
  years: Record<BillKind, Record<number, number>>;
  request: RequestState;
}

export const monthSumsFetched = createAppThunk('BeforeMonth/monthSumsFetched', (kind: BillKind) => getMonthSums(kind));

/** The year of each given month, from its first page (newest items); null for an empty month. */
export const monthYearsFetched = createAppThunk(
  'BeforeMonth/monthYearsFetched',
  async ({ kind, months }: { kind: BillKind; months: number[] }) => {
    const years = await Promise.all(
      months.map(async (month) => [month, yearOfItems(month, (await getPage(kind, 1, month)).product)] as const),
    );
    return years;
  },
);

const beforeMonth = createSlice({
  name: 'BeforeMonth',
  initialState: {
    bill: [],
    invoice: [],
    loaded: { bill: false, invoice: false },
    years: { bill: {}, invoice: {} },
    request: idle,
  } as BeforeMonthState,
  reducers: {},
  extraReducers: (builder) => {
    const forget = (state: BeforeMonthState, kind: BillKind, months: number[]) => {
      state.years[kind] = Object.fromEntries(Object.entries(state.years[kind]).filter(([m]) => !months.includes(Number(m))));
    };
    const learnYear = (state: BeforeMonthState, kind: BillKind, month: number, year: number | null, first: boolean) => {
      if (year !== null && (first || state.years[kind][month] === undefined)) state.years[kind][month] = year;
      else if (year === null && first) forget(state, kind, [month]);
    };
    for (const kind of ['bill', 'invoice'] as const) {
      builder.addCase(pageFetched[kind].fulfilled, (state, action) => {
        const { month, pageNumber } = action.meta.arg;
        learnYear(state, kind, month, yearOfItems(month, action.payload.product), pageNumber === 1);
      });
    }
    builder
      // A reload keeps the sums shown until the new ones come; a failed one drops them (the
      // totals then say they are not known rather than show stale figures).
      .addCase(monthSumsFetched.rejected, (state, action) => {
        state.loaded[action.meta.arg] = false;
      })
      .addCase(monthSumsFetched.fulfilled, (state, action) => {
        state[action.meta.arg] = action.payload;
        state.loaded[action.meta.arg] = true;
      })
      .addCase(monthYearsFetched.fulfilled, (state, action) => {
        for (const [month, year] of action.payload) learnYear(state, action.meta.arg.kind, month, year, true);
      })
      .addCase(monthMoved.fulfilled, (state, action) => {
        // The moved items take their years with them: both months are read again.
        forget(state, action.meta.arg.kind, [action.meta.arg.from, action.meta.arg.to]);
      });
    trackRequests(builder, 'BeforeMonth', [monthSumsFetched]);
  },
});

export const beforeMonthReducer: Reducer<BeforeMonthState> = beforeMonth.reducer;

export function selectMonthSums(state: RootState, kind: BillKind): MonthSum[] {
  return state.BeforeMonth[kind];
}

// --- Uploading: the receipt image change (SPEC.md §3 'Image change state') ---

export interface UploadingState {
  /** A new file has been picked to replace (or be) the entry's image. */
  changePath: boolean;
  /** The stored name of the last uploaded file. */
  newImage: string;
  /** The image the entry had before the change. */
  oldImage: string;
  /** The last save went through. */
  successfully: boolean;
  /** Per form: the upload of a save whose outcome is unknown (read back before saving again). */
  unsure: Record<string, string>;
  request: RequestState;
}

const uploading = createSlice({
  name: 'Uploading',
  initialState: { changePath: false, newImage: '', oldImage: '', successfully: false, unsure: {}, request: idle } as UploadingState,
  reducers: {
    filePicked(state, action: PayloadAction<{ oldImage: string }>) {
      state.changePath = true;
      state.oldImage = action.payload.oldImage;
      state.successfully = false;
    },
    fileCleared(state) {
      state.changePath = false;
    },
    unsureChanged(state, action: PayloadAction<{ form: string; image: string | null }>) {
      const { form, image } = action.payload;
      state.unsure = Object.fromEntries(
        Object.entries({ ...state.unsure, [form]: image }).filter((entry): entry is [string, string] => Boolean(entry[1])),
      );
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(itemSaved.pending, (state, action) => {
        state.oldImage = action.meta.arg.oldImage;
        state.newImage = '';
        state.successfully = false;
      })
      .addCase(itemSaved.fulfilled, (state, action) => {
        state.newImage = action.payload.image;
        state.changePath = false;
        state.successfully = true;
      });
    trackRequests(builder, 'Uploading', [itemSaved]);
  },
});

export const { filePicked, fileCleared, unsureChanged } = uploading.actions;
export const uploadingReducer: Reducer<UploadingState> = uploading.reducer;

// This slice arrives with its screens (app/store.ts LazySlices).
injectSlice('TheBill', billsReducer);
injectSlice('Invoice', invoiceReducer);
injectSlice('BeforeMonth', beforeMonthReducer);
injectSlice('Uploading', uploadingReducer);
