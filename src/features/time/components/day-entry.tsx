/**
 * The time form's day, being written (time-form.tsx): its date (add mode), start and end (with
 * 'Spara starttid' while clocking in), break, place and materials, and 'Klar' to the summary.
 * The form's state and writes are use-day-form.ts's.
 */
import type { ReactNode } from 'react';
import { Button, Field } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { dayLabel, shortDayLabel, weekdayOf } from '../../../lib/months';
import { localIsoDate } from '../../../lib/time';
import { nowOffered, placeChosen, placeOptions, recentPlaces, type LikelyPlace } from '../day-form';
import { DayStatus } from './day-cards';
import { BreakStep } from './day-end';
import { MaterialsStep } from './day-materials';
import { PlaceStep } from './day-place';
import { TimeField } from './time-field';
import styles from './time-form.module.css';
import type { DayForm } from './use-day-form';

export interface DayEntryProps {
  form: DayForm;
  addMode: boolean;
  /** The day the shift is of, and today ('YYYY-MM-DD'). */
  day: string;
  today: string;
  stateNow: string;
  /** The offline and storage notices. */
  connection: ReactNode;
  assignedPlaces: readonly string[];
  todayCard: ReactNode;
}

export function DayEntry({ form, addMode, day, today, stateNow, connection, assignedPlaces, todayCard }: DayEntryProps) {
  const { draft, rast, errors, setErrors, update, registered, likely, last, cardRef, record, saveStart } = form;
  const started = draft.stage !== 'new';
  // 'Nu' is now, today: not offered on a shift of an earlier day (issue 17 item 3).
  const now = nowOffered(day, today);
  const endError = errors.end === 'endIsNow' ? sv.time.endIsNow(shortDayLabel(day)) : errors.end ? sv.time[errors.end] : null;
  const places = placeOptions(recentPlaces(registered, 6, last), assignedPlaces, draft.des);
  // Clocking in (a start, no end yet) offers 'Spara starttid'; once an end is typed the whole day
  // is on its way and that step folds away (issue 25 item 1: the day on one screen).
  const clockingIn = !started && !draft.end;
  const startField = (
    <TimeField
      label={sv.time.start}
      value={draft.start}
      error={errors.start ? sv.time[errors.start] : null}
      nowName={now ? sv.time.nowStart : undefined}
      onChange={(start) => update({ ...draft, start })}
    />
  );
  const endField = (
    <TimeField
      label={sv.time.end}
      value={draft.end}
      error={endError}
      nowName={now ? sv.time.nowEnd : undefined}
      onChange={(end) => update({ ...draft, end, stage: end && draft.stage === 'started' ? 'ending' : draft.stage })}
    />
  );
  return (
    <>
      <div className={styles.card} ref={cardRef}>
        <div className={styles.dayLine}>
          {addMode ? null : (
            <p className={styles.day}>{day === today ? sv.time.today(dayLabel(today)) : sv.time.shiftFrom(dayLabel(day))}</p>
          )}
          <DayStatus text={stateNow} />
        </div>
        {connection}
        {/* Enter with only a start saves the start; otherwise the whole day goes to the summary. */}
        <form noValidate onSubmit={started || draft.end ? record : saveStart}>
          {addMode ? (
            <Field label={sv.time.date} type="date" value={draft.date || today} onChange={(e) => update({ ...draft, date: e.target.value })} />
          ) : null}
          {/* One parent for both layouts: the fields keep their focus when the step folds. */}
          <div className={clockingIn ? styles.timesStacked : styles.times}>
            {startField}
            {clockingIn ? (
              <div>
                <Button block onClick={saveStart}>
                  {sv.time.saveStart}
                </Button>
                <p className={styles.orWholeDay}>{sv.time.orWholeDay}</p>
              </div>
            ) : null}
            {endField}
          </div>
          <BreakStep rast={rast} onRast={(next) => update(draft, next)} />
          <PlaceStep
            value={draft.des}
            error={errors.des}
            options={places}
            preset={draft.placePreset === true && likely !== null && draft.des === likely.place ? presetText(likely) : null}
            onChange={(des) => update(placeChosen(draft, des))}
            onQuickPick={(des) => {
              update(placeChosen(draft, des));
              setErrors((e) => ({ ...e, des: null }));
            }}
          />
          <div className={styles.lastRow}>
            <MaterialsStep products={draft.products} onChange={(products) => update({ ...draft, products })} />
            <Button type="submit" block className={styles.submit}>
              {sv.time.submit}
            </Button>
          </div>
        </form>
      </div>
      {todayCard}
    </>
  );
}


/** The preselected place, said plainly with why it was chosen (issue 25 item 4). */
function presetText(likely: LikelyPlace): string {
  if (likely.reason === 'sameWeekday') return sv.time.placePresetWeekday(weekdayOf(localIsoDate()));
  if (likely.reason === 'mostUsed') return sv.time.placePresetMostUsed;
  return sv.time.placePreset;
}
