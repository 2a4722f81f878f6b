/**
 * The end-and-break step: 'Sluttid' ('Nu' only on a shift of today), and the break: one tap on
 * its reason, which suggests a length (lunch 30 min), then 'Timmar' and 'Minuter' to adjust.
 */
import { useId } from 'react';
import { NumberSelect } from '../../../components/ui';
import { breakReasons } from '../../../data/break-reasons';
import { sv } from '../../../i18n/sv';
import { BREAK_HOURS, BREAK_MINUTES } from '../../../lib/time';
import { chooseBreak } from '../day-form';
import type { RastChoice } from '../draft';
import { TimeField } from './time-field';
import styles from './time-form.module.css';

const choices = [{ value: '', label: sv.time.noBreak }, ...breakReasons.map((r) => ({ value: r.name, label: r.name }))];

export function EndStep({
  end,
  rast,
  error,
  nowName,
  onEnd,
  onRast,
}: {
  end: string;
  rast: RastChoice;
  /** The end's error, as the person reads it. */
  error: string | null;
  /** 'Nu (slut)', or nothing on a shift of an earlier day. */
  nowName?: string;
  onEnd: (end: string) => void;
  onRast: (rast: RastChoice) => void;
}) {
  const id = useId();
  return (
    <>
      <TimeField label={sv.time.end} value={end} error={error} nowName={nowName} onChange={onEnd} />
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
        <div className={styles.pair}>
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

