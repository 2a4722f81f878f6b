/**
 * The place step: 'Arbetsplats', the description of where the work was done (SPEC.md §2, §5).
 * The person's places are offered under it in one row, one tap each (issue 17, DECISIONS.md 29;
 * one per site, issue 25 item 4); typing narrows them. A preselected place says why. After
 * 'Skriv arbetsplatsen' (in Swedish, Kurdish and Arabic) the message shows once, above the one
 * list, which then also holds the quick phrases of SPEC.md §2.
 */
import { useId } from 'react';
import { uiStyles } from '../../../components/ui';
import { workTypes } from '../../../data/work-types';
import { appliedLanguage } from '../../../i18n/language';
import { sv } from '../../../i18n/sv';
import { siteKey } from '../../../lib/place-match';
import { MAX_DESCRIPTION, type DescriptionError } from '../../../lib/time';
import styles from './time-form.module.css';

/** The one list: the places offered, then (after the error) the quick phrases not already there. */
export function placeChoices(options: readonly string[], withQuickPicks: boolean): string[] {
  if (!withQuickPicks) return [...options];
  const keys = new Set(options.map(siteKey));
  return [...options, ...workTypes.map((t) => t.name).filter((name) => !keys.has(siteKey(name)))];
}

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
  /** The value was filled in for the person: why (null: they chose it). */
  preset: string | null;
  onChange: (des: string) => void;
  onQuickPick: (des: string) => void;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-des-error` : '', preset ? `${id}-preset` : '', `${id}-count`].filter(Boolean).join(' ');
  const writePlace = error === 'writePlace';
  const language = appliedLanguage();
  const choices = placeChoices(options, writePlace);
  return (
    <div className={uiStyles.field}>
      <div className={styles.labelRow}>
        <label className={uiStyles.label} htmlFor={`${id}-des`}>
          {sv.time.place}
        </label>
        <span id={`${id}-count`} className={uiStyles.hint} aria-live="polite">
          {sv.time.descriptionCount(value.length, MAX_DESCRIPTION)}
        </span>
      </div>
      <div className={uiStyles.control}>
        <textarea
          id={`${id}-des`}
          className={[uiStyles.input, styles.textarea, error ? uiStyles.invalid : ''].join(' ')}
          rows={2}
          dir="auto"
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
      {writePlace ? (
        <div id={`${id}-des-error`} className={[uiStyles.fieldError, styles.languages].join(' ')}>
          {/* The spec's message in the applied language, then in Kurdish and Arabic unless that is it. */}
          <p lang={language}>{sv.time.writePlace}</p>
          {language === 'ckb' ? null : (
            <p lang="ckb" dir="rtl">
              {sv.time.writePlaceKu}
            </p>
          )}
          {language === 'ar' ? null : (
            <p lang="ar" dir="rtl">
              {sv.time.writePlaceAr}
            </p>
          )}
        </div>
      ) : error ? (
        <p id={`${id}-des-error`} className={uiStyles.fieldError}>
          {sv.time[error]}
        </p>
      ) : null}
      {preset ? (
        <p id={`${id}-preset`} className={styles.preset}>
          {preset}
        </p>
      ) : null}
      {choices.length > 0 ? (
        <div role="group" aria-label={writePlace ? sv.time.quickPick : sv.time.placesOffered} className={styles.placeRow}>
          {choices.map((place) => (
            <button
              key={place}
              type="button"
              className={styles.choice}
              aria-pressed={place === value.trim()}
              onClick={() => (writePlace ? onQuickPick(place) : onChange(place))}
            >
              <bdi>{place}</bdi>
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
