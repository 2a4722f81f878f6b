/**
 * The demo provider: every call of SPEC.md §7 and the upload host, answered as API.md says,
 * from the data in db.ts. Serves demo mode in the browser (browser.ts) and every test.
 */
import type { HttpHandler } from 'msw';
import { authHandlers } from './handlers/auth';
import { billHandlers } from './handlers/bills';
import { postHandlers } from './handlers/posts';
import { timeHandlers } from './handlers/time';
import { uploadHandlers } from './handlers/uploads';

export const handlers: HttpHandler[] = [
  ...authHandlers,
  ...timeHandlers,
  ...postHandlers,
  ...billHandlers,
  ...uploadHandlers,
];
