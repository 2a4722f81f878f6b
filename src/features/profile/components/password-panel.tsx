/**
 * 'ändra lösenord' (SPEC.md §2 'Change-password panel', §5 'Change password'): new password and
 * its confirmation, each with show/hide; at least 3 characters each, and equal, else both fields
 * are in error. Sends PUT /api/auth/password/{id}/ and shows 'Lösenordet har ändrats'.
 */
import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { Banner, Button, PasswordField } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { isValidPassword } from '../../../lib/validation';
import { failureOf } from '../failure';
import { passwordChanged } from '../months-slice';
import styles from './panels.module.css';

interface Errors {
  password?: string;
  confirm?: string;
}

export function validatePasswords(password: string, confirm: string): Errors {
  const errors: Errors = {};
  if (!isValidPassword(password)) errors.password = sv.profile.passwordShort;
  if (!isValidPassword(confirm)) errors.confirm = sv.profile.passwordShort;
  if (!errors.password && !errors.confirm && password !== confirm) {
    errors.password = sv.profile.passwordMismatch;
    errors.confirm = sv.profile.passwordMismatch;
  }
  return errors;
}

export function PasswordPanel({ userId, heading = sv.profile.changePassword }: { userId: string; heading?: string }) {
  const dispatch = useAppDispatch();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setResult(null);
    const found = validatePasswords(password, confirm);
    setErrors(found);
    if (found.password || found.confirm) return;
    setSending(true);
    try {
      await dispatch(passwordChanged({ userId, password })).unwrap();
      setPassword('');
      setConfirm('');
      setResult({ tone: 'success', text: sv.profile.passwordChanged });
    } catch (error) {
      const failure = failureOf(error);
      if (!failure.silent) setResult({ tone: 'error', text: failure.message });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <form noValidate onSubmit={(e) => void submit(e)}>
        {result ? (
          <Banner tone={result.tone} onDismiss={() => setResult(null)}>
            {result.text}
          </Banner>
        ) : null}
        <PasswordField
          label={sv.profile.newPassword}
          value={password}
          toggleAfter={0}
          autoComplete="new-password"
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          label={sv.profile.confirmPassword}
          value={confirm}
          toggleAfter={0}
          autoComplete="new-password"
          error={errors.confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
          {sv.profile.passwordSubmit}
        </Button>
      </form>
    </section>
  );
}
