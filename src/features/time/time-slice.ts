/**
 * TheTime: the post of a time entry (SPEC.md §4 'klart'). The draft itself is the form's own
 * state, kept in local storage (see draft.ts); this slice holds the request, and guards it so
 * that a double tap, a retry and an automatic resend after going back online post once.
 */
import { injectSlice } from '../../app/store';
import { createSlice } from '@reduxjs/toolkit';
import { createAppThunk } from '../../app/create-app-thunk';
import type { AppDispatch, RootState } from '../../app/store';
import { sv } from '../../i18n/sv';
import { errorDismissed, idle, trackRequests, type RequestState } from '../../lib/request';
import type { Id, NewTimeEntry } from '../../types/api';
import { createTimeEntry } from './api';

export interface TimeState {
  request: RequestState;
  /** The owner of the draft being posted (see draft.ts), while a post is on its way. */
  postingFor: string | null;
  /** Whether the last failure was a lost connection (it is resent when back online). */
  networkFailed: boolean;
}

const initialState: TimeState = { request: idle, postingFor: null, networkFailed: false };

export interface PostArg {
  userId: Id;
  owner: string;
  entry: NewTimeEntry;
}

export const timeEntryPosted = createAppThunk('TheTime/timeEntryPosted', ({ userId, entry }: PostArg) =>
  createTimeEntry(userId, entry),
);

export const selectTimeRequest = (state: RootState) => state.TheTime.request;
export const selectIsPostingTime = (state: RootState) => state.TheTime.postingFor !== null;
export const selectTimeNetworkFailed = (state: RootState) => state.TheTime.networkFailed;

/**
 * Posts the entry unless a post is already on its way: a second tap, a retry and the resend
 * after going back online all go through here. The pending action is dispatched synchronously,
 * so even two taps in the same tick post once. Returns null when nothing was sent.
 */
export function postTimeEntry(arg: PostArg) {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    if (selectIsPostingTime(getState())) return null;
    return dispatch(timeEntryPosted(arg));
  };
}

const slice = createSlice({
  name: 'TheTime',
  initialState,
  reducers: {
    /** The form was reset or left: forget the last result. */
    timeFormCleared(state) {
      state.request = idle;
      state.networkFailed = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(timeEntryPosted.pending, (state, action) => {
        state.postingFor = action.meta.arg.owner;
        state.networkFailed = false;
      })
      .addCase(timeEntryPosted.fulfilled, (state) => {
        state.postingFor = null;
      })
      .addCase(timeEntryPosted.rejected, (state, action) => {
        state.postingFor = null;
        // A dropped connection is the client's network error (SPEC.md §8), without a status.
        state.networkFailed = action.payload?.status === undefined && action.payload?.message === sv.errors.network;
      });
    trackRequests(builder, 'TheTime', [timeEntryPosted]);
  },
});

export const { timeFormCleared } = slice.actions;
export const timeErrorDismissed = () => errorDismissed('TheTime');
export const timeReducer = slice.reducer;

// This slice arrives with its screens (app/store.ts LazySlices).
injectSlice('TheTime', timeReducer);
