/**
 * The reads the entry asks for before the app has loaded (main.tsx startEarlyRead) and the calls
 * that take their answers: an early read is taken only by a call to the very same path, so each
 * is spelled once, here. (SPEC.md §7; the person's time, every workplace, the signed-in person.)
 */
import { apiPath } from '../lib/api-client';
import type { Id } from '../types/api';

export const readPaths = {
  personTime: (userId: Id) => apiPath`/api/time/time/user/${userId}`,
  posts: '/api/post/alla/',
  user: (userId: Id) => apiPath`/api/auth/user/${userId}/`,
};
