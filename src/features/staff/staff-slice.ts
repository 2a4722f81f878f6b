/**
 * IsAdmin: the admin's people data — the members list, the start page's counts, today's work
 * of everyone, and the member being looked at (their details and their worked time by month).
 * The list follows created/edited/removed actions instead of refetching everything.
 */
import { createSelector, createSlice } from '@reduxjs/toolkit';
import { createAppThunk } from '../../app/create-app-thunk';
import { injectSlice, type RootState } from '../../app/store';
import { isRecord, normalizeUser } from '../../lib/read';
import { idle, trackRequests, type RequestState } from '../../lib/request';
import type { Counts, Id, NewUser, TimeAdjustment, TimeEntry, User, UserEdit, UserTime } from '../../types/api';
import {
  clearMonth,
  deleteMonthTime,
  getMonthEntries,
  getTodaysWork,
  getUserTime,
  moveToMonth,
} from '../time/api';
import { createUser, editUser, getCounts, getUser, listUsers, removeUser, updateUserTime } from './api';

export interface StaffState {
  /** null until the list has been fetched (SPEC.md §2: fetched when none are loaded). */
  members: User[] | null;
  counts: Counts | null;
  /** Today's entries of everyone, each with its user. */
  today: TimeEntry[] | null;
  /** The member opened in the form (/admin/list/create/:id). */
  member: User | null;
  /** The member whose time is shown (/admin/list/user/:id, /admin/list/place/:id/). */
  memberTime: UserTime | null;
  /** The expanded earlier month of that member (POST /api/month/3/{userId}/). */
  pastMonth: { userId: Id; MonthNumber: number; entries: TimeEntry[] | null } | null;
  request: RequestState;
}

const initialState: StaffState = {
  members: null,
  counts: null,
  today: null,
  member: null,
  memberTime: null,
  pastMonth: null,
  request: idle,
};

export const membersFetched = createAppThunk('IsAdmin/membersFetched', () => listUsers());
export const countsFetched = createAppThunk('IsAdmin/countsFetched', () => getCounts());
export const todaysWorkFetched = createAppThunk('IsAdmin/todaysWorkFetched', () => getTodaysWork());
export const memberFetched = createAppThunk('IsAdmin/memberFetched', (id: Id) => getUser(id));
export const memberTimeFetched = createAppThunk('IsAdmin/memberTimeFetched', (id: Id) => getUserTime(id));

/** Creates a member; the answer's `data` (when the provider sends it) joins the list. */
export const memberCreated = createAppThunk('IsAdmin/memberCreated', async (user: NewUser) => {
  const answer: unknown = await createUser(user);
  const data = isRecord(answer) && isRecord(answer.data) ? normalizeUser(answer.data) : null;
  const message = isRecord(answer) && typeof answer.message === 'string' ? answer.message : '';
  return { message, user: data };
});

export const memberEdited = createAppThunk(
  'IsAdmin/memberEdited',
  async ({ id, user }: { id: Id; user: UserEdit & { bankaccount?: string } }) => {
    const answer = await editUser(id, user);
    return { id, user, message: answer.message };
  },
);

export const memberRemoved = createAppThunk('IsAdmin/memberRemoved', async (id: Id) => {
  const answer = await removeUser(id);
  return { id, message: answer.message };
});

/** The entries of one earlier month, for the expanded month of the member's time. */
export const pastMonthFetched = createAppThunk(
  'IsAdmin/pastMonthFetched',
  ({ userId, MonthNumber }: { userId: Id; MonthNumber: number }) => getMonthEntries(userId, MonthNumber),
);

/**
 * The member's time changes (move, clear, delete, correct totals): each is the provider's call,
 * then that member's time is read again in place (SPEC.md §7: 'then reload the user's time').
 */
function thenReload<Arg extends { userId: Id }>(type: string, call: (arg: Arg) => Promise<{ message: string }>) {
  return createAppThunk(type, async (arg: Arg, { dispatch }) => {
    const answer = await call(arg);
    await dispatch(memberTimeFetched(arg.userId));
    return { message: answer.message };
  });
}

export const memberTimeMoved = thenReload('IsAdmin/memberTimeMoved', ({ userId, MonthNumber }: { userId: Id; MonthNumber: number }) =>
  moveToMonth(userId, MonthNumber),
);

export const memberMonthCleared = thenReload('IsAdmin/memberMonthCleared', ({ monthId }: { userId: Id; monthId: Id }) =>
  clearMonth(monthId),
);

