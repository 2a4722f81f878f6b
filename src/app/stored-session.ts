/**
 * The session as local storage keeps it (SPEC.md §9), read without the store: the entry reads it
 * before React and Redux are loaded (main.tsx), the Auth slice for its first state (session.ts).
 */
import { readJson, storageKeys } from '../lib/storage';
import type { User } from '../types/api';

export type SessionUser = Pick<User, '_id' | 'fullname' | 'email' | 'isAdmin'> & Partial<User>;

export interface StoredSession {
  /** Empty after a session reset (SPEC.md §4). */
  userInfo: SessionUser | null;
  token: string | null;
}

export function initialSession(): StoredSession {
  const userInfo = readJson<SessionUser | null>(storageKeys.userInfo, null);
  const token = readJson<string | null>(storageKeys.token, null);
  return {
    userInfo: userInfo && typeof userInfo === 'object' ? userInfo : null,
    token: typeof token === 'string' && token ? token : null,
  };
}
