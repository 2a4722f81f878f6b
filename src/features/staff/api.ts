/** Staff members, for admins (SPEC.md §7 'Auth and users', DECISIONS.md 5). */
import { api } from '../../lib/api-client';
import { asArray, asNumber, asRecord, asString } from '../../lib/read';
import type { Id, MessageAnswer, NewUser, TimeAdjustment, User, UserEdit } from '../../types/api';

export function normalizeUser(value: unknown): User {
  const u = asRecord(value);
  return {
    _id: asString(u._id),
    fullname: asString(u.fullname),
    email: asString(u.email),
    personnummer: asString(u.personnummer),
    phone: asString(u.phone),
    bankaccount: asString(u.bankaccount),
    isAdmin: u.isAdmin === true,
    total: asNumber(u.total),
    half: asNumber(u.half),
    months_id: asArray<string>(u.months_id),
  };
}

export async function listUsers(): Promise<User[]> {
  return asArray(await api<unknown>('GET', '/api/auth/show/all/')).map(normalizeUser);
}

export async function getUser(id: Id): Promise<User> {
  const answer = asRecord(await api<unknown>('GET', `/api/auth/user/${id}/`));
  return normalizeUser(answer.message);
}

export function createUser(user: NewUser): Promise<MessageAnswer> {
  return api('POST', '/api/auth/create/', user);
}

export function editUser(id: Id, user: UserEdit): Promise<MessageAnswer> {
  return api('PUT', `/api/auth/edit/${id}/`, user);
}

export function removeUser(id: Id): Promise<MessageAnswer> {
  return api('DELETE', `/api/auth/remove/${id}`);
}

/** Corrects a user's worked-time totals (SPEC.md §4 'Editing a total'). */
export function updateUserTime(id: Id, adjustment: TimeAdjustment): Promise<MessageAnswer> {
  return api('POST', `/api/auth/time/update/${id}/`, adjustment);
}
