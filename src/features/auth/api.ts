/** Sign-in and the signed-in person's own account (SPEC.md §7 'Auth and users'). */
import { api, badAnswer } from '../../lib/api-client';
import { asRecord, asString, normalizeUser } from '../../lib/read';
import type { LoginAnswer } from '../../types/api';

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
