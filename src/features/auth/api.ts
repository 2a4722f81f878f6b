/** Sign-in and the signed-in person's own account (SPEC.md §7 'Auth and users'). */
import { api, apiPath, badAnswer } from '../../lib/api-client';
import { asRecord, asString, normalizeUser } from '../../lib/read';
import type { Id, LoginAnswer, MessageAnswer } from '../../types/api';

export async function login(phone: string, password: string): Promise<LoginAnswer> {
  const answer = asRecord(await api<unknown>('POST', '/api/auth/login/', { phone, password }));
  const token = asString(answer.token);
  if (!token) throw badAnswer();
  return { data: normalizeUser(answer.data), token };
}

export function changePassword(userId: Id, password: string): Promise<MessageAnswer> {
  return api('PUT', apiPath`/api/auth/password/${userId}/`, { password });
}

/** The signed-in person's bank account; the provider knows who from the bearer token. */
export function addBankAccount(bankaccount: string): Promise<MessageAnswer> {
  return api('PUT', '/api/auth/edit/', { bankaccount });
}
