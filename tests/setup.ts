/**
 * Every unit/integration test runs against the demo provider's handlers (the same fake that
 * serves demo mode), reset to its seed before each test. An unhandled request fails the test.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetDemoData } from '../src/demo/db';
import { handlers } from '../src/demo/handlers';

export const server = setupServer(...handlers);

// A safety margin, not the fix: tests wait for what a person waits for (the text in place), and
// on a busy machine (CI's neighbours, two CPU hogs) that can take longer than Testing Library's
// default 1 s (a screen's first render in a file includes compiling its code). A wait that succeeds returns as soon as its text is there, so this costs nothing.
configure({ asyncUtilTimeout: 30_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDemoData();
  // Absent in files that run in the Node environment (`// @vitest-environment node`).
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());
