/** Staff members, for admins (SPEC.md §7 'Auth and users', DECISIONS.md 5). */
import { api, apiPath } from '../../lib/api-client';
import { asArray, asNumber, asRecord, normalizeUser } from '../../lib/read';
import type { Counts, Id, MessageAnswer, NewUser, TimeAdjustment, User, UserEdit } from '../../types/api';

export async function listUsers(): Promise<User[]> {
  return asArray(await api<unknown>('GET', '/api/auth/show/all/')).map(normalizeUser);
}

export async function getUser(id: Id): Promise<User> {
  const answer = asRecord(await api<unknown>('GET', apiPath`/api/auth/user/${id}/`));
  return normalizeUser(answer.message);
}

export function createUser(user: NewUser): Promise<MessageAnswer> {
  return api('POST', '/api/auth/create/', user);
}

export function editUser(id: Id, user: UserEdit): Promise<MessageAnswer> {
  return api('PUT', apiPath`/api/auth/edit/${id}/`, user);
}

export function removeUser(id: Id): Promise<MessageAnswer> {
  return api('DELETE', apiPath`/api/auth/remove/${id}`);
}

/** Corrects a user's worked-time totals (SPEC.md §4 'Editing a total'). */
export function updateUserTime(id: Id, adjustment: TimeAdjustment): Promise<MessageAnswer> {
  return api('POST', apiPath`/api/auth/time/update/${id}/`, adjustment);
}

/** The admin start's counts: members and workplaces. */
export async function getCounts(): Promise<Counts> {
  const answer = asRecord(await api<unknown>('GET', '/api/post/count/'));
  return { TheAuth: asNumber(answer.TheAuth), ThePost: asNumber(answer.ThePost) };
}
