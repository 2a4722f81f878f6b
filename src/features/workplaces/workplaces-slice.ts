/**
 * IsPosting: workplaces ('platser', posts) and who works where (SPEC.md §3 'Admin post state').
 *
 * Loads (the list, one workplace with its workers, one workplace for the form) go through the
 * shared request handler. Every write is a mutation (createAppMutation: the same write on its
 * way is not sent again); the screens send them with useMutation, which shows the outcome, and
 * the loaded data is updated in place instead of refetched (DECISIONS.md 11).
 *
 * The members a workplace can take are not kept here: the staff slice owns the members list;
 * the composed screen (routes/post-workers-page.tsx) hands both lists to availableMembers.
 */
import { injectSlice } from '../../app/store';
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createAppMutation, createAppThunk } from '../../app/create-app-thunk';
import { sv } from '../../i18n/sv-admin';
import { createdMessage, createOnce, type CreateCheck } from '../../lib/writes/create-once';
import { updateOnce } from '../../lib/writes/update';
import { idle, trackRequests, type RejectValue, type RequestState } from '../../lib/request';
import type { Id, Post, PostInput } from '../../types/api';
import {
  addWorker,
  createPost,
  editPost,
  getPostForEdit,
  getPostWithWorkers,
  listPosts,
  removePost,
  removeWorker,
} from './api';

/** A person as a workplace lists them. */
export interface Worker {
  _id: Id;
  fullname: string;
}

export interface WorkplacesState {
  request: RequestState;
  /** Every workplace; null until loaded. */
  posts: Post[] | null;
  /** The list no longer matches the provider (a workplace was created) and is fetched again. */
  postsStale: boolean;
  /** The workplace open on the workers screen, with its workers. */
  onepost: Post | null;
  /** Workers selected for removal in edit mode (SPEC.md §3: toggling adds if absent, removes if present). */
  filterItems: Worker[];
  /** Success text of the last create or edit, for the result screen. */
  message: string | null;
  /**
   * Writes whose outcome stayed unknown (no answer, a 5xx without the server's message, not
   * JSON): their next attempt reads back first (DECISIONS.md 25). Keys as the mutations' own.
   */
  unsure: string[];
}

export const initialState: WorkplacesState = {
  request: idle,
  posts: null,
  postsStale: false,
  onepost: null,
  filterItems: [],
  message: null,
  unsure: [],
};

export const postsLoaded = createAppThunk('IsPosting/postsLoaded', () => listPosts());

/** The workers screen: the workplace with its workers (the members come from the staff slice). */
export const postWorkersLoaded = createAppThunk('IsPosting/postWorkersLoaded', (id: Id) => getPostWithWorkers(id));

export const postForEditLoaded = createAppThunk('IsPosting/postForEditLoaded', (id: Id) => getPostForEdit(id));

type State = { IsPosting: WorkplacesState };
const isUnsure = (state: State, key: string) => state.IsPosting.unsure.includes(key);

/** The workplace as the form sent it, field by field (what a read-back compares). */
function samePost(stored: Post, sent: PostInput): boolean {
  return (
    stored.address === sent.address &&
    stored.phone === sent.phone &&
    String(stored.hours) === sent.hours &&
    String(stored.Howmany) === sent.Howmany &&
    stored.Duration === sent.Duration
  );
}

const workersOf = async (postId: Id) => (await getPostWithWorkers(postId)).addUser.map((a) => a.user._id);

const deleteKey = (id: Id) => `IsPosting/postDeleted ${id}`;
/** Who is added where: the same person to the same workplace is one write. */
const workerKey = (type: string) => (arg: { postId: Id; worker: Worker }) => `${type} ${arg.postId} ${arg.worker._id}`;
const addKey = workerKey('IsPosting/workerAdded');
const removeKey = workerKey('IsPosting/workerRemoved');

/** A workplace's create: its five fields (the answer holds no id to tell two apart). */
export const postCreateKey = (post: PostInput) => `post ${JSON.stringify([post.address, post.phone, post.hours, post.Howmany, post.Duration])}`;

/** The fields a pending workplace create keeps, read back defensively (null: not a workplace's). */
export function pendingPost(data: unknown): PostInput | null {
  const post = data && typeof data === 'object' ? (data as { post?: Record<string, unknown> }).post : undefined;
  if (!post) return null;
  const fields = [post.address, post.phone, post.hours, post.Howmany, post.Duration];
  if (!fields.every((f): f is string => typeof f === 'string')) return null;
  const [address, phone, hours, Howmany, Duration] = fields as [string, string, string, string, string];
  return { address, phone, hours, Howmany, Duration };
}

export function postCheck(post: PostInput): CreateCheck<Post> {
  return { read: listPosts, idOf: (p) => p._id, same: (p) => samePost(p, post), remove: (p) => removePost(p._id) };
}

