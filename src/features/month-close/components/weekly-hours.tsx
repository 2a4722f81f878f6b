/**
 * A person's weekly hours on their page (issue 41 item 3), beside the employment number: the
 * hours beyond which a week's time is additional time (MER) up to 40 and overtime (ÖT1) beyond
 * (DECISIONS.md 36). Kept with the export settings under the person's id, so the settings' list,
 * the files and the settings file all have it; 40 where none is set. A value the rules refuse
 * is said at the field and not saved (validation.ts).
 */
import { useId, useState, type FormEvent } from 'react';
import { Button, FailureNotice, Field } from '../../../components/ui';
import { sv } from '../../../i18n/sv-admin';
import { weeklyHoursOf } from '../../../person-time/wages/settings';
import { parseWeeklyHours } from '../../../person-time/wages/validation';
import { writeWeeklyHours } from '../exports/wage-settings';
import { useExportSettings } from '../use-export-settings';
import { weeklyHoursText } from './employment-numbers';
import settingsStyles from './export-settings.module.css';
import styles from './month-overview.module.css';

export function WeeklyHours({ userId, fullname }: { userId: string; fullname: string }) {
  const headingId = useId();
  const stored = weeklyHoursText(weeklyHoursOf(useExportSettings().wages, userId));
  // What is typed; null until the person types, so hours read in elsewhere show at once.
  const [typed, setTyped] = useState<string | null>(null);
  const [shownError, setShownError] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const value = typed ?? stored;
  const read = parseWeeklyHours(value);
  // Shown after 'Spara', gone as soon as the field holds hours the rules take (DECISIONS.md 19).
  const error = shownError ? read.error : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNote(null);
    setFailure(null);
    if (read.error !== null) {
      setShownError(true);
      return;
    }
    setShownError(false);
    if (!writeWeeklyHours(userId, read.hours)) {
      setFailure({ message: sv.month.settingsNotSaved });
      return;
    }
    setTyped(null);
    setNote(sv.wageSettings.weeklySaved(fullname, weeklyHoursText(read.hours)));
  }

  return (
    <form className={settingsStyles.settings} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>{sv.wageSettings.weeklyHeading}</h2>
      <Field
        label={sv.wageSettings.weeklyLabel}
        name="weeklyHours"
        inputMode="decimal"
        maxLength={5}
        hint={sv.wageSettings.weeklyHint}
        value={value}
        error={error}
        onChange={(e) => setTyped(e.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit">{sv.wageSettings.weeklySave}</Button>
      </div>
      <FailureNotice failure={failure} onDismiss={() => setFailure(null)} />
      <div role="status">{note ? <p className={styles.note}>{note}</p> : null}</div>
    </form>
  );
}
