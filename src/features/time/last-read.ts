/**
 * Min sida without a network (issue 25 item 3, DECISIONS.md 33): the person's time as it was last
 * read on this phone, with when, kept under SPEC.md §9's 'last data' key. Only the signed-in
 * person's own time, one person at a time; a phone that cannot keep it simply shows none.
 */
import { latestWhenIdle } from '../../lib/first-interaction';
import { readJson, storageKeys, storedUserId, writeJson } from '../../lib/storage';
import type { Month, User } from '../../types/api';

export interface LastRead {
  userId: string;
  /** When it was read (epoch ms). */
  at: number;
  user: User;
  months: Month[];
}

export function keepLastRead(userId: string, user: User, months: readonly Month[], at: number = Date.now()): void {
  writeJson(storageKeys.lastData, { userId, at, user, months });
}

const keepWhenIdle = latestWhenIdle(1000, (read: Parameters<typeof keepLastRead>) => {
  if (storedUserId() === read[0]) keepLastRead(...read);
});

/**
 * keepLastRead when the phone is idle (issue 28 item 3): a month of 500 entries as JSON in local
 * storage is no part of drawing it. The latest read asked for is the one kept, leaving the
 * screen or not; never once the person has signed out (or another has signed in) meanwhile.
 */
export function keepLastReadWhenIdle(...read: Parameters<typeof keepLastRead>): void {
  keepWhenIdle(read);
}

/** The time last read for this person, or null (none, another person's, or unreadable). */
export function lastRead(userId: string): LastRead | null {
  const value = readJson<unknown>(storageKeys.lastData, null);
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<LastRead>;
  if (v.userId !== userId || typeof v.at !== 'number' || !v.user || typeof v.user !== 'object' || !Array.isArray(v.months)) return null;
  return { userId, at: v.at, user: v.user, months: v.months };
}
