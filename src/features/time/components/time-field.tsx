/** A time field ('Starttid', 'Sluttid'), with 'Nu' beside it when 'now' is a time of this day. */
import { Button, Field } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { nowHhMm } from '../day-form';
import styles from './time-form.module.css';

export function TimeField({
  label,
  value,
  error,
  nowName,
  onChange,
}: {
  label: string;
  value: string;
  error: string | null;
  /** The 'Nu' button's name; without one, no 'Nu' (the day is not today: issue 17 item 3). */
  nowName?: string;
  onChange: (value: string) => void;
}) {
  const field = <Field label={label} type="time" value={value} error={error} onChange={(e) => onChange(e.target.value)} />;
  if (!nowName) return field;
  return (
    <div className={styles.withNow}>
      {field}
      <Button variant="secondary" className={styles.nowButton} aria-label={nowName} onClick={() => onChange(nowHhMm())}>
        {sv.time.now}
      </Button>
    </div>
  );
}
