/**
 * Auth: the session (user info and token, kept in local storage), the login request, and where
 * the person's role comes from. Local storage can be written by hand: its `isAdmin` only speeds
 * up the first paint of screens a staff member may see. The role the app acts on is the
 * server's, from the login answer or, at every start with a stored session, from the user call
 * (issue 27); admin screens and admin reads wait for it. The server must still enforce roles:
 * the client cannot (README).
 */
import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createAppThunk, toRejectValue, type AppThunkConfig } from './create-app-thunk';
import type { RootState } from './store';
import { configureClient } from '../lib/api-client';
import { idle, trackRequests, type RequestState } from '../lib/request';
import { initialSession, mayBeAdmin, type SessionUser, type StoredSession } from './stored-session';
import { login, signedInUser } from '../features/auth/api';
import type { User } from '../types/api';

export type { SessionUser };

export interface AuthState extends StoredSession {
  request: RequestState;
  /** Whether `userInfo.isAdmin` is the server's word (the login answer, the user call) or only local storage's. */
  roleFrom: 'storage' | 'server';
  /** The user call that asks the server (roleChecked): under way, or failed (admin screens offer a retry). */
  roleCheck: 'idle' | 'checking' | 'failed';
}

export const loggedIn = createAppThunk('Auth/loggedIn', (form: { phone: string; password: string }) =>
  login(form.phone, form.password),
);

/**
 * Reads the signed-in person `id` from the provider and takes the server's role (and details).
 * Once per session: skipped while under way or once the server has answered.
 */
export const roleChecked = createAsyncThunk<User, string, AppThunkConfig>(
  'Auth/roleChecked',
  async (id, { rejectWithValue }) => {
    try {
      return await signedInUser(id);
    } catch (error) {
      return rejectWithValue(toRejectValue(error));
    }
  },
  {
    condition: (id, { getState }) => {
      const { userInfo, roleFrom, roleCheck } = getState().Auth;
      return userInfo?._id === id && roleFrom === 'storage' && roleCheck !== 'checking';
    },
  },
);

/** The fields of a user the session keeps. */
function sessionUser({ _id, fullname, email, isAdmin, phone, personnummer, bankaccount }: User): SessionUser {
  return { _id, fullname, email, isAdmin, phone, personnummer, bankaccount };
}

const authSlice = createSlice({
  name: 'Auth',
  initialState: (): AuthState => ({ ...initialSession(), request: idle, roleFrom: 'storage', roleCheck: 'idle' }),
  reducers: {
    loggedOut(state) {
      state.userInfo = null;
      state.token = null;
      state.request = idle;
      state.roleFrom = 'storage';
    },
    /** An authorization failure: user emptied, token dropped; nothing shown (SPEC.md §8). */
    sessionReset(state) {
      state.userInfo = null;
      state.token = null;
      state.roleFrom = 'storage';
    },
    /** Another tab signed in or out: take its session (from local storage: its role is asked for again). */
    sessionSynced(state, action: PayloadAction<Pick<AuthState, 'userInfo' | 'token'>>) {
      state.userInfo = action.payload.userInfo;
      state.token = action.payload.token;
      state.roleFrom = 'storage';
      state.roleCheck = 'idle';
    },
    /** A person's details changed: the session takes them when it is that person's. */
    userInfoUpdated(state, action: PayloadAction<Pick<User, '_id'> & Partial<User>>) {
      if (state.userInfo?._id === action.payload._id) Object.assign(state.userInfo, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedIn.fulfilled, (state, action) => {
      state.userInfo = sessionUser(action.payload.data);
      state.token = action.payload.token;
      // The login answer is the server's own record of the person.
      state.roleFrom = 'server';
      state.roleCheck = 'idle';
    });
    // An answer for a session that has changed meanwhile (signed out, someone else) is dropped.
    builder.addCase(roleChecked.pending, (state, action) => {
      if (state.userInfo?._id === action.meta.arg) state.roleCheck = 'checking';
    });
    builder.addCase(roleChecked.fulfilled, (state, action) => {
      if (state.userInfo?._id !== action.meta.arg || state.roleFrom === 'server') return;
      state.userInfo = { ...state.userInfo, ...sessionUser(action.payload) };
      state.roleFrom = 'server';
      state.roleCheck = 'idle';
    });
    builder.addCase(roleChecked.rejected, (state, action) => {
      if (state.userInfo?._id === action.meta.arg && state.roleCheck === 'checking') state.roleCheck = 'failed';
    });
    trackRequests(builder, 'Auth', [loggedIn]);
  },
});

export const { loggedOut, sessionReset, sessionSynced, userInfoUpdated } = authSlice.actions;
export const authReducer = authSlice.reducer;
export { initialSession };

/** Signed in means an e-mail is present in the stored user info (SPEC.md §6). */
export const selectIsSignedIn = (state: RootState) => Boolean(state.Auth.userInfo?.email);
/** The role the server gave, or null while only local storage has said (roleChecked). */
export const selectRole = (state: RootState): 'admin' | 'staff' | null =>
  state.Auth.roleFrom !== 'server' || !state.Auth.userInfo ? null : state.Auth.userInfo.isAdmin === true ? 'admin' : 'staff';
/** An admin, by the server's word: what admin screens and admin reads go by. */
export const selectIsAdmin = (state: RootState) => selectRole(state) === 'admin';
/** Local storage's `isAdmin`, for the first paint of a screen a staff member may see (a link's target), never for access. */
export const selectMayBeAdmin = (state: RootState) => mayBeAdmin(state.Auth.userInfo);
export const selectRoleCheck = (state: RootState) => state.Auth.roleCheck;
export const selectUser = (state: RootState) => state.Auth.userInfo;
export const selectUserId = (state: RootState) => state.Auth.userInfo?._id ?? null;
export const selectLoginRequest = (state: RootState) => state.Auth.request;

/** The API client reads the token and the signed-in id from this store, and resets the session through it. */
export function connectClient(store: { getState: () => RootState; dispatch: (action: ReturnType<typeof sessionReset>) => unknown }): void {
  configureClient({
    getToken: () => store.getState().Auth.token,
    getUserId: () => store.getState().Auth.userInfo?._id ?? null,
    onSessionExpired: () => store.dispatch(sessionReset()),
  });
}