/**
 * Creating a workplace once (lib/writes/create-once.ts): the workplaces with exactly these fields are
 * noted before the press; after the create, those that were not there before are this create's
 * (the browser may have sent it twice): one is kept, the others removed. An identical older
 * workplace is never touched.
 */
export const postCreated = createAppMutation(
  'IsPosting/postCreated',
  async (post: PostInput): Promise<string> => {
    const result = await createOnce({
      key: postCreateKey(post),
      check: postCheck(post),
      send: () => createPost(post),
      data: { label: post.address, post },
      unsureMessage: sv.posts.unsure,
    });
    return createdMessage(result, {
      created: sv.posts.created,
      lost: sv.posts.createdAnswerLost,
      copies: sv.posts.createdCopies,
      already: sv.posts.alreadyCreated,
    });
  },
  postCreateKey,
);

/**
 * Editing a workplace (lib/writes/update.ts): one edit of the same workplace on its way at a time;
 * after a lost answer the workplace is read back field by field.
 */
export const postEdited = createAppMutation(
  'IsPosting/postEdited',
  async ({ id, post }: { id: Id; post: PostInput }): Promise<string> => {
    await updateOnce({ send: () => editPost(id, post), stored: async () => samePost(await getPostForEdit(id), post) });
    return sv.posts.changed;
  },
  ({ id }) => `IsPosting/postEdited ${id}`,
);

/**
 * Deleting a workplace (lib/writes/update.ts): one that is gone on a read-back was deleted; after
 * an unknown outcome (`unsure`) the next attempt looks first.
 */
export const postDeleted = createAppMutation(
  'IsPosting/postDeleted',
  async (id: Id, { getState }): Promise<string> => {
    const stored = async () => (await listPosts()).every((p) => p._id !== id);
    await updateOnce({ send: () => removePost(id), stored, earlier: isUnsure(getState(), deleteKey(id)) });
    return sv.posts.removed;
  },
  deleteKey,
);

/** Adding a person to a workplace: the same person on the same workplace is one add. */
export const workerAddKey = (postId: Id, workerId: Id) => `worker ${postId} ${workerId}`;

export function workerCheck(postId: Id, workerId: Id): CreateCheck<Worker> {
  return {
    read: async () => (await getPostWithWorkers(postId)).addUser.map((a) => a.user),
    // The provider lists each person once; its remove call names the person, not one listing.
    idOf: (w) => w._id,
    same: (w) => w._id === workerId,
  };
}

/**
 * Adds a person once (lib/writes/create-once.ts): whether they worked there before the press is noted;
 * after the add, what the workplace holds decides: on it now and not before means added, even
 * when the only answer was the refusal of the browser's own resend ('already works here').
 */
export const workerAdded = createAppMutation(
  'IsPosting/workerAdded',
  async (arg: { postId: Id; worker: Worker }): Promise<string> => {
    const result = await createOnce({
      key: workerAddKey(arg.postId, arg.worker._id),
      check: workerCheck(arg.postId, arg.worker._id),
      send: () => addWorker(arg.postId, arg.worker._id),
      data: { label: arg.worker.fullname, postId: arg.postId, workerId: arg.worker._id },
      unsureMessage: sv.posts.unsure,
    });
    return result.how === 'answered' ? sv.posts.workerAdded : sv.posts.workerAddedAnswerLost;
  },
  addKey,
);

export const workerRemoved = createAppMutation(
  'IsPosting/workerRemoved',
  async (arg: { postId: Id; worker: Worker }, { getState }): Promise<string> => {
    const stored = async () => !(await workersOf(arg.postId)).includes(arg.worker._id);
    await updateOnce({ send: () => removeWorker(arg.postId, arg.worker._id), stored, earlier: isUnsure(getState(), removeKey(arg)) });
    return sv.posts.workerRemoved;
  },
  removeKey,
);

/** Keeps `unsure` (see the state): an unknown outcome is remembered, any other settles it. */
function noteOutcome(
  state: WorkplacesState,
  key: string,
  action: { payload?: RejectValue | undefined; meta: { condition?: boolean } } | null,
) {
  // A skipped write (the same one was on its way) says nothing.
  if (action?.meta.condition) return;
  state.unsure = state.unsure.filter((k) => k !== key);
  if (action?.payload?.ambiguous) state.unsure.push(key);
}

/** The filter toggling of SPEC.md §3: adds the worker when absent, removes it when present. */
export function toggleWorker(items: readonly Worker[], worker: Worker): Worker[] {
  return items.some((w) => w._id === worker._id)
    ? items.filter((w) => w._id !== worker._id)
    : [...items, { _id: worker._id, fullname: worker.fullname }];
}

