/** Sign-in and the signed-in person's own account (SPEC.md §7 'Auth and users'). */
import { api, badAnswer } from '../../lib/api-client';
import { asRecord, asString, normalizeUser } from '../../lib/read';
import type { LoginAnswer } from '../../types/api';

export async function login(phone: string, password: string): Promise<LoginAnswer> {
  const answer = asRecord(await api<unknown>('POST', '/api/auth/login/', { phone, password }));
  const token = asString(answer.token);
  if (!token) throw badAnswer();
  return { data: normalizeUser(answer.data), token };
}
