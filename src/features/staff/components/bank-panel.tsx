/**
 * 'lägg till ett bankkonto' (SPEC.md §2 'Add-bank-account panel', §5 'Bank account'): a Swedish
 * IBAN or clearing + account number (lib/bank-account.ts), else 'fel bank konto'. Sends
 * PUT /api/auth/edit/ with {bankaccount} and the bearer token — the provider stores it on the
 * signed-in person — then shows 'Ett bankkonto har lagts till' and updates the session's
 * user info in place; `onSaved` lets the host update what it shows.
 */
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { Field } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { isValidBankAccount, normalizeBankAccount } from '../../../lib/bank-account';
import { userInfoUpdated } from '../../../app/session';
import { bankAccountAdded } from '../../time/months-slice';
import { Panel, usePanelSubmit } from './panel';

export function BankPanel({
  heading = sv.profile.addBank,
  onSaved,
}: {
  heading?: string;
  onSaved?: (bankaccount: string) => void;
}) {
  const dispatch = useAppDispatch();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const panel = usePanelSubmit();

  const submit = () => {
    panel.setResult(null);
    if (!isValidBankAccount(value)) {
      setError(sv.profile.bankWrong);
      return;
    }
    setError(null);
    const bankaccount = normalizeBankAccount(value);
    void panel.run(async () => {
      await dispatch(bankAccountAdded(bankaccount)).unwrap();
      dispatch(userInfoUpdated({ bankaccount }));
      onSaved?.(bankaccount);
      setValue('');
      return sv.profile.bankAdded;
    });
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
