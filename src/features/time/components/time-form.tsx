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
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useMutation } from '../../../app/use-mutation';
import { useConfirm } from '../../../components/confirm-dialog';
import { Button, Field } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { sv } from '../../../i18n/sv';
import { sessionReset } from '../../../app/session';
import { localIsoDate, validateStart } from '../../../lib/time';
import { clearDraft, draftOwner, draftsKept, emptyDraft, loadDraft, noRast, saveDraft, type RastChoice, type TimeDraft } from '../draft';
import { buildTimeEntry, hasNumericTotals } from '../entry';
import { dayWarnings } from '../day-checks';
import {
  breakWithoutLength,
  clockNow,
  dayHasErrors,
  dayView,
  draftDay,
  lastPlace,
  noErrors,
  nowOffered,
  placeChosen,
  placeOptions,
  recentPlaces,
  stateText,
  stillWrong,
  validateDay,
  withLastPlace,
  type DayFormErrors,
} from '../day-form';
import { personTimeLoaded, selectPersonTime } from '../../../person-time/months-slice';
import { dayRegistered, selectSendPhase, type RegisterOutcome } from '../time-slice';
import { dayLabel, shortDayLabel } from '../../../lib/months';
import { DayStatus, EarlierDayCard, NotKeptNotice, OfflineNotice, ThanksCard, TodayCard } from './day-cards';
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
  /** The workplaces the person is assigned to, offered after their own recent places. */
  assignedPlaces?: readonly string[];
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

const noPlaces: readonly string[] = [];

function TimeFormFor({ userId, addMode = false, onDone, assignedPlaces = noPlaces, owner }: TimeFormProps & { owner: string }) {
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
  const [done, setDone] = useState<RegisterOutcome | null>(null);
  // After a failed submit the first invalid field is scrolled into view and focused (DECISIONS.md 19).
  const [failedSubmits, setFailedSubmits] = useState(0);
  const cardRef = useRef<HTMLDivElement>(null);
  const person = useAppSelector((state) => selectPersonTime(state, userId));
  const formRef = useRef({ draft, rast });
  formRef.current = { draft, rast };
  const registered = useMemo(() => person.months.flatMap((m) => m.months), [person.months]);
  const last = addMode ? '' : lastPlace(registered);
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
  async function send() {
    if (formRef.current.draft.stage !== 'done') return;
    // Offline: nothing is sent; it goes when the browser is back online.
    if (!navigator.onLine) return;
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
      !(await ask(sv.time.breakNoLength(rast.name), { confirmLabel: sv.time.breakNoLengthSend, cancelLabel: sv.time.breakNoLengthFix }))
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

  if (done) return <ThanksCard done={done} onDone={finish} />;

  const posting = register.pending || phase !== null;
  const today = localIsoDate();
  const day = draftDay(draft, today);
  const view = dayView(draft, { addMode, today });
  const status = <DayStatus text={stateText(draft, phase, online)} />;
  const connection = (
    <>
      {online ? null : <OfflineNotice kept={kept} />}
      {kept ? null : <NotKeptNotice />}
    </>
  );

  if (view === 'earlierDay') {
    return (
      <EarlierDayCard
        day={day}
        status={stateText(draft, phase, online)}
        onFinish={() => update({ ...draft, dayChosen: true })}
        onStartToday={() => {
          clearDraft(owner);
          update(withLastPlace(emptyDraft, last), noRast);
        }}
      />
    );
  }

  const todayCard = addMode ? null : <TodayCard entries={registered.filter((e) => e.date === today)} />;

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
          onSend={draft.stage === 'done' ? () => void send() : () => void confirm()}
          onEdit={() => update({ ...draft, stage: 'ending' })}
          onReset={() => void reset()}
        />
        {todayCard}
        {dialog}
      </>
    );
  }

  const started = draft.stage !== 'new';
  // 'Nu' is now, today: not offered on a shift of an earlier day (issue 17 item 3).
  const now = nowOffered(day, today);
  const endError = errors.end === 'endIsNow' ? sv.time.endIsNow(shortDayLabel(day)) : errors.end ? sv.time[errors.end] : null;
  const places = placeOptions(recentPlaces(registered), assignedPlaces, draft.des);
  return (
    <>
      <div className={styles.card} ref={cardRef}>
        {status}
        {addMode ? null : (
          <p className={styles.day}>{day === today ? sv.time.today(dayLabel(today)) : sv.time.shiftFrom(dayLabel(day))}</p>
        )}
        {connection}
        {/* Enter with only a start saves the start; otherwise the whole day goes to the summary. */}
        <form noValidate onSubmit={started || draft.end ? record : saveStart}>
          {addMode ? (
            <Field label={sv.time.date} type="date" value={draft.date || today} onChange={(e) => update({ ...draft, date: e.target.value })} />
          ) : null}
          <TimeField
            label={sv.time.start}
            value={draft.start}
            error={errors.start ? sv.time[errors.start] : null}
            nowName={now ? sv.time.nowStart : undefined}
            onChange={(start) => update({ ...draft, start })}
          />
          {started ? null : (
            <>
              <Button block onClick={saveStart}>
                {sv.time.saveStart}
              </Button>
              <p className={styles.orWholeDay}>{sv.time.orWholeDay}</p>
            </>
          )}
          <EndStep
            end={draft.end}
            rast={rast}
            error={endError}
            nowName={now ? sv.time.nowEnd : undefined}
            onEnd={(end) => update({ ...draft, end, stage: end && draft.stage === 'started' ? 'ending' : draft.stage })}
            onRast={(next) => update(draft, next)}
          />
          <PlaceStep
            value={draft.des}
            error={errors.des}
            options={places}
            preset={draft.placePreset === true}
            onChange={(des) => update(placeChosen(draft, des))}
            onQuickPick={(des) => {
              update(placeChosen(draft, des));
              setErrors((e) => ({ ...e, des: null }));
            }}
          />
          <MaterialsStep products={draft.products} onChange={(products) => update({ ...draft, products })} />
          <Button type="submit" block>
            {sv.time.submit}
          </Button>
        </form>
      </div>
      {todayCard}
    </>
  );
}
