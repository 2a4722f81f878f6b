/**
 * The store. Keys are the design card's slice names (SPEC.md §3 'App state slices').
 * makeStore() builds a fresh store (tests pass preloaded state).
 */
import { combineReducers, configureStore, createListenerMiddleware, type UnknownAction } from '@reduxjs/toolkit';
import { authReducer, loggedIn, loggedOut, sessionReset, userInfoUpdated } from '../features/auth/auth-slice';
import { beforeMonthReducer, billsReducer, invoiceReducer, uploadingReducer } from '../features/bills/bills-slice';
import { monthsReducer } from '../features/profile/months-slice';
import { staffReducer } from '../features/staff/staff-slice';
import { timeReducer } from '../features/time/time-slice';
import { workplacesReducer } from '../features/workplaces/workplaces-slice';
import { removeKeys, storageKeys, writeJson } from '../lib/storage';
import { homeReducer } from './home-slice';

const slices = combineReducers({
  /** The session: user info, token, login request. */
  Auth: authReducer,
  /** Admin's people data: members, counts. */
  IsAdmin: staffReducer,
  /** Workplaces (posts) and who works where. */
  IsPosting: workplacesReducer,
  /** Today's time registration: the draft and its post. */
  TheTime: timeReducer,
  /** Bills ('LEVERANS OCH KVITTO'), paged. */
  TheBill: billsReducer,
  /** One person's worked time by month. */
  Months: monthsReducer,
  /** Customer invoices ('kundfaktura'), paged. */
  Invoice: invoiceReducer,
  /** Receipt image upload and replacement. */
  Uploading: uploadingReducer,
  /** Earlier months: bills' and invoices' past-month sums. */
  BeforeMonth: beforeMonthReducer,
  /** App-wide UI state (open section). */
  HomePage: homeReducer,
});

export type RootState = ReturnType<typeof slices>;

/**
 * Logging out forgets every loaded list so the next person on this phone sees none of it.
 * The time draft stays: it is the device's unsent work (DECISIONS.md 13), keyed by user.
 */
function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  if (loggedOut.match(action) && state) {
    return slices({ Auth: state.Auth, TheTime: state.TheTime } as RootState, action);
  }
  return slices(state, action);
}

/** Keeps the session in local storage under its named keys (SPEC.md §3). */
const session = createListenerMiddleware<RootState>();
session.startListening({
  predicate: (action) =>
    loggedIn.fulfilled.match(action) ||
    loggedOut.match(action) ||
    sessionReset.match(action) ||
    userInfoUpdated.match(action),
  effect: (_action, api) => {
    const { userInfo, token } = api.getState().Auth;
    if (userInfo && token) {
      writeJson(storageKeys.userInfo, userInfo);
      writeJson(storageKeys.token, token);
    } else {
      removeKeys(storageKeys.userInfo, storageKeys.token);
    }
  },
});

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().prepend(session.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
