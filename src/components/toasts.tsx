import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { onFirstInteraction } from '../lib/first-interaction';
import { registerToastHost } from '../lib/notify';

const ToastHost = lazy(() => import('./toast-container'));

/**
 * Mounts the toast container at the person's first interaction (a focus, key press or tap), or
 * at the first toast: never on idle, so an untouched login screen downloads nothing more.
 */
export function Toasts() {
  const [on, setOn] = useState(false);
  const host = useMemo(() => registerToastHost(() => setOn(true)), []);
  useEffect(() => onFirstInteraction(() => setOn(true)), []);
  useEffect(() => host.unmounted, [host]);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost onMounted={host.mounted} />
    </Suspense>
  );
}
