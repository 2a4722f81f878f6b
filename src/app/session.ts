/** Auth: the session (user info and token, kept in local storage) and the login request. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createAppThunk } from './create-app-thunk';
import type { RootState } from './store';
import { configureClient } from '../lib/api-client';
import { idle, trackRequests, type RequestState } from '../lib/request';
import { initialSession, type SessionUser, type StoredSession } from './stored-session';
import { login } from '../features/auth/api';
import type { User } from '../types/api';

export type { SessionUser };

export interface AuthState extends StoredSession {
  request: RequestState;
}

export const loggedIn = createAppThunk('Auth/loggedIn', (form: { phone: string; password: string }) =>
  login(form.phone, form.password),
);

const authSlice = createSlice({
  name: 'Auth',
  initialState: (): AuthState => ({ ...initialSession(), request: idle }),
  reducers: {
    loggedOut(state) {
      state.userInfo = null;
      state.token = null;
      state.request = idle;
    },
    /** An authorization failure: user emptied, token dropped; nothing shown (SPEC.md §8). */
    sessionReset(state) {
      state.userInfo = null;
      state.token = null;
    },
    /** Another tab signed in or out: take its session. */
    sessionSynced(state, action: PayloadAction<Pick<AuthState, 'userInfo' | 'token'>>) {
      state.userInfo = action.payload.userInfo;
      state.token = action.payload.token;
    },
    /** A person's details changed: the session takes them when it is that person's. */
    userInfoUpdated(state, action: PayloadAction<Pick<User, '_id'> & Partial<User>>) {
      if (state.userInfo?._id === action.payload._id) Object.assign(state.userInfo, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedIn.fulfilled, (state, action) => {
      const { _id, fullname, email, isAdmin, phone, personnummer, bankaccount } = action.payload.data;
      state.userInfo = { _id, fullname, email, isAdmin, phone, personnummer, bankaccount };
      state.token = action.payload.token;
    });
    trackRequests(builder, 'Auth', [loggedIn]);
  },
});

export const { loggedOut, sessionReset, sessionSynced, userInfoUpdated } = authSlice.actions;
export const authReducer = authSlice.reducer;
export { initialSession };

/** Signed in means an e-mail is present in the stored user info (SPEC.md §6). */
export const selectIsSignedIn = (state: RootState) => Boolean(state.Auth.userInfo?.email);
export const selectIsAdmin = (state: RootState) => state.Auth.userInfo?.isAdmin === true;
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
