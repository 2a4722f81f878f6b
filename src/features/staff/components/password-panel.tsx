/**
 * 'ändra lösenord' (SPEC.md §2 'Change-password panel', §5 'Change password'): new password and
 * its confirmation, each with show/hide; at least 3 characters each, and equal, else both fields
 * are in error. Sends PUT /api/auth/password/{id}/ and shows 'Lösenordet har ändrats'.
 */
import { useState } from 'react';
import { PasswordField } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { isValidPassword } from '../../../lib/validation';
import { passwordChanged } from '../staff-slice';
import { Panel, usePanelSubmit } from './panel';

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
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const panel = usePanelSubmit(passwordChanged);

  const submit = () => {
    panel.clearDone();
    const found = validatePasswords(password, confirm);
    setErrors(found);
    if (found.password || found.confirm) return;
    void panel.send({ userId, password }, sv.profile.passwordChanged, () => {
      setPassword('');
      setConfirm('');
    });
  };

  return (
    <Panel heading={heading} submitLabel={sv.profile.passwordSubmit} onSubmit={submit} panel={panel}>
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
    </Panel>
  );
}
