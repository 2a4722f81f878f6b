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

/**
 * Local storage's word on the role, for what may be prepared before the server has spoken (the
 * language, which screen's code to fetch first, a link's target): never for access. Access goes
 * by the server's word, `selectRole` (session.ts). The one place this hint is read.
 */
export function mayBeAdmin(userInfo: Pick<SessionUser, 'isAdmin'> | null | undefined): boolean {
  return userInfo?.isAdmin === true;
}
