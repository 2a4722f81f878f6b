/**
 * The month a month's view shows (the month overview, hours per workplace): in the address
 * (?ar=2026&manad=11, so a link or a reload keeps it), this month when absent or wrong, chosen
 * with two lists.
 */
import { useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { SelectField } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { pad2 } from '../../../lib/time';
import styles from './month-choice.module.css';

export interface ChosenMonth {
  year: number;
  month: number;
}

export function chosenMonth(params: URLSearchParams, now: Date): ChosenMonth {
  const year = Number(params.get('ar'));
  const month = Number(params.get('manad'));
  return {
    year: Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : now.getFullYear(),
    month: Number.isInteger(month) && month >= 1 && month <= 12 ? month : now.getMonth() + 1,
  };
}

/** The month in the address, and a way to choose another. */
export function useChosenMonth(now: Date): ChosenMonth & { choose: (next: Partial<ChosenMonth>) => void } {
  const [params, setParams] = useSearchParams();
  const { year, month } = chosenMonth(params, now);
  // The month and year last chosen, ahead of the render that shows them: the address changes in a
  // transition, so a second choice (the year right after the month) made before that render must
  // not take the month back from a stale render.
  const chosen = useRef({ year, month });
  useLayoutEffect(() => {
    chosen.current = { year, month };
  }, [year, month]);
  function choose(next: Partial<ChosenMonth>) {
    const wanted = { ...chosen.current, ...next };
    chosen.current = wanted;
    setParams({ ar: String(wanted.year), manad: String(wanted.month) }, { replace: true });
  }
  return { year, month, choose };
}

/** 'Månad' and 'År': this year, the two before and the next. */
export function MonthChoice({ year, month, now, onChoose }: ChosenMonth & { now: Date; onChoose: (next: Partial<ChosenMonth>) => void }) {
  const years = Array.from({ length: 4 }, (_, i) => now.getFullYear() - 2 + i);
  return (
    <div className={styles.choose}>
      <SelectField
        className={styles.field}
        label={sv.month.month}
        value={String(month)}
        options={Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: pad2(i + 1) }))}
        onChange={(value) => onChoose({ month: Number(value) })}
      />
      <SelectField
        className={styles.field}
        label={sv.month.year}
        value={String(year)}
        options={years.map((y) => ({ value: String(y), label: String(y) }))}
        onChange={(value) => onChoose({ year: Number(value) })}
      />
    </div>
  );
}
