/**
 * The export settings form (issue 13, issue 16 items 4–6, issue 41 item 3): company, PAXml time
 * code from the schema's list, SIE accounts, series and financial year (sie-settings-fields.tsx),
 * the supplements' windows and codes (wage-settings-fields.tsx) and (on the overview) everyone's
 * employment number and weekly hours (employment-numbers.tsx). Kept in this browser;
 * settings-transfer.tsx carries them on. Saving confirms the wage windows the form showed.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, Field, FailureNotice, SelectField } from '../../../components/ui';
import { sv } from '../../../i18n/sv-admin';
import { weeklyHoursOf, withWeeklyHours } from '../../../person-time/wages/settings';
import { parseWeeklyHours, refusedWeeklyHours, validateWageSettings, type WageSettingsErrors } from '../../../person-time/wages/validation';
import { isValidAnstid, PAXML_TIME_CODES } from '../exports/paxml';
import { companySettingsKnown, invalidSettingsFields, readExportSettings, writeExportSettings, type ExportSettings, type SettingsField } from '../exports/settings';
import { EmploymentNumbers, weeklyHoursText, type StaffMember } from './employment-numbers';
import settingsStyles from './export-settings.module.css';
import styles from './month-overview.module.css';
import { fieldLabels, SieSettingsFields } from './sie-settings-fields';
import { WageSettingsFields } from './wage-settings-fields';

export type { StaffMember } from './employment-numbers';

/** The company's settings are on this computer (an employment number alone is not enough). */
export function settingsSaved(): boolean {
  return companySettingsKnown();
}

function errorText(field: SettingsField): string {
  if (field === 'companyName') return sv.month.companyNameError;
  if (field === 'orgnr') return sv.month.orgnrError;
  if (field === 'timeCode') return sv.month.timeCodeError;
  if (field === 'billSeries' || field === 'invoiceSeries') return sv.monthClose.seriesError;
  if (field === 'fiscalYearStart') return sv.monthClose.fiscalYearStartError;
  return sv.month.accountError;
}

/** Everyone listed, their weekly hours as the fields show them. */
function weeklyTexts(staff: readonly StaffMember[] | undefined, settings: ExportSettings): Record<string, string> {
  return Object.fromEntries((staff ?? []).map((p) => [p.userId, weeklyHoursText(weeklyHoursOf(settings.wages, p.userId))]));
}