export const memberMonthDeleted = thenReload(
  'IsAdmin/memberMonthDeleted',
  ({ userId, MonthNumber, IsMatching }: { userId: Id; MonthNumber: number; IsMatching: string }) =>
    deleteMonthTime(userId, { IsMonthNumber: MonthNumber, IsMatching }),
);

export const memberTotalsCorrected = thenReload(
  'IsAdmin/memberTotalsCorrected',
  ({ userId, adjustment }: { userId: Id; adjustment: TimeAdjustment }) => updateUserTime(userId, adjustment),
);

const slice = createSlice({
  name: 'IsAdmin',
  initialState,
  reducers: {
    pastMonthClosed(state) {
      state.pastMonth = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(membersFetched.fulfilled, (state, action) => {
        state.members = action.payload;
      })
      .addCase(countsFetched.fulfilled, (state, action) => {
        state.counts = action.payload;
      })
      .addCase(todaysWorkFetched.fulfilled, (state, action) => {
        state.today = action.payload;
      })
      .addCase(memberFetched.pending, (state, action) => {
        if (state.member?._id !== action.meta.arg) state.member = null;
      })
      .addCase(memberFetched.fulfilled, (state, action) => {
        state.member = action.payload;
      })
      .addCase(memberTimeFetched.pending, (state, action) => {
        if (state.memberTime?.user._id !== action.meta.arg) state.memberTime = null;
      })
      .addCase(memberTimeFetched.fulfilled, (state, action) => {
        state.memberTime = action.payload;
        // Keep the list's worked time in step with what was just read.
        const { _id, total, half } = action.payload.user;
        const listed = state.members?.find((m) => m._id === _id);
        if (listed) Object.assign(listed, { total, half });
      })
      .addCase(pastMonthFetched.pending, (state, action) => {
        state.pastMonth = { ...action.meta.arg, entries: null };
      })
      .addCase(pastMonthFetched.fulfilled, (state, action) => {
        const { userId, MonthNumber } = action.meta.arg;
        if (state.pastMonth?.userId === userId && state.pastMonth.MonthNumber === MonthNumber) {
          state.pastMonth.entries = action.payload;
        }
      })
      .addCase(pastMonthFetched.rejected, (state) => {
        state.pastMonth = null;
      })
      .addCase(memberMonthDeleted.fulfilled, (state, action) => {
        if (state.pastMonth?.MonthNumber === action.meta.arg.MonthNumber) state.pastMonth = null;
      })
      .addCase(memberCreated.fulfilled, (state, action) => {
        const { user } = action.payload;
        // Without the new member in the answer, the list is fetched again on its next visit.
        if (user && state.members) state.members.push(user);
        else state.members = null;
        if (state.counts && user) state.counts.TheAuth += 1;
      })
      .addCase(memberEdited.fulfilled, (state, action) => {
        const { id, user } = action.payload;
        const listed = state.members?.find((m) => m._id === id);
        if (listed) Object.assign(listed, user);
        if (state.member?._id === id) Object.assign(state.member, user);
        if (state.memberTime?.user._id === id) Object.assign(state.memberTime.user, user);
      })
      .addCase(memberRemoved.fulfilled, (state, action) => {
        const { id } = action.payload;
        if (state.members) state.members = state.members.filter((m) => m._id !== id);
        if (state.counts) state.counts.TheAuth = Math.max(0, state.counts.TheAuth - 1);
        if (state.member?._id === id) state.member = null;
        if (state.memberTime?.user._id === id) state.memberTime = null;
      });
    trackRequests(builder, 'IsAdmin', [
      membersFetched,
      countsFetched,
      todaysWorkFetched,
      memberFetched,
      memberTimeFetched,
    ]);
  },
});

export const staffReducer = slice.reducer;
export const { pastMonthClosed } = slice.actions;

export const selectStaffRequest = (state: RootState) => state.IsAdmin.request;
export const selectMembers = (state: RootState) => state.IsAdmin.members;
export const selectCounts = (state: RootState) => state.IsAdmin.counts;
export const selectTodaysWork = (state: RootState) => state.IsAdmin.today;
export const selectMember = (state: RootState) => state.IsAdmin.member;
export const selectMemberTime = (state: RootState) => state.IsAdmin.memberTime;
export const selectPastMonth = (state: RootState) => state.IsAdmin.pastMonth;

/** Every entry of the shown member, all months together. */
export const selectMemberEntries = createSelector([selectMemberTime], (memberTime) =>
  memberTime ? memberTime.months_id.flatMap((month) => month.months) : [],
);

// This slice arrives with its screens (app/store.ts LazySlices).
injectSlice('IsAdmin', staffReducer);
