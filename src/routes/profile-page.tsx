/**
 * Min sida (/profile/): the time feature's screen (features/time/components/profile-screen.tsx),
 * with what other features draw on it, each loaded only when it is needed: the printable
 * statement (month close) once the page is idle, and the password and bank panels (staff) when
 * 'Inställningar' is opened. Neither is on the way to the first screen.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { buttonClass } from '../components/ui';
import { ProfileScreen } from '../features/time/components/profile-screen';
import type { PrintButton, ProfileUser } from '../features/time/components/profile-month';
import type { MonthView } from '../person-time/person-view';
import { sv } from '../i18n/sv';
import { afterScreenDrawn } from '../app/first-paint';
import { whenIdle } from '../lib/first-interaction';

const PasswordPanel = lazy(() => import('../features/staff/components/password-panel').then((m) => ({ default: m.PasswordPanel })));
const BankPanel = lazy(() => import('../features/staff/components/bank-panel').then((m) => ({ default: m.BankPanel })));
// The printable statement (and the company settings it names) loads once Min sida's month is
// painted (issue 44) and the page is idle, not with it: the phone's first download and the worker's precache stay within
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
    void new Promise<void>((resolve) => afterScreenDrawn(resolve))
      .then(() => whenIdle(2000))
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

/**
 * 'Skriv ut', disabled until its code is here. Its own component: the code's arrival redraws the
 * button, not the page (the route's props below never change, so Min sida's 500 lines are not
 * drawn again for it).
 */
function PrintSlot({ user, month }: { user: ProfileUser; month: MonthView }) {
  const printReady = usePrintLoaded();
  const waitingPrint = (
    <button type="button" className={buttonClass('secondary')} disabled>
      {sv.profile.print}
    </button>
  );
  return <Suspense fallback={waitingPrint}>{printReady ? <PrintStatementButton user={user} month={month} /> : waitingPrint}</Suspense>;
}

const printButton: PrintButton = (user, month) => <PrintSlot user={user} month={month} />;

const accountPanels = (userId: string) => (
  <>
    <PasswordPanel userId={userId} />
    <BankPanel userId={userId} />
  </>
);

export default function ProfilePage() {
  return <ProfileScreen printButton={printButton} accountPanels={accountPanels} />;
}
