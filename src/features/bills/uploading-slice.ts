/**
 * Uploading: the receipt save on its way (SPEC.md §3 'Image change state'). What an upload
 * whose save stayed unknown became is kept by the write policy (lib/writes/image.ts), in local
 * storage, not here: it must survive a reload.
 */
import { createSlice, type Reducer } from '@reduxjs/toolkit';
import { injectSlice } from '../../app/store';
import { idle, trackRequests, type RequestState } from '../../lib/request';
import { itemSaved } from './bill-writes';

export interface UploadingState {
  request: RequestState;
}

const uploading = createSlice({
  name: 'Uploading',
  initialState: { request: idle } as UploadingState,
  reducers: {},
  extraReducers: (builder) => {
    trackRequests(builder, 'Uploading', [itemSaved]);
  },
});

export const uploadingReducer: Reducer<UploadingState> = uploading.reducer;

// This slice arrives with its screens (app/store.ts LazySlices).
injectSlice('Uploading', uploadingReducer);
