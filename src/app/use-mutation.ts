/**
 * The one way a screen writes (issue 10): dispatch a mutation (createAppMutation), keep its
 * pending state and its failure for the screen to show next to what failed (<FailureNotice>),
 * and toast the success text from the catalogue. Screens never catch and cast errors.
 */
import type { AsyncThunk, AsyncThunkAction } from '@reduxjs/toolkit';
import { useCallback, useMemo, useRef, useState } from 'react';
import { sv } from '../i18n/sv';
import { notify } from '../lib/notify';
import type { RejectValue } from '../lib/request';
import type { AppThunkConfig } from './create-app-thunk';
import { useAppDispatch } from './hooks';

export type MutationResult<R> =
  | { ok: true; value: R }
  /** The same write was already on its way: nothing was sent. */
  | { ok: false; skipped: true }
  | { ok: false; skipped?: false; failure: RejectValue };

export interface MutationOptions<R> {
  /** The catalogue's success text for this result; nothing is shown when it returns ''. */
  success?: (result: R) => string;
}

/**
 * A mutation whose code is not on the screen's first load (issue 44): loaded when it is first
 * run (the press shows busy meanwhile, nothing is lost) or earlier, when the page is idle.
 */
export interface LazyMutation<R, A> {
  load: () => Promise<AsyncThunk<R, A, AppThunkConfig>>;
}

type ResultOf<T> = T extends AsyncThunk<infer R, infer _A, infer _C> ? R : never;
type ArgOf<T> = T extends AsyncThunk<infer _R, infer A, infer _C> ? A : never;

/** A mutation of a module loaded later: `lazyMutation(() => import('./writes').then((m) => m.saved))`. */
export function lazyMutation<T>(load: () => Promise<T>): LazyMutation<ResultOf<T>, ArgOf<T>> {
  type Thunk = AsyncThunk<ResultOf<T>, ArgOf<T>, AppThunkConfig>;
  let loading: Promise<Thunk> | undefined;
  return {
    load: () => {
      loading ??= (load() as Promise<unknown> as Promise<Thunk>).catch((error: unknown) => {
        // Not fetched (offline): asked for again at the next press.
        loading = undefined;
        throw error;
      });
      return loading;
    },
  };
}

// A function: the text is read when it is shown, in the language shown then (DECISIONS.md 34).
const unknownFailure = (): RejectValue => ({ message: sv.errors.unknown, kind: 'http', ambiguous: false, silent: false, own: true });
const codeNotFetched = (): RejectValue => ({ message: sv.errors.network, kind: 'network', ambiguous: false, silent: false, own: true });

export function useMutation<R, A>(mutation: AsyncThunk<R, A, AppThunkConfig> | LazyMutation<R, A>, options: MutationOptions<R> = {}) {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<RejectValue | null>(null);
  // This screen's own writes on their way: a write skipped because another screen has the same
  // one on its way must not leave this one looking busy.
  const ownInFlight = useRef(0);
  // The success text may be an inline function: read it at the time of success, so `run`
  // stays the same function from render to render (rows and memoized children keep theirs).
  const successRef = useRef(options.success);
  successRef.current = options.success;

  const run = useCallback(
    async (arg: A): Promise<MutationResult<R>> => {
      setPending(true);
      setFailure(null);
      ownInFlight.current += 1;
      let thunk: AsyncThunk<R, A, AppThunkConfig>;
      try {
        thunk = 'load' in mutation ? await mutation.load() : mutation;
      } catch {
        // Its code could not be fetched: nothing was sent.
        ownInFlight.current -= 1;
        setPending(false);
        const reason = codeNotFetched();
        setFailure(reason);
        return { ok: false, failure: reason };
      }
      // AsyncThunk's call signature is conditional on its argument type; for a generic A it is this.
      const start = thunk as unknown as (arg: A) => AsyncThunkAction<R, A, AppThunkConfig>;
      const action = await dispatch(start(arg));
      ownInFlight.current -= 1;
      if (thunk.fulfilled.match(action)) {
        setPending(false);
        const text = successRef.current?.(action.payload);
        if (text) void notify('success', text);
        return { ok: true, value: action.payload };
      }
      // Skipped: the same write is on its way. If it is this screen's, it settles the pending state.
      if (action.meta.condition) {
        if (ownInFlight.current === 0) setPending(false);
        return { ok: false, skipped: true };
      }
      setPending(false);
      const reason = action.payload ?? unknownFailure();
      // A session reset is not shown (SPEC.md §8): the sign-in appears over the page.
      if (!reason.silent) setFailure(reason);
      return { ok: false, failure: reason };
    },
    [dispatch, mutation],
  );

  const dismiss = useCallback(() => setFailure(null), []);
  // The same object until pending or failure change: callbacks that depend on it (and the
  // memoized rows they are given to) keep theirs from render to render (issue 19).
  return useMemo(() => ({ run, pending, failure, dismiss }), [run, pending, failure, dismiss]);
}
