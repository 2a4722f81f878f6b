/** Sign-in and the signed-in person's own account (SPEC.md §7 'Auth and users'). */
import { api, ApiError, badAnswer, isUnknownPerson } from '../../lib/api-client';
import { readPaths } from '../../config/read-paths';
import { sv } from '../../i18n/sv-common';
import { asRecord, asString, normalizeUser } from '../../lib/read';
import type { Id, LoginAnswer, User } from '../../types/api';

export async function login(phone: string, password: string): Promise<LoginAnswer> {
  let answer: unknown;
  try {
    answer = await api<unknown>('POST', '/api/auth/login/', { phone, password });
  } catch (error) {
    throw loginRefusal(error);
  }
  return readLogin(answer);
}

/**
 * The provider's known refusals of a sign-in, in the person's language (issue 43 item 3): a 401
 * with the provider's message is a wrong phone or password (API.md), whatever its words; an
 * unknown user ('The person does not exist in the database') is said as such, never a silent
 * session reset: there is no session yet. Anything else is as the client read it.
 */
export function loginRefusal(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.status === 401 && !error.own) return new ApiError(sv.login.wrongLogin, 'http', 401);
  if (error.kind === 'session' && isUnknownPerson(error.message)) return new ApiError(sv.login.unknownUser, 'http', error.status ?? 404);
  return error;
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
  const answer = asRecord(await api<unknown>('GET', readPaths.user(id), undefined, id));
  const user = normalizeUser(answer.message);
  if (user._id !== id) throw badAnswer();
  return user;
}
