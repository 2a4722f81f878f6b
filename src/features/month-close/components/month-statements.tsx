/**
 * Every person's statement of a month in one print (issue 13 item 2): each person's statement
 * starts on a new page, in the look of the single statement (print-statement.tsx), corrections
 * as rows of their own. react-to-print is loaded only when printing.
 */
import { sv } from '../../../i18n/sv';
import { PrintButton, StatementPage, type StatementOf } from './print-statement';

export type { StatementOf } from './print-statement';

/** 'Skriv ut alla tidrapporter': everyone given, one statement each, in one print dialog. */
export function PrintMonthStatementsButton({
  people,
  title,
  label = sv.month.printAll,
  disabled = false,
}: {
  people: readonly StatementOf[];
  title: string;
  label?: string;
  disabled?: boolean;
}) {
  return (
    <PrintButton label={label} title={title} disabled={disabled || people.length === 0}>
      {() => (
        <div data-testid="month-statements">
          {people.map((p) => (
            <StatementPage key={p.user._id ?? p.user.personnummer} user={p.user} month={p.month} wages={p.wages ?? null} />
          ))}
        </div>
      )}
    </PrintButton>
  );
}
