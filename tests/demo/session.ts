/** Signs in against the demo provider through the real client, as the app does. */
import { login } from '../../src/features/auth/api';
import { configureClient } from '../../src/lib/api-client';
import { demoCredentials } from '../../src/demo/credentials';
import type { User } from '../../src/types/api';

let token: string | null = null;
export const expired: string[] = [];

/** Call in beforeEach: no token, and session expiries are recorded instead of acted on. */
export function resetSession(): void {
  token = null;
  expired.length = 0;
  configureClient({ getToken: () => token, onSessionExpired: () => expired.push('expired') });
}

export function useToken(value: string | null): void {
  token = value;
}

export async function signIn(who: keyof typeof demoCredentials): Promise<User> {
  const { phone, password } = demoCredentials[who];
  const answer = await login(phone, password);
  token = answer.token;
  return answer.data;
}

/** The rejection of a call, for asserting on ApiError fields. */
export async function failure(call: Promise<unknown>): Promise<{ message: string; status?: number; kind: string }> {
  try {
    await call;
  } catch (error) {
    return error as { message: string; status?: number; kind: string };
  }
  throw new Error('expected the call to fail');
}

/** The value, or a failed test saying what was missing (instead of a non-null assertion). */
export function must<T>(value: T | undefined | null, what = 'value'): T {
  if (value === undefined || value === null) throw new Error(`missing ${what}`);
  return value;
}
