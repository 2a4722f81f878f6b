/**
 * Before the PAXml is saved (issue 23): employment numbers to add right there, and what the file
 * does with corrections and moved time.
 */
import { useId, useState, type FormEvent } from 'react';
import { Button, Field } from '../../../components/ui';
import { sv } from '../../../i18n/sv-admin';
import { isValidAnstid } from '../exports/paxml-codes';
import settingsStyles from './export-settings.module.css';
import styles from './month-overview.module.css';

/** A person named before the PAXml: their id and name. */
export interface PaxmlReview {
  missing: readonly { userId: string; fullname: string }[];
  notes: string[];
}

/** Before the PAXml: employment numbers to add, and what the file does with corrections and moved time. */
export function PaxmlReviewForm({
  review,
  onExport,
  onCancel,
}: {
  review: PaxmlReview;
  onExport: (numbers: Record<string, string>) => void;
  onCancel: () => void;
}) {
  const headingId = useId();
  const [numbers, setNumbers] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, boolean>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const filled = Object.fromEntries(Object.entries(numbers).filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, v.trim()]));
    const bad = Object.fromEntries(Object.entries(filled).filter(([, v]) => !isValidAnstid(v)).map(([k]) => [k, true]));
    setErrors(bad);
    if (Object.keys(bad).length > 0) return;
    onExport(filled);
  }

  return (
    <form className={settingsStyles.settings} onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId}>{sv.monthClose.paxmlReviewHeading}</h3>
      {review.missing.length > 0 ? (
        <>
          <p>{sv.monthClose.missingAnstidIntro}</p>
          <div className={settingsStyles.settingsGrid}>
            {review.missing.map((p) => (
              <Field
                key={p.userId}
                label={sv.monthClose.anstidFor(p.fullname)}
                name={`anstid-${p.userId}`}
                value={numbers[p.userId] ?? ''}
                error={errors[p.userId] ? sv.monthClose.anstidError : null}
                onChange={(e) => setNumbers({ ...numbers, [p.userId]: e.target.value })}
              />
            ))}
          </div>
          <p className={styles.note}>{sv.monthClose.missingAnstidLeftOut}</p>
        </>
      ) : null}
      {review.notes.length > 0 ? (
        <ul>
          {review.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit">{review.missing.length > 0 ? sv.month.settingsSaveAndExport : sv.monthClose.exportPaxml}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {sv.app.cancel}
        </Button>
      </div>
    </form>
  );
}
