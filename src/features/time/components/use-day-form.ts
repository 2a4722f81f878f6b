/**
 * The time form's state and writes (time-form.tsx): the draft, stored at every change (draft.ts),
 * the errors shown, the send through the exactly-once path (time-slice.ts) and its resends, the
 * receipt after it. Each step of the form only shows this (day-*.tsx); the rules are plain
 * functions (../day-form.ts).
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { sessionReset } from '../../../app/session';
import { useMutation } from '../../../app/use-mutation';
import { useConfirm } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import { breakLabel } from '../../../data/break-reasons';
import { sv } from '../../../i18n/sv';
import type { RejectValue } from '../../../lib/request';
import { localIsoDate, validateStart } from '../../../lib/time';
import { personTimeLoaded, selectPersonTime } from '../../../person-time/months-slice';
import { clearDraft, draftsKept, emptyDraft, loadDraft, noRast, saveDraft, type RastChoice, type TimeDraft } from '../draft';
import { breakWithoutLength, clockNow, dayHasErrors, likelyPlace, noErrors, stillWrong, validateDay, withLastPlace, type DayFormErrors } from '../day-form';
import { buildTimeEntry, hasNumericTotals } from '../entry';
import { dayRegistered, selectSendPhase, type RegisterOutcome } from '../time-slice';
import type { SentDay } from './day-cards';
import { useOnline } from './use-online';

/** The pause before a day that failed on the network is tried again: 5 s, 10 s, then every 15 s. */
export function resendDelay(attempt: number): number {
  return Math.min(5_000 * attempt, 15_000);
}

export interface DayFormOptions {
  userId: string;
  addMode: boolean;
  onDone: (() => void) | undefined;
  /** Whose draft: the person's, or an admin's for them (draftOwner). */
  owner: string;
}

