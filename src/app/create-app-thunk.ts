/**
 * The typed thunk factory: every thunk knows RootState and rejects with the client's
 * ApiError message (never a bare SerializedError), so screens and the shared request
 * handler read one shape.
 */
import { createAsyncThunk, type GetThunkAPI } from '@reduxjs/toolkit';
import { toApiError } from '../lib/api-client';
import type { RejectValue } from '../lib/request';
import type { AppDispatch, RootState } from './store';

type ThunkConfig = { state: RootState; dispatch: AppDispatch; rejectValue: RejectValue };

export function createAppThunk<Returned, Arg = void>(
  type: string,
  run: (arg: Arg, thunkApi: GetThunkAPI<ThunkConfig>) => Promise<Returned>,
) {
  return createAsyncThunk<Returned, Arg, ThunkConfig>(type, async (arg, thunkApi) => {
    try {
      return await run(arg, thunkApi);
    } catch (error) {
      const apiError = toApiError(error);
      return thunkApi.rejectWithValue({
        message: apiError.message,
        kind: apiError.kind,
        ambiguous: apiError.ambiguous,
        silent: apiError.silent,
        own: apiError.own,
        ...(apiError.status !== undefined ? { status: apiError.status } : {}),
      });
    }
  });
}
