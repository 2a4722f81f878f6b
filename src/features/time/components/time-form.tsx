/**
 * The time form (SPEC.md §2 'Time-registration screen', §4, §5): start, then end, break,
 * workplace description and materials; a summary to confirm; the post; a thank-you view.
 * Every change is stored at once (draft.ts), so a reload, a closed tab or a failed post
 * loses nothing (DECISIONS.md 13). Used on '/', on '/valja/:id/' and, in add mode (with a
 * 'Datum' input), by an admin registering time for someone else.
 *
 * This component chooses the view; the form's state and its writes are use-day-form.ts's; each
 * step is its own unit (day-entry.tsx with day-*.tsx, day-summary.tsx, day-cards.tsx), and the
 * rules are plain functions (../day-form.ts).
 */
import { localIsoDate } from '../../../lib/time';
import { clearDraft, draftOwner, emptyDraft, noRast } from '../draft';
import { dayWarnings } from '../day-checks';
import { dayView, draftDay, stateText, withLastPlace } from '../day-form';
import { sameDay } from '../time-slice';
import { DayStatus, EarlierDayCard, NotKeptNotice, OfflineNotice, ReceiptCard, TodayCard } from './day-cards';
import { DayEntry } from './day-entry';
import { SummaryStep } from './day-summary';
import { useDayForm } from './use-day-form';
import { sv } from '../../../i18n/sv';
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

/** The form of one owner; a new owner starts a new form (its own draft). */
export function TimeForm(props: TimeFormProps) {
  const owner = draftOwner(props.userId, props.addMode ?? false);
  return <TimeFormFor key={owner} owner={owner} {...props} />;
}

const noPlaces: readonly string[] = [];

function TimeFormFor({ userId, addMode = false, onDone, assignedPlaces = noPlaces, owner }: TimeFormProps & { owner: string }) {
  const form = useDayForm({ userId, addMode, onDone, owner });
  const { draft, rast, update, kept, done, networkFailure, setNetworkFailure, register, phase, online, registered, last, reset, send, confirm, finish, dialog } = form;
  const today = localIsoDate();
  const todayCard = addMode ? null : <TodayCard entries={registered.filter((e) => e.date === today)} />;

  if (done) {
    const entry = registered.find((e) => sameDay(e, done.day));
    return (
      <>
        <ReceiptCard done={done.outcome} day={done.day} auto={done.auto} entryId={addMode ? null : (entry?._id ?? null)} onDone={finish} />
        {todayCard}
      </>
    );
  }

  const posting = register.pending || phase !== null;
  const day = draftDay(draft, today);
  const view = dayView(draft, { addMode, today });
  const stateNow = stateText(draft, phase, online, networkFailure !== null);
  const connection = (
    <>
      {/* Offline with a day still being written; a confirmed day says it in its status (one place). */}
      {online || draft.stage === 'done' ? null : <OfflineNotice kept={kept} />}
      {kept ? null : <NotKeptNotice />}
    </>
  );

  if (view === 'earlierDay') {
    return (
      <EarlierDayCard
        day={day}
        status={stateNow}
        onFinish={() => update({ ...draft, dayChosen: true })}
        onStartToday={() => {
          clearDraft(owner);
          update(withLastPlace(emptyDraft, last), noRast);
        }}
      />
    );
  }

  if (view === 'summary') {
    // A day that waits to go by itself (offline, or its send got no answer) says only that, in its
    // status: no error words and no 'Försök igen' beside the promise (DECISIONS.md 33, issue 43).
    const waitsForNetwork = draft.stage === 'done' && (!online || networkFailure !== null);
    const warnings = draft.stage === 'recorded' ? dayWarnings({ date: day, start: draft.start, end: draft.end }, rast, registered) : [];
    return (
      <>
        <SummaryStep
          draft={draft}
          rast={rast}
          day={day}
          top={
            <>
              <DayStatus text={stateNow} />
              {/* Sent with no answer: that it may have arrived is known, and no error (DECISIONS.md 33). */}
              {waitsForNetwork && networkFailure?.ambiguous ? <p className={styles.unsureNote}>{sv.time.unsure}</p> : null}
              {connection}
            </>
          }
          warnings={warnings}
          posting={posting}
          sendDisabled={posting || (draft.stage === 'done' && !online)}
          failure={waitsForNetwork || posting ? null : register.failure}
          onDismissFailure={() => {
            setNetworkFailure(null);
            register.dismiss();
          }}
          onSend={draft.stage === 'done' ? () => void send() : () => void confirm()}
          onEdit={() => {
            setNetworkFailure(null);
            update({ ...draft, stage: 'ending' });
          }}
          onReset={() => void reset()}
        />
        {todayCard}
        {dialog}
      </>
    );
  }

  return (
    <DayEntry
      form={form}
      addMode={addMode}
      day={day}
      today={today}
      stateNow={stateNow}
      connection={connection}
      assignedPlaces={assignedPlaces}
      todayCard={todayCard}
    />
  );
}
