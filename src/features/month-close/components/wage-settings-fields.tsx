/**
 * The wage settings in the export settings form (issue 41 item 3; DECISIONS.md 36): the evening
 * and night windows (weekdays, from, to), every kind's PAXml code, 'Återställ förval', and until
 * an admin has saved them the word that they are not confirmed. A rule that fails is shown at its
 * field after 'Spara' (validation.ts, DECISIONS.md 19).
 */
import { useId, useState } from 'react';
import { Button, Field, SelectField, uiStyles } from '../../../components/ui';
import { PAXML_TIME_CODES } from '../../../data/paxml-time-codes';
import { sv } from '../../../i18n/sv-admin';
import { CLOCK_KINDS, resetWageWindows, WAGE_KINDS, type ClockKind, type WageKind, type WageSettings } from '../../../person-time/wages/settings';
import type { WageSettingsErrors } from '../../../person-time/wages/validation';
import settingsStyles from './export-settings.module.css';
import styles from './month-overview.module.css';

/** The codes a supplement may have: the schema's, but those of worked time. */
const SUPPLEMENT_CODES = PAXML_TIME_CODES.filter((code) => code !== 'ARB' && code !== 'TID');
const t = sv.wageSettings;

/** A window's weekdays: seven checkboxes in a group, its rule's message under them. */
function Weekdays({ kind, days, error, onChange }: { kind: ClockKind; days: readonly number[]; error: string | undefined; onChange: (days: number[]) => void }) {
  const errorId = useId();
  return (
    <fieldset className={settingsStyles.weekdays} aria-describedby={error ? errorId : undefined} data-field={`${kind}.days`}>
      <legend>{`${t.kinds[kind]}: ${t.days.toLowerCase()}`}</legend>
      {t.weekdays.map((name, index) => {
        const day = index + 1;
        return (
          <label key={day} className={settingsStyles.check}>
            <input
              type="checkbox"
              name={`${kind}.days`}
              checked={days.includes(day)}
              onChange={(e) => onChange(e.target.checked ? [...days, day].sort((a, b) => a - b) : days.filter((d) => d !== day))}
            />{' '}
            {name}
          </label>
        );
      })}
      {error ? (
        <p id={errorId} className={uiStyles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function WageSettingsFields({
  wages,
  errors,
  confirmFirst,
  onChange,
}: {
  wages: WageSettings;
  /** The rules' messages, shown after a save that failed. */
  errors: WageSettingsErrors;
  /** Opened by an export with supplements that were never confirmed. */
  confirmFirst: boolean;
  onChange: (wages: WageSettings) => void;
}) {
  const [resetNote, setResetNote] = useState(false);
  const setWindow = (kind: ClockKind, change: Partial<WageSettings[ClockKind]>) => onChange({ ...wages, [kind]: { ...wages[kind], ...change } });
  const setCode = (kind: WageKind, code: string) => onChange({ ...wages, codes: { ...wages.codes, [kind]: code } });
  const codeOptions = (kind: WageKind) => [
    // A code read from a file that is not on the list is shown as it is, and refused.
    ...((SUPPLEMENT_CODES as readonly string[]).includes(wages.codes[kind]) ? [] : [{ value: wages.codes[kind], label: wages.codes[kind] || '–' }]),
    ...SUPPLEMENT_CODES.map((code) => ({ value: code, label: sv.monthClose.timeCodeOption(code) })),
  ];
  return (
    <fieldset className={settingsStyles.accounts}>
      <legend>{t.heading}</legend>
      {confirmFirst ? <p className={styles.attentionText}>{t.confirmFirst}</p> : null}
      {!wages.confirmed && !confirmFirst ? <p className={styles.note}>{t.notConfirmed}</p> : null}
      <p className={styles.note}>{t.intro}</p>
      {CLOCK_KINDS.map((kind) => (
        <div key={kind} className={settingsStyles.wageWindow}>
          <Weekdays kind={kind} days={wages[kind].days} error={errors[`${kind}.days`]} onChange={(days) => setWindow(kind, { days })} />
          <div className={settingsStyles.settingsGrid}>
            <Field
              label={t.start(t.kinds[kind])}
              name={`${kind}.start`}
              inputMode="numeric"
              maxLength={5}
              value={wages[kind].start}
              error={errors[`${kind}.start`] ?? null}
              onChange={(e) => setWindow(kind, { start: e.target.value })}
            />
            <Field
              label={t.end(t.kinds[kind])}
              name={`${kind}.end`}
              inputMode="numeric"
              maxLength={5}
              hint={t.timeHint}
              value={wages[kind].end}
              error={errors[`${kind}.end`] ?? null}
              onChange={(e) => setWindow(kind, { end: e.target.value })}
            />
          </div>
        </div>
      ))}
      <h4 className={settingsStyles.subHeading}>{t.codesHeading}</h4>
      <div className={settingsStyles.settingsGrid}>
        {WAGE_KINDS.map((kind) => (
          <SelectField
            key={kind}
            label={t.code(t.kinds[kind])}
            name={`codes.${kind}`}
            value={wages.codes[kind]}
            error={errors[`codes.${kind}`] ?? null}
            options={codeOptions(kind)}
            onChange={(code) => setCode(kind, code)}
          />
        ))}
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            onChange(resetWageWindows(wages));
            setResetNote(true);
          }}
        >
          {t.reset}
        </Button>
      </div>
      <div role="status">{resetNote ? <p className={styles.note}>{t.resetDone}</p> : null}</div>
    </fieldset>
  );
}
