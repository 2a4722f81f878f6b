/**
 * The time form (SPEC.md §2 'Time-registration screen', §4, §5): start, then end, break,
 * workplace description and materials; a summary to confirm; the post; a thank-you view.
 * Every change is stored at once (draft.ts), so a reload, a closed tab or a failed post
 * loses nothing (DECISIONS.md 13). Used on '/', on '/valja/:id/' and, in add mode (with a
 * 'Datum' input), by an admin registering time for someone else.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useMutation } from '../../../app/use-mutation';
import { useConfirm } from '../../../components/confirm-dialog';
import { Button, FailureNotice, Field, NumberSelect, SelectField, uiStyles } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { breakReasons } from '../../../data/break-reasons';
import { products as catalogue } from '../../../data/products';
import { units } from '../../../data/units';
import { workTypes } from '../../../data/work-types';
import { sv } from '../../../i18n/sv';
import { sessionReset } from '../../../app/session';
import {
  BREAK_HOURS,
  BREAK_MINUTES,
  MAX_DESCRIPTION,
  hasErrors,
  hoursMinutes,
  localIsoDate,
  pad2,
  sumDurations,
  validateStart,
  validateTimeForm,
  workedTime,
  type TimeFormErrors,
} from '../../../lib/time';
import type { Product, TimeEntry } from '../../../types/api';
import {
  clearDraft,
  draftOwner,
  emptyDraft,
  loadDraft,
  noRast,
  saveDraft,
  stageText,
  type RastChoice,
  type TimeDraft,
} from '../draft';
import { buildTimeEntry, hasNumericTotals } from '../entry';
import { dayWarnings, type DayWarning } from '../day-checks';
import { personTimeLoaded, selectPersonTime } from '../months-slice';
import { dayRegistered, selectSendPhase, type RegisterOutcome } from '../time-slice';
import { dayLabel, shortDayLabel } from '../../../lib/months';
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

const noErrors: TimeFormErrors = { start: null, end: null, des: null };

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
  const ids = useId();

  function update(next: TimeDraft, nextRast: RastChoice = rast) {
    formRef.current = { draft: next, rast: nextRast };
    setForm({ draft: next, rast: nextRast });
    saveDraft(owner, next, nextRast);
    // An error already shown goes as soon as its field is valid; new ones wait for a submit.
    setErrors((shown) => (hasErrors(shown) ? stillWrong(shown, next) : shown));
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

  if (done) {
    return (
      <section className={styles.card} aria-labelledby={`${ids}-thanks`}>
        <h2 id={`${ids}-thanks`} className={styles.thanks} tabIndex={-1} ref={(el) => el?.focus()}>
          {sv.time.success}
        </h2>
        {done.outcome === 'alreadyRegistered' ? <p role="status">{sv.time.alreadyRegistered}</p> : null}
        {done.outcome === 'sent' && done.duplicatesRemoved > 0 ? <p role="status">{sv.time.duplicateRemoved}</p> : null}
        <Button block onClick={finish}>
          {sv.time.backHome}
        </Button>
      </section>
    );
  }

  const worked = workedTime(draft.start, draft.end, rast);
  const posting = register.pending || phase !== null;
  const today = localIsoDate();
  const day = draft.date || today;
  const registered = person.months.flatMap((m) => m.months);
  // Issue 12: the day is always visible, and a draft from an earlier day is never sent under
  // its date without the person choosing so.
  const dayLine = addMode ? null : (
    <p className={styles.day}>{day === today ? sv.time.today(dayLabel(today)) : sv.time.shiftFrom(dayLabel(day))}</p>
  );
  const earlierDay = !addMode && draft.stage !== 'new' && day !== today && !draft.dayChosen && !draft.sent;
  const todayCard = addMode ? null : <TodayCard entries={registered.filter((e) => e.date === today)} />;
  // The person always sees which state the day is in (issue 10).
  const stateText =
    phase === 'checking'
      ? sv.time.checking
      : phase === 'sending'
        ? sv.time.sending
        : draft.stage === 'done' && !online
          ? sv.time.waitingForNetwork
          : draft.stage === 'done' && draft.sent
            ? sv.time.unconfirmed
            : stageText[draft.stage];
  const status = (
    <p className={styles.status} role="status">
      {sv.time.status}: <strong>{stateText}</strong>
    </p>
  );
  const connection = !online ? (
    <div className={styles.offline} role="status">
      <strong>{sv.errors.network}</strong> {sv.time.offline}
    </div>
  ) : null;

  if (earlierDay) {
    return (
      <section className={styles.card} aria-labelledby={`${ids}-earlier`}>
        {status}
        <h2 id={`${ids}-earlier`} className={styles.heading}>
          {sv.time.shiftFrom(dayLabel(day))}
        </h2>
        <p>{sv.time.earlierDay(dayLabel(day))}</p>
        <div className={styles.actions}>
          <Button block onClick={() => update({ ...draft, dayChosen: true })}>
            {sv.time.finishEarlier(shortDayLabel(day))}
          </Button>
          <Button
            block
            variant="secondary"
            onClick={() => {
              clearDraft(owner);
              update(emptyDraft, noRast);
            }}
          >
            {sv.time.startToday}
          </Button>
        </div>
      </section>
    );
  }

  if (draft.stage === 'recorded' || draft.stage === 'done') {
    const warnings = draft.stage === 'recorded' ? dayWarnings({ date: day, start: draft.start, end: draft.end }, rast, registered) : [];
    const failed = draft.stage === 'done' && !posting && register.failure !== null;
    return (
      <section className={styles.card} aria-labelledby={`${ids}-summary`}>
        {status}
        {connection}
        <h2 id={`${ids}-summary`} className={styles.heading}>
          {sv.time.summary}
        </h2>
        <dl className={styles.recap}>
          <dt>{sv.time.date}</dt>
          <dd>{dayLabel(day)}</dd>
          <dt>{sv.time.start}</dt>
          <dd>{draft.start}</dd>
          <dt>{sv.time.end}</dt>
          <dd>{draft.end}</dd>
          {rast.name ? (
            <>
              <dt>{sv.time.rast}</dt>
              <dd>{sv.time.summaryBreak(rast.name, rast.hours, rast.minutes)}</dd>
            </>
          ) : null}
          <dt>{sv.time.place}</dt>
          <dd className={styles.wrap}>{draft.des}</dd>
          {draft.products.length > 0 ? (
            <>
              <dt>{sv.time.materials}</dt>
              <dd>
                <ul className={styles.plainList}>
                  {draft.products.map((p, i) => (
                    <li key={`${p.name}-${i}`}>{productLine(p)}</li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
        </dl>
        <p className={styles.worked} aria-live="polite">
          {sv.time.worked(worked.hours, worked.minutes)}
        </p>
        <p>{sv.time.confirmLine}</p>
        {warnings.length > 0 ? <Warnings warnings={warnings} /> : null}
        {!posting ? (
          <FailureNotice failure={register.failure} onDismiss={register.dismiss}>
            {register.failure?.ambiguous ? sv.time.unsure : sv.time.kept}
          </FailureNotice>
        ) : null}
        <div className={styles.actions}>
          <Button
            block
            onClick={draft.stage === 'done' ? () => void send() : confirm}
            disabled={posting || (draft.stage === 'done' && !online)}
            aria-busy={posting}
          >
            {posting ? sv.time.sending : failed ? sv.app.retry : warnings.length > 0 ? sv.time.sendAnyway : sv.time.confirm}
          </Button>
          <Button block variant="secondary" disabled={posting} onClick={() => update({ ...draft, stage: 'ending' })}>
            {sv.time.edit}
          </Button>
          <Button block variant="secondary" disabled={posting} onClick={() => void reset()}>
            {sv.time.reset}
          </Button>
        </div>
        {dialog}
      </section>
    );
  }

  const started = draft.stage !== 'new';
  const setStart = (start: string) => update({ ...draft, start });

  return (
    <>
    <div className={styles.card} ref={cardRef}>
      {status}
      {dayLine}
      {connection}
      <form noValidate onSubmit={started ? record : saveStart}>
        {addMode ? (
          <Field
            label={sv.time.date}
            type="date"
            value={draft.date || localIsoDate()}
            onChange={(e) => update({ ...draft, date: e.target.value })}
          />
        ) : null}
        <WithNow name={sv.time.nowStart} onNow={() => setStart(nowHhMm())}>
          <Field
            label={sv.time.start}
            type="time"
            value={draft.start}
            error={errors.start ? sv.time[errors.start] : null}
            onChange={(e) => setStart(e.target.value)}
          />
        </WithNow>
        {!started ? (
          <Button type="submit" block>
            {sv.time.saveStart}
          </Button>
        ) : (
          <EndSection
            draft={draft}
            rast={rast}
            errors={errors}
            onDraft={(next) => update(next)}
            onRast={(next) => update(draft, next)}
            onQuickPick={(des) => {
              update({ ...draft, des });
              setErrors((e) => ({ ...e, des: null }));
            }}
          />
        )}
      </form>
    </div>
    {todayCard}
    </>
  );
}

/** The errors still wrong after a change: only those already shown, recomputed (DECISIONS.md 19). */
function stillWrong(shown: TimeFormErrors, next: TimeDraft): TimeFormErrors {
  const now = validateTimeForm(next);
  return { start: shown.start ? now.start : null, end: shown.end ? now.end : null, des: shown.des ? now.des : null };
}

