/** Workplaces ('platser', posts) (SPEC.md §7 'Workplaces'). */
import { api, apiOptionalRead, apiPath } from '../../lib/api-client';
import { readPaths } from '../../config/read-paths';
import { asArray, asRecord, asString } from '../../lib/read';
import type { Id, MessageAnswer, Post, PostInput } from '../../types/api';

export function normalizePost(value: unknown): Post {
  const p = asRecord(value);
  return {
    _id: asString(p._id),
    address: asString(p.address),
    phone: asString(p.phone),
    hours: asString(p.hours),
    Howmany: asString(p.Howmany),
    Duration: asString(p.Duration),
    addUser: asArray<Record<string, unknown>>(p.addUser)
      .filter((a) => a && typeof a.user === 'object' && a.user !== null)
      .map((a) => {
        const user = a.user as Record<string, unknown>;
        return { user: { _id: asString(user._id), fullname: asString(user.fullname) } };
      }),
  };
}

export async function listPosts(): Promise<Post[]> {
  return readPosts(await api<unknown>('GET', readPaths.posts));
}

export function readPosts(answer: unknown): Post[] {
  return asArray(answer).map(normalizePost);
}

/**
 * The addresses of the workplaces a person works at, for their time form (issue 17,
 * DECISIONS.md 29). SPEC.md §7 gives the list call no role, but the provider may keep it for
 * admins: a refusal is no place offered, never a signed-out person.
 */
export async function assignedPlaces(userId: Id): Promise<string[]> {
  const posts = readPosts(await apiOptionalRead<unknown>(readPaths.posts));
  return posts.filter((p) => p.address.trim() && p.addUser.some((a) => a.user._id === userId)).map((p) => p.address.trim());
}

/** One workplace, for the edit form. */
export async function getPostForEdit(id: Id): Promise<Post> {
  return readPostForEdit(await api<unknown>('GET', apiPath`/api/post/show/${id}/`));
}

export function readPostForEdit(answer: unknown): Post {
  return normalizePost(asRecord(answer).data);
}

/** One workplace with its workers. */
export async function getPostWithWorkers(id: Id): Promise<Post> {
  return normalizePost(await api<unknown>('GET', apiPath`/api/post/id/${id}`));
}

export function removePost(id: Id): Promise<MessageAnswer> {
  return api('DELETE', apiPath`/api/post/remove/${id}`);
}

export function createPost(post: PostInput): Promise<MessageAnswer> {
  return api('POST', '/api/post/create/', post);
}

export function editPost(id: Id, post: PostInput): Promise<MessageAnswer> {
  return api('PUT', apiPath`/api/post/edit/${id}/`, { ...post, _id: id });
}

export function addWorker(postId: Id, userId: Id): Promise<MessageAnswer> {
  return api('POST', apiPath`/api/post/new/${postId}`, { user: userId });
}

export function removeWorker(postId: Id, userId: Id): Promise<MessageAnswer> {
  return api('POST', apiPath`/api/post/re/${postId}/`, { add: userId });
}
