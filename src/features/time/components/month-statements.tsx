/**
 * Every person's statement of a month in one print (issue 13 item 2): one A4 page each, in
 * the look of the single statement (print-statement.tsx), with the month's corrections marked
 * under the entries. react-to-print is loaded only when printing.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { hoursMinutes, toDuration } from '../../../lib/time';
import type { User } from '../../../types/api';
import type { MonthView } from '../months-slice';
import { Statement } from './print-statement';
import styles from './print-statement.module.css';

const PrintRunner = lazy(() => import('../../../components/print-runner'));

export interface StatementOf {
  user: Pick<User, '_id' | 'fullname' | 'personnummer'>;
  month: Pick<MonthView, 'month' | 'total' | 'corrections'>;
}

function signed(minutes: number): string {
  return `${minutes < 0 ? '−' : '+'}${hoursMinutes(toDuration(Math.abs(minutes)))}`;
}

/** One person's page: the statement, then the corrections and the total with them. */
export function StatementPage({ user, month }: StatementOf) {
  return (
    <div className={styles.page}>
      <Statement user={user} month={month.month} />
      {month.corrections.length > 0 ? (
        <section className={styles.corrections} aria-label={sv.month.corrections}>
          <h2>{sv.month.corrections}</h2>
          <ul>
            {month.corrections.map((c) => (
              <li key={c.at}>{sv.time.correctionLine(signed(c.minutes), c.at.slice(0, 10))}</li>
            ))}
          </ul>
          <p>
            <strong>{sv.month.totalWithCorrections(hoursMinutes(month.total))}</strong>
          </p>
        </section>
      ) : null}
    </div>
  );
}

/** 'Skriv ut alla tidrapporter': everyone given, one page each, in one print dialog. */
export function PrintMonthStatementsButton({
  people,
  title,
  label = sv.month.printAll,
}: {
  people: readonly StatementOf[];
  title: string;
  label?: string;
}) {
  const [printing, setPrinting] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setPrinting(true)}
        disabled={printing || people.length === 0}
        aria-busy={printing || undefined}
      >
        {label}
      </Button>
      {printing ? (
        <>
          <div className={styles.hidden}>
            <div ref={contentRef} data-testid="month-statements">
              {people.map((p) => (
                <StatementPage key={p.user._id} user={p.user} month={p.month} />
              ))}
            </div>
          </div>
          <Suspense fallback={null}>
            <PrintRunner contentRef={contentRef} documentTitle={title} onDone={() => setPrinting(false)} />
          </Suspense>
        </>
      ) : null}
    </>
  );
}
