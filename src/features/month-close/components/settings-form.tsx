/**
 * The export settings form (issue 13, issue 16 items 4–6): company, PAXml time code from the
 * schema's list, SIE accounts (output VAT per rate), voucher series and the financial year's
 * first month, and (on the overview) everyone's employment number with who is missing one
 * (issue 23 item 4). Kept in this browser; settings-transfer.tsx carries them on.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, Field, FailureNotice, SelectField } from '../../../components/ui';
import { sv } from '../../../i18n/sv-admin';
import { isValidAnstid, PAXML_TIME_CODES } from '../exports/paxml';
import {
  accountFields,
  companySettingsKnown,
  invalidSettingsFields,
  isFiscalYearStart,
  readExportSettings,
  writeExportSettings,
  type AccountField,
  type ExportSettings,
  type SettingsField,
} from '../exports/settings';
import styles from './month-overview.module.css';

/** The company's settings are on this computer (an employment number alone is not enough). */
export function settingsSaved(): boolean {
  return companySettingsKnown();
}

/** A person whose employment number the settings list (the overview gives everyone). */
export interface StaffMember {
  userId: string;
  fullname: string;
  /** Tells apart two people of the same name. */
  personnummer?: string;
}

const fieldLabels: Record<SettingsField, string> = {
  companyName: sv.month.companyName,
  orgnr: sv.month.orgnr,
  timeCode: sv.month.timeCode,
  billCost: sv.month.billCost,
  billVat: sv.month.billVat,
  billPayable: sv.month.billPayable,
  invoiceSales: sv.month.invoiceSales,
  invoiceVat: sv.month.invoiceVat,
  invoiceReceivable: sv.month.invoiceReceivable,
  bank: sv.month.bank,
  invoiceVat12: sv.monthClose.invoiceVat12,
  invoiceVat6: sv.monthClose.invoiceVat6,
  billSeries: sv.monthClose.billSeries,
  invoiceSeries: sv.monthClose.invoiceSeries,
  fiscalYearStart: sv.monthClose.fiscalYearStart,
};

function errorText(field: SettingsField): string {
  if (field === 'companyName') return sv.month.companyNameError;
  if (field === 'orgnr') return sv.month.orgnrError;
  if (field === 'timeCode') return sv.month.timeCodeError;
  if (field === 'billSeries' || field === 'invoiceSeries') return sv.monthClose.seriesError;
  if (field === 'fiscalYearStart') return sv.monthClose.fiscalYearStartError;
  return sv.month.accountError;
}

