/**
 * 'lägg till ett bankkonto' (SPEC.md §2 'Add-bank-account panel', §5 'Bank account'): a Swedish
 * IBAN or clearing + account number (lib/bank-account.ts), else 'fel bank konto'. Sends
 * PUT /api/auth/edit/ with {bankaccount} and the bearer token — the provider stores it on the
 * signed-in person — then shows 'Ett bankkonto har lagts till' and updates the session's
 * user info in place; `onSaved` lets the host update what it shows.
 */
import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { Banner, Button, Field } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { isValidBankAccount, normalizeBankAccount } from '../../../lib/bank-account';
import { userInfoUpdated } from '../../auth/auth-slice';
import { failureOf } from '../failure';
import { bankAccountAdded } from '../months-slice';
import styles from './panels.module.css';

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
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setResult(null);
    if (!isValidBankAccount(value)) {
      setError(sv.profile.bankWrong);
      return;
    }
    setError(null);
    const bankaccount = normalizeBankAccount(value);
    setSending(true);
    try {
      await dispatch(bankAccountAdded(bankaccount)).unwrap();
      dispatch(userInfoUpdated({ bankaccount }));
      onSaved?.(bankaccount);
      setValue('');
      setResult({ tone: 'success', text: sv.profile.bankAdded });
    } catch (failed) {
      const failure = failureOf(failed);
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
        <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
          {sv.profile.bankSubmit}
        </Button>
      </form>
    </section>
  );
}
