/**
 * The typed thunk factories: every thunk knows RootState and rejects with the client's
 * ApiError reading (message, kind, whether the write may have been stored), never a bare
 * SerializedError, so screens and the shared request handler read one shape.
 *
 * Writes are made with createAppMutation: the one mutation path (issue 10). The same write
 * (same kind, same argument) already on its way is not sent again — checked synchronously in
 * the thunk's condition, so two presses in one tick, a retry and an automatic resend all send
 * once. The in-flight set belongs to the store (its thunk extra argument), not to a component,
 * so it holds across remounts too.
 */
import { createAsyncThunk, type GetThunkAPI } from '@reduxjs/toolkit';
import { toApiError } from '../lib/api-client';
import type { RejectValue } from '../lib/request';
import type { AppDispatch, RootState } from './store';

/** Per store: the keys of the writes on their way. */
export interface ThunkExtra {
  inFlight: Set<string>;
}

export type AppThunkConfig = { state: RootState; dispatch: AppDispatch; rejectValue: RejectValue; extra: ThunkExtra };

export function toRejectValue(error: unknown): RejectValue {
  const apiError = toApiError(error);
  return {
    message: apiError.message,
    kind: apiError.kind,
    ambiguous: apiError.ambiguous,
    silent: apiError.silent,
    own: apiError.own,
    ...(apiError.status !== undefined ? { status: apiError.status } : {}),
  };
}

export function createAppThunk<Returned, Arg = void>(
  type: string,
  run: (arg: Arg, thunkApi: GetThunkAPI<AppThunkConfig>) => Promise<Returned>,
) {
  return createAsyncThunk<Returned, Arg, AppThunkConfig>(type, async (arg, thunkApi) => {
    try {
      return await run(arg, thunkApi);
    } catch (error) {
      return thunkApi.rejectWithValue(toRejectValue(error));
    }
  });
}

/** The same write: its type and its argument (key order as written by the caller). */
function sameWriteKey(type: string, arg: unknown): string {
  return `${type} ${JSON.stringify(arg) ?? ''}`;
}

/**
 * A write. `key` says which writes count as the same one (default: same type and argument);
 * a write whose key is on its way is skipped: the dispatch resolves with a rejected action whose
 * `meta.condition` is true, and nothing is sent.
 */
export function createAppMutation<Returned, Arg = void>(
  type: string,
  run: (arg: Arg, thunkApi: GetThunkAPI<AppThunkConfig>) => Promise<Returned>,
  key: (arg: Arg) => string = (arg) => sameWriteKey(type, arg),
) {
  return createAsyncThunk<Returned, Arg, AppThunkConfig>(
    type,
    async (arg, thunkApi) => {
      try {
        return await run(arg, thunkApi);
      } catch (error) {
        return thunkApi.rejectWithValue(toRejectValue(error));
      } finally {
        thunkApi.extra.inFlight.delete(key(arg));
      }
    },
    {
      // Runs synchronously in dispatch, before anything is sent.
      condition: (arg, { extra }) => {
        const k = key(arg);
        if (extra.inFlight.has(k)) return false;
        extra.inFlight.add(k);
        return true;
      },
    },
  );
}