/** The current time, to the minute: what 'Nu' fills in. */
function nowHhMm(now: Date = new Date()): string {
  return `${pad2(now.getHours())}:${pad2(now.getMinutes())}`;
}

/** A time field with 'Nu' beside it: one tap for the current time, still editable. */
function WithNow({ name, onNow, children }: { name: string; onNow: () => void; children: ReactNode }) {
  return (
    <div className={styles.withNow}>
      {children}
      <Button variant="secondary" className={styles.nowButton} aria-label={name} onClick={onNow}>
        {sv.time.now}
      </Button>
    </div>
  );
}

function Warnings({ warnings }: { warnings: DayWarning[] }) {
  return (
    <div className={styles.warnings} role="alert">
      <h3 className={styles.subheading}>{sv.time.warnHeading}</h3>
      <ul>
        {warnings.map((w, i) => (
          <li key={i}>
            {w.kind === 'overlap'
              ? sv.time.warnOverlap(w.with.start, w.with.end, w.with.des)
              : w.kind === 'longBreak'
                ? sv.time.warnLongBreak
                : sv.time.warnLongDay(Math.floor(w.minutes / 60), w.minutes % 60)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 'Idag': what is already registered today, with the day's total, read from the person's time. */
function TodayCard({ entries }: { entries: TimeEntry[] }) {
  const id = useId();
  const sorted = [...entries].sort((a, b) => a.start.localeCompare(b.start));
  const total = sumDurations(sorted.map((e) => ({ hours: e.total, minutes: e.half })));
  return (
    <section className={styles.today} aria-labelledby={`${id}-today`}>
      <h2 id={`${id}-today`} className={styles.subheading}>
        {sv.time.todayHeading}
      </h2>
      {sorted.length === 0 ? (
        <p>{sv.time.todayNone}</p>
      ) : (
        <>
          <ul className={styles.plainList}>
            {sorted.map((e) => (
              <li key={e._id}>
                <strong>
                  {e.start}–{e.end}
                </strong>{' '}
                · {hoursMinutes({ hours: e.total, minutes: e.half })} · {e.des}
              </li>
            ))}
          </ul>
          <p className={styles.todayTotal}>{sv.time.todayTotal(total.hours, total.minutes)}</p>
        </>
      )}
    </section>
  );
}

/** 'Antal': digits, with one decimal comma (a point is taken as a comma). */
export function countOnly(typed: string): string {
  const [whole = '', ...rest] = typed.replace(/\./g, ',').replace(/[^\d,]/g, '').split(',');
  return rest.length ? `${whole},${rest.join('')}` : whole;
}

function productLine(p: Product): string {
  return [p.name, p.count && `× ${p.count}`, p.sort].filter(Boolean).join(' ');
}

function EndSection({
  draft,
  rast,
  errors,
  onDraft,
  onRast,
  onQuickPick,
}: {
  draft: TimeDraft;
  rast: RastChoice;
  errors: TimeFormErrors;
  onDraft: (next: TimeDraft) => void;
  onRast: (next: RastChoice) => void;
  onQuickPick: (des: string) => void;
}) {
  const id = useId();
  const desError = errors.des;
  const setEnd = (end: string) => onDraft({ ...draft, end, stage: end && draft.stage === 'started' ? 'ending' : draft.stage });
  return (
    <>
      <WithNow name={sv.time.nowEnd} onNow={() => setEnd(nowHhMm())}>
        <Field
          label={sv.time.end}
          type="time"
          value={draft.end}
          error={errors.end ? sv.time[errors.end] : null}
          onChange={(e) => setEnd(e.target.value)}
        />
      </WithNow>

      <SelectField
        label={sv.time.rast}
        value={rast.name}
        options={breakOptions}
        onChange={(name) => onRast(name ? { ...rast, name } : noRast)}
      />
      {rast.name ? (
        <div className={styles.pair}>
          <NumberSelect
            label={sv.time.hours}
            options={BREAK_HOURS}
            value={rast.hours}
            onChange={(hours) => onRast({ ...rast, hours })}
          />
          <NumberSelect
            label={sv.time.minutes}
            options={BREAK_MINUTES}
            value={rast.minutes}
            onChange={(minutes) => onRast({ ...rast, minutes })}
          />
        </div>
      ) : null}

      <div className={uiStyles.field}>
        <label className={uiStyles.label} htmlFor={`${id}-des`}>
          {sv.time.place}
        </label>
        <div className={uiStyles.control}>
          <textarea
            id={`${id}-des`}
            className={[uiStyles.input, styles.textarea, desError ? uiStyles.invalid : ''].join(' ')}
            rows={4}
            maxLength={MAX_DESCRIPTION}
            value={draft.des}
            aria-invalid={desError ? true : undefined}
            aria-describedby={[`${id}-count`, desError ? `${id}-des-error` : ''].filter(Boolean).join(' ')}
            onChange={(e) => onDraft({ ...draft, des: e.target.value.slice(0, MAX_DESCRIPTION) })}
          />
          {desError ? (
            <span className={[uiStyles.errorIcon, styles.textareaIcon].join(' ')} aria-hidden="true">
              !
            </span>
          ) : null}
        </div>
        <p id={`${id}-count`} className={uiStyles.hint} aria-live="polite">
          {sv.time.descriptionCount(draft.des.length, MAX_DESCRIPTION)}
        </p>
        {desError === 'writePlace' ? (
          <div id={`${id}-des-error`} className={[uiStyles.fieldError, styles.languages].join(' ')}>
            <p lang="sv">{sv.time.writePlace}</p>
            <p lang="ckb" dir="rtl">
              {sv.time.writePlaceKu}
            </p>
            <p lang="ar" dir="rtl">
              {sv.time.writePlaceAr}
            </p>
          </div>
        ) : desError ? (
          <p id={`${id}-des-error`} className={uiStyles.fieldError}>
            {sv.time[desError]}
          </p>
        ) : null}
        {desError === 'writePlace' ? (
          <fieldset className={styles.quickPicks}>
            <legend>{sv.time.quickPick}</legend>
            {workTypes.map((type) => (
              <Button key={type.id} variant="secondary" onClick={() => onQuickPick(type.name)}>
                {type.name}
              </Button>
            ))}
          </fieldset>
        ) : null}
      </div>

      <Materials products={draft.products} onChange={(products) => onDraft({ ...draft, products })} />

      <Button type="submit" block>
        {sv.time.submit}
      </Button>
    </>
  );
}

const breakOptions = [
  { value: '', label: sv.time.noBreak },
  ...breakReasons.map((reason) => ({ value: reason.name, label: reason.name })),
];
const productOptions = catalogue.map((p) => ({ value: String(p._id), label: p.name }));
const unitOptions = units.map((u) => ({ value: u, label: u }));
const placeholderProduct = catalogue[0]?._id ?? 0;
const placeholderUnit = units[0];

function Materials({ products, onChange }: { products: Product[]; onChange: (products: Product[]) => void }) {
  const id = useId();
  const [open, setOpen] = useState(products.length > 0);
  const [productId, setProductId] = useState(placeholderProduct);
  const [unit, setUnit] = useState<string>(placeholderUnit);
  const [count, setCount] = useState('');
  const product = catalogue.find((p) => p._id === productId);
  const canAdd = count.trim() !== '' && product !== undefined && productId !== placeholderProduct;

  function add() {
    if (!canAdd) return;
    onChange([...products, { name: product.name, sort: unit === placeholderUnit ? '' : unit, count: count.trim() }]);
    setProductId(placeholderProduct);
    setUnit(placeholderUnit);
    setCount('');
  }

  return (
    <section className={styles.materials} aria-labelledby={`${id}-toggle`}>
      <Button
        id={`${id}-toggle`}
        variant="secondary"
        block
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? sv.time.materialsHide : sv.time.materialsShow}
        {products.length > 0 ? ` (${products.length})` : ''}
      </Button>
      {open ? (
        <div id={`${id}-panel`} className={styles.panel}>
          <SelectField
            label={sv.time.material}
            value={String(productId)}
            options={productOptions}
            onChange={(value) => setProductId(Number(value))}
          />
          <div className={styles.pair}>
            <SelectField label={sv.time.sort} value={unit} options={unitOptions} onChange={setUnit} />
            <Field
              label={sv.time.count}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={count}
              onChange={(e) => setCount(countOnly(e.target.value))}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
            />
          </div>
          <Button variant="secondary" block disabled={!canAdd} onClick={add}>
            {sv.time.addMaterial}
          </Button>
          {products.length > 0 ? (
            <>
              <h3 className={styles.subheading}>{sv.time.materialsChosen}</h3>
              <ul className={styles.items}>
                {products.map((p, i) => (
                  <li key={`${p.name}-${i}`} className={styles.item}>
                    <span className={styles.wrap}>{productLine(p)}</span>
                    <Button
                      variant="danger"
                      aria-label={sv.time.removeMaterial(p.name)}
                      onClick={() => onChange(products.filter((_, j) => j !== i))}
                    >
                      ×
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
