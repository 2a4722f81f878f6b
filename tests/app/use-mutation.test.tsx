/** The one mutation path (issue 10): one write at a time, a failure kept with its kind, pending right. */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createAppMutation } from '../../src/app/create-app-thunk';
import { makeStore } from '../../src/app/store';
import { lazyMutation, useMutation } from '../../src/app/use-mutation';
import { sv } from '../../src/i18n/sv';
import { ApiError } from '../../src/lib/api-client';

function deferred() {
  let resolve: (value: string) => void = () => undefined;
  const promise = new Promise<string>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('useMutation', () => {
  it('two screens starting the same write send it once; the skipped one does not stay busy', async () => {
    const gate = deferred();
    let calls = 0;
    const saved = createAppMutation('test/saved', (_arg: { id: string }) => {
      calls += 1;
      return gate.promise;
    });
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const first = renderHook(() => useMutation(saved), { wrapper });
    const second = renderHook(() => useMutation(saved), { wrapper });
    let firstRun: Promise<unknown> = Promise.resolve();
    let secondResult: unknown;
    await act(async () => {
      firstRun = first.result.current.run({ id: 'a' });
      secondResult = await second.result.current.run({ id: 'a' });
    });
    expect(calls).toBe(1);
    expect(secondResult).toEqual({ ok: false, skipped: true });
    expect(second.result.current.pending).toBe(false);
    expect(first.result.current.pending).toBe(true);
    await act(async () => {
      gate.resolve('ok');
      await firstRun;
    });
    expect(first.result.current.pending).toBe(false);
  });

  it('a failure keeps its kind and whether the write may have been stored', async () => {
    const saved = createAppMutation('test/failing', () => Promise.reject(new ApiError('not fund 404', 'network')));
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const hook = renderHook(() => useMutation(saved), { wrapper });
    await act(async () => {
      await hook.result.current.run();
    });
    await waitFor(() => expect(hook.result.current.failure).toMatchObject({ message: 'not fund 404', kind: 'network', ambiguous: true }));
  });

  it('answers the same object from render to render until its state changes (rows keep their memo)', async () => {
    const gate = deferred();
    const saved = createAppMutation('test/stable', (_arg: { id: string }) => gate.promise);
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    // An inline success text, as screens write it: a new function every render.
    const hook = renderHook(() => useMutation(saved, { success: (text) => text }), { wrapper });
    const before = hook.result.current;
    hook.rerender();
    expect(hook.result.current).toBe(before);
    let running: Promise<unknown> = Promise.resolve();
    act(() => {
      running = hook.result.current.run({ id: 'a' });
    });
    expect(hook.result.current).not.toBe(before);
    expect(hook.result.current.pending).toBe(true);
    expect(hook.result.current.run).toBe(before.run);
    await act(async () => {
      gate.resolve('');
      await running;
    });
    const settled = hook.result.current;
    hook.rerender();
    expect(hook.result.current).toBe(settled);
  });

  it('a write whose code is not here yet: busy while it loads, then sent once with what was pressed (issue 44)', async () => {
    const sent: { id: string }[] = [];
    const saved = createAppMutation('test/later', (arg: { id: string }) => {
      sent.push(arg);
      return Promise.resolve('sparat');
    });
    let arrive: (thunk: typeof saved) => void = () => undefined;
    const later = lazyMutation(() => new Promise<typeof saved>((resolve) => (arrive = resolve)));
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const hook = renderHook(() => useMutation(later), { wrapper });
    let run: Promise<unknown> = Promise.resolve();
    act(() => {
      run = hook.result.current.run({ id: 'a' });
    });
    expect(hook.result.current.pending).toBe(true);
    expect(sent).toEqual([]);
    await act(async () => {
      arrive(saved);
      expect(await run).toEqual({ ok: true, value: 'sparat' });
    });
    expect(sent).toEqual([{ id: 'a' }]);
    expect(hook.result.current.pending).toBe(false);
  });

  it('a write whose code cannot be fetched sends nothing, says so, and asks for the code again at the next press', async () => {
    const sent: string[] = [];
    const saved = createAppMutation('test/offline', (arg: string) => {
      sent.push(arg);
      return Promise.resolve(arg);
    });
    let asked = 0;
    const later = lazyMutation(() => (++asked === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(saved)));
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const hook = renderHook(() => useMutation(later), { wrapper });
    await act(async () => {
      await hook.result.current.run('a');
    });
    expect(sent).toEqual([]);
    expect(hook.result.current.failure).toMatchObject({ message: sv.errors.network, kind: 'network' });
    await act(async () => {
      await hook.result.current.run('b');
    });
    expect(sent).toEqual(['b']);
    expect(asked).toBe(2);
  });
});