/** The export settings, kept in this browser. */
export function SettingsForm({
  first,
  staff,
  onSaved,
  onCancel,
}: {
  first: boolean;
  /** Everyone whose employment number is listed here; no list when not given. */
  staff?: readonly StaffMember[];
  onSaved: (s: ExportSettings) => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState<ExportSettings>(readExportSettings);
  const [shown, setShown] = useState<SettingsField[]>(() => (first && settingsSaved() ? invalidSettingsFields(readExportSettings()) : []));
  const [badNumbers, setBadNumbers] = useState<string[]>([]);
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();

  // Opened by an export: the first field takes focus, so the settings are where the person is.
  useEffect(() => {
    if (first) formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [first]);

  function setNumbering(change: Partial<ExportSettings['numbering']>) {
    setForm((f) => ({ ...f, numbering: { ...f.numbering, ...change } }));
  }

  function setAccount(field: AccountField, value: string) {
    setForm((f) => ({ ...f, accounts: { ...f.accounts, [field]: value } }));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = invalidSettingsFields(form);
    const listed = staff ?? [];
    const bad = listed.filter((p) => (form.anstid[p.userId] ?? '').trim() !== '' && !isValidAnstid(form.anstid[p.userId])).map((p) => p.userId);
    setShown(invalid);
    setBadNumbers(bad);
    const firstBad = invalid[0] ?? (bad[0] ? `anstid-${bad[0]}` : undefined);
    if (firstBad) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${firstBad}"]`)?.focus();
      return;
    }
    // The numbers listed here are the form's; anyone else's stay as stored now (a member's page
    // may have set one while this form was open).
    const listedIds = new Set(listed.map((p) => p.userId));
    const anstid = Object.fromEntries([
      ...Object.entries(readExportSettings().anstid).filter(([userId]) => !listedIds.has(userId)),
      ...listed.flatMap((p) => {
        const number = (form.anstid[p.userId] ?? '').trim();
        return number ? [[p.userId, number] as const] : [];
      }),
    ]);
    // Places assigned to a workplace are not on this form: they stay as stored now (issue 24).
    if (!writeExportSettings({ ...form, anstid, places: readExportSettings().places })) {
      setFailure({ message: sv.month.settingsNotSaved });
      return;
    }
    onSaved(readExportSettings());
  }

  const error = (field: SettingsField) => (shown.includes(field) ? errorText(field) : null);

  return (
    <form ref={formRef} className={styles.settings} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId}>{sv.month.settingsHeading}</h3>
      {first ? <p className={styles.note}>{sv.month.settingsFirst}</p> : null}
      <div className={styles.settingsGrid}>
        <Field
          label={fieldLabels.companyName}
          name="companyName"
          autoComplete="organization"
          value={form.companyName}
          error={error('companyName')}
          onChange={(e) => setForm({ ...form, companyName: e.target.value })}
        />
        <Field
          label={fieldLabels.orgnr}
          name="orgnr"
          inputMode="numeric"
          hint={sv.month.orgnrHint}
          value={form.orgnr}
          error={error('orgnr')}
          onChange={(e) => setForm({ ...form, orgnr: e.target.value })}
        />
        <SelectField
          label={fieldLabels.timeCode}
          name="timeCode"
          value={form.timeCode}
          error={error('timeCode')}
          options={PAXML_TIME_CODES.map((code) => ({ value: code, label: sv.monthClose.timeCodeOption(code) }))}
          onChange={(value) => setForm({ ...form, timeCode: value })}
        />
      </div>
      <fieldset className={styles.accounts}>
        <legend>{sv.month.accountsHeading}</legend>
        <div className={styles.settingsGrid}>
          {accountFields.map((field) => (
            <Field
              key={field}
              label={fieldLabels[field]}
              name={field}
              inputMode="numeric"
              maxLength={4}
              value={form.accounts[field]}
              error={error(field)}
              onChange={(e) => setAccount(field, e.target.value)}
            />
          ))}
        </div>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={form.accounts.paidBillsToBank}
            onChange={(e) => setForm({ ...form, accounts: { ...form.accounts, paidBillsToBank: e.target.checked } })}
          />{' '}
          {sv.month.paidBillsToBank}
        </label>
      </fieldset>
      <fieldset className={styles.accounts}>
        <legend>{sv.monthClose.numberingHeading}</legend>
        <p className={styles.note}>{sv.monthClose.numberingHint}</p>
        <div className={styles.settingsGrid}>
          <Field
            label={fieldLabels.billSeries}
            name="billSeries"
            maxLength={4}
            value={form.numbering.billSeries}
            error={error('billSeries')}
            onChange={(e) => setNumbering({ billSeries: e.target.value.toUpperCase() })}
          />
          <Field
            label={fieldLabels.invoiceSeries}
            name="invoiceSeries"
            maxLength={4}
            value={form.numbering.invoiceSeries}
            error={error('invoiceSeries')}
            onChange={(e) => setNumbering({ invoiceSeries: e.target.value.toUpperCase() })}
          />
          <SelectField
            label={fieldLabels.fiscalYearStart}
            name="fiscalYearStart"
            value={String(form.fiscalYearStart)}
            error={error('fiscalYearStart')}
            // A stored start that cannot be read is chosen anew, never shown as January.
            options={[
              ...(isFiscalYearStart(form.fiscalYearStart) ? [] : [{ value: String(form.fiscalYearStart), label: sv.monthClose.fiscalYearStartChoose }]),
              ...sv.monthClose.monthNames.map((name, i) => ({ value: String(i + 1), label: name })),
            ]}
            onChange={(value) => setForm({ ...form, fiscalYearStart: Number(value) })}
          />
        </div>
      </fieldset>
      {staff ? (
        <EmploymentNumbers
          staff={staff}
          anstid={form.anstid}
          bad={badNumbers}
          onChange={(userId, number) => setForm((f) => ({ ...f, anstid: { ...f.anstid, [userId]: number } }))}
        />
      ) : null}
      <FailureNotice failure={failure} onDismiss={() => setFailure(null)} />
      <div className={styles.actions}>
        <Button type="submit">{first ? sv.month.settingsSaveAndExport : sv.app.save}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {sv.app.cancel}
        </Button>
      </div>
    </form>
  );
}

/** Everyone's employment number, with who is missing one, matched by the person's id. */
function EmploymentNumbers({
  staff,
  anstid,
  bad,
  onChange,
}: {
  staff: readonly StaffMember[];
  anstid: Record<string, string>;
  bad: readonly string[];
  onChange: (userId: string, number: string) => void;
}) {
  const people = [...staff].sort((a, b) => a.fullname.localeCompare(b.fullname, 'sv') || (a.userId < b.userId ? -1 : 1));
  const missing = people.filter((p) => !(anstid[p.userId] ?? '').trim());
  // Two people of the same name are told apart by their personnummer (the numbers go by id).
  const shared = new Set(people.filter((p, i) => people.findIndex((o) => o.fullname === p.fullname) !== i).map((p) => p.fullname));
  const nameOf = (p: StaffMember) => (shared.has(p.fullname) && p.personnummer ? `${p.fullname} (${p.personnummer})` : p.fullname);
  return (
    <fieldset className={styles.accounts}>
      <legend>{sv.monthClose.employmentHeading}</legend>
      <p className={styles.note}>{sv.monthClose.employmentHint}</p>
      <p className={styles.note}>
        {missing.length > 0 ? sv.monthClose.employmentMissing(missing.map(nameOf).join(', ')) : sv.monthClose.employmentNoneMissing}
      </p>
      <div className={styles.settingsGrid}>
        {people.map((p) => (
          <Field
            key={p.userId}
            label={sv.monthClose.anstidFor(nameOf(p))}
            name={`anstid-${p.userId}`}
            maxLength={15}
            value={anstid[p.userId] ?? ''}
            error={bad.includes(p.userId) ? sv.monthClose.anstidError : null}
            onChange={(e) => onChange(p.userId, e.target.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}
