/** The end-and-break step: 'Sluttid' (with 'Nu' on a shift of today), and the break (SPEC.md §2). */
import { NumberSelect, SelectField } from '../../../components/ui';
import { breakReasons } from '../../../data/break-reasons';
import { sv } from '../../../i18n/sv';
import { BREAK_HOURS, BREAK_MINUTES, type EndError } from '../../../lib/time';
import { noRast, type RastChoice } from '../draft';
import { TimeField } from './time-field';
import styles from './time-form.module.css';

const breakOptions = [
  { value: '', label: sv.time.noBreak },
  ...breakReasons.map((reason) => ({ value: reason.name, label: reason.name })),
];

export function EndStep({
  end,
  rast,
  error,
  onEnd,
  onRast,
}: {
  end: string;
  rast: RastChoice;
  error: EndError | null;
  onEnd: (end: string) => void;
  onRast: (rast: RastChoice) => void;
}) {
  return (
    <>
      <TimeField label={sv.time.end} value={end} error={error ? sv.time[error] : null} nowName={sv.time.nowEnd} onChange={onEnd} />
      <SelectField
        label={sv.time.rast}
        value={rast.name}
        options={breakOptions}
        onChange={(name) => onRast(name ? { ...rast, name } : noRast)}
      />
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
