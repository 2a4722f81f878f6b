/**
 * A customer's statement of a workplace's month (issue 24 item 3): A4, in the look of the
 * person's statement (month-close's print-statement.tsx), from the month per workplace
 * (workplace-month.ts), so it gives the same hours as the screen and the CSV. Each day with its
 * people and hours, in date order; the total is the table's last row. The table's head repeats
 * the workplace's address and the month on every printed page. It names the company of the
 * export settings: a computer that holds none asks for it first, as the exports do, and never
 * prints a name of its own (issue 43 item 6).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Field } from '../components/ui';
import { PrintButton } from '../features/month-close/components/print-statement';
import styles from '../features/month-close/components/print-statement.module.css';
import monthStyles from '../features/workplaces/components/workplace-month.module.css';
import { companySettingsKnown, readExportSettings, writeExportSettings } from '../features/month-close/exports/settings';
import { useExportSettings } from '../features/month-close/use-export-settings';
import { sv } from '../i18n/sv-admin';
import { weekdayOf } from '../lib/months';
import { hoursMinutes, toDuration } from '../lib/time';
import type { WorkplaceLine } from '../features/workplaces/workplace-month';

const hm = (minutes: number) => hoursMinutes(toDuration(minutes));

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function WorkplaceStatement({ line, label }: { line: WorkplaceLine; label: string }) {
  const company = readExportSettings().companyName.trim();
  const total = toDuration(line.minutes);
  const address = line.post.address;
  return (
    <article className={styles.statement} aria-label={`${sv.workplaceMonth.statementHeading} ${address} ${label}`}>
      <header className={styles.head}>
        <p className={styles.company}>{company}</p>
        <h1 className={styles.title}>{sv.workplaceMonth.statementHeading}</h1>
        <dl className={styles.facts}>
          <div>
            <dt>{sv.workplaceMonth.statementAddress}</dt>
            <dd>{address}</dd>
          </div>
          <div>
            <dt>{sv.workplaceMonth.statementMonth}</dt>
            <dd>{label}</dd>
          </div>
        </dl>
      </header>
      {line.days.length === 0 ? (
        <p>{sv.workplaceMonth.statementEmpty}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr className={styles.pageHead}>
              <th scope="colgroup" colSpan={4}>
                {sv.workplaceMonth.statementFor(address, label)} · {company}
              </th>
            </tr>
            <tr>
              <th scope="col">{sv.workplaceMonth.colDate}</th>
              <th scope="col">{sv.workplaceMonth.colName}</th>
              <th scope="col">{sv.workplaceMonth.colTime}</th>
              <th scope="col">{sv.workplaceMonth.colHours}</th>
            </tr>
          </thead>
          <tbody>
            {line.days.flatMap((day) =>
              day.rows.map((row, index) => (
                <tr key={`${day.date}-${row.user._id}-${index}`}>
                  <td className={styles.nowrap}>
                    <span className={styles.weekday}>{weekdayOf(day.date)}</span> {day.date}
                    {row.movedFrom ? <span className={styles.moved}> ({sv.workplaceMonth.movedRow(row.movedFrom)})</span> : null}
                  </td>
                  <td>{row.user.fullname}</td>
                  <td className={styles.nowrap}>{[text(row.entry.start), text(row.entry.end)].filter(Boolean).join('–')}</td>
                  <td className={styles.nowrap}>{hm(row.minutes)}</td>
                </tr>
              )),
            )}
            <tr className={styles.totalRow}>
              <th scope="row" colSpan={3}>
                {sv.workplaceMonth.statementTotal}
              </th>
              <td>{sv.profile.totalFooter(total.hours, total.minutes)}</td>
            </tr>
          </tbody>
        </table>
      )}
    </article>
  );
}

/**
 * 'Skriv ut underlaget': the workplace's month, in the browser's print dialog. Without the
 * company's name on this computer it asks for it first, then prints.
 */
export function PrintWorkplaceButton({ line, label, disabled = false }: { line: WorkplaceLine; label: string; disabled?: boolean }) {
  const known = companySettingsKnown(useExportSettings());
  const [asking, setAsking] = useState(false);
  const printNext = useRef(false);
  const print = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!known || !printNext.current) return;
    printNext.current = false;
    // The press that asked goes on to print once the name is saved (the exports go on alike).
    print.current?.querySelector('button')?.click();
  }, [known]);
  if (!known || asking) {
    return (
      <>
        <Button variant="secondary" disabled={disabled} aria-expanded={asking} onClick={() => setAsking(true)}>
          {sv.workplaceMonth.print}
        </Button>
        {asking ? (
          <CompanyAsk
            onSaved={() => {
              printNext.current = true;
              setAsking(false);
            }}
            onCancel={() => setAsking(false)}
          />
        ) : null}
      </>
    );
  }
  return (
    <span ref={print}>
      <PrintButton
        disabled={disabled}
        label={sv.workplaceMonth.print} title={`${sv.workplaceMonth.statementHeading} ${line.post.address} ${label.replace('/', '-')}`}>
        {() => <WorkplaceStatement line={line} label={label} />}
      </PrintButton>
    </span>
  );
}

/** The company's name, kept with the export settings (where the exports' form keeps it). */
function CompanyAsk({ onSaved, onCancel }: { onSaved: () => void; onCancel: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // Opened by a press: the field takes the focus, so the question is where the person is.
  useEffect(() => form.current?.querySelector('input')?.focus(), []);
  function save(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) setError(sv.month.companyNameError);
    else if (!writeExportSettings({ ...readExportSettings(), companyName: name })) setError(sv.month.settingsNotSaved);
    else onSaved();
  }
  return (
    <form ref={form} className={monthStyles.companyAsk} onSubmit={save} noValidate aria-label={sv.workplaceMonth.companyAskHeading}>
      <p>{sv.workplaceMonth.companyAsk}</p>
      <Field label={sv.month.companyName} name="companyName" value={name} error={error ?? undefined} onChange={(e) => setName(e.target.value)} />
      <Button type="submit">{sv.workplaceMonth.companySaveAndPrint}</Button>{' '}
      <Button variant="secondary" onClick={onCancel}>
        {sv.app.cancel}
      </Button>
    </form>
  );
}
