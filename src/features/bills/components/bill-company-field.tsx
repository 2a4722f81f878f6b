/**
 * The bill form's 'Företagsnamn' (bill-form-dialog.tsx): chosen from the customer list, or typed
 * freely after a press; focus follows the press to the field it opens.
 */
import { useEffect, useRef, useState } from 'react';
import { Field, SelectField, uiStyles } from '../../../components/ui';
import { sv } from '../../../i18n/sv-admin';
import { findListed, listedCompanies } from '../company';
import styles from './bill-form.module.css';

export interface BillCompanyFieldProps {
  value: string;
  onChange: (name: string) => void;
  error: string | undefined;
  /** Typed freely from the start (an item whose company is not on the list). */
  initiallyFree: boolean;
}

export function BillCompanyField({ value, onChange, error, initiallyFree }: BillCompanyFieldProps) {
  const [free, setFree] = useState(initiallyFree);
  const b = sv.bills;
  /** Set when the field changes kind by a press: focus follows to the field it opens. */
  const fieldRef = useRef<HTMLDivElement>(null);
  const toggled = useRef(false);
  useEffect(() => {
    if (!toggled.current) return;
    toggled.current = false;
    fieldRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [free]);

  return (
    <div ref={fieldRef} className={[uiStyles.field, styles.wideField].join(' ')}>
      {free ? (
        <Field label={b.company} value={value} onChange={(e) => onChange(e.target.value)} error={error} autoComplete="organization" className={styles.flush} />
      ) : (
        <SelectField
          label={b.company}
          value={findListed(value) ?? ''}
          onChange={onChange}
          error={error}
          options={[{ value: '', label: b.choose }, ...listedCompanies.map((name) => ({ value: name, label: name }))]}
          className={[uiStyles.field, styles.flush].join(' ')}
        />
      )}
      <button
        type="button"
        className={styles.linkButton}
        aria-pressed={free}
        onClick={() => {
          toggled.current = true;
          setFree((f) => !f);
          if (free && !findListed(value)) onChange('');
        }}
      >
        {free ? b.companyFromList : b.companyFree}
      </button>
    </div>
  );
}
