/**
 * 'lägg till bankkonto' on the member detail. The provider's bank call (PUT /api/auth/edit/)
 * sets the account of whoever holds the token, i.e. the admin; for another member the account
 * is saved with the member's own edit call (PUT /api/auth/edit/{id}/). Sent through the one
 * mutation path (usePanelSubmit): two presses send one call, a failure shows next to the
 * button and takes focus.
 */
import { useState, type FormEvent } from 'react';
import { Banner, Button, FailureNotice, Field } from '../../../components/ui';
import { sv } from '../../../i18n/sv-admin';
import { isValidBankAccount, normalizeBankAccount } from '../../../lib/bank-account';
import type { User } from '../../../types/api';
import { memberEdited } from '../staff-slice';
import { usePanelSubmit } from './panel';
import styles from './staff.module.css';

export function AdminBankForm({ member }: { member: User }) {
  const [value, setValue] = useState(member.bankaccount);
  const [error, setError] = useState<string | null>(null);
  const panel = usePanelSubmit(memberEdited);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    panel.clearDone();
    if (!isValidBankAccount(value)) {
      setError(sv.profile.bankWrong);
      panel.dismiss();
      return;
    }
    setError(null);
    const { fullname, phone, email, personnummer } = member;
    const user = { fullname, phone, email, personnummer, bankaccount: normalizeBankAccount(value) };
    void panel.send({ id: member._id, user }, sv.profile.bankAdded);
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {panel.done ? (
        <Banner tone="success" onDismiss={panel.clearDone}>
          {panel.done}
        </Banner>
      ) : null}
      <Field
        label={sv.profile.bankAccount}
        name="bankaccount"
        value={value}
        placeholder="SE45 5000 0000 0583 9825 7466"
        autoComplete="off"
        onChange={(e) => setValue(e.target.value)}
        error={error}
      />
      <FailureNotice failure={panel.failure} onDismiss={panel.dismiss} />
      <Button type="submit" disabled={panel.pending} aria-busy={panel.pending || undefined}>
        {panel.pending ? sv.staff.saving : sv.staff.bankSave}
      </Button>
    </form>
  );
}
