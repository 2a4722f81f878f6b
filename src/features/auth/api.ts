/** Sign-in and the signed-in person's own account (SPEC.md §7 'Auth and users'). */
import { api, apiPath, badAnswer } from '../../lib/api-client';
import { asRecord, asString, normalizeUser } from '../../lib/read';
import type { Id, LoginAnswer, User } from '../../types/api';

export async function login(phone: string, password: string): Promise<LoginAnswer> {
  return readLogin(await api<unknown>('POST', '/api/auth/login/', { phone, password }));
}

/** The sign-in's answer (also read by the provider check, features/provider-check). */
export function readLogin(value: unknown): LoginAnswer {
  const answer = asRecord(value);
  const token = asString(answer.token);
  if (!token) throw badAnswer();
  return { data: normalizeUser(answer.data), token };
}

/**
 * The signed-in person as the provider holds them (GET /api/auth/user/{id}/): the role the app
 * uses comes from here, or from the login answer, never from local storage alone (issue 27).
 * An answer about anyone else is no answer. The entry may have asked already (main.tsx, the same path).
 */
export async function signedInUser(id: Id): Promise<User> {
  const answer = asRecord(await api<unknown>('GET', apiPath`/api/auth/user/${id}/`, undefined, id));
  const user = normalizeUser(answer.message);
  if (user._id !== id) throw badAnswer();
  return user;
}
