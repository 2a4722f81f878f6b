/**
 * The SIE part of the export settings form (issue 16 items 4–5, issue 41 item 6): the BAS
 * accounts, paid bills to the bank, the voucher series and the financial year's first month.
 */
import { Field, SelectField } from '../../../components/ui';
import { sv } from '../../../i18n/sv-admin';
import { accountFields, isFiscalYearStart, type AccountField, type ExportSettings, type SettingsField } from '../exports/settings';
import settingsStyles from './export-settings.module.css';
import styles from './month-overview.module.css';

export const fieldLabels: Record<SettingsField, string> = {
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

export function SieSettingsFields({
  form,
  error,
  onChange,
}: {
  form: ExportSettings;
  /** A field's message once a save has failed on it, else null. */
  error: (field: SettingsField) => string | null;
  onChange: (change: (form: ExportSettings) => ExportSettings) => void;
}) {
  const setNumbering = (change: Partial<ExportSettings['numbering']>) => onChange((f) => ({ ...f, numbering: { ...f.numbering, ...change } }));
  const setAccount = (field: AccountField, value: string) => onChange((f) => ({ ...f, accounts: { ...f.accounts, [field]: value } }));
  return (
    <>
      <fieldset className={settingsStyles.accounts}>
        <legend>{sv.month.accountsHeading}</legend>
        <div className={settingsStyles.settingsGrid}>
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
        <label className={settingsStyles.check}>
          <input
            type="checkbox"
            checked={form.accounts.paidBillsToBank}
            onChange={(e) => {
              const paidBillsToBank = e.target.checked;
              onChange((f) => ({ ...f, accounts: { ...f.accounts, paidBillsToBank } }));
            }}
          />{' '}
          {sv.month.paidBillsToBank}
        </label>
      </fieldset>
      <fieldset className={settingsStyles.accounts}>
        <legend>{sv.monthClose.numberingHeading}</legend>
        <p className={styles.note}>{sv.monthClose.numberingHint}</p>
        <div className={settingsStyles.settingsGrid}>
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
            onChange={(value) => onChange((f) => ({ ...f, fiscalYearStart: Number(value) }))}
          />
        </div>
      </fieldset>
    </>
  );
}
