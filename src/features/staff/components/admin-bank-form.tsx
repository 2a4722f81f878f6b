/**
 * 'lägg till bankkonto' on the member detail. The provider's bank call (PUT /api/auth/edit/)
 * sets the account of whoever holds the token, i.e. the admin; for another member the account
 * is saved with the member's own edit call (PUT /api/auth/edit/{id}/).
 */
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { Banner, Button, Field } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { isValidBankAccount, normalizeBankAccount } from '../../../lib/bank-account';
import type { User } from '../../../types/api';
import { memberEdited } from '../staff-slice';
import styles from './staff.module.css';

export function AdminBankForm({ member }: { member: User }) {
  const dispatch = useAppDispatch();
  const [value, setValue] = useState(member.bankaccount);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    if (!isValidBankAccount(value)) {
      setError(sv.profile.bankWrong);
      return;
    }
    setError(null);
    setBusy(true);
    const { fullname, phone, email, personnummer } = member;
    const user = { fullname, phone, email, personnummer, bankaccount: normalizeBankAccount(value) };
    try {
      await dispatch(memberEdited({ id: member._id, user })).unwrap();
      setNotice({ tone: 'success', text: sv.profile.bankAdded });
    } catch (failure) {
      const { message, silent } = failure as { message: string; silent: boolean };
      if (!silent) setNotice({ tone: 'error', text: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {notice ? (
        <Banner tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
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
      <Button type="submit" disabled={busy}>
        {busy ? sv.staff.saving : sv.staff.bankSave}
      </Button>
    </form>
  );
}
