/** Whether Min sida shows the phone's lines (entry-lines.tsx) or the desk's table (time-entry-table.tsx). */
import { useSyncExternalStore } from 'react';

/** Below this width Min sida shows lines; from it on, the table. */
const NARROW = '(max-width: 719.98px)';

function subscribeNarrow(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is phone-wide. Without matchMedia (jsdom) it is not. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribeNarrow,
    () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches,
    () => false,
  );
}
