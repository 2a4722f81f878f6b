/**
 * Min sida (/profile/, SPEC.md §2 'Profile screen', issue 12 items 7 and 8): at the top the
 * person's name and the current month's total; then the month's entries — one line each on a
 * phone (entry-lines.tsx, grouped by week with subtotals), the table on a wide screen — with
 * printing and, quietly at the end, 'Ta bort allt den här månaden'; then the earlier months
 * (MM/YYYY with totals; a click opens the month, with no request when its entries are loaded);
 * and last a collapsed 'Inställningar' with the details, the password and the bank panels.
 * Deleting one entry can be undone for a few seconds (use-pending-deletes.ts).
 * The person's time is requested when the route is matched (app/router.tsx), in parallel with
 * this chunk; the page only asks itself when nothing asked yet. Every change refreshes the data
 * in place (DECISIONS.md 11).
 */
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { selectUser, selectUserId } from '../app/session';
import { useMutation } from '../app/use-mutation';
import { useConfirm } from '../components/confirm-dialog';
import { buttonClass, FailureNotice, Loader, LoadingError } from '../components/ui';
import { EntryLines, lineButtonId, shortDay, useNarrowScreen } from '../features/time/components/entry-lines';
import { CurrentMonthSection, currentMonthLabel, ProfileTop, profileTopStyles } from '../features/time/components/profile-top';
import { usePendingDeletes } from '../features/time/components/use-pending-deletes';
import { monthCleared } from '../person-time/month-writes';
import {
  currentMonthOf,
  emptyPerson,
  monthEntriesLoaded,
  personTimeLoaded,
  personTimeNeeded,
  personView,
  selectPersonTime,
  selectPersonView,
  type MonthView,
} from '../person-time/months-slice';
import { keepLastReadWhenIdle, lastRead } from '../features/time/last-read';
import { whenIdle } from '../lib/first-interaction';
import { sv } from '../i18n/sv';
import { formatHoursMinutes, monthLabel, shortDayLabel } from '../lib/months';
import { errorOf } from '../lib/request';
import { localIsoDate, pad2, toDuration, toMinutes, type Duration } from '../lib/time';
import { entryMinutes } from '../person-time/person-month';
import type { Month, User } from '../types/api';
import styles from './profile-page.module.css';

// The desk's table loads only on a wide screen: a phone never downloads it.
const TimeEntryTable = lazy(() => import('../features/time/components/time-entry-table').then((m) => ({ default: m.TimeEntryTable })));
// The account panels load when 'Inställningar' is opened: not on the way to the first screen.
const PasswordPanel = lazy(() => import('../features/staff/components/password-panel').then((m) => ({ default: m.PasswordPanel })));
// The printable statement (and the company settings it names) loads once Min sida is shown and the
// page is idle, not with it: the phone's first download and the worker's precache stay within
// their budgets, and its code is not evaluated between the frames that show the month (issue 28).
const loadPrint = () => import('../features/month-close/components/print-statement');
const PrintStatementButton = lazy(() => loadPrint().then((m) => ({ default: m.PrintStatementButton })));
let printLoaded = false;

/** Whether the print button's code is here; asked for once the page is idle. */
function usePrintLoaded(): boolean {
  const [loaded, setLoaded] = useState(printLoaded);
  // Not fetched (offline, a bad network): the button stays disabled, and it is asked for again
  // once the phone is back online.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (loaded) return;
    let left = false;
    const again = () => setAttempt((n) => n + 1);
    void whenIdle(2000)
      .then(loadPrint)
      .then(
        () => {
          printLoaded = true;
          if (!left) setLoaded(true);
        },
        () => {
          if (!left) window.addEventListener('online', again, { once: true });
        },
      );
    return () => {
      left = true;
      window.removeEventListener('online', again);
    };
  }, [loaded, attempt]);
  return loaded;
}
const BankPanel = lazy(() => import('../features/staff/components/bank-panel').then((m) => ({ default: m.BankPanel })));

