/**
 * 'Månadsöversikt' (/admin/manad/, issue 13 item 1): for a chosen month and year, every
 * person's worked time, days worked and entries, sortable, with a total row, a link to each
 * person, and who needs attention (overlapping shifts, days over 14 h, stored totals that
 * disagree with the entries); then the month's exports.
 * Composes the staff list (IsAdmin slice) with each person's time from the one owner of time
 * (Months slice): a person whose time is already held is never read again; the rest are read
 * a few at a time, with the progress shown.
 */
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import type { RootState } from '../app/store';
import { Button, LoadingError, SelectField } from '../components/ui';
import { paths } from '../config/paths';
import { getPage } from '../features/bills/api';
import { companyLabel } from '../features/bills/company';
import { nextPageOf } from '../features/bills/paging';
import { MonthExports, type ExportPerson, type LoadSieItems } from '../features/month-close/components/month-exports';
import styles from '../features/month-close/components/month-overview.module.css';
import placeStyles from '../features/workplaces/components/workplace-month.module.css';
import { hm, mobileSorts, OverviewTable } from '../features/month-close/components/overview-table';
import {
  monthTotals,
  sortSummaries,
  summarizePerson,
  type PersonMonthSummary,
  type SummarySortKey,
} from '../features/month-close/month-summary';
import { personMonth, type PersonMonth } from '../person-time/person-month';
import { personWages, wageRecordsOf } from '../person-time/person-wages';
import type { MonthWages, WageRecord } from '../person-time/wages/month-wages';
import type { WageSettings } from '../person-time/wages/settings';
import { useExportSettings } from '../features/month-close/use-export-settings';
import { membersFetched, membersNeeded, selectMembers, selectStaffRequest } from '../features/staff/staff-slice';
import { PrintMonthStatementsButton, type StatementOf } from '../features/month-close/components/month-statements';
import { SettingsNotice } from '../features/month-close/components/settings-transfer';
import { EveryonesPendingCorrections } from '../features/month-close/components/pending-corrections';
import { MonthChoice, useChosenMonth } from '../features/month-close/components/month-choice';
import { MonthOverviewTop } from '../features/month-close/components/month-overview-top';
import { correctionNotesRead, type PersonTime } from '../person-time/months-slice';
import { personView, type MonthView, type PersonView } from '../person-time/person-view';
import { sv } from '../i18n/sv';
import { sv as admin } from '../i18n/sv-admin';
import { errorOf } from '../lib/request';
import { monthYearLabel } from '../lib/month-label';
import type { BillItem, BillKind, Id, User } from '../types/api';
import { usePeopleTime } from '../person-time/use-people-time';
import type { SortDirection } from '../types/sort';
import { SortButton } from '../components/sort-button';

/** Every item of a kind in a month: all pages (GET /api/{kind}/?pageNumber=n&month=m). */
export async function monthItems(kind: BillKind, month: number): Promise<BillItem[]> {
  const items: BillItem[] = [];
  let pageNumber: number | null = 1;
  while (pageNumber !== null) {
    const page = await getPage(kind, pageNumber, month);
    items.push(...page.product);
    pageNumber = nextPageOf(pageNumber, page);
  }
  return items;
}

/** The month's bills and invoices for SIE, company names as the screens show them (stored lower-cased). */
const loadSieItems: LoadSieItems = async (month) => {
  const [bills, invoices] = await Promise.all([monthItems('bill', month), monthItems('invoice', month)]);
  const shown = (item: BillItem) => ({ ...item, companyname: companyLabel(item.companyname) });
  return { bills: bills.map(shown), invoices: invoices.map(shown) };
};


