/**
 * 'Månadsöversikt' (/admin/manad/, issue 13 item 1): for a chosen month and year, every
 * person's worked time, days worked and entries, sortable, with a total row, a link to each
 * person, and who needs attention (overlapping shifts, days over 14 h, stored totals that
 * disagree with the entries); then the month's exports.
 * Composes the staff list (IsAdmin slice) with each person's time from the one owner of time
 * (Months slice): a person whose time is already held is never read again; the rest are read
 * a few at a time, with the progress shown.
 */
import { memo, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import type { RootState } from '../app/store';
import { BackLink } from '../components/layout';
import { Button, LoadingError, SelectField } from '../components/ui';
import tableStyles from '../components/data-table.module.css';
import { paths } from '../config/paths';
import { membersFetched, selectMembers, selectStaffRequest } from '../features/staff/staff-slice';
import {
  monthTotals,
  sortSummaries,
  summarizePerson,
  type PersonMonthSummary,
  type SortDirection,
  type SummarySortKey,
} from '../features/time/month-summary';
import { personTimeLoaded, personView, type MonthView, type PersonTime, type PersonView } from '../features/time/months-slice';
import type { StatementOf } from '../features/time/components/month-statements';
import { sv } from '../i18n/sv';
import type { PayrollInput } from '../lib/exports/payroll';
import { errorOf } from '../lib/request';
import { hoursMinutes, pad2, toDuration } from '../lib/time';
import type { Id, User } from '../types/api';
import staffStyles from '../features/staff/components/staff.module.css';
import { MonthExports } from './month-exports';
import styles from './month-overview.module.css';

/** How many people's time is read at once. */
export const LOAD_CONCURRENCY = 6;

const hm = (minutes: number) => `${minutes < 0 ? '−' : ''}${hoursMinutes(toDuration(Math.abs(minutes)))}`;

interface Progress {
  done: number;
  total: number;
  failed: Id[];
}

/**
 * Reads the time of every person not yet held by the Months owner, `LOAD_CONCURRENCY` at a
 * time. Answers the progress and a retry for those that failed.
 */
function usePeopleTime(ids: readonly Id[] | null) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const [progress, setProgress] = useState<Progress>({ done: 0, total: 0, failed: [] });
  const [round, setRound] = useState(0);
  const key = ids?.join(',') ?? '';

  useEffect(() => {
    if (!ids) return;
    const held = store.getState().Months.byUser;
    const need = ids.filter((id) => !held[id]?.user);
    let cancelled = false;
    let next = 0;
    let done = 0;
    const failed: Id[] = [];
    setProgress({ done: 0, total: need.length, failed: [] });
    const worker = async () => {
      while (!cancelled && next < need.length) {
        const id = need[next] as Id;
        next += 1;
        const read = await dispatch(personTimeLoaded(id));
        if (cancelled) return;
        if (!personTimeLoaded.fulfilled.match(read)) failed.push(id);
        done += 1;
        setProgress({ done, total: need.length, failed: [...failed] });
      }
    };
    for (let i = 0; i < Math.min(LOAD_CONCURRENCY, need.length); i += 1) void worker();
    return () => {
      cancelled = true;
    };
    // `key` stands for `ids`; `round` is a retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round, dispatch, store]);

  return { progress, retry: () => setRound((r) => r + 1) };
}

function chosenMonth(params: URLSearchParams, now: Date): { year: number; month: number } {
  const year = Number(params.get('ar'));
  const month = Number(params.get('manad'));
  return {
    year: Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : now.getFullYear(),
    month: Number.isInteger(month) && month >= 1 && month <= 12 ? month : now.getMonth() + 1,
  };
}

export default function MonthOverviewPage() {
  const dispatch = useAppDispatch();
  const members = useAppSelector(selectMembers);
  const staffRequest = useAppSelector(selectStaffRequest);
  const byUser = useAppSelector((state: RootState) => state.Months.byUser);
  const [params, setParams] = useSearchParams();
  const now = useMemo(() => new Date(), []);
  const { year, month } = chosenMonth(params, now);
  const [sort, setSort] = useState<{ key: SummarySortKey; direction: SortDirection }>({ key: 'name', direction: 'ascending' });

  useEffect(() => {
    if (members === null) void dispatch(membersFetched());
  }, [dispatch, members]);

  const ids = useMemo(() => members?.map((m) => m._id) ?? null, [members]);
  const { progress, retry } = usePeopleTime(ids);

  // A person's view is computed once per version of their time (the store keeps unchanged people
  // as the same objects), so reading 300 people does not recompute everyone 300 times.
  const [views] = useState(() => new WeakMap<PersonTime, PersonView>());
  const viewOf = (held: PersonTime): PersonView => {
    let view = views.get(held);
    if (!view) {
      view = personView(held, now);
      views.set(held, view);
    }
    return view;
  };

  /** Each member with their month view of the chosen month (or null). */
  const monthOf = useMemo(() => {
    const found = new Map<Id, { user: User; view: MonthView | null }>();
    for (const member of members ?? []) {
      const held = byUser[member._id];
      const view = held?.user ? (viewOf(held).months.find((m) => m.month.MonthNumber === month && m.year === year) ?? null) : null;
      found.set(member._id, { user: held?.user ?? member, view });
    }
    return found;
    // viewOf reads only `views` and `now`, which never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [members, byUser, month, year]);

  const [summaries] = useState(() => new WeakMap<MonthView, PersonMonthSummary>());
  const rows = useMemo(
    () =>
      [...monthOf.values()].map(({ user, view }) => {
        if (!view) return summarizePerson({ user, month: null });
        // A month view is new whenever the person's time (with their user record) changed.
        let summary = summaries.get(view);
        if (!summary) {
          summary = summarizePerson({ user, month: view });
          summaries.set(view, summary);
        }
        return summary;
      }),
    [monthOf, summaries],
  );
  const sorted = useMemo(() => sortSummaries(rows, sort.key, sort.direction), [rows, sort]);
  const totals = useMemo(() => monthTotals(rows), [rows]);

  const exportPeople = useMemo<PayrollInput[]>(
    () =>
      [...monthOf.values()]
        .filter(({ view }) => view && view.month.months.length > 0)
        .map(({ user, view }) => ({ person: { fullname: user.fullname, personnummer: user.personnummer }, entries: view?.month.months ?? [] })),
    [monthOf],
  );
  const statements = useMemo<StatementOf[]>(
    () =>
      sortSummaries(rows, 'name', 'ascending').flatMap((row) => {
        const held = monthOf.get(row.userId);
        return held?.view && (held.view.month.months.length > 0 || held.view.corrections.length > 0) ? [{ user: held.user, month: held.view }] : [];
      }),
    [rows, monthOf],
  );

  const loading = progress.done < progress.total;
  const label = `${pad2(month)}/${year}`;

  function choose(next: { year?: number; month?: number }) {
    setParams({ ar: String(next.year ?? year), manad: String(next.month ?? month) }, { replace: true });
  }

  function sortBy(key: SummarySortKey) {
    setSort((s) =>
      s.key === key
        ? { key, direction: s.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: key === 'name' ? 'ascending' : 'descending' },
    );
  }

  const header = (key: SummarySortKey, text: string, numeric = false) => (
    <th scope="col" aria-sort={sort.key === key ? sort.direction : undefined} className={numeric ? styles.right : undefined}>
      <button type="button" className={staffStyles.sortButton} onClick={() => sortBy(key)}>
        {text} <span aria-hidden="true">{sort.key === key ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}</span>
      </button>
    </th>
  );

  const years = Array.from({ length: 4 }, (_, i) => now.getFullYear() - 2 + i);

  return (
    <section className={staffStyles.page} aria-labelledby="month-overview-heading">
      <BackLink to={paths.admin.root} />
      <h1 id="month-overview-heading">{sv.month.heading}</h1>
      <p className={staffStyles.muted}>{sv.month.intro}</p>
      <div className={styles.choose}>
        <SelectField
          className={staffStyles.selectField}
          label={sv.month.month}
          value={String(month)}
          options={Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: pad2(i + 1) }))}
          onChange={(value) => choose({ month: Number(value) })}
        />
        <SelectField
          className={staffStyles.selectField}
          label={sv.month.year}
          value={String(year)}
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
          onChange={(value) => choose({ year: Number(value) })}
        />
      </div>
      <LoadingError
        loading={members === null && staffRequest.status !== 'error'}
        error={members === null ? errorOf(staffRequest) : null}
        onRetry={() => void dispatch(membersFetched())}
      >
        {loading ? (
          <div className={styles.progress} role="status">
            <progress value={progress.done} max={progress.total} aria-label={sv.month.loadingTime(progress.done, progress.total)} />
            <span>{sv.month.loadingTime(progress.done, progress.total)}</span>
          </div>
        ) : null}
        {!loading && progress.failed.length > 0 ? (
          <div className={styles.failed} role="alert">
            <p>{sv.month.loadFailed(progress.failed.length)}</p>
            <Button variant="secondary" onClick={retry}>
              {sv.app.retry}
            </Button>
          </div>
        ) : null}
        {members && members.length === 0 ? (
          <p>{sv.month.noStaff}</p>
        ) : (
          <>
            <p>
              {sv.month.summary(totals.people, hm(totals.minutes))}
              {totals.attention > 0 ? <strong className={styles.attentionText}> {sv.month.attentionCount(totals.attention)}.</strong> : null}
            </p>
            <SelectField
              className={`${staffStyles.selectField} ${styles.mobileSort}`}
              label={sv.month.sortLabel}
              value={`${sort.key} ${sort.direction}`}
              options={mobileSorts.map(([key, direction, text]) => ({ value: `${key} ${direction}`, label: text }))}
              onChange={(value) => {
                const [key, direction] = value.split(' ') as [SummarySortKey, SortDirection];
                setSort({ key, direction });
              }}
            />
            <OverviewTable rows={sorted} caption={sv.month.caption(label)} header={header} totals={totals} />
          </>
        )}
        <MonthExports year={year} month={month} people={exportPeople} statements={statements} withSie disabled={loading} />
      </LoadingError>
    </section>
  );
}

/** On a phone the table's column heads are hidden: one select sorts instead. */
const mobileSorts: readonly [SummarySortKey, SortDirection, string][] = [
  ['name', 'ascending', sv.month.sortName],
  ['name', 'descending', sv.month.sortNameDesc],
  ['minutes', 'descending', sv.month.sortMinutes],
  ['minutes', 'ascending', sv.month.sortMinutesAsc],
  ['days', 'descending', sv.month.sortDays],
  ['entries', 'descending', sv.month.sortEntries],
  ['attention', 'descending', sv.month.sortAttention],
];

function attentionOf(row: PersonMonthSummary): string[] {
  const notes: string[] = [];
  if (row.overlaps.length) notes.push(sv.month.overlap(row.overlaps.join(', ')));
  if (row.longDays.length) notes.push(sv.month.longDay(row.longDays.join(', ')));
  if (row.drift) notes.push(sv.month.drift);
  return notes;
}

/** One person's row; memoized, so sorting moves rows without rendering them again. */
const OverviewRow = memo(function OverviewRow({ row }: { row: PersonMonthSummary }) {
  const notes = attentionOf(row);
  return (
    <tr className={row.attention ? styles.attentionRow : undefined}>
      <th scope="row">
        <Link to={paths.admin.user(row.userId)}>{row.fullname}</Link>
      </th>
      <td data-label={sv.month.colWorked} className={`${tableStyles.num} ${styles.right}`}>
        {hm(row.minutes)}
        {row.correctionMinutes !== 0 ? (
          <span className={styles.corrected}> ({sv.month.corrected(`${row.correctionMinutes < 0 ? '−' : '+'}${hm(Math.abs(row.correctionMinutes))}`)})</span>
        ) : null}
      </td>
      <td data-label={sv.month.colDays} className={`${tableStyles.num} ${styles.right}`}>
        {row.days}
      </td>
      <td data-label={sv.month.colEntries} className={`${tableStyles.num} ${styles.right}`}>
        {row.entries}
      </td>
      <td data-label={sv.month.colAttention}>
        {notes.length === 0 ? (
          sv.month.ok
        ) : (
          <ul className={styles.notes}>
            {notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
});

function OverviewTable({
  rows,
  caption,
  header,
  totals,
}: {
  rows: PersonMonthSummary[];
  caption: string;
  header: (key: SummarySortKey, text: string, numeric?: boolean) => ReactNode;
  totals: ReturnType<typeof monthTotals>;
}) {
  return (
    <div className={tableStyles.tableWrap}>
      <table className={`${tableStyles.table} ${tableStyles.cards} ${styles.table}`}>
        <caption className={tableStyles.srOnly}>{caption}</caption>
        <thead>
          <tr>
            {header('name', sv.month.colName)}
            {header('minutes', sv.month.colWorked, true)}
            {header('days', sv.month.colDays, true)}
            {header('entries', sv.month.colEntries, true)}
            {header('attention', sv.month.colAttention)}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <OverviewRow key={row.userId} row={row} />
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.totalRow}>
            <th scope="row">{sv.month.total}</th>
            <td data-label={sv.month.colWorked} className={`${tableStyles.num} ${styles.right}`}>
              {hm(totals.minutes)}
            </td>
            <td data-label={sv.month.colDays} className={`${tableStyles.num} ${styles.right}`}>
              {totals.days}
            </td>
            <td data-label={sv.month.colEntries} className={`${tableStyles.num} ${styles.right}`}>
              {totals.entries}
            </td>
            <td data-label={sv.month.colAttention}>{totals.attention > 0 ? sv.month.attentionCount(totals.attention) : sv.month.ok}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