export default function ProfilePage() {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUserId);
  const sessionUser = useAppSelector(selectUser);
  // The store hands a new month over synchronously (react-redux): deferred, the page draws it
  // in a render of its own that React slices, so 500 entries arriving are no long task (issue 19).
  const read = useDeferredValue(useAppSelector((state) => selectPersonView(state, userId)));
  const person = useAppSelector((state) => selectPersonTime(state, userId));
  // What was read is kept on the phone: offline, Min sida shows it, marked with when (issue 25 item 3).
  useEffect(() => {
    if (userId && person.user && person.request.status === 'loaded') keepLastReadWhenIdle(userId, person.user, person.months);
  }, [userId, person.user, person.months, person.request.status]);
  const readFailed = !read.user && read.request.status === 'error';
  const kept = useMemo(() => (readFailed && userId ? lastRead(userId) : null), [readFailed, userId]);
  const keptView = useMemo(() => (kept ? personView({ ...emptyPerson, user: kept.user, months: kept.months, request: { status: 'loaded' } }) : null), [kept]);
  const view = keptView ?? read;
  // 'Ändra' on the receipt after sending leads here, to that day's line (issue 25 item 2).
  const location = useLocation();
  const askedEntry = (location.state as { entry?: unknown } | null)?.entry;
  const focusEntry = typeof askedEntry === 'string' ? askedEntry : null;
  const narrow = useNarrowScreen();
  const [openedId, setOpenedId] = useState<string | null>(null);
  // Months whose entries were read on their own (the person's time came without them).
  const [readMonths, setReadMonths] = useState<ReadonlySet<string>>(new Set());
  const { confirm, dialog } = useConfirm();
  const removeMonth = useMutation(monthCleared, { success: (message) => message });
  const deletes = usePendingDeletes(userId);
  const printReady = usePrintLoaded();
  const [settingsOpen, setSettingsOpen] = useState(false);

  const load = useCallback(() => {
    if (userId) void dispatch(personTimeLoaded(userId));
  }, [dispatch, userId]);

  // The router asks when the route matched; the page asks too, and whichever comes second finds
  // the read asked for (checked in the store when dispatched): one read.
  useEffect(() => {
    if (userId) dispatch(personTimeNeeded(userId));
  }, [dispatch, userId]);
  // Back online after a read that failed: read again.
  useEffect(() => {
    if (!readFailed) return;
    window.addEventListener('online', load);
    return () => window.removeEventListener('online', load);
  }, [readFailed, load]);

  const shownEntry = Boolean(focusEntry && view.user);
  useEffect(() => {
    if (!shownEntry || !focusEntry) return;
    const line = document.getElementById(lineButtonId(focusEntry));
    line?.scrollIntoView?.({ block: 'center' });
    line?.focus({ preventScroll: true });
  }, [shownEntry, focusEntry]);

  const deleteMonth = async ({ month, total }: MonthView) => {
    if (!userId) return;
    const label = monthLabel(month);
    const yes = await confirm(sv.profile.confirmDeleteMonth(label, total.hours, total.minutes), {
      danger: true,
      confirmLabel: sv.profile.confirmYes,
    });
    if (yes) await removeMonth.run({ userId, monthId: month._id });
  };

  const toggleMonth = ({ month }: MonthView) => {
    if (!userId) return;
    if (openedId === month._id) {
      setOpenedId(null);
      return;
    }
    setOpenedId(month._id);
    // The person's time carries each month's entries; only a month that came without them is read.
    if (needsEntries(month) && !readMonths.has(month._id)) {
      void dispatch(monthEntriesLoaded({ userId, MonthNumber: month.MonthNumber })).then(() =>
        setReadMonths((read) => new Set(read).add(month._id)),
      );
    }
  };

  const undo = (entryId: string) => {
    deletes.undo(entryId);
    // Focus goes back to the line that came back.
    requestAnimationFrame(() => document.getElementById(lineButtonId(entryId))?.focus());
  };

  if (!userId) return null;
  const shown = view.user;
  const user: Pick<User, 'fullname' | 'email' | 'personnummer' | 'phone' | 'bankaccount'> = {
    fullname: shown?.fullname ?? sessionUser?.fullname ?? '',
    email: shown?.email ?? sessionUser?.email ?? '',
    personnummer: shown?.personnummer ?? sessionUser?.personnummer ?? '',
    phone: shown?.phone ?? sessionUser?.phone ?? '',
    bankaccount: shown?.bankaccount ?? sessionUser?.bankaccount ?? '',
  };
  const current = currentMonthOf(view);
  const earlier = view.months.filter((m) => m !== current);
  const allMonths = view.months.map((m) => m.month);
  // An entry waiting for its undo is hidden from the month that holds it (by the entry's id, so
  // never from another year's month of the same number, issue 23).
  const hiddenTime = (mv: MonthView) => {
    let minutes = 0;
    for (const p of deletes.pending) if (mv.month.months.some((e) => e._id === p.entry._id)) minutes += entryMinutes(p.entry);
    return minutes;
  };
  /** A month's total as shown: without the entries whose delete is waiting. */
  const shownTotal = (mv: MonthView): Duration => toDuration(toMinutes(mv.total) - hiddenTime(mv));
  const personTotal = toDuration(toMinutes(view.total) - (current ? hiddenTime(current) : 0) - earlier.reduce((s, m) => s + hiddenTime(m), 0));

  // 'Skriv ut', disabled until its code is here.
  const waitingPrint = (
    <button type="button" className={buttonClass('secondary')} disabled>
      {sv.profile.print}
    </button>
  );
  const monthSection = (mv: MonthView) => {
    const label = monthLabel(mv.month);
    const entries = mv.month.months;
    const empty = entries.every((e) => deletes.hidden.has(e._id));
    return (
      <>
        {empty ? (
          <p className={styles.empty}>{sv.profile.emptyMonth}</p>
        ) : narrow ? (
          <EntryLines
            userId={userId}
            entries={entries}
            monthNumber={mv.month.MonthNumber}
            months={allMonths}
            unsaved={view.unsaved}
            hidden={deletes.hidden}
            onDelete={deletes.schedule}
            label={sv.profile.entriesCaption(label)}
            initialOpen={focusEntry}
          />
        ) : (
          <Suspense fallback={<Loader />}>
            <TimeEntryTable
              userId={userId}
              entries={entries}
              monthNumber={mv.month.MonthNumber}
              months={allMonths}
              unsaved={view.unsaved}
              correction={mv.pm.correctionMinutes}
              caption={sv.profile.entriesCaption(label)}
            />
          </Suspense>
        )}
        <div className={styles.monthActions}>
          <Suspense fallback={waitingPrint}>{printReady ? <PrintStatementButton user={user} month={mv} /> : waitingPrint}</Suspense>
          {entries.length > 0 ? (
            <button type="button" className={styles.quiet} onClick={() => void deleteMonth(mv)}>
              {sv.profile.deleteMonth}
            </button>
          ) : null}
        </div>
      </>
    );
  };

  const currentLabel = current ? monthLabel(current.month) : currentMonthLabel();
  const currentTotal = current ? shownTotal(current) : { hours: 0, minutes: 0 };

  return (
    <div className={profileTopStyles.page}>
      {/* The same top as the router's placeholder (profile-top.tsx): nothing moves when this
          chunk arrives; only what needs the person's time waits for it. */}
      <ProfileTop name={user.fullname} label={currentLabel} monthTotal={shown ? currentTotal : null} allTotal={shown ? personTotal : null} />

      {kept ? (
        <div className={styles.lastRead} role="status">
          <p>{sv.profile.lastRead(shortDayLabel(localIsoDate(new Date(kept.at))), clockTime(new Date(kept.at)))}</p>
          <button type="button" className={buttonClass('secondary')} onClick={load}>
            {sv.app.retry}
          </button>
        </div>
      ) : null}

      <FailureNotice failure={removeMonth.failure ?? deletes.failure} onDismiss={removeMonth.failure ? removeMonth.dismiss : deletes.dismiss} />

      <CurrentMonthSection label={currentLabel}>
        <LoadingError loading={!shown && view.request.status !== 'error'} error={shown ? null : errorOf(view.request)} onRetry={load}>
          {current ? monthSection(current) : <p className={styles.empty}>{sv.profile.emptyMonth}</p>}
        </LoadingError>
      </CurrentMonthSection>

      {shown ? (
        <>

        <section className={styles.section} aria-labelledby="profile-earlier">
          <h2 id="profile-earlier" className={styles.sectionTitle}>
            {sv.profile.earlierMonths}
          </h2>
          {earlier.length === 0 ? <p className={styles.empty}>{sv.profile.noEarlierMonths}</p> : null}
          <ul className={styles.monthList}>
            {earlier.map((mv) => {
              const isOpen = openedId === mv.month._id;
              const panelId = `month-${mv.month._id}`;
              const loading = isOpen && needsEntries(mv.month) && !readMonths.has(mv.month._id);
              const total = shownTotal(mv);
              return (
                <li key={mv.month._id} className={[styles.monthItem, isOpen ? styles.monthOpen : ''].join(' ')}>
                  <h3 className={styles.monthHeading}>
                    <button
                      type="button"
                      className={styles.monthButton}
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? panelId : undefined}
                      onClick={() => toggleMonth(mv)}
                    >
                      <span className={styles.monthLabel}>{monthLabel(mv.month)}</span>{' '}
                      <span className={styles.monthTotal}>{formatHoursMinutes(total.hours, total.minutes)}</span>
                      <span className={styles.chevron} aria-hidden="true">
                        {isOpen ? '▴' : '▾'}
                      </span>
                    </button>
                  </h3>
                  {isOpen ? (
                    <div id={panelId} className={styles.monthPanel}>
                      <LoadingError loading={loading} error={null} onRetry={() => toggleMonth(mv)}>
                        {monthSection(mv)}
                      </LoadingError>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>

        <details className={styles.settings} open={settingsOpen}>
          <summary
            className={styles.settingsSummary}
            onClick={(event) => {
              event.preventDefault();
              setSettingsOpen((open) => !open);
            }}
          >
            <h2 className={styles.settingsTitle}>{sv.profile.settings}</h2>
            <span className={styles.settingsChevron} aria-hidden="true">
              ▾
            </span>
          </summary>
          <div className={styles.settingsBody}>
            <section className={styles.card} aria-labelledby="profile-details">
              <h3 id="profile-details" className={styles.cardTitle}>
                {sv.profile.details}
              </h3>
              <dl className={styles.details}>
                <Detail term={sv.profile.name} value={user.fullname} />
                <Detail term={sv.profile.email} value={user.email} />
                <Detail term={sv.profile.personnummer} value={user.personnummer} />
                <Detail term={sv.profile.phone} value={user.phone} />
                <Detail term={sv.profile.totalWorked} value={sv.profile.hoursMinutes(personTotal.hours, personTotal.minutes)} strong />
                <Detail term={sv.profile.bankAccount} value={user.bankaccount || sv.profile.noBankAccount} />
              </dl>
            </section>
            {settingsOpen ? (
              <Suspense fallback={<Loader />}>
                <div className={styles.panels}>
                  <PasswordPanel userId={userId} />
                  <BankPanel userId={userId} />
                </div>
              </Suspense>
            ) : null}
          </div>
        </details>
        </>
      ) : null}
      <UndoBar pending={deletes.pending} onUndo={undo} />
      {dialog}
    </div>
  );
}

/** 'Passet fre 20/11 togs bort. Ångra' for each delete still waiting; the newest 'Ångra' takes focus. */
function UndoBar({ pending, onUndo }: { pending: ReturnType<typeof usePendingDeletes>['pending']; onUndo: (entryId: string) => void }) {
  const waiting = pending.filter((p) => !p.sending);
  const newest = useRef<HTMLButtonElement>(null);
  const count = waiting.length;
  const lastId = waiting[count - 1]?.entry._id;
  useEffect(() => {
    if (lastId) newest.current?.focus();
  }, [lastId]);
  return (
    <div className={styles.undoBar} role="status">
      {waiting.map((p, i) => (
        <div key={p.entry._id} className={styles.undoItem}>
          <span>{sv.profile.entryDeleted(shortDay(p.entry.date))}</span>
          <button
            type="button"
            className={buttonClass('secondary')}
            ref={i === count - 1 ? newest : undefined}
            onClick={() => onUndo(p.entry._id)}
          >
            {sv.profile.undo}
          </button>
        </div>
      ))}
    </div>
  );
}

/** A month record that came without its entries although it has time. */
function needsEntries(month: Month): boolean {
  return month.months.length === 0 && (month.total > 0 || month.half > 0);
}

function Detail({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={styles.detail}>
      <dt>{term}</dt>
      <dd className={strong ? styles.strong : undefined}>{value || '–'}</dd>
    </div>
  );
}

/** 14:05 */
function clockTime(date: Date): string {
  return `${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}
