/**
 * Everyone's employment number (issue 23 item 4) and weekly hours (issue 41 item 3) in the export
 * settings, side by side per person, matched by the person's id, with who is missing a number.
 */
import { Field } from '../../../components/ui';
import { sv } from '../../../i18n/sv-admin';
import settingsStyles from './export-settings.module.css';
import styles from './month-overview.module.css';

/** A person whose employment number the settings list (the overview gives everyone). */
export interface StaffMember {
  userId: string;
  fullname: string;
  /** Tells apart two people of the same name. */
  personnummer?: string;
}

/** Weekly hours as a field shows them: '40', '37,5'. */
export function weeklyHoursText(hours: number): string {
  return String(hours).replace('.', ',');
}

export function EmploymentNumbers({
  staff,
  anstid,
  weekly,
  bad,
  badWeekly,
  onChange,
  onWeekly,
}: {
  staff: readonly StaffMember[];
  anstid: Record<string, string>;
  /** Weekly hours as typed, by id. */
  weekly: Record<string, string>;
  bad: readonly string[];
  /** The rule's message per id whose weekly hours are refused. */
  badWeekly: Readonly<Record<string, string>>;
  onChange: (userId: string, number: string) => void;
  onWeekly: (userId: string, text: string) => void;
}) {
  const people = [...staff].sort((a, b) => a.fullname.localeCompare(b.fullname, 'sv') || (a.userId < b.userId ? -1 : 1));
  const missing = people.filter((p) => !(anstid[p.userId] ?? '').trim());
  // Two people of the same name are told apart by their personnummer (the numbers go by id).
  const shared = new Set(people.filter((p, i) => people.findIndex((o) => o.fullname === p.fullname) !== i).map((p) => p.fullname));
  const nameOf = (p: StaffMember) => (shared.has(p.fullname) && p.personnummer ? `${p.fullname} (${p.personnummer})` : p.fullname);
  return (
    <fieldset className={settingsStyles.accounts}>
      <legend>{sv.monthClose.employmentHeading}</legend>
      <p className={styles.note}>{sv.monthClose.employmentHint}</p>
      <p className={styles.note}>{sv.wageSettings.weeklyHint}</p>
      <p className={styles.note}>
        {missing.length > 0 ? sv.monthClose.employmentMissing(missing.map(nameOf).join(', ')) : sv.monthClose.employmentNoneMissing}
      </p>
      <div className={settingsStyles.peopleGrid}>
        {people.map((p) => (
          <div key={p.userId} className={settingsStyles.personFields}>
            <Field
              label={sv.monthClose.anstidFor(nameOf(p))}
              name={`anstid-${p.userId}`}
              maxLength={15}
              value={anstid[p.userId] ?? ''}
              error={bad.includes(p.userId) ? sv.monthClose.anstidError : null}
              onChange={(e) => onChange(p.userId, e.target.value)}
            />
            {/* Shown short beside the person's number; named with the person (the shown word first, WCAG 2.5.3). */}
            <Field
              label={sv.wageSettings.weeklyShort}
              aria-label={sv.wageSettings.weeklyFor(nameOf(p))}
              name={`weekly-${p.userId}`}
              inputMode="decimal"
              maxLength={5}
              value={weekly[p.userId] ?? '40'}
              error={badWeekly[p.userId] ?? null}
              onChange={(e) => onWeekly(p.userId, e.target.value)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
