/**
 * Shared primitives: one way to show a button, a labelled field with its error, a password
 * field with show/hide, a dismissible banner. Every form in the app uses these.
 */
import { useEffect, useId, useRef, useState, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import { sv } from '../i18n/sv-common';
import styles from './ui.module.css';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'danger';
  block?: boolean;
};

export function Button({ variant = 'primary', block = false, className, type = 'button', ...rest }: ButtonProps) {
  const classes = [styles.button, variant !== 'primary' && styles[variant], block && styles.block, className]
    .filter(Boolean)
    .join(' ');
  return <button type={type} className={classes} {...rest} />;
}

export const buttonClass = (variant: 'primary' | 'secondary' | 'danger' = 'primary') =>
  [styles.button, variant !== 'primary' && styles[variant]].filter(Boolean).join(' ');

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | null | undefined;
  hint?: ReactNode;
  /** Rendered inside the control, after the input (e.g. a show/hide toggle). */
  trailing?: ReactNode;
};

/** A labelled input; invalid inputs get an error border, an icon and the message below. */
export function Field({ label, error, hint, trailing, className, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={[styles.control, trailing ? styles.withToggle : ''].join(' ')}>
        {/* The error icon sits in the input; a toggle sits beside it, so the two never overlap. */}
        <span className={styles.inputWrap}>
          <input
            id={id}
            className={[styles.input, error ? styles.invalid : ''].join(' ')}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...input}
          />
          {error ? (
            <span className={styles.errorIcon} aria-hidden="true">
              !
            </span>
          ) : null}
        </span>
        {trailing}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type PasswordFieldProps = Omit<FieldProps, 'type' | 'trailing'> & {
  value: string;
  /** The toggle appears once the password is longer than this many characters. */
  toggleAfter: number;
};

export function PasswordField({ toggleAfter, value, ...rest }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const canToggle = value.length > toggleAfter;
  return (
    <Field
      {...rest}
      value={value}
      type={shown && canToggle ? 'text' : 'password'}
      trailing={
        canToggle ? (
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={shown}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? sv.app.hidePassword : sv.app.showPassword}
          </button>
        ) : null
      }
    />
  );
}

export function Banner({
  children,
  onDismiss,
  tone = 'error',
}: {
  children: ReactNode;
  onDismiss?: () => void;
  tone?: 'error' | 'success';
}) {
  return (
    <div
      className={[styles.banner, tone === 'success' ? styles.bannerSuccess : ''].join(' ')}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <p className={styles.bannerText}>{children}</p>
      {onDismiss ? (
        <button type="button" className={styles.bannerClose} onClick={onDismiss} aria-label={sv.errors.dismiss}>
          ×
        </button>
      ) : null}
    </div>
  );
}

/**
 * The one way a failure is shown (issue 10): next to what failed, scrolled into view and
 * focused when it appears, so a person on a phone sees that something went wrong. `retry`
 * offers 'Försök igen'.
 */
export function FailureNotice({
  failure,
  onDismiss,
  onRetry,
  retryLabel = sv.app.retry,
  takeFocus = true,
  children,
}: {
  failure: { message: string } | null;
  onDismiss?: () => void;
  onRetry?: () => void;
  retryLabel?: string;
  /** False where the form moves focus to its first invalid field instead (DECISIONS.md 19). */
  takeFocus?: boolean;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || !takeFocus) return;
    // jsdom has no scrollIntoView.
    el.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    el.focus({ preventScroll: true });
  }, [failure, takeFocus]);
  if (!failure) return null;
  return (
    <div ref={ref} tabIndex={-1} className={styles.failure} role="alert">
      <p className={styles.bannerText}>
        {failure.message}
        {children ? <> {children}</> : null}
      </p>
      <div className={styles.failureActions}>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : null}
        {onDismiss ? (
          <button type="button" className={styles.bannerClose} onClick={onDismiss} aria-label={sv.errors.dismiss}>
            ×
          </button>
        ) : null}
      </div>
    </div>
  );
}

export function Loader({ label = sv.app.loading }: { label?: string }) {
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <div className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/**
 * The loading/error wrapper (SPEC.md §2 'Shared widgets'): the loader while loading, the error
 * text with 'Uppdatera sidan' (clears the error and retries) on failure, else the content.
 */
export function LoadingError({
  loading,
  error,
  onRetry,
  children,
}: {
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (error) {
    return (
      <div className={styles.errorBox} role="alert">
        <p>{error}</p>
        <Button variant="secondary" onClick={onRetry}>
          {sv.app.reload}
        </Button>
      </div>
    );
  }
  if (loading) return <Loader />;
  return <>{children}</>;
}

export interface SelectOption {
  value: string;
  label: string;
}

/** The one labelled select: its label, its options, its error under it like a Field's. */
export function SelectField({
  label,
  options,
  value,
  onChange,
  error,
  className = styles.field,
  name,
}: {
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  className?: string | undefined;
  name?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={[styles.input, error ? styles.invalid : ''].join(' ')}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled select of numbers (break hours and minutes). */
export function NumberSelect({
  options,
  value,
  onChange,
  ...rest
}: {
  label: string;
  options: readonly number[];
  value: number;
  onChange: (value: number) => void;
  className?: string | undefined;
}) {
  return (
    <SelectField
      {...rest}
      options={options.map((n) => ({ value: String(n), label: String(n) }))}
      value={String(value)}
      onChange={(next) => onChange(Number(next))}
    />
  );
}

export const uiStyles = styles;
