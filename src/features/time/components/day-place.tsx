/**
 * The place step: 'Arbetsplats', the description of where the work was done (SPEC.md §2, §5).
 * The person's places are offered under it, one tap each (issue 17, DECISIONS.md 29); typing
 * narrows them. A preselected last place says so. Its message is in Swedish, Kurdish and Arabic,
 * with the quick phrases.
 */
import { useId } from 'react';
import { Button, uiStyles } from '../../../components/ui';
import { workTypes } from '../../../data/work-types';
import { sv } from '../../../i18n/sv';
import { MAX_DESCRIPTION, type DescriptionError } from '../../../lib/time';
import styles from './time-form.module.css';

export function PlaceStep({
  value,
  error,
  options,
  preset,
  onChange,
  onQuickPick,
}: {
  value: string;
  error: DescriptionError | null;
  /** Places offered in one tap (day-form.ts placeOptions). */
  options: readonly string[];
  /** The value is the last place, filled in for the person. */
  preset: boolean;
  onChange: (des: string) => void;
  onQuickPick: (des: string) => void;
}) {
  const id = useId();
  const describedBy = [preset ? `${id}-preset` : '', `${id}-count`, error ? `${id}-des-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={uiStyles.field}>
      <label className={uiStyles.label} htmlFor={`${id}-des`}>
        {sv.time.place}
      </label>
      <div className={uiStyles.control}>
        <textarea
          id={`${id}-des`}
          className={[uiStyles.input, styles.textarea, error ? uiStyles.invalid : ''].join(' ')}
          rows={4}
          maxLength={MAX_DESCRIPTION}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value.slice(0, MAX_DESCRIPTION))}
        />
        {error ? (
          <span className={[uiStyles.errorIcon, styles.textareaIcon].join(' ')} aria-hidden="true">
            !
          </span>
        ) : null}
      </div>
      {preset ? (
        <p id={`${id}-preset`} className={styles.preset}>
          {sv.time.placePreset}
        </p>
      ) : null}
      {options.length > 0 ? (
        <div role="group" aria-label={sv.time.placesOffered} className={styles.choices}>
          {options.map((place) => (
            <button
              key={place}
              type="button"
              className={styles.choice}
              aria-pressed={place === value.trim()}
              onClick={() => onChange(place)}
            >
              {place}
            </button>
          ))}
        </div>
      ) : null}
      <p id={`${id}-count`} className={uiStyles.hint} aria-live="polite">
        {sv.time.descriptionCount(value.length, MAX_DESCRIPTION)}
      </p>
      {error === 'writePlace' ? (
        <div id={`${id}-des-error`} className={[uiStyles.fieldError, styles.languages].join(' ')}>
          <p lang="sv">{sv.time.writePlace}</p>
          <p lang="ckb" dir="rtl">
            {sv.time.writePlaceKu}
          </p>
          <p lang="ar" dir="rtl">
            {sv.time.writePlaceAr}
          </p>
        </div>
      ) : error ? (
        <p id={`${id}-des-error`} className={uiStyles.fieldError}>
          {sv.time[error]}
        </p>
      ) : null}
      {error === 'writePlace' ? (
        <fieldset className={styles.quickPicks}>
          <legend>{sv.time.quickPick}</legend>
          {workTypes.map((type) => (
            <Button key={type.id} variant="secondary" onClick={() => onQuickPick(type.name)}>
              {type.name}
            </Button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
