/** TheBill: the bills ('LEVERANS OCH KVITTO') of the month shown, paged (paged-list-slice.ts). */
import { injectSlice } from '../../app/store';
import { createPagedSlice } from './paged-list-slice';

export const billsReducer = createPagedSlice('bill', 'TheBill');

// This slice arrives with its screens (app/store.ts LazySlices).
injectSlice('TheBill', billsReducer);
