/**
 * Creates left pending by a reload (lib/writes/create-once.ts), on the screen of their kind: each is
 * looked for in what is stored, and while it may still land the screen says so and reads again
 * every few seconds (as the day's registration does). Found: it is registered (copies removed)
 * and the list is read again; no longer able to land: the person is told to enter it again.
 */
import { useEffect, useRef, useState } from 'react';
import { pad2 } from '../lib/time';
import { markerText, pendingCreates, watchPending, type CreateCheck, type PendingCreate } from '../lib/writes/create-once';
import { Banner } from './ui';

export interface PendingTexts {
  waiting: (label: string, until: string) => string;
  landed: (label: string) => string;
  notLanded: (label: string) => string;
}

/** Pending creates being watched now, across screens and StrictMode's second effect. */
const watching = new Set<string>();

const clock = (ms: number) => {
  const at = new Date(ms);
  return `${pad2(at.getHours())}:${pad2(at.getMinutes())}`;
};

export function PendingCreates<T>({
  prefix,
  checkOf,
  texts,
  onLanded,
}: {
  /** The kind's keys start with this. */
  prefix: string;
  /** How to read one back (from what its marker keeps); null when it cannot be. */
  checkOf: (marker: PendingCreate) => CreateCheck<T> | null;
  texts: PendingTexts;
  onLanded: () => void;
}) {
  const [lines, setLines] = useState<Record<string, { text: string; tone: 'success' | 'error' }>>({});
  const latest = useRef({ checkOf, texts, onLanded });
  latest.current = { checkOf, texts, onLanded };

  useEffect(() => {
    for (const marker of pendingCreates(prefix)) {
      if (marker.found !== undefined || watching.has(marker.key)) continue;
      const check = latest.current.checkOf(marker);
      if (!check) continue;
      const label = markerText(marker, 'label');
      const show = (text: string, tone: 'success' | 'error' = 'success') => setLines((l) => ({ ...l, [marker.key]: { text, tone } }));
      watching.add(marker.key);
      watchPending(marker, check, { onWait: (until) => show(latest.current.texts.waiting(label, clock(until))) })
        .then((found) => {
          if (found) {
            show(latest.current.texts.landed(label));
            latest.current.onLanded();
          } else show(latest.current.texts.notLanded(label), 'error');
        })
        // Unreadable now: the marker stays, and the next save of it reads back first.
        .catch(() => undefined)
        .finally(() => watching.delete(marker.key));
    }
  }, [prefix]);

  return (
    <>
      {Object.entries(lines).map(([key, line]) => (
        <Banner
          key={key}
          tone={line.tone}
          onDismiss={() => setLines((l) => Object.fromEntries(Object.entries(l).filter(([k]) => k !== key)))}
        >
          {line.text}
        </Banner>
      ))}
    </>
  );
}
