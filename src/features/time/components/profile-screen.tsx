/**
 * Min sida (/profile/, SPEC.md §2 'Profile screen', issue 12 items 7 and 8): at the top the
 * person's name and the current month's total; then the month's entries (profile-month.tsx) with
 * printing and, quietly at the end, 'Ta bort allt den här månaden'; then the earlier months
 * (earlier-months.tsx); and last a collapsed 'Inställningar' (profile-settings.tsx). Deleting one
 * entry can be undone for a few seconds (use-pending-deletes.ts, deleted-entries-bar.tsx).
 * The person's time is requested when the route is matched (app/router.tsx), in parallel with
 * this chunk; the page only asks itself when nothing asked yet. Every change refreshes the data
 * in place (DECISIONS.md 11). The route (routes/profile-page.tsx) hands in what other features
 * draw here: the printable statement and the account panels.
 */
import { useCallback, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { afterScreenDrawn, screenDrawn } from '../../../app/first-paint';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectUser, selectUserId } from '../../../app/session';
import { useMutation } from '../../../app/use-mutation';
import { useConfirm } from '../../../components/confirm-dialog';
import { FailureNotice, LoadingError } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { monthLabel } from '../../../lib/months';
import { errorOf } from '../../../lib/request';
import { toDuration, toMinutes, type Duration } from '../../../lib/time';
import { monthClearedLater, preloadWrites } from '../../../person-time/lazy-writes';
import { personTimeLoaded, personTimeNeeded, selectPersonTime } from '../../../person-time/months-slice';
import { currentMonthOf, selectPersonView, type MonthView } from '../../../person-time/person-view';
import { entryMinutes } from '../../../person-time/person-month';
import { wageRecordsOf } from '../../../person-time/person-wages';
import { keepLastReadWhenIdle } from '../last-read';
import { useOnline } from './use-online';
import { DeletedEntriesBar } from './deleted-entries-bar';
import { EarlierMonths } from './earlier-months';
import { keepPictureWhenIdle } from '../kept-picture-capture';
import { KeptReadNotice, KeptReadPlace, keptPictureNotice, useKeptRead } from './kept-read';
import { lineButtonId, loadLineEdit } from './entry-line';
import { useNarrowScreen } from './use-narrow-screen';
import { ProfileMonth, type PrintButton, type ProfileMonthProps, type ProfileUser } from './profile-month';
import { ProfileSettings } from './profile-settings';
import { CurrentMonthSection, currentMonthLabel, ProfileTop, profileTopStyles } from './profile-top';
import styles from './profile-page.module.css';
import { usePendingDeletes } from './use-pending-deletes';

export interface ProfileScreenProps {
  printButton: PrintButton;
  accountPanels: (userId: string) => ReactNode;
}