export function useDayForm({ userId, addMode, onDone, owner }: DayFormOptions) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const online = useOnline();
  const phase = useAppSelector((state) => selectSendPhase(state, owner));
  const register = useMutation(dayRegistered);
  const { confirm: ask, dialog } = useConfirm();
  const [{ draft, rast }, setForm] = useState(() => loadDraft(owner));
  // The phone's storage refused the draft (issue 27): it is held by this page, and the form says so.
  const [kept, setKept] = useState(draftsKept);
  const [errors, setErrors] = useState<DayFormErrors>(noErrors);
  // After a send: what was registered, for the receipt (issue 25 item 2).
  const [done, setDone] = useState<{ outcome: RegisterOutcome; day: SentDay; auto: boolean } | null>(null);
  // A send that failed on the network (no answer): it goes again by itself (DECISIONS.md 33).
  // Held apart from the mutation's failure so the notice stays put (and keeps focus) while it does.
  const [networkFailure, setNetworkFailure] = useState<RejectValue | null>(null);
  const [resends, setResends] = useState(0);
  // After a failed submit the first invalid field is scrolled into view and focused (DECISIONS.md 19).
  const [failedSubmits, setFailedSubmits] = useState(0);
  const cardRef = useRef<HTMLDivElement>(null);
  const person = useAppSelector((state) => selectPersonTime(state, userId));
  const formRef = useRef({ draft, rast });
  formRef.current = { draft, rast };
  const registered = useMemo(() => person.months.flatMap((m) => m.months), [person.months]);
  const likely = useMemo(() => (addMode ? null : likelyPlace(registered, localIsoDate())), [addMode, registered]);
  const last = likely?.place ?? '';
  const lastRef = useRef(last);
  lastRef.current = last;

  function update(next: TimeDraft, nextRast: RastChoice = rast) {
    formRef.current = { draft: next, rast: nextRast };
    setForm({ draft: next, rast: nextRast });
    setKept(saveDraft(owner, next, nextRast) && draftsKept());
    // An error already shown goes as soon as its field is valid; new ones wait for a submit.
    setErrors((shown) => stillWrong(shown, next));
  }

  // What is registered already (the 'Idag' card, the overlap check, the places): the person's time.
  useEffect(() => {
    if (userId) void dispatch(personTimeLoaded(userId));
  }, [dispatch, userId]);

  // On a new day the last place is filled in, and the form says so (DECISIONS.md 29).
  useEffect(() => {
    const { draft: current, rast: currentRast } = formRef.current;
    const next = withLastPlace(current, last);
    if (next !== current) update(next, currentRast);
    // `update` is this render's; only a new last place calls for this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [last]);

  useEffect(() => {
    if (failedSubmits === 0) return;
    const first = cardRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.scrollIntoView?.({ block: 'center' });
    first?.focus({ preventScroll: true });
  }, [failedSubmits]);

  async function reset() {
    if (!(await ask(sv.time.confirmReset, { danger: true, confirmLabel: sv.time.reset }))) return;
    clearDraft(owner);
    setKept(draftsKept());
    const fresh = withLastPlace(emptyDraft, last);
    formRef.current = { draft: fresh, rast: noRast };
    setForm({ draft: fresh, rast: noRast });
    setErrors(noErrors);
    register.dismiss();
  }

  /** Sends the confirmed day through the exactly-once path (time-slice.ts). */
  async function send(auto = false) {
    if (formRef.current.draft.stage !== 'done') return;
    // Offline: nothing is sent; it goes when the browser is back online.
    if (!navigator.onLine) return;
    const sending = formRef.current;
    const result = await register.run({ userId, owner });
    // The send may have changed the stored draft (sent, or cleared): show what is stored.
    const loaded = loadDraft(owner);
    setKept(draftsKept());
    // A registered day leaves an empty draft: the next one starts at the last place again.
    const stored = { ...loaded, draft: withLastPlace(loaded.draft, lastRef.current) };
    formRef.current = stored;
    setForm(stored);
    if (result.ok && result.value.outcome !== 'nothing') {
      setErrors(noErrors);
      setNetworkFailure(null);
      setResends(0);
      const { draft: sent, rast: sentRast } = sending;
      setDone({
        outcome: result.value,
        day: { date: sent.date || localIsoDate(), start: sent.start, end: sent.end, des: sent.des.trim(), rast: sentRast },
        auto: auto || networkFailureRef.current !== null,
      });
    } else if (!result.ok && !result.skipped) {
      // Only a call that got no answer is sent again by itself; an answer (a refusal, a page
      // that is not JSON) waits for the person's 'Försök igen'.
      if (result.failure.kind === 'network') {
        setNetworkFailure((shown) => shown ?? result.failure);
        setResends((n) => n + 1);
      } else setNetworkFailure(null);
    }
  }
  const networkFailureRef = useRef(networkFailure);
  networkFailureRef.current = networkFailure;

  // Back online, and on opening with a confirmed day not yet registered (e.g. after a reload):
  // the day goes now — the send checks first when an earlier attempt may have been stored.
  // One listener for the form's life: re-adding it on each render would drop the event when
  // a render happens while the browser is still dispatching it.
  const sendRef = useRef(send);
  sendRef.current = send;
  useEffect(() => {
    const resend = () => {
      if (formRef.current.draft.stage === 'done') void sendRef.current(true);
    };
    resend();
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
  }, []);

  // The network failed while the phone believed it was online (no 'online' event will come):
  // the day is tried again after a pause that grows, each time checking first what is stored
  // (the send's own check, DECISIONS.md 25). A tap on 'Försök igen' meanwhile shares the send.
  const waitingToResend = networkFailure !== null && draft.stage === 'done';
  useEffect(() => {
    if (!waitingToResend || resends === 0) return;
    const timer = setTimeout(() => {
      if (formRef.current.draft.stage === 'done') void sendRef.current(true);
    }, resendDelay(resends));
    return () => clearTimeout(timer);
  }, [waitingToResend, resends]);

  async function confirm() {
    if (!userId) {
      // SPEC.md §4: 'klart' without a user id clears the draft and asks for a login
      // (a session without an id is no session: it is reset, or the login would send us back).
      clearDraft(owner);
      dispatch(sessionReset());
      void navigate(paths.login);
      return;
    }
    if (!hasNumericTotals(buildTimeEntry(draft, rast))) {
      // SPEC.md §4: totals that are not numbers clear the draft.
      clearDraft(owner);
      update(emptyDraft, noRast);
      return;
    }
    // A break reason with no length is asked about before the day goes (issue 17 item 4).
    if (
      breakWithoutLength(rast) &&
      !(await ask(sv.time.breakNoLength(breakLabel(rast.name)), { confirmLabel: sv.time.breakNoLengthSend, cancelLabel: sv.time.breakNoLengthFix }))
    ) {
      update({ ...formRef.current.draft, stage: 'ending' });
      return;
    }
    update({ ...formRef.current.draft, stage: 'done' });
    void send();
  }

  function saveStart(event: SyntheticEvent) {
    event.preventDefault();
    const startError = validateStart(draft.start);
    setErrors({ ...noErrors, start: startError });
    if (startError) {
      setFailedSubmits((n) => n + 1);
      return;
    }
    update({ ...draft, stage: 'started', date: draft.date || (addMode ? '' : localIsoDate()) });
  }

  /** Start, end, break and place together (issue 17 item 2): to the summary, or the errors. */
  function record(event: FormEvent) {
    event.preventDefault();
    const found = validateDay(draft, clockNow());
    setErrors(found);
    if (dayHasErrors(found)) {
      setFailedSubmits((n) => n + 1);
      return;
    }
    update({ ...draft, des: draft.des.trim(), stage: 'recorded', date: draft.date || (addMode ? '' : localIsoDate()) });
  }

  function finish() {
    setDone(null);
    if (onDone) onDone();
    else void navigate(paths.home);
  }

  return {
    draft,
    rast,
    errors,
    setErrors,
    update,
    kept,
    done,
    networkFailure,
    setNetworkFailure,
    register,
    phase,
    online,
    registered,
    likely,
    last,
    cardRef,
    reset,
    send,
    confirm,
    saveStart,
    record,
    finish,
    dialog,
  };
}

export type DayForm = ReturnType<typeof useDayForm>;
