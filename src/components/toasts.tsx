import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { registerToastHost } from '../lib/notify';

const ToastHost = lazy(() => import('./toast-container'));

/** Mounts the toast container once the page is idle, or at the first toast. */
export function Toasts() {
  const [on, setOn] = useState(false);
  const host = useMemo(() => registerToastHost(() => setOn(true)), []);
  useEffect(() => {
    const show = () => setOn(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(show, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(show, 1500);
    return () => clearTimeout(id);
  }, []);
  useEffect(() => host.unmounted, [host]);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost onMounted={host.mounted} />
    </Suspense>
  );
}
