/** HomePage: app-wide UI state — which bills section ('bill' | 'invoice') is open. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BillKind } from '../types/api';

export interface HomePageState {
  section: BillKind | null;
}

const initialState: HomePageState = { section: null };

const homeSlice = createSlice({
  name: 'HomePage',
  initialState,
  reducers: {
    sectionOpened(state, action: PayloadAction<BillKind>) {
      state.section = action.payload;
    },
  },
});

export const { sectionOpened } = homeSlice.actions;
export const homeReducer = homeSlice.reducer;
