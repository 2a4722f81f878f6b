/**
 * The time form (SPEC.md §2 'Time-registration screen', §4, §5): start, then end, break,
 * workplace description and materials; a summary to confirm; the post; a thank-you view.
 * Every change is stored at once (draft.ts), so a reload, a closed tab or a failed post
 * loses nothing (DECISIONS.md 13). Used on '/', on '/valja/:id/' and, in add mode (with a
 * 'Datum' input), by an admin registering time for someone else.
 *
 * This component holds the form's state and its writes; each step is its own unit (day-*.tsx),
 * and the rules are plain functions (../day-form.ts).
 */
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useMutation } from '../../../app/use-mutation';
import { useConfirm } from '../../../components/confirm-dialog';
import { Button, Field } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { sv } from '../../../i18n/sv';
import { sessionReset } from '../../../app/session';
import { hasErrors, localIsoDate, validateStart, validateTimeForm, type TimeFormErrors } from '../../../lib/time';
import { clearDraft, draftOwner, emptyDraft, loadDraft, noRast, saveDraft, type RastChoice, type TimeDraft } from '../draft';
import { buildTimeEntry, hasNumericTotals } from '../entry';
import { dayWarnings } from '../day-checks';
import { dayView, draftDay, noErrors, stateText, stillWrong } from '../day-form';
import { personTimeLoaded, selectPersonTime } from '../months-slice';
import { dayRegistered, selectSendPhase, type RegisterOutcome } from '../time-slice';
import { dayLabel } from '../../../lib/months';
import { DayStatus, EarlierDayCard, OfflineNotice, ThanksCard, TodayCard } from './day-cards';
import { EndStep } from './day-end';
import { MaterialsStep } from './day-materials';
import { PlaceStep } from './day-place';
import { SummaryStep } from './day-summary';
import { TimeField } from './time-field';
import styles from './time-form.module.css';

export interface TimeFormProps {
  /** Whose time this is: the post goes to /api/time/create/{userId}. */
  userId: string;
  /** An admin registering for someone else: a 'Datum' input, and a draft of its own. */
  addMode?: boolean;
  /** Called by the thank-you view's button; without it the button goes home. */
  onDone?: () => void;
}

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** The form of one owner; a new owner starts a new form (its own draft). */
export function TimeForm(props: TimeFormProps) {
  const owner = draftOwner(props.userId, props.addMode ?? false);
  return <TimeFormFor key={owner} owner={owner} {...props} />;
}

