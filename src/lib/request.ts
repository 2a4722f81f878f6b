/**
 * Request state of a data area (SPEC.md §4: each area has loading, error and result/message),
 * and the one shared handler that puts a thunk's progress and failure into it.
 */
import type { ApiErrorKind } from './api-client';
import { createAction, type ActionReducerMapBuilder, type SerializedError } from '@reduxjs/toolkit';

export type RequestState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded' }
  | { status: 'error'; error: string };

export const idle: RequestState = { status: 'idle' };

/** What a rejected thunk carries (see app/create-app-thunk.ts). */
export interface RejectValue {
  message: string;
  /** network, http, session or shape (see ApiError). */
  kind: ApiErrorKind;
  /** The write may have been stored all the same: read back before sending again (DECISIONS.md 25). */
  ambiguous: boolean;
  /** Session-reset errors: nothing is shown (SPEC.md §8). */
  silent: boolean;
  /** The message is the client's own (the server gave none). */
  own?: boolean;
  status?: number;
}

interface RejectedAction {
  type: string;
  payload?: RejectValue;
  error: SerializedError;
  meta: { aborted: boolean };
}

/** Dismisses the error of one area (the slice's name), e.g. the login banner's close button. */
export const errorDismissed = createAction<string>('request/errorDismissed');

/** Any async thunk, structurally (as RTK's matchers take it). */
interface AnyThunk {
  pending: { match: (action: unknown) => boolean };
  fulfilled: { match: (action: unknown) => boolean };
  rejected: { match: (action: unknown) => boolean };
}

/**
 * Tracks the given thunks in `state.request` of the slice `area`. Call it last in
 * extraReducers (it adds matchers). A silent failure leaves the area idle.
 */
export function trackRequests<S extends { request: RequestState }>(
  builder: ActionReducerMapBuilder<S>,
  area: string,
  thunks: [AnyThunk, ...AnyThunk[]],
): void {
  builder
    .addMatcher(errorDismissed.match, (state, action) => {
      if (action.payload === area && state.request.status === 'error') state.request = idle;
    })
    .addMatcher(
      (action) => thunks.some((t) => t.pending.match(action)),
      (state) => {
        state.request = { status: 'loading' };
      },
    )
    .addMatcher(
      (action) => thunks.some((t) => t.fulfilled.match(action)),
      (state) => {
        state.request = { status: 'loaded' };
      },
    )
    .addMatcher(
      (action): action is RejectedAction => thunks.some((t) => t.rejected.match(action)),
      (state, action) => {
        if (action.meta.aborted) return;
        state.request = action.payload?.silent
          ? idle
          : { status: 'error', error: action.payload?.message ?? action.error.message ?? '' };
      },
    );
}

export function errorOf(request: RequestState): string | null {
  return request.status === 'error' ? request.error : null;
}
