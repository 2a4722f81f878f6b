/**
 * The workplaces' writes (SPEC.md §3 'Admin post state'), each a mutation (createAppMutation: the
 * same write on its way is not sent again) under its policy (docs/writes.md): a workplace created
 * or a person added once (lib/writes/create-once.ts), edited, deleted or a person removed as an
 * update that is read back (lib/writes/update.ts). The slice (workplaces-slice.ts) applies their
 * outcomes in place.
 */
import { createAppMutation } from '../../app/create-app-thunk';
import { sv } from '../../i18n/sv-admin';
import { createdMessage, createOnce, type CreateCheck } from '../../lib/writes/create-once';
import { updateOnce } from '../../lib/writes/update';
import type { Id, Post, PostInput } from '../../types/api';
import { addWorker, createPost, editPost, getPostForEdit, getPostWithWorkers, listPosts, removePost, removeWorker } from './api';
import type { State, Worker } from './workplaces-slice';

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

export const deleteKey = (id: Id) => `IsPosting/postDeleted ${id}`;
/** Who is added where: the same person to the same workplace is one write. */
const workerKey = (type: string) => (arg: { postId: Id; worker: Worker }) => `${type} ${arg.postId} ${arg.worker._id}`;
export const addKey = workerKey('IsPosting/workerAdded');
export const removeKey = workerKey('IsPosting/workerRemoved');

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
