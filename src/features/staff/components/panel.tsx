/**
 * The shell of the small account forms (password, bank): a headed section, a form, the outcome
 * next to the button. Sending goes through the one mutation path (useMutation): a double tap
 * sends once, a failure is shown next to the form and focused (a silent session reset shows
 * nothing), and what was typed is kept.
 */
import type { AsyncThunk } from '@reduxjs/toolkit';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { AppThunkConfig } from '../../../app/create-app-thunk';
import { useMutation } from '../../../app/use-mutation';
import { Banner, Button, FailureNotice } from '../../../components/ui';
import styles from './panels.module.css';

export function usePanelSubmit<R, A>(thunk: AsyncThunk<R, A, AppThunkConfig>) {
  const mutation = useMutation(thunk);
  const [done, setDone] = useState<string | null>(null);

  /** Sends; on success shows `successText` and calls `onSuccess`. */
  async function send(arg: A, successText: string, onSuccess?: () => void): Promise<void> {
    setDone(null);
    const result = await mutation.run(arg);
    if (result.ok) {
      setDone(successText);
      onSuccess?.();
    }
  }

  return { ...mutation, done, clearDone: () => setDone(null), send };
}

export function Panel<R, A>({
  heading,
  submitLabel,
  onSubmit,
  panel,
  children,
}: {
  heading: string;
  submitLabel: string;
  onSubmit: () => void;
  panel: ReturnType<typeof usePanelSubmit<R, A>>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {panel.done ? (
          <Banner tone="success" onDismiss={panel.clearDone}>
            {panel.done}
          </Banner>
        ) : null}
        {children}
        <FailureNotice failure={panel.failure} onDismiss={panel.dismiss} />
        <Button type="submit" disabled={panel.pending} aria-busy={panel.pending || undefined}>
          {submitLabel}
        </Button>
      </form>
    </section>
  );
}
