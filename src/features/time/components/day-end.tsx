/**
 * The break step: one tap on its reason, which suggests a length (lunch 30 min), then 'Timmar'
 * and 'Minuter' on one row to adjust; the rule of SPEC.md §5 said where it applies.
 */
import { useId } from 'react';
import { NumberSelect } from '../../../components/ui';
import { breakLabel, breakReasons } from '../../../data/break-reasons';
import { sv } from '../../../i18n/sv';
import { BREAK_HOURS, BREAK_MINUTES } from '../../../lib/time';
import { chooseBreak } from '../day-form';
import type { RastChoice } from '../draft';
import styles from './time-form.module.css';

export function BreakStep({ rast, onRast }: { rast: RastChoice; onRast: (rast: RastChoice) => void }) {
  const id = useId();
  // The reason's name is what the provider stores (Swedish); the label is in the language shown.
  const choices = [{ value: '', label: sv.time.noBreak }, ...breakReasons.map((r) => ({ value: r.name, label: breakLabel(r.name) }))];
  return (
    <>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{sv.time.rast}</legend>
        {choices.map((choice) => (
          <label key={choice.value} className={[styles.choice, rast.name === choice.value ? styles.chosen : ''].join(' ')}>
            <input
              type="radio"
              name={`${id}-rast`}
              value={choice.value}
              checked={rast.name === choice.value}
              onChange={() => onRast(chooseBreak(rast, choice.value))}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </fieldset>
      {rast.name ? (
        <div className={styles.breakLength}>
          <NumberSelect label={sv.time.hours} options={BREAK_HOURS} value={rast.hours} onChange={(hours) => onRast({ ...rast, hours })} />
          <NumberSelect
            label={sv.time.minutes}
            options={BREAK_MINUTES}
            value={rast.minutes}
            onChange={(minutes) => onRast({ ...rast, minutes })}
          />
        </div>
      ) : null}
    </>
  );
}
