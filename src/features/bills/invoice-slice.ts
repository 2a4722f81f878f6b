/** Invoice: the customer invoices ('kundfaktura') of the month shown, paged (paged-list-slice.ts). */
import { injectSlice } from '../../app/store';
import { createPagedSlice } from './paged-list-slice';

export const invoiceReducer = createPagedSlice('invoice', 'Invoice');

// This slice arrives with its screens (app/store.ts LazySlices).
injectSlice('Invoice', invoiceReducer);