/** The export settings, kept in this browser. */
export function SettingsForm({
  first,
  staff,
  exported = [],
  confirmWages = false,
  onSaved,
  onCancel,
}: {
  first: boolean;
  /** Everyone whose employment number and weekly hours are listed here; no list when not given. */
  staff?: readonly StaffMember[];
  /** The people of the month's files: weekly hours of theirs that a rule refuses are named when not listed. */
  exported?: readonly StaffMember[];
  /** Opened by the first export with supplements: the windows are shown to confirm. */
  confirmWages?: boolean;
  onSaved: (s: ExportSettings) => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState<ExportSettings>(readExportSettings);
  const [weekly, setWeekly] = useState(() => weeklyTexts(staff, readExportSettings()));
  const [shown, setShown] = useState<SettingsField[]>(() => (first && settingsSaved() ? invalidSettingsFields(readExportSettings()) : []));
  const [wageErrors, setWageErrors] = useState<WageSettingsErrors>({});
  const [badNumbers, setBadNumbers] = useState<string[]>([]);
  const [badWeekly, setBadWeekly] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();

  // Opened by an export: the first field takes focus, so the settings are where the person is;
  // opened only to confirm the wage windows (the rest is in order), the evening's start does.
  useEffect(() => {
    if (!first) return;
    const stored = readExportSettings();
    const onlyWages = confirmWages && settingsSaved() && invalidSettingsFields(stored).length === 0;
    formRef.current?.querySelector<HTMLInputElement>(onlyWages ? '[name="evening.start"]' : 'input')?.focus();
  }, [first, confirmWages]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const invalid = invalidSettingsFields(form);
    const listed = staff ?? [];
    const bad = listed.filter((p) => (form.anstid[p.userId] ?? '').trim() !== '' && !isValidAnstid(form.anstid[p.userId])).map((p) => p.userId);
    const wages = validateWageSettings(form.wages, form.timeCode);
    let wageSettings = form.wages;
    const weeklyErrors: Record<string, string> = {};
    for (const p of listed) {
      const read = parseWeeklyHours(weekly[p.userId] ?? '40');
      if (read.error !== null) weeklyErrors[p.userId] = read.error;
      else wageSettings = withWeeklyHours(wageSettings, p.userId, read.hours);
    }
    setShown(invalid);
    setBadNumbers(bad);
    setWageErrors(wages);
    setBadWeekly(weeklyErrors);
    // In the form's order: company and SIE, the wage windows and codes, then the people.
    const people = listed.flatMap((p) => [...(bad.includes(p.userId) ? [`anstid-${p.userId}`] : []), ...(weeklyErrors[p.userId] ? [`weekly-${p.userId}`] : [])]);
    const firstBad = invalid[0] ?? Object.keys(wages)[0] ?? people[0];
    if (firstBad) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstBad}"]`)?.focus();
      return;
    }
    // Someone of the month's files whose stored weekly hours a rule refuses, not listed here: fixed on their page.
    const listedIds = new Set(listed.map((p) => p.userId));
    const refused = new Set(refusedWeeklyHours(wageSettings));
    const unlisted = exported.filter((p) => !listedIds.has(p.userId) && refused.has(p.userId));
    if (unlisted.length > 0) {
      setFailure({ message: sv.wageSettings.refusedWeekly(unlisted.map((p) => p.fullname).join(', ')) });
      return;
    }
    // The numbers and hours listed here are the form's; anyone else's stay as stored now (a member's
    // page may have set one while this form was open).
    const stored = readExportSettings();
    const anstid = Object.fromEntries([
      ...Object.entries(stored.anstid).filter(([userId]) => !listedIds.has(userId)),
      ...listed.flatMap((p) => {
        const number = (form.anstid[p.userId] ?? '').trim();
        return number ? [[p.userId, number] as const] : [];
      }),
    ]);
    const weeklyHours = Object.fromEntries([
      ...Object.entries(stored.wages.weeklyHours).filter(([userId]) => !listedIds.has(userId)),
      ...Object.entries(wageSettings.weeklyHours).filter(([userId]) => listedIds.has(userId)),
    ]);
    // Places assigned to a workplace are not on this form: they stay as stored now (issue 24).
    const saved = { ...form, anstid, places: stored.places, wages: { ...wageSettings, weeklyHours, confirmed: true } };
    if (!writeExportSettings(saved)) {
      setFailure({ message: sv.month.settingsNotSaved });
      return;
    }
    onSaved(readExportSettings());
  }

  const error = (field: SettingsField) => (shown.includes(field) ? errorText(field) : null);
  // A wage message shown goes as soon as its field holds a valid value (DECISIONS.md 19).
  const stillWrong = validateWageSettings(form.wages, form.timeCode);
  const wageShown: WageSettingsErrors = Object.fromEntries(Object.keys(wageErrors).flatMap((field) => {
    const message = stillWrong[field as keyof WageSettingsErrors];
    return message ? [[field, message]] : [];
  }));
  const weeklyShown = Object.fromEntries(Object.keys(badWeekly).flatMap((id) => {
    const { error: message } = parseWeeklyHours(weekly[id] ?? '40');
    return message ? [[id, message]] : [];
  }));

  return (
    <form ref={formRef} className={settingsStyles.settings} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId}>{sv.month.settingsHeading}</h3>
      {first ? <p className={styles.note}>{sv.month.settingsFirst}</p> : null}
      <div className={settingsStyles.settingsGrid}>
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
      <SieSettingsFields form={form} error={error} onChange={setForm} />
      <WageSettingsFields wages={form.wages} errors={wageShown} confirmFirst={confirmWages} onChange={(wages) => setForm((f) => ({ ...f, wages }))} />
      {staff ? (
        <EmploymentNumbers
          staff={staff}
          anstid={form.anstid}
          weekly={weekly}
          bad={badNumbers}
          badWeekly={weeklyShown}
          onChange={(userId, number) => setForm((f) => ({ ...f, anstid: { ...f.anstid, [userId]: number } }))}
          onWeekly={(userId, text) => setWeekly((w) => ({ ...w, [userId]: text }))}
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
