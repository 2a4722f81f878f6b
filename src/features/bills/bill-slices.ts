/**
 * The bills screens' four slices, each injected into the store as its module loads (app/store.ts
 * LazySlices): the screens import this once, so the lists exist before they render. Not the
 * thunks' job: the slices react to the thunks, and a thunk importing them would be a cycle.
 */
import './the-bill-slice';
import './invoice-slice';
import './before-month-slice';
import './uploading-slice';
