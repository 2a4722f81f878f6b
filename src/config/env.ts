/**
 * The environment, read and checked once (DECISIONS.md 1–2).
 * VITE_API_URL unset = demo mode: a browser-side fake provider answers on this origin.
 */
function origin(value: string | undefined, name: string): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  try {
    // Only the origin (and an optional path prefix) is meaningful; drop a trailing slash.
    return new URL(trimmed).toString().replace(/\/$/, '');
  } catch {
    throw new Error(`${name} är inte en giltig adress: ${trimmed}`);
  }
}

const apiUrl = origin(import.meta.env.VITE_API_URL as string | undefined, 'VITE_API_URL');
const uploadUrl = origin(import.meta.env.VITE_UPLOAD_URL as string | undefined, 'VITE_UPLOAD_URL');

export const env = {
  /** True when no provider is configured: the demo provider serves every call. */
  demo: apiUrl === undefined,
  /** Prefix for `/api/...` calls: the provider's origin, or '' (same origin) in demo mode. */
  apiUrl: apiUrl ?? '',
  /** The upload host; in demo mode a path on this origin served by the demo provider. */
  uploadUrl: uploadUrl ?? (apiUrl ?? '') + '/demo-uploads',
} as const;
