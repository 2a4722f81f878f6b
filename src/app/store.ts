/**
 * The store. Keys are the design card's slice names (SPEC.md §3 'App state slices').
 * makeStore() builds a fresh store (tests pass preloaded state).
 */
import { combineSlices, configureStore, createAction, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { authReducer, loggedIn, loggedOut, roleChecked, sessionReset, userInfoUpdated } from './session';
import type { BeforeMonthState } from '../features/bills/before-month-slice';
import type { PagedListState } from '../features/bills/paged-list';
import type { UploadingState } from '../features/bills/uploading-slice';
import type { MonthsState } from '../person-time/months-slice';
import type { StaffState } from '../features/staff/staff-slice';
import type { TimeState } from '../features/time/time-slice';
import type { WorkplacesState } from '../features/workplaces/workplaces-slice';
import { removeKeys, storageKeys, writeJson } from '../lib/storage';
import type { ThunkExtra } from './create-app-thunk';
import { homeReducer } from './home-slice';

/**
 * Slices that arrive with their screens' chunks (so the first screen does not carry every
 * feature): each slice module calls injectSlice() when it loads, before any of its screens
 * renders, and only its own feature's code reads it.
 */
export interface LazySlices {
  /** Admin's people data: members, counts. */
  IsAdmin: StaffState;
  /** Workplaces (posts) and who works where. */
  IsPosting: WorkplacesState;
  /** Today's time registration: the draft and its post. */
  TheTime: TimeState;
  /** Bills ('LEVERANS OCH KVITTO'), paged. */
  TheBill: PagedListState;
  /** One person's worked time by month. */
  Months: MonthsState;
  /** Customer invoices ('kundfaktura'), paged. */
  Invoice: PagedListState;
  /** Receipt image upload and replacement. */
  Uploading: UploadingState;
  /** Earlier months: bills' and invoices' past-month sums. */
  BeforeMonth: BeforeMonthState;
}

function combineRoot() {
  return combineSlices({
    /** The session: user info, token, login request. */
    Auth: authReducer,
    /** App-wide UI state (open section). */
    HomePage: homeReducer,
  }).withLazyLoadedSlices<LazySlices>();
}

type RootReducer = ReturnType<typeof combineRoot>;
let combined: RootReducer | undefined;
/** Combined when the first store is made, not as this module is evaluated (a boot step of its own). */
const rootReducer = (): RootReducer => (combined ??= combineRoot());

export type RootState = ReturnType<RootReducer> & LazySlices;

const sliceInjected = createAction<string>('store/sliceInjected');
const liveStores = new Set<{ dispatch: (action: UnknownAction) => unknown }>();

/** Adds a feature's slice to the store; stores that already exist get its initial state at once. */
export function injectSlice<K extends keyof LazySlices>(reducerPath: K, reducer: Reducer<LazySlices[K]>): void {
  rootReducer().inject({ reducerPath, reducer } as Parameters<RootReducer['inject']>[0]);
  for (const store of liveStores) store.dispatch(sliceInjected(reducerPath));
}

/**
 * Logging out forgets every loaded list so the next person on this phone sees none of it.
 * The time draft stays: it is the device's unsent work (DECISIONS.md 13), keyed by user.
 */
function resettingReducer(state: RootState | undefined, action: UnknownAction): RootState {
  if (loggedOut.match(action) && state) {
    return rootReducer()({ Auth: state.Auth, TheTime: state.TheTime } as RootState, action) as RootState;
  }
  return rootReducer()(state, action) as RootState;
}

/**
 * Keeps the session in local storage under its named keys (SPEC.md §3), after the reducers have
 * run. A plain middleware: RTK's listener middleware did the same with 1.4 kB gzip more on the
 * login screen (issue 28).
 */
const persistSession: Middleware<object, RootState> = (api) => (next) => (action) => {
  const result = next(action);
  if (
    loggedIn.fulfilled.match(action) ||
    // The server's word on the person replaces what local storage said (issue 27).
    roleChecked.fulfilled.match(action) ||
    loggedOut.match(action) ||
    sessionReset.match(action) ||
    userInfoUpdated.match(action)
  ) {
    const { userInfo, token } = api.getState().Auth;
    if (userInfo && token) {
      writeJson(storageKeys.userInfo, userInfo);
      writeJson(storageKeys.token, token);
    } else {
      // The time last read for Min sida offline goes with the session (features/time/last-read.ts),
      // and so does the picture of it (app/kept-picture.ts).
      removeKeys(storageKeys.userInfo, storageKeys.token, storageKeys.lastData, storageKeys.keptPicture);
    }
  }
  return result;
};

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: resettingReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { inFlight: new Set<string>() } satisfies ThunkExtra } }).prepend(persistSession),
  });
  liveStores.add(store);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
