/**
 * Which fallbacks a read took (DECISIONS.md 35, the provider check): runs one of the app's own
 * readers (lib/read.ts and the features' api.ts) on an answer, noting the path of every property
 * it takes, and hears from lib/read.ts each value read other than as it came. Only the check
 * loads this file.
 */
import { setFallbackRecorder, type FallbackKind } from './read';

export type { FallbackKind };

export interface Fallback {
  /** Where in the answer, e.g. `months_id[].total` (list positions left out). */
  field: string;
  kind: FallbackKind;
  /** The value as it came (undefined when missing). */
  value: unknown;
}

interface Recording {
  fallbacks: Fallback[];
  /** The last property a reader took from the answer, and its value. */
  last: { path: string; value: unknown } | null;
}

/** The answer as the readers see it, each property taken noted with its path. */
function observed(value: unknown, path: string, into: Recording): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return new Proxy(value, {
    get(target, key, receiver) {
      const taken: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string' || typeof taken === 'function') return taken;
      const inner = Array.isArray(target) ? (/^\d+$/.test(key) ? `${path}[]` : path) : path ? `${path}.${key}` : key;
      if (Array.isArray(target) && !/^\d+$/.test(key)) return taken;
      // The reader gets (and may read) what is returned: an object comes observed too.
      const seen = observed(taken, inner, into);
      into.last = { path: inner, value: seen };
      return seen;
    },
  });
}

/**
 * Runs a reader (synchronous, as every reader of the app is) on an answer and says which
 * fallbacks it took. What it throws (an answer of the wrong shape) is thrown on.
 */
export function readWithFallbacks<T>(answer: unknown, reader: (answer: unknown) => T): { value: T; fallbacks: Fallback[] } {
  const here: Recording = { fallbacks: [], last: null };
  const outer = setFallbackRecorder((value, kind) => {
    const last = here.last;
    // The readers take a property and read it at once (`asNumber(u.total)`): the last property
    // taken is the one read, when its value is the one that fell back.
    const field = last && Object.is(last.value, value) ? last.path : '?';
    here.fallbacks.push({ field, kind, value });
  });
  try {
    return { value: reader(observed(answer, '', here)), fallbacks: here.fallbacks };
  } finally {
    setFallbackRecorder(outer);
  }
}