export function ProfileScreen({ printButton, accountPanels }: ProfileScreenProps) {
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
  // Until the fresh read is here (or when it fails), what this phone read last (kept-read.tsx).
  const { view, kept, failed: readFailed, replaced } = useKeptRead(userId, read);
  // Offline, and this phone never read the person's time: said in plain words, not '…' and the
  // failed call's 'not fund 404' (DECISIONS.md 33, issue 43). It is read when the phone is back online.
  const online = useOnline();
  const neverRead = readFailed && !kept && !online;
  // 'Ändra' on the receipt after sending leads here, to that day's line (issue 25 item 2).
  const location = useLocation();
  const askedEntry = (location.state as { entry?: unknown } | null)?.entry;
  const focusEntry = typeof askedEntry === 'string' ? askedEntry : null;
  const narrow = useNarrowScreen();
  // The page as drawn from a fresh read is what the next visit shows first (app/kept-picture.ts):
  // on a phone, where the month is lines drawn with the page's own stylesheets; a wide screen's
  // table comes in a chunk (and a stylesheet) of its own, which the picture's page does not link.
  useEffect(() => {
    if (userId && view.user && !kept && narrow) keepPictureWhenIdle(userId, keptPictureNotice());
  }, [userId, view, kept, narrow]);
  const { confirm, dialog } = useConfirm();
  const removeMonth = useMutation(monthClearedLater, { success: (message) => message });
  const deletes = usePendingDeletes(userId);

  const load = useCallback(() => {
    if (userId) void dispatch(personTimeLoaded(userId));
  }, [dispatch, userId]);

  // The router asks when the route matched; the page asks too, and whichever comes second finds
  // the read asked for (checked in the store when dispatched): one read.
  useEffect(() => {
    if (userId) dispatch(personTimeNeeded(userId));
  }, [dispatch, userId]);
  // Back online after a read that failed offline: read again. Followed through useOnline's state,
  // not an 'online' listener added once the failure was drawn: an event in between was missed,
  // and the page went on saying 'Ingen anslutning' online (offline-never-read.test.tsx, under load).
  const [failedOffline, setFailedOffline] = useState(false);
  if (readFailed && !online && !failedOffline) setFailedOffline(true);
  useEffect(() => {
    if (!failedOffline || !online) return;
    setFailedOffline(false);
    load();
  }, [failedOffline, online, load]);

  // The month (or why it is not there) is drawn: the writes' code may load now, when the page is
  // idle, not before (issue 44); a press earlier loads it itself, busy meanwhile.
  const settled = Boolean(view.user) || view.request.status === 'error';
  useEffect(() => {
    if (!settled) return;
    screenDrawn();
    let left = false;
    let stop: (() => void) | undefined;
    afterScreenDrawn(() => {
      if (!left) stop = preloadWrites(loadLineEdit);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [settled]);

  const shownEntry = Boolean(focusEntry && view.user);
  useEffect(() => {
    if (!shownEntry || !focusEntry) return;
    const line = document.getElementById(lineButtonId(focusEntry));
    line?.scrollIntoView?.({ block: 'center' });
    line?.focus({ preventScroll: true });
  }, [shownEntry, focusEntry]);

  const deleteMonth = async ({ month, total }: MonthView) => {
    if (!userId) return;
    const yes = await confirm(sv.profile.confirmDeleteMonth(monthLabel(month), total.hours, total.minutes), {
      danger: true,
      confirmLabel: sv.profile.confirmYes,
    });
    if (yes) await removeMonth.run({ userId, monthId: month._id });
  };

  const undo = (entryId: string) => {
    deletes.undo(entryId);
    // Focus goes back to the line that came back.
    requestAnimationFrame(() => document.getElementById(lineButtonId(entryId))?.focus());
  };

  if (!userId) return null;
  const shown = view.user;
  const user: ProfileUser = {
    fullname: shown?.fullname ?? sessionUser?.fullname ?? '',
    email: shown?.email ?? sessionUser?.email ?? '',
    personnummer: shown?.personnummer ?? sessionUser?.personnummer ?? '',
    phone: shown?.phone ?? sessionUser?.phone ?? '',
    bankaccount: shown?.bankaccount ?? sessionUser?.bankaccount ?? '',
  };
  const current = currentMonthOf(view);
  const earlier = view.months.filter((m) => m !== current);
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

  const monthProps: Omit<ProfileMonthProps, 'mv'> = {
    userId,
    user,
    narrow,
    months: view.months.map((m) => m.month),
    unsaved: view.unsaved,
    hidden: deletes.hidden,
    onDeleteEntry: deletes.schedule,
    onDeleteMonth: (mv) => void deleteMonth(mv),
    focusEntry,
    printButton,
    records: wageRecordsOf(view.months),
    totalOf: shownTotal,
    readOnly: kept !== null,
  };
  const currentLabel = current ? monthLabel(current.month) : currentMonthLabel();
  const currentTotal = current ? shownTotal(current) : { hours: 0, minutes: 0 };

  return (
    <div className={profileTopStyles.page}>
      {/* The same top as the router's placeholder (profile-top.tsx): nothing moves when this
          chunk arrives; only what needs the person's time waits for it. */}
      <ProfileTop
        name={user.fullname}
        label={currentLabel}
        monthTotal={shown ? currentTotal : null}
        allTotal={shown ? personTotal : null}
        notRead={neverRead}
      />

      {neverRead ? (
        <div className={styles.lastRead} role="status">
          <p>{sv.profile.neverRead}</p>
        </div>
      ) : null}

      {kept ? <KeptReadNotice kept={kept} failed={readFailed} onRetry={load} /> : replaced ? <KeptReadPlace /> : null}

      <FailureNotice failure={removeMonth.failure ?? deletes.failure} onDismiss={removeMonth.failure ? removeMonth.dismiss : deletes.dismiss} />

      {neverRead ? null : (
        <CurrentMonthSection label={currentLabel}>
          <LoadingError loading={!shown && view.request.status !== 'error'} error={shown ? null : errorOf(view.request)} onRetry={load}>
            {current ? <ProfileMonth {...monthProps} mv={current} /> : <p className={styles.empty}>{sv.profile.emptyMonth}</p>}
          </LoadingError>
        </CurrentMonthSection>
      )}

      {shown ? (
        <>
          <EarlierMonths userId={userId} months={earlier} totalOf={shownTotal}>
            {(mv) => <ProfileMonth {...monthProps} mv={mv} />}
          </EarlierMonths>
          {/* Its panels write (password, bank account): not from the kept copy. */}
          {kept ? null : <ProfileSettings userId={userId} user={user} total={personTotal} accountPanels={accountPanels} />}
        </>
      ) : null}
      <DeletedEntriesBar pending={deletes.pending} onUndo={undo} />
      {dialog}
    </div>
  );
}