function TimeFormFor({ userId, addMode = false, onDone, owner }: TimeFormProps & { owner: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const online = useOnline();
  const phase = useAppSelector((state) => selectSendPhase(state, owner));
  const register = useMutation(dayRegistered);
  const { confirm: ask, dialog } = useConfirm();
  const [{ draft, rast }, setForm] = useState(() => loadDraft(owner));
  const [errors, setErrors] = useState<TimeFormErrors>(noErrors);
  const [done, setDone] = useState<RegisterOutcome | null>(null);
  // After a failed submit the first invalid field is scrolled into view and focused (DECISIONS.md 19).
  const [failedSubmits, setFailedSubmits] = useState(0);
  const cardRef = useRef<HTMLDivElement>(null);
  const person = useAppSelector((state) => selectPersonTime(state, userId));
  const formRef = useRef({ draft, rast });
  formRef.current = { draft, rast };

  function update(next: TimeDraft, nextRast: RastChoice = rast) {
    formRef.current = { draft: next, rast: nextRast };
    setForm({ draft: next, rast: nextRast });
    saveDraft(owner, next, nextRast);
    // An error already shown goes as soon as its field is valid; new ones wait for a submit.
    setErrors((shown) => stillWrong(shown, next));
  }

  // What is registered already (the 'Idag' card, the overlap check): the person's time.
  useEffect(() => {
    if (userId) void dispatch(personTimeLoaded(userId));
  }, [dispatch, userId]);

  useEffect(() => {
    if (failedSubmits === 0) return;
    const first = cardRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.scrollIntoView?.({ block: 'center' });
    first?.focus({ preventScroll: true });
  }, [failedSubmits]);

  async function reset() {
    if (!(await ask(sv.time.confirmReset, { danger: true, confirmLabel: sv.time.reset }))) return;
    clearDraft(owner);
    formRef.current = { draft: emptyDraft, rast: noRast };
    setForm({ draft: emptyDraft, rast: noRast });
    setErrors(noErrors);
    register.dismiss();
  }

  /** Sends the confirmed day through the exactly-once path (time-slice.ts). */
  async function send() {
    if (formRef.current.draft.stage !== 'done') return;
    // Offline: nothing is sent; it goes when the browser is back online.
    if (!navigator.onLine) return;
    const result = await register.run({ userId, owner });
    // The send may have changed the stored draft (sent, or cleared): show what is stored.
    const stored = loadDraft(owner);
    formRef.current = stored;
    setForm(stored);
    if (result.ok && result.value.outcome !== 'nothing') {
      setErrors(noErrors);
      setDone(result.value);
    }
  }

  // Back online, and on opening with a confirmed day not yet registered (e.g. after a reload):
  // the day goes now — the send checks first when an earlier attempt may have been stored.
  // One listener for the form's life: re-adding it on each render would drop the event when
  // a render happens while the browser is still dispatching it.
  const sendRef = useRef(send);
  sendRef.current = send;
  useEffect(() => {
    const resend = () => {
      if (formRef.current.draft.stage === 'done') void sendRef.current();
    };
    resend();
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
  }, []);

  function confirm() {
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
    update({ ...draft, stage: 'done' });
    void send();
  }

  function saveStart(event: FormEvent) {
    event.preventDefault();
    const startError = validateStart(draft.start);
    setErrors({ ...noErrors, start: startError });
    if (startError) {
      setFailedSubmits((n) => n + 1);
      return;
    }
    update({ ...draft, stage: 'started', date: draft.date || (addMode ? '' : localIsoDate()) });
  }

  function record(event: FormEvent) {
    event.preventDefault();
    const found = validateTimeForm(draft);
    setErrors(found);
    if (hasErrors(found)) {
      setFailedSubmits((n) => n + 1);
      return;
    }
    update({ ...draft, des: draft.des.trim(), stage: 'recorded' });
  }

  function finish() {
    setDone(null);
    if (onDone) onDone();
    else void navigate(paths.home);
  }

  if (done) return <ThanksCard done={done} onDone={finish} />;

  const posting = register.pending || phase !== null;
  const today = localIsoDate();
  const day = draftDay(draft, today);
  const registered = person.months.flatMap((m) => m.months);
  const view = dayView(draft, { addMode, today });
  const status = <DayStatus text={stateText(draft, phase, online)} />;
  const connection = !online ? <OfflineNotice /> : null;

  if (view === 'earlierDay') {
    return (
      <EarlierDayCard
        day={day}
        status={stateText(draft, phase, online)}
        onFinish={() => update({ ...draft, dayChosen: true })}
        onStartToday={() => {
          clearDraft(owner);
          update(emptyDraft, noRast);
        }}
      />
    );
  }

  if (view === 'summary') {
    const warnings = draft.stage === 'recorded' ? dayWarnings({ date: day, start: draft.start, end: draft.end }, rast, registered) : [];
    return (
      <>
        <SummaryStep
          draft={draft}
          rast={rast}
          day={day}
          top={
            <>
              {status}
              {connection}
            </>
          }
          warnings={warnings}
          posting={posting}
          sendDisabled={posting || (draft.stage === 'done' && !online)}
          failure={register.failure}
          onDismissFailure={register.dismiss}
          onSend={draft.stage === 'done' ? () => void send() : confirm}
          onEdit={() => update({ ...draft, stage: 'ending' })}
          onReset={() => void reset()}
        />
        {dialog}
      </>
    );
  }

  const started = draft.stage !== 'new';
  return (
    <>
      <div className={styles.card} ref={cardRef}>
        {status}
        {addMode ? null : (
          <p className={styles.day}>{day === today ? sv.time.today(dayLabel(today)) : sv.time.shiftFrom(dayLabel(day))}</p>
        )}
        {connection}
        <form noValidate onSubmit={started ? record : saveStart}>
          {addMode ? (
            <Field label={sv.time.date} type="date" value={draft.date || today} onChange={(e) => update({ ...draft, date: e.target.value })} />
          ) : null}
          <TimeField
            label={sv.time.start}
            value={draft.start}
            error={errors.start ? sv.time[errors.start] : null}
            nowName={sv.time.nowStart}
            onChange={(start) => update({ ...draft, start })}
          />
          {!started ? (
            <Button type="submit" block>
              {sv.time.saveStart}
            </Button>
          ) : (
            <>
              <EndStep
                end={draft.end}
                rast={rast}
                error={errors.end}
                onEnd={(end) => update({ ...draft, end, stage: end && draft.stage === 'started' ? 'ending' : draft.stage })}
                onRast={(next) => update(draft, next)}
              />
              <PlaceStep
                value={draft.des}
                error={errors.des}
                onChange={(des) => update({ ...draft, des })}
                onQuickPick={(des) => {
                  update({ ...draft, des });
                  setErrors((e) => ({ ...e, des: null }));
                }}
              />
              <MaterialsStep products={draft.products} onChange={(products) => update({ ...draft, products })} />
              <Button type="submit" block>
                {sv.time.submit}
              </Button>
            </>
          )}
        </form>
      </div>
      {addMode ? null : <TodayCard entries={registered.filter((e) => e.date === today)} />}
    </>
  );
}
