/** Staff members, for admins (SPEC.md §7 'Auth and users', DECISIONS.md 5). */
import { api, apiPath } from '../../lib/api-client';
import { readPaths } from '../../config/read-paths';
import { asArray, asNumber, asRecord, normalizeUser } from '../../lib/read';
import type { Counts, Id, MessageAnswer, NewUser, User, UserEdit } from '../../types/api';

export async function listUsers(): Promise<User[]> {
  return readUserList(await api<unknown>('GET', '/api/auth/show/all/'));
}

export function readUserList(answer: unknown): User[] {
  return asArray(answer).map(normalizeUser);
}

export async function getUser(id: Id): Promise<User> {
  return readUserAnswer(await api<unknown>('GET', readPaths.user(id), undefined, id));
}

export function readUserAnswer(answer: unknown): User {
  return normalizeUser(asRecord(answer).message);
}

export function createUser(user: NewUser): Promise<MessageAnswer> {
  return api('POST', '/api/auth/create/', user);
}

export function editUser(id: Id, user: UserEdit): Promise<MessageAnswer> {
  return api('PUT', apiPath`/api/auth/edit/${id}/`, user, id);
}

export function removeUser(id: Id): Promise<MessageAnswer> {
  return api('DELETE', apiPath`/api/auth/remove/${id}`, undefined, id);
}


/** The admin start's counts: members and workplaces. */
export async function getCounts(): Promise<Counts> {
  return readCounts(await api<unknown>('GET', '/api/post/count/'));
}

export function readCounts(value: unknown): Counts {
  const answer = asRecord(value);
  return { TheAuth: asNumber(answer.TheAuth), ThePost: asNumber(answer.ThePost) };
}

export function changePassword(userId: Id, password: string): Promise<MessageAnswer> {
  return api('PUT', apiPath`/api/auth/password/${userId}/`, { password }, userId);
}

/** The signed-in person's bank account; the provider knows who from the bearer token. */
export function addBankAccount(bankaccount: string): Promise<MessageAnswer> {
  return api('PUT', '/api/auth/edit/', { bankaccount });
}