export default function MonthOverviewPage() {
  const dispatch = useAppDispatch();
  const members = useAppSelector(selectMembers);
  const staffRequest = useAppSelector(selectStaffRequest);
  // Everyone's time as the table draws it: a deferred copy, so that the table is drawn again
  // for each batch of answers in a background render that React slices and interrupts, not in
  // one long task per batch (issue 28: total blocking time). While it lags behind the store the
  // page counts as loading: the exports never see a month that is not everyone's yet.
  const byUserNow = useAppSelector((state: RootState) => state.Months.byUser);
  const byUser = useDeferredValue(byUserNow);
  const now = useMemo(() => new Date(), []);
  const { year, month, choose } = useChosenMonth(now);
  const [sort, setSort] = useState<{ key: SummarySortKey; direction: SortDirection }>({ key: 'name', direction: 'ascending' });
  // The wage settings of this computer: the supplements' columns, the print and the files (DECISIONS.md 36).
  const wageSettings = useExportSettings().wages;

  useEffect(() => {
    if (members === null) void dispatch(membersNeeded());
  }, [dispatch, members]);

  const ids = useMemo(() => members?.map((m) => m._id) ?? null, [members]);
  const { progress, started, retry } = usePeopleTime(ids);

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


  /** Each member with their month view of the chosen month (or null) and their month. */
  const monthOf = useMemo(() => {
    const found = new Map<Id, { user: User; view: MonthView | null; pm: PersonMonth | null; drift: boolean; records: WageRecord[] }>();
    for (const member of members ?? []) {
      const held = byUser[member._id];
      const person = held?.user ? viewOf(held) : null;
      const view = person?.months.find((m) => m.month.MonthNumber === month && m.year === year) ?? null;
      // The person's month (person-month.ts), computed with the view: the same figure for the
      // table, the print and the files, on every computer (DECISIONS.md 30). A month's difference
      // from its entries is its correction; only the person's own total can disagree (drift).
      // All the person's months: the month's first week may begin in the month before.
      const records = person ? wageRecordsOf(person.months) : [];
      found.set(member._id, { user: held?.user ?? member, view, pm: view?.pm ?? null, drift: person?.drift ?? false, records });
    }
    return found;
    // viewOf reads only `views` and `now`, which never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [members, byUser, month, year]);

  // A person's row is the same object until their month (or, without one, their user record)
  // or the wage settings change, so the table's row memo holds and only the people just read are
  // drawn again. Their supplements are computed here, once per row (person-wages.ts remembers them
  // for the print and the files).
  // Per wage settings and month: a person without a record of the month may still have a week's
  // overtime in it, so their row (keyed by their records) is the month's.
  const [summariesBySettings] = useState(() => new WeakMap<WageSettings, Map<string, WeakMap<object, PersonMonthSummary>>>());
  const wagesOf = useCallback(
    (records: readonly WageRecord[], userId: Id): MonthWages => personWages(records, year, month, wageSettings, userId),
    [year, month, wageSettings],
  );
  const rows = useMemo(() => {
    const byMonth = summariesBySettings.get(wageSettings) ?? new Map<string, WeakMap<object, PersonMonthSummary>>();
    summariesBySettings.set(wageSettings, byMonth);
    const known = byMonth.get(`${year}-${month}`) ?? new WeakMap<object, PersonMonthSummary>();
    byMonth.set(`${year}-${month}`, known);
    return [...monthOf.values()].map(({ user, view, pm, drift, records }) => {
      // A person's month is new whenever the person's time (with their user record) changed.
      const by: object = view && pm ? pm : records.length > 0 ? records : user;
      let summary = known.get(by);
      if (!summary) {
        const wages = records.length > 0 ? wagesOf(records, user._id).sums : null;
        summary = summarizePerson({ user, month: view && pm ? { personMonth: pm, drift } : null, wages });
        known.set(by, summary);
      }
      return summary;
    });
  }, [monthOf, summariesBySettings, wageSettings, wagesOf, year, month]);
  const sorted = useMemo(() => sortSummaries(rows, sort.key, sort.direction), [rows, sort]);
  const totals = useMemo(() => monthTotals(rows), [rows]);

  // The table of everyone is drawn once the reads are on their way, not before they are sent.
  const loading = progress.done < progress.total || byUser !== byUserNow;
  const withTime = (pm: PersonMonth | null): pm is PersonMonth => pm !== null && pm.entries.length + pm.moved.length + pm.corrections.length > 0;
  // A week's overtime dated on a Sunday of this month may come from the month before alone: that person is in the files too.
  const withWages = (row: PersonMonthSummary) => Object.values(row.wages).some((m) => m > 0);
  // The exports and the print wait for every person (disabled while loading): made once, at the end.
  const exportPeople = useMemo<ExportPerson[]>(
    () =>
      loading ? [] : sortSummaries(rows, 'name', 'ascending').flatMap((row) => {
        const held = monthOf.get(row.userId);
        if (!held || !(withTime(held.pm) || withWages(row))) return [];
        const pm = held.pm ?? personMonth({ year, month, entries: [], stored: null });
        return [{ userId: row.userId, fullname: held.user.fullname, personnummer: held.user.personnummer, month: pm, records: held.records }];
      }),
    [rows, monthOf, loading, year, month],
  );
  const statements = useMemo<StatementOf[]>(
    () =>
      loading ? [] : sortSummaries(rows, 'name', 'ascending').flatMap((row) => {
        const held = monthOf.get(row.userId);
        return held?.view && withTime(held.pm) ? [{ user: held.user, month: held.view, wages: wagesOf(held.records, row.userId) }] : [];
      }),
    [rows, monthOf, loading, wagesOf],
  );

  // Corrections pending after a reload are settled here too, once everyone is read; what became
  // of each is said until the page is left.
  const names = useMemo(() => new Map((members ?? []).map((m) => [m._id, m.fullname])), [members]);
  const [settled, setSettled] = useState<string[]>([]);

  const label = monthYearLabel(month, year);
  // Everyone, for the settings' list of employment numbers (matched by id).
  const staff = useMemo(() => members?.map((m) => ({ userId: m._id, fullname: m.fullname, personnummer: m.personnummer })) ?? [], [members]);


  function sortBy(key: SummarySortKey) {
    setSort((s) =>
      s.key === key
        ? { key, direction: s.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: key === 'name' ? 'ascending' : 'descending' },
    );
  }

  const header = (key: SummarySortKey, text: string, numeric = false) => (
    <th scope="col" aria-sort={sort.key === key ? sort.direction : undefined} className={numeric ? styles.right : undefined}>
      <SortButton label={text} direction={sort.key === key ? sort.direction : null} onSort={() => sortBy(key)} />
    </th>
  );


  return (
    <MonthOverviewTop>
      {/* Issue 24: the same month per workplace. */}
      <p>
        <Link to={`${paths.admin.platsManad}?ar=${year}&manad=${month}`} className={placeStyles.inlineLink}>
          {admin.workplaceMonth.nav}
        </Link>
      </p>
      <MonthChoice year={year} month={month} now={now} onChoose={choose} />
      <SettingsNotice onRead={(notes) => dispatch(correctionNotesRead(notes))} />
      <LoadingError
        loading={members === null && staffRequest.status !== 'error'}
        error={members === null ? errorOf(staffRequest) : null}
        onRetry={() => void dispatch(membersFetched())}
      >
        {/* The progress line's place stays when it goes, so the table under it does not move up
            (issue 28: no layout shift). */}
        <div className={styles.status}>
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
        </div>
        <EveryonesPendingCorrections
          names={names}
          ready={members !== null && !loading}
          className={styles.pending}
          onSettled={(text) => setSettled((shown) => [...shown, text])}
        />
        {settled.length > 0 ? (
          <div className={styles.pending} role="status">
            {settled.map((text, i) => (
              <p key={i}>{text}</p>
            ))}
          </div>
        ) : null}
        {members && members.length === 0 ? (
          <p>{sv.month.noStaff}</p>
        ) : loading && !started ? null : (
          <>
            <p>
              {sv.month.summary(totals.people, hm(totals.minutes))}
              {totals.attention > 0 ? <strong className={styles.attentionText}> {sv.month.attentionCount(totals.attention)}.</strong> : null}
            </p>
            <SelectField
              className={`${styles.selectField} ${styles.mobileSort}`}
              label={sv.month.sortLabel}
              value={`${sort.key} ${sort.direction}`}
              options={mobileSorts.map(([key, direction, text]) => ({ value: `${key} ${direction}`, label: text }))}
              onChange={(value) => {
                const [key, direction] = value.split(' ') as [SummarySortKey, SortDirection];
                setSort({ key, direction });
              }}
            />
            <OverviewTable rows={sorted} caption={sv.month.caption(label)} header={header} totals={totals} shown={{ year, month }} />
          </>
        )}
        {/* The exports come after the table, drawn with it: drawn before, the table pushed them
            down (issue 28: a layout shift of 0.40). */}
        {loading && !started ? null : (
          <MonthExports
            year={year}
            month={month}
            people={exportPeople}
            print={(held) => <PrintMonthStatementsButton people={statements} title={`${sv.profile.statementHeading} ${label.replace('/', '-')}`} disabled={held} />}
            loadSieItems={loadSieItems}
            onSettingsRead={(notes) => dispatch(correctionNotesRead(notes))}
            staff={staff}
            disabled={loading}
          />
        )}
      </LoadingError>
    </MonthOverviewTop>
  );
}

