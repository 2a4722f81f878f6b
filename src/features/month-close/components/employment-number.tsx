/**
 * A person's employment number on their page (issue 23 item 4): the number the payroll program
 * knows them by (PAXml `anstid`), kept with the export settings under the person's id, so the
 * settings' list, the PAXml and the settings file all have it. Beside it the person's weekly hours
 * (weekly-hours.tsx, issue 41 item 3).
 */
import { useId, useState, type FormEvent } from 'react';
import { Button, FailureNotice, Field } from '../../../components/ui';
import { sv } from '../../../i18n/sv-admin';
import { isValidAnstid } from '../exports/paxml';
import { writeEmploymentNumber } from '../exports/settings';
import { useExportSettings } from '../use-export-settings';
import settingsStyles from './export-settings.module.css';
import styles from './month-overview.module.css';
import { WeeklyHours } from './weekly-hours';

export function EmploymentNumber({ userId, fullname }: { userId: string; fullname: string }) {
  const headingId = useId();
  const stored = useExportSettings().anstid[userId] ?? '';
  // What is typed; null until the person types, so a number read in elsewhere shows at once.
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const value = typed ?? stored;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const number = value.trim();
    setNote(null);
    setFailure(null);
    if (number && !isValidAnstid(number)) {
      setError(true);
      return;
    }
    setError(false);
    if (!writeEmploymentNumber(userId, number)) {
      setFailure({ message: sv.month.settingsNotSaved });
      return;
    }
    setTyped(null);
    setNote(sv.monthClose.employmentSaved(fullname, number));
  }

  return (
    <div className={settingsStyles.personSettings}>
      <form className={settingsStyles.settings} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <h2 id={headingId}>{sv.monthClose.employmentHeading}</h2>
        <Field
          label={sv.monthClose.employmentLabel}
          name="anstid"
          maxLength={15}
          hint={sv.monthClose.employmentHint}
          value={value}
          error={error ? sv.monthClose.anstidError : null}
          onChange={(e) => setTyped(e.target.value)}
        />
        {!stored ? <p className={styles.note}>{sv.monthClose.employmentMissingOne}</p> : null}
        <div className={styles.actions}>
          <Button type="submit">{sv.monthClose.employmentSave}</Button>
        </div>
        <FailureNotice failure={failure} onDismiss={() => setFailure(null)} />
        <div role="status">{note ? <p className={styles.note}>{note}</p> : null}</div>
      </form>
      <WeeklyHours userId={userId} fullname={fullname} />
    </div>
  );
}
