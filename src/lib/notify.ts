/**
 * Toasts (SPEC.md §2): success green, error red, 2000 ms, bottom right, not dismissible.
 * react-toastify is loaded at the person's first interaction (components/toasts.tsx), not
 * with the first screen; a toast asked for earlier mounts it and waits instead of being lost.
 */
type Kind = 'success' | 'error';

let requestMount: () => void = () => undefined;
let markReady: () => void = () => undefined;
let ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the toast host: how to mount the container on demand, and when it is mounted. */
export function registerToastHost(mount: () => void): { mounted: () => void; unmounted: () => void } {
  requestMount = mount;
  return {
    mounted: () => markReady(),
    unmounted: () => {
      ready = new Promise<void>((resolve) => {
        markReady = resolve;
      });
    },
  };
}

export async function notify(kind: Kind, message: string): Promise<void> {
  if (!message) return;
  requestMount();
  await ready;
  const { toast } = await import('react-toastify/unstyled');
  toast[kind](message);
}
