/**
 * How long a write with no answer may still be stored, and how often it is looked for meanwhile
 * (issue 18; DECISIONS.md 25): shared by the day's registration (features/time) and every other
 * create (lib/writes/create-once.ts). A module of its own, so the registration screen loads no more.
 *
 * The window is a gateway's usual limit for an answer from the server behind it (nginx's
 * proxy_read_timeout, 60 s); the app's own requests have no timeout (SPEC.md §9).
 */
export const LANDING_WINDOW_MS = 60_000;
/** How often what is stored is read while an earlier send may still land. */
export const POLL_MS = 3_000;
