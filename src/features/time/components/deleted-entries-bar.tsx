/** 'Passet fre 20/11 togs bort. Ångra' for each delete still waiting; the newest 'Ångra' takes focus. */
import { useEffect, useRef } from 'react';
import { buttonClass } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { shortDay } from './entry-weeks';
import styles from './profile-page.module.css';
import type { PendingDelete } from './use-pending-deletes';

export function DeletedEntriesBar({ pending, onUndo }: { pending: readonly PendingDelete[]; onUndo: (entryId: string) => void }) {
  const waiting = pending.filter((p) => !p.sending);
  const newest = useRef<HTMLButtonElement>(null);
  const count = waiting.length;
  const lastId = waiting[count - 1]?.entry._id;
  useEffect(() => {
    if (lastId) newest.current?.focus();
  }, [lastId]);
  return (
    <div className={styles.undoBar} role="status">
      {waiting.map((p, i) => (
        <div key={p.entry._id} className={styles.undoItem}>
          <span>{sv.profile.entryDeleted(shortDay(p.entry.date))}</span>
          <button
            type="button"
            className={buttonClass('secondary')}
            ref={i === count - 1 ? newest : undefined}
            onClick={() => onUndo(p.entry._id)}
          >
            {sv.profile.undo}
          </button>
        </div>
      ))}
    </div>
  );
}
