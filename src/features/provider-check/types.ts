/** The provider check's shapes (check-provider.ts): a call, its result, the check's options. */
export type CheckStatus = 'ok' | 'fallback' | 'unreadable' | 'skipped';

export interface CheckResult {
  /** The call's name in Swedish ('Personallistan'). */
  name: string;
  /** Method and path as sent ('GET /api/auth/show/all/'). */
  request: string;
  status: CheckStatus;
  /** What was found and what the app does, in Swedish, one sentence each. */
  notes: string[];
}

export interface CheckOptions {
  /** The provider's API origin (VITE_API_URL); '' is this origin. */
  api: string;
  /** The upload host (VITE_UPLOAD_URL). */
  upload: string;
  /** The script signs in; the admin's screen has the session's token and id. */
  signIn: { phone: string; password: string } | { token: string; userId: string };
  /**
   * The CORS preflight: 'ask' sends the OPTIONS a browser would send from `appOrigin` (Node);
   * 'browser' is the admin's screen, whose browser sent them itself before the calls.
   */
  preflight: 'ask' | 'browser';
  /** The app's origin; null when not known (the script without --app-origin). */
  appOrigin: string | null;
  /** How an image is shown: the screen loads it as the app does (an img); default: fetch. */
  showImage?: (url: string) => Promise<boolean>;
  /** Each call's result as it comes (the screen's progress, the script's lines). */
  onResult?: (result: CheckResult) => void;
}

/** An answer, read or not. */
export type Outcome<T> = { result: CheckResult; value?: T };


export interface Call<T> {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** What API.md says the answer is, for a person reading a failure. */
  expects: string;
  reader: (answer: unknown) => T;
}

/** A call not made (what it needed was not there). */
export function skipped(name: string, request: string, why: string): CheckResult {
  return { name, request, status: 'skipped', notes: [why] };
}

