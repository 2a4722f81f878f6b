/**
 * An accessible confirmation dialog on the native <dialog> (modal, focus trapped by the
 * browser, Escape cancels). Two ways to use it:
 *
 * 1. The hook, for a plain yes/no question:
 *      const { confirm, dialog } = useConfirm();
 *      ...
 *      if (await confirm(sv.profile.confirmDeleteEntry)) { ...delete... }
 *      ...
 *      return <>{...}{dialog}</>;           // render `dialog` once, anywhere in the component
 *    `confirm(text, options?)` resolves true on the confirm button, false on cancel, Escape or
 *    a click on the backdrop. Options: { confirmLabel, cancelLabel, danger }.
 *
 * 2. The controlled component, when the dialog holds more (a select, an error with retry):
 *      <ConfirmDialog open={open} text="Flytta tiden" onConfirm={move} onCancel={close}
 *                     confirmLabel="Flytta" busy={sending} error={error}>
 *        ...extra content (fields)...
 *      </ConfirmDialog>
 *    `error` shows in an alert inside the dialog; `busy` disables the buttons.
 *
 * Focus: on open the cancel button gets focus (the safe choice for destructive questions) unless
 * `initialFocus` says 'content' (the first field in children); on close focus returns to
 * where it was. The dialog shell itself is components/dialog.tsx.
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Dialog } from './dialog';
import { sv } from '../i18n/sv-common';
import styles from './confirm-dialog.module.css';
import { Button, buttonClass } from './ui';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question; it names the dialog. */
  text: string;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
  busy?: boolean;
  error?: string | null;
  initialFocus?: 'cancel' | 'content';
  children?: ReactNode;
}

export function ConfirmDialog({
  open,
  text,
  onConfirm,
  onCancel,
  confirmLabel = sv.app.yes,
  cancelLabel = sv.app.cancel,
  danger = false,
  busy = false,
  error = null,
  initialFocus = 'cancel',
  children,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const errorId = useId();

  return (
    <Dialog
      open={open}
      onCancel={onCancel}
      busy={busy}
      labelledBy={titleId}
      describedBy={error ? errorId : undefined}
      initialFocus={() =>
        (initialFocus === 'content' ? contentRef.current?.querySelector<HTMLElement>('input, select, textarea, button') : null) ??
        cancelRef.current
      }
    >
      <form
        method="dialog"
        className={styles.body}
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onConfirm();
        }}
      >
        <p id={titleId} className={styles.text}>
          {text}
        </p>
        {children ? (
          <div ref={contentRef} className={styles.content}>
            {children}
          </div>
        ) : null}
        {error ? (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button ref={cancelRef} type="button" className={buttonClass('secondary')} onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy} aria-busy={busy || undefined}>
            {error ? sv.app.retry : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

interface ConfirmOptions {
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
}

interface Pending extends ConfirmOptions {
  text: string;
  resolve: (answer: boolean) => void;
}

/** `const { confirm, dialog } = useConfirm()`: see the top of this file. */
export function useConfirm(): { confirm: (text: string, options?: ConfirmOptions) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const settle = useCallback((answer: boolean) => {
    pendingRef.current?.resolve(answer);
    pendingRef.current = null;
    setPending(null);
  }, []);

  const confirm = useCallback((text: string, options: ConfirmOptions = {}) => {
    pendingRef.current?.resolve(false);
    return new Promise<boolean>((resolve) => {
      const next = { ...options, text, resolve };
      pendingRef.current = next;
      setPending(next);
    });
  }, []);

  // An unmounted host answers "no" to a question still open.
  useEffect(() => () => pendingRef.current?.resolve(false), []);

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      text={pending?.text ?? ''}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
      {...(pending?.confirmLabel ? { confirmLabel: pending.confirmLabel } : {})}
      {...(pending?.cancelLabel ? { cancelLabel: pending.cancelLabel } : {})}
      danger={pending?.danger ?? false}
    />
  );
  return { confirm, dialog };
}
