/**
 * 'Exportera' (issue 13 item 2): the month's files made in the browser — PAXml löneunderlag,
 * CSV for Excel, every person's statement in one print and (on the overview) SIE 4 of the
 * month's bills and invoices. The settings (company, org. number, time code, SIE accounts) are
 * kept on this device and shown, and validated, before the first file export.
 * Used by the month overview and a person's page; the screen composing it gives the print button
 * and, on the overview, the month's bills and invoices for SIE (features never import each other).
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Field, FailureNotice } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { monthLabel } from '../../../lib/months';
import { toApiError } from '../../../lib/api-client';
import { readJson, storageKeys } from '../../../lib/storage';
import { buildTimeCsv } from '../exports/csv';
import { downloadFile } from '../exports/download';
import type { ExportFile } from '../exports/file-name';
import { buildPaxml } from '../exports/paxml';
import type { PayrollInput } from '../exports/payroll';
import {
  accountFields,
  invalidSettingsFields,
  readExportSettings,
  writeExportSettings,
  type AccountField,
  type ExportSettings,
  type SettingsField,
} from '../exports/settings';
import { buildSie, type SieItem } from '../exports/sie';
import styles from './month-overview.module.css';

type FileKind = 'paxml' | 'csv' | 'sie';

/** The month's supplier bills and customer invoices, read by the screen that composes this (bills feature). */
export type LoadSieItems = (month: number) => Promise<{ bills: readonly SieItem[]; invoices: readonly SieItem[] }>;

function settingsSaved(): boolean {
  return readJson<unknown>(storageKeys.exportSettings, null) !== null;
}

export function MonthExports({
  year,
  month,
  people,
  print,
  loadSieItems,
  disabled = false,
}: {
  year: number;
  month: number;
  /** The month's time per person, for PAXml and CSV. */
  people: readonly PayrollInput[];
  /** The print button of the month's statements (the time feature's, composed by the screen). */
  print: ReactNode;
  /** Given on the overview: the SIE export of the month's bills and invoices. */
  loadSieItems?: LoadSieItems;
  disabled?: boolean;
}) {
  const headingId = useId();
  const label = monthLabel({ MonthNumber: month, year });
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [pending, setPending] = useState<FileKind | null>(null);
  const [busy, setBusy] = useState(false);
  const [notes, setNotes] = useState<string[]>([]);
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const withTime = people.some((p) => p.entries.length > 0);

  function save(file: ExportFile, extra: string[] = []) {
    downloadFile(file);
    setNotes([sv.month.downloaded(file.name), ...extra]);
  }

  async function make(kind: FileKind, settings: ExportSettings) {
    setFailure(null);
    setNotes([]);
    if (kind === 'paxml') {
      const result = buildPaxml(people, { year, month, companyName: settings.companyName, orgnr: settings.orgnr, timeCode: settings.timeCode });
      save(result.file, result.skipped.length ? [sv.month.skippedPeople(result.skipped.join(', '))] : []);
    } else if (kind === 'csv') {
      save(buildTimeCsv(people, { year, month }).file);
    } else {
      setBusy(true);
      try {
        if (!loadSieItems) return;
        const { bills, invoices } = await loadSieItems(month);
        const result = buildSie({ bills, invoices, year, month }, { companyName: settings.companyName, orgnr: settings.orgnr, accounts: settings.accounts });
        const skipped = result.skipped.map((s) => `${s.number || '–'} ${s.companyname}`.trim());
        save(result.file, skipped.length ? [sv.month.skippedItems(skipped.join(', '))] : []);
      } catch (error) {
        setFailure({ message: toApiError(error).message });
      } finally {
        setBusy(false);
      }
    }
  }

  function request(kind: FileKind) {
    const settings = readExportSettings();
    // The first export (or settings no longer valid) shows the settings first.
    if (!settingsSaved() || invalidSettingsFields(settings).length > 0) {
      setPending(kind);
      setSettingsOpen(true);
      return;
    }
    void make(kind, settings);
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId}>{sv.month.exportHeading}</h2>
        <Button variant="secondary" aria-expanded={settingsOpen} onClick={() => { setSettingsOpen(!settingsOpen); setPending(null); }}>
          {sv.month.settingsToggle}
        </Button>
      </div>
      <p className={styles.muted}>{sv.month.exportIntro(label)}</p>
      {settingsOpen ? (
        <SettingsForm
          first={pending !== null}
          onCancel={() => {
            setSettingsOpen(false);
            setPending(null);
          }}
          onSaved={(settings) => {
            setSettingsOpen(false);
            const kind = pending;
            setPending(null);
            if (kind) void make(kind, settings);
            else setNotes([sv.month.settingsSaved]);
          }}
        />
      ) : null}
      <div className={styles.exportButtons}>
        <Button variant="secondary" disabled={disabled || !withTime} onClick={() => request('paxml')}>
          {sv.month.paxml}
        </Button>
        <Button variant="secondary" disabled={disabled || !withTime} onClick={() => request('csv')}>
          {sv.month.csv}
        </Button>
        {print}
        {loadSieItems ? (
          <Button variant="secondary" disabled={busy} aria-busy={busy || undefined} onClick={() => request('sie')}>
            {sv.month.sie}
          </Button>
        ) : null}
      </div>
      {!withTime && !disabled ? <p className={styles.muted}>{sv.month.nothingToExport}</p> : null}
      {busy ? <p role="status">{sv.month.readingBills}</p> : null}
      <FailureNotice failure={failure} onDismiss={() => setFailure(null)} onRetry={() => request('sie')} />
      <div role="status">
        {notes.map((note) => (
          <p key={note} className={styles.note}>
            {note}
          </p>
        ))}
      </div>
    </section>
  );
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
};

function errorText(field: SettingsField): string {
  if (field === 'companyName') return sv.month.companyNameError;
  if (field === 'orgnr') return sv.month.orgnrError;
  if (field === 'timeCode') return sv.month.timeCodeError;
  return sv.month.accountError;
}

/** The export settings, kept on this device. */
function SettingsForm({ first, onSaved, onCancel }: { first: boolean; onSaved: (s: ExportSettings) => void; onCancel: () => void }) {
  const [form, setForm] = useState<ExportSettings>(readExportSettings);
  const [shown, setShown] = useState<SettingsField[]>(() => (first && settingsSaved() ? invalidSettingsFields(readExportSettings()) : []));
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();

  // Opened by an export: the first field takes focus, so the settings are where the person is.
  useEffect(() => {
    if (first) formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [first]);

  function setAccount(field: AccountField, value: string) {
    setForm((f) => ({ ...f, accounts: { ...f.accounts, [field]: value } }));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = invalidSettingsFields(form);
    setShown(invalid);
    if (invalid.length > 0) {
      const firstBad = invalid[0];
      if (firstBad) formRef.current?.querySelector<HTMLInputElement>(`[name="${firstBad}"]`)?.focus();
      return;
    }
    if (!writeExportSettings(form)) {
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
        <Field
          label={fieldLabels.timeCode}
          name="timeCode"
          value={form.timeCode}
          error={error('timeCode')}
          onChange={(e) => setForm({ ...form, timeCode: e.target.value })}
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
