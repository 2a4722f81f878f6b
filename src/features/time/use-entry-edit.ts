/**
 * The edit of one time entry (SPEC.md §5 'Time-entry edit', §4 'Editing a total'): its draft, its
 * checks (person-time/entry-edit.ts) and its save (person-time/entry-writes.ts). One model for the
 * desk's table row (components/entry-edit-row.tsx) and the phone's opened line
 * (components/entry-line-edit.tsx). An error shows once save is pressed and goes as soon as its
 * field is valid (DECISIONS.md 19); the first field takes focus when the edit opens.
 */
import { useEffect, useRef, useState } from 'react';
import { useMutation } from '../../app/use-mutation';
import { draftOf, hasErrors, validateEntryDraft, type EntryDraft, type EntryErrors } from '../../person-time/entry-edit';
import { entryEditedLater } from '../../person-time/lazy-writes';
import type { TimeEntry } from '../../types/api';

export interface EntryEditOptions {
  userId: string;
  entry: TimeEntry;
  /** The month the entry belongs to (sent with the totals correction). */
  monthNumber: number;
  /** Saved (or saved in part, then kept as 'Inte helt sparat'): the edit closes. */
  onSaved: () => void;
}

export function useEntryEdit({ userId, entry, monthNumber, onSaved }: EntryEditOptions) {
  const [draft, setDraft] = useState<EntryDraft>(() => draftOf(entry));
  const [errors, setErrors] = useState<EntryErrors>({});
  const save = useMutation(entryEditedLater, { success: (r) => (r.unsaved ? '' : r.message) });
  /** The edit's row or form: its first field takes focus. */
  const container = useRef<HTMLElement | null>(null);

  useEffect(() => {
    container.current?.querySelector('input')?.focus();
  }, []);

  const change = (patch: Partial<EntryDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (hasErrors(errors)) setErrors(validateEntryDraft(next));
  };

  const submit = async () => {
    const found = validateEntryDraft(draft);
    setErrors(found);
    if (hasErrors(found)) return;
    const result = await save.run({ userId, entry, draft, monthNumber });
    if (result.ok) onSaved();
  };

  return { draft, errors, change, submit, saving: save.pending, failure: save.failure, dismiss: save.dismiss, container };
}

export type EntryEdit = ReturnType<typeof useEntryEdit>;