/** Applies a change of workers to the open workplace and to its card in the list. */
function updateWorkers(state: WorkplacesState, postId: Id, change: (workers: Post['addUser']) => Post['addUser']) {
  if (state.onepost?._id === postId) state.onepost.addUser = change(state.onepost.addUser);
  const card = state.posts?.find((p) => p._id === postId);
  if (card) card.addUser = change(card.addUser);
}

const slice = createSlice({
  name: 'IsPosting',
  initialState,
  reducers: {
    workerToggled(state, action: PayloadAction<Worker>) {
      state.filterItems = toggleWorker(state.filterItems, action.payload);
    },
    selectionCleared(state) {
      state.filterItems = [];
    },
    /** The form opens: the previous result screen is gone. */
    postFormOpened(state) {
      state.message = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(postsLoaded.fulfilled, (state, action) => {
        state.posts = action.payload;
        state.postsStale = false;
      })
      .addCase(postWorkersLoaded.pending, (state, action) => {
        if (state.onepost?._id !== action.meta.arg) {
          state.onepost = null;
          state.filterItems = [];
        }
      })
      .addCase(postWorkersLoaded.fulfilled, (state, action) => {
        state.onepost = action.payload;
        const current = new Set(action.payload.addUser.map((a) => a.user._id));
        state.filterItems = state.filterItems.filter((w) => current.has(w._id));
      })
      .addCase(postCreated.pending, (state) => {
        state.message = null;
      })
      .addCase(postCreated.fulfilled, (state, action) => {
        state.message = action.payload;
        // The answer holds no id: the list is fetched again when next shown.
        state.postsStale = true;
      })
      .addCase(postEdited.pending, (state) => {
        state.message = null;
      })
      .addCase(postEdited.fulfilled, (state, action) => {
        const { id, post } = action.meta.arg;
        state.message = action.payload;
        const card = state.posts?.find((p) => p._id === id);
        if (card) Object.assign(card, post);
        if (state.onepost?._id === id) Object.assign(state.onepost, post);
      })
      .addCase(postDeleted.fulfilled, (state, action) => {
        const id = action.meta.arg;
        noteOutcome(state, deleteKey(id), null);
        if (state.posts) state.posts = state.posts.filter((p) => p._id !== id);
        if (state.onepost?._id === id) state.onepost = null;
      })
      .addCase(workerAdded.fulfilled, (state, action) => {
        const { postId, worker } = action.meta.arg;
        updateWorkers(state, postId, (workers) =>
          workers.some((w) => w.user._id === worker._id)
            ? workers
            : [...workers, { user: { _id: worker._id, fullname: worker.fullname } }],
        );
      })
      .addCase(workerRemoved.fulfilled, (state, action) => {
        const { postId, worker } = action.meta.arg;
        noteOutcome(state, removeKey(action.meta.arg), null);
        updateWorkers(state, postId, (workers) => workers.filter((w) => w.user._id !== worker._id));
        state.filterItems = state.filterItems.filter((w) => w._id !== worker._id);
      });
    builder
      .addCase(postDeleted.rejected, (state, action) => noteOutcome(state, deleteKey(action.meta.arg), action))
      .addCase(workerRemoved.rejected, (state, action) => noteOutcome(state, removeKey(action.meta.arg), action));
    trackRequests(builder, 'IsPosting', [postsLoaded, postWorkersLoaded, postForEditLoaded]);
  },
});

export const { workerToggled, selectionCleared, postFormOpened } = slice.actions;
export const workplacesReducer = slice.reducer;

/** Selectors read only this slice's key (keeps the store's type free of cycles): State above. */

export const selectPostsRequest = (state: State) => state.IsPosting.request;
export const selectPosts = (state: State) => state.IsPosting.posts;
export const selectPostsStale = (state: State) => state.IsPosting.postsStale;
export const selectOnePost = (state: State) => state.IsPosting.onepost;
export const selectFilterItems = (state: State) => state.IsPosting.filterItems;

/** The open workplace's workers, as people. */
export const selectWorkers = createSelector([selectOnePost], (post): Worker[] =>
  (post?.addUser ?? []).map((a) => ({ _id: a.user._id, fullname: a.user.fullname })),
);

/**
 * The members not yet working at a workplace, by name (sv collation): every member (admins too)
 * but its workers. Pure: the composed screen passes the staff slice's members (null while not
 * loaded) and the workplace's workers.
 */
export function availableMembers(
  members: readonly { _id: Id; fullname: string }[] | null,
  workers: readonly { _id: Id }[],
): Worker[] {
  const working = new Set(workers.map((w) => w._id));
  return (members ?? [])
    .filter((m) => !working.has(m._id))
    .map((m) => ({ _id: m._id, fullname: m.fullname }))
    .sort((a, b) => a.fullname.localeCompare(b.fullname, 'sv'));
}

// This slice arrives with its screens (app/store.ts LazySlices).
injectSlice('IsPosting', workplacesReducer);
