/**
 * IsAdmin: the admin's people data — the members list, the start page's counts and the member
 * opened in the form — and each person's own account (password, bank). A person's worked time
 * is not here: the time feature's Months slice owns it. The list follows created/edited/removed
 * actions instead of refetching everything. Every write is a mutation (one path, sent once).
 */
import { createSlice } from '@reduxjs/toolkit';
import { createAppMutation, createAppThunk } from '../../app/create-app-thunk';
import { userInfoUpdated } from '../../app/session';
import { injectSlice, type AppDispatch, type RootState } from '../../app/store';
import { createdMessage, createOnce, type CreateCheck } from '../../lib/writes/create-once';
import { updateOnce } from '../../lib/writes/update';
import { isRecord, normalizeUser } from '../../lib/read';
import { digitsOnly } from '../../lib/validation';
import { sv } from '../../i18n/sv-admin';
import { idle, trackRequests, type RequestState } from '../../lib/request';
import type { Counts, Id, NewUser, User, UserEdit } from '../../types/api';
import { addBankAccount, changePassword, createUser, editUser, getCounts, getUser, listUsers, removeUser } from './api';

export interface StaffState {
  /** null until the list has been fetched (SPEC.md §2: fetched when none are loaded). */
  members: User[] | null;
  counts: Counts | null;
  /** The member opened in the form (/admin/list/create/:id). */
  member: User | null;
  /** The list's own read on its way (`request` is shared with the counts' and a member's). */
  membersLoading: boolean;
  request: RequestState;
}

const initialState: StaffState = { members: null, counts: null, member: null, membersLoading: false, request: idle };

export const membersFetched = createAppThunk('IsAdmin/membersFetched', () => listUsers());
/** Per store (its getState): the members read on its way. */
const membersOnTheirWay = new WeakMap<() => RootState, Promise<unknown>>();

/**
 * The members list, read unless it is held or already on its way: the admin's frame asks for it
 * when the month screens' address is opened and the screen when it renders (issue 28), and the
 * list is read once.
 * Checked when dispatched, not in a render.
 */
export const membersNeeded =
  () =>
  (dispatch: AppDispatch, getState: () => RootState): Promise<unknown> => {
    if (getState().IsAdmin.members !== null) return Promise.resolve();
    let reading = membersOnTheirWay.get(getState);
    if (!reading) {
      reading = dispatch(membersFetched()).finally(() => membersOnTheirWay.delete(getState));
      membersOnTheirWay.set(getState, reading);
    }
    return reading;
  };
export const countsFetched = createAppThunk('IsAdmin/countsFetched', () => getCounts());
export const memberFetched = createAppThunk('IsAdmin/memberFetched', (id: Id) => getUser(id));

/** A member's create: the phone number names the person (the provider refuses a second one). */
export const memberCreateKey = (phone: string) => `member ${digitsOnly(phone)}`;

export function memberCheck(phone: string): CreateCheck<User> {
  return {
    read: listUsers,
    idOf: (m) => m._id,
    same: (m) => digitsOnly(m.phone) === digitsOnly(phone),
    remove: (m) => removeUser(m._id),
  };
}

/**
 * Creates a member once (lib/writes/create-once.ts): the members are read before and after, so what
 * the provider holds decides the outcome. An answer lost after the member was stored, whose
 * browser resend was refused with 'Telefonnumret används redan', is a member created.
 */
export const memberCreated = createAppMutation(
  'IsAdmin/memberCreated',
  async (user: NewUser) => {
    const result = await createOnce({
      key: memberCreateKey(user.phone),
      check: memberCheck(user.phone),
      send: () => createUser(user),
      data: { label: user.fullname, phone: user.phone },
      unsureMessage: sv.staff.createUnsure,
    });
    const answer: unknown = result.answer;
    const data = result.record ?? (isRecord(answer) && isRecord(answer.data) ? normalizeUser(answer.data) : null);
    const message = createdMessage(result, {
      created: sv.staff.created,
      lost: sv.staff.createdAnswerLost,
      copies: sv.staff.createdCopies,
      already: sv.staff.alreadyCreated,
    });
    return { message, user: data };
  },
  () => 'IsAdmin/memberCreated',
);

