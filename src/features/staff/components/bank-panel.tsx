/**
 * 'lägg till ett bankkonto' (SPEC.md §2 'Add-bank-account panel', §5 'Bank account'): a Swedish
 * IBAN or clearing + account number (lib/bank-account.ts), else 'fel bank konto'. Sends
 * PUT /api/auth/edit/ with {bankaccount} and the bearer token — the provider stores it on the
 * signed-in person — then shows 'Ett bankkonto har lagts till' and updates the session's
 * user info and the person's time record in place.
 */
import { useState } from 'react';
import { Field } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { isValidBankAccount, normalizeBankAccount } from '../../../lib/bank-account';
import { bankAccountAdded } from '../staff-slice';
import { Panel, usePanelSubmit } from './panel';

export function BankPanel({ userId, heading = sv.profile.addBank }: { userId: string; heading?: string }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const panel = usePanelSubmit(bankAccountAdded);

  const submit = () => {
    panel.clearDone();
    if (!isValidBankAccount(value)) {
      setError(sv.profile.bankWrong);
      return;
    }
    setError(null);
    void panel.send({ userId, bankaccount: normalizeBankAccount(value) }, sv.profile.bankAdded, () => setValue(''));
  };

  return (
    <Panel heading={heading} submitLabel={sv.profile.bankSubmit} onSubmit={submit} panel={panel}>
      <Field
        label={sv.profile.bankAccount}
        value={value}
        placeholder={sv.profile.bankPlaceholder}
        hint={sv.profile.bankHint}
        autoComplete="off"
        spellCheck={false}
        error={error}
        onChange={(e) => setValue(e.target.value)}
      />
    </Panel>
  );
}
