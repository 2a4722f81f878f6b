/**
 * An overlay on the native <dialog> opened with showModal(): the browser traps focus and
 * makes the page behind inert; Escape closes; the dialog is labelled by its heading; focus
 * returns to where it was when the overlay closes.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { sv } from '../../../i18n/sv';
import styles from './bills.module.css';

export function Modal({
  title,
  onClose,
  children,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog) return undefined;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={[styles.dialog, wide ? styles.dialogWide : ''].join(' ')}
      aria-labelledby={headingId}
      onCancel={(event) => {
        // Escape: close through React state so the overlay unmounts.
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.dialogHeader}>
        <h2 id={headingId} className={styles.dialogTitle}>
          {title}
        </h2>
        <button type="button" className={styles.iconButton} onClick={onClose} aria-label={sv.app.close}>
          ×
        </button>
      </div>
      <div className={styles.dialogBody}>{children}</div>
    </dialog>
  );
}

