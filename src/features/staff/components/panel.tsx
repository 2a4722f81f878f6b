/**
 * The shell of Min sida's small forms (password, bank): a headed section, a form, the outcome
 * banner, and one way to send — a double tap sends once, a failure shows the message (a silent
 * session reset shows nothing) and keeps what was typed.
 */
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Banner, Button } from '../../../components/ui';
import { failureOf } from '../../time/failure';
import styles from './panels.module.css';

type Result = { tone: 'success' | 'error'; text: string } | null;

export function usePanelSubmit() {
  const [result, setResult] = useState<Result>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  /** Runs `send` unless a send is under way; it answers the success text to show. */
  async function run(send: () => Promise<string>): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      setResult({ tone: 'success', text: await send() });
    } catch (failed) {
      const failure = failureOf(failed);
      if (!failure.silent) setResult({ tone: 'error', text: failure.message });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return { result, setResult, sending, run };
}

export function Panel({
  heading,
  submitLabel,
  onSubmit,
  panel,
  children,
}: {
  heading: string;
  submitLabel: string;
  onSubmit: () => void;
  panel: ReturnType<typeof usePanelSubmit>;
  children: ReactNode;
}) {
  const headingId = useId();
  const { result, setResult, sending } = panel;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (!sending) onSubmit();
        }}
      >
        {result ? (
          <Banner tone={result.tone} onDismiss={() => setResult(null)}>
            {result.text}
          </Banner>
        ) : null}
        {children}
        <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
          {submitLabel}
        </Button>
      </form>
    </section>
  );
}