/** Editing a member (lib/writes/update.ts): after a lost answer the member is read back field by field. */
export const memberEdited = createAppMutation(
  'IsAdmin/memberEdited',
  async ({ id, user }: { id: Id; user: UserEdit & { bankaccount?: string } }) => {
    const { answer } = await updateOnce({
      send: () => editUser(id, user),
      stored: async () => {
        const stored: Record<string, unknown> = { ...(await getUser(id)) };
        return Object.entries(user).every(([field, value]) => String(stored[field] ?? '') === String(value));
      },
    });
    return { id, user, message: answer?.message ?? sv.staff.updated };
  },
  ({ id }) => `IsAdmin/memberEdited ${id}`,
);

/**
 * Removes a member (lib/writes/update.ts). Whatever the answer (lost, or the refusal of the
 * browser's own resend: 'does not exist'), the members are read back: a list without them means
 * it was done.
 */
export const memberRemoved = createAppMutation('IsAdmin/memberRemoved', async (id: Id) => {
  const { answer } = await updateOnce({
    send: () => removeUser(id),
    stored: async () => !(await listUsers()).some((m) => m._id === id),
    readBack: 'always',
  });
  return { id, message: answer?.message ?? sv.staff.removed };
});

/** A password cannot be read back (lib/writes/update.ts): setting it again is harmless. */
export const passwordChanged = createAppMutation(
  'IsAdmin/passwordChanged',
  async (arg: { userId: Id; password: string }) => (await updateOnce({ send: () => changePassword(arg.userId, arg.password) })).answer?.message ?? '',
  (arg) => `IsAdmin/passwordChanged ${arg.userId}`,
);

/** The signed-in person's bank account (the provider knows who from the bearer token); setting it again is harmless. */
export const bankAccountAdded = createAppMutation(
  'IsAdmin/bankAccountAdded',
  async (arg: { userId: Id; bankaccount: string }, { dispatch }) => {
    const message = (await updateOnce({ send: () => addBankAccount(arg.bankaccount) })).answer?.message ?? '';
    dispatch(userInfoUpdated({ _id: arg.userId, bankaccount: arg.bankaccount }));
    return message;
  },
  () => 'IsAdmin/bankAccountAdded',
);

const slice = createSlice({
  name: 'IsAdmin',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(membersFetched.pending, (state) => {
        state.membersLoading = true;
      })
      .addCase(membersFetched.fulfilled, (state, action) => {
        state.members = action.payload;
        state.membersLoading = false;
      })
      .addCase(membersFetched.rejected, (state) => {
        state.membersLoading = false;
      })
      .addCase(countsFetched.fulfilled, (state, action) => {
        state.counts = action.payload;
      })
      .addCase(memberFetched.pending, (state, action) => {
        if (state.member?._id !== action.meta.arg) state.member = null;
      })
      .addCase(memberFetched.fulfilled, (state, action) => {
        state.member = action.payload;
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
      })
      .addCase(memberRemoved.fulfilled, (state, action) => {
        const { id } = action.payload;
        if (state.members) state.members = state.members.filter((m) => m._id !== id);
        if (state.counts) state.counts.TheAuth = Math.max(0, state.counts.TheAuth - 1);
        if (state.member?._id === id) state.member = null;
      });
    trackRequests(builder, 'IsAdmin', [membersFetched, countsFetched, memberFetched]);
  },
});

export const staffReducer = slice.reducer;

export const selectStaffRequest = (state: RootState) => state.IsAdmin.request;
export const selectMembers = (state: RootState) => state.IsAdmin.members;
export const selectCounts = (state: RootState) => state.IsAdmin.counts;
export const selectMember = (state: RootState) => state.IsAdmin.member;

// This slice arrives with its screens (app/store.ts LazySlices).
injectSlice('IsAdmin', staffReducer);
