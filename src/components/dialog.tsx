/**
 * The one dialog shell, on the native <dialog> opened with showModal(): the browser traps focus
 * and makes the page behind inert; Escape and a click on the backdrop cancel (unless busy);
 * on open focus goes to `initialFocus()` (else the dialog), on close back to where it was.
 * ConfirmDialog (a question) and Modal (an overlay with a heading and ×) are built on it.
 */

import { useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { sv } from '../i18n/sv-common';
import styles from './dialog.module.css';
import { DialogsHeld } from './dialogs-held';

export { DialogsHeld };

export function Dialog({
  open,
  onCancel,
  busy = false,
  labelledBy,
  describedBy,
  initialFocus,
  className,
  children,
}: {
  open: boolean;
  onCancel: () => void;
  busy?: boolean;
  labelledBy: string;
  describedBy?: string | undefined;
  /** The element to focus on open; the dialog itself when it answers nothing. */
  initialFocus?: () => HTMLElement | null | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  /** Where focus was inside the dialog when it was held: it goes back there. */
  const heldFocus = useRef<HTMLElement | null>(null);
  const wasHeld = useRef(false);
  const focusFirst = useRef(initialFocus);
  focusFirst.current = initialFocus;
  const held = useContext(DialogsHeld);
  const shown = open && !held;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (shown && !dialog.open) {
      // Back from being held: focus returns to where it was, and later to the opener as before.
      const resumed = wasHeld.current && heldFocus.current?.isConnected ? heldFocus.current : null;
      if (!wasHeld.current) returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      wasHeld.current = false;
      heldFocus.current = null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      (resumed ?? focusFirst.current?.() ?? dialog).focus();
    } else if (!shown && dialog.open) {
      if (open) {
        wasHeld.current = true;
        heldFocus.current = document.activeElement instanceof HTMLElement && dialog.contains(document.activeElement) ? document.activeElement : null;
        close(dialog);
        return;
      }
      close(dialog);
      restore();
    }
  }, [shown, open]);

  // Unmounted while open (an overlay that closes by unmounting): focus goes back too.
  useEffect(
    () => () => {
      const dialog = ref.current;
      if (dialog?.open) close(dialog);
      restore();
    },
    [],
  );

  function restore() {
    const back = returnFocus.current;
    returnFocus.current = null;
    if (back?.isConnected) back.focus();
  }

  return (
    // The keydown handler covers environments without native Escape handling (jsdom).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={[styles.dialog, className].filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // Only the dialog's own cancel (Escape): a file input inside fires a `cancel` that
        // bubbles when its picker is dismissed or the same file is picked again (issue 18).
        if (event.target !== event.currentTarget) return;
        // Escape: close through the owner's state so state stays the truth.
        event.preventDefault();
        if (!busy) onCancel();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          if (!busy) onCancel();
        }
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) cancels.
        if (event.target !== ref.current || busy) return;
        const box = ref.current.getBoundingClientRect();
        const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
        if (outside) onCancel();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}

function close(dialog: HTMLDialogElement) {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

/** An overlay with its heading and a close button (×); open while mounted. */
export function Modal({
  title,
  onClose,
  children,
  wide = false,
  initialFocus,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  /** The element to focus on open (a form's first field); the dialog itself otherwise. */
  initialFocus?: () => HTMLElement | null | undefined;
}) {
  const headingId = useId();
  return (
    <Dialog open onCancel={onClose} labelledBy={headingId} className={wide ? styles.wide : styles.overlay} initialFocus={initialFocus}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={sv.app.close}>
          ×
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </Dialog>
  );
}
