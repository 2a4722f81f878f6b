/**
 * Reads the entry starts itself (issue 19): the signed-in person's time (and, on an admin
 * screen, the person as the server holds them: issue 27), asked for with a plain fetch as the app boots, before the HTTP client (axios), the route's chunk or any effect
 * has loaded. The first `api('GET', path)` for the same path takes its answer instead of asking
 * again, so the answer goes through the same readers (features/<area>/api.ts) and the same
 * slice as every other; one way to read answers stays one.
 *
 * Only a JSON object answered with 2xx is handed over. Anything else (an error status, a lost
 * connection, an HTML page) is dropped and the normal call is made, which shows it the usual
 * way (session reset, message, retry). An answer older than MAX_AGE_MS is not used.
 */

const MAX_AGE_MS = 30_000;

interface EarlyRead {
  path: string;
  token: string;
  at: number;
  answer: Promise<object | null>;
}

/** By path: each is taken once. */
const early = new Map<string, EarlyRead>();

export function startEarlyRead(url: string, path: string, token: string): void {
  const answer = fetch(url + path, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } })
    .then(async (response) => {
      if (!response.ok) return null;
      const data: unknown = await response.json();
      return typeof data === 'object' && data !== null ? data : null;
    })
    .catch(() => null);
  early.set(path, { path, token, at: Date.now(), answer });
}

/** The early answer for this GET (once), or null: then the call is made as usual. */
export async function takeEarlyRead(path: string, token: string | null): Promise<object | null> {
  const read = early.get(path);
  if (!read || read.token !== token) return null;
  early.delete(path);
  if (Date.now() - read.at > MAX_AGE_MS) return null;
  const answer = await read.answer;
  // What the caller does with it (reading 500 entries, the store, the screen) is a task of its
  // own, not part of the one that asked (a screen's effects, a chunk's evaluation): issue 19.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return answer;
}
