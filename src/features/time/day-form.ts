/**
 * The day form's rules, outside its components (issue 17 item 7): which view the form shows,
 * what the status line says, which errors stay shown, what 'Nu' fills in. Plain functions,
 * unit-tested in tests/time/day-form.test.ts; the components under components/ only call them.
 */
import { breakReasons } from '../../data/break-reasons';
import { breakApplies, localIsoDate, pad2, parseTime, toMinutes, validateTimeForm, type Duration, type DescriptionError, type EndError, type StartError } from '../../lib/time';
import { sv } from '../../i18n/sv';
import type { TimeEntry } from '../../types/api';
import { siteKey } from '../../lib/place-match';
import { noRast, stageText, type RastChoice, type TimeDraft } from './draft';
import type { SendPhase } from './time-slice';

/** The form's errors: SPEC.md §5's, and an end that is 'now' on a shift of an earlier day. */
export interface DayFormErrors {
  start: StartError | null;
  end: EndError | 'endIsNow' | null;
  des: DescriptionError | null;
}

export const noErrors: DayFormErrors = { start: null, end: null, des: null };

export function dayHasErrors(errors: DayFormErrors): boolean {
  return errors.start !== null || errors.end !== null || errors.des !== null;
}

/** What the rules are checked against: today's date and the time now. */
export interface Clock {
  today: string;
  now: Date;
}

export function clockNow(now: Date = new Date()): Clock {
  return { today: localIsoDate(now), now };
}

/** The current time, to the minute: what 'Nu' fills in. */
export function nowHhMm(now: Date = new Date()): string {
  return `${pad2(now.getHours())}:${pad2(now.getMinutes())}`;
}

/** 'Nu' is a time of today: it is offered only on a shift of today (issue 17 item 3). */
export function nowOffered(day: string, today: string): boolean {
  return day === today;
}

/**
 * How close to the time now an end counts as 'now'. A shift of an earlier day ending at about
 * the time the phone shows now is the slip of issue 17 ('Nu' the next morning): refused.
 */
export const END_IS_NOW_MINUTES = 15;

export function endIsNowOnEarlierDay(day: string, end: string, clock: Clock): boolean {
  const to = parseTime(end);
  if (to === null || day >= clock.today) return false;
  const now = clock.now.getHours() * 60 + clock.now.getMinutes();
  return Math.abs(to - now) <= END_IS_NOW_MINUTES;
}

/** Every rule of the form at once (errors show on submit only). */
export function validateDay(draft: TimeDraft, clock: Clock): DayFormErrors {
  const found: DayFormErrors = validateTimeForm(draft);
  if (!found.end && endIsNowOnEarlierDay(draftDay(draft, clock.today), draft.end, clock)) found.end = 'endIsNow';
  return found;
}

/** The errors still wrong after a change: only those already shown, recomputed (DECISIONS.md 19). */
export function stillWrong(shown: DayFormErrors, next: TimeDraft, clock: Clock = clockNow()): DayFormErrors {
  if (!dayHasErrors(shown)) return shown;
  const now = validateDay(next, clock);
  return { start: shown.start ? now.start : null, end: shown.end ? now.end : null, des: shown.des ? now.des : null };
}

/** The length a break reason suggests (0: none). */
export function suggestedMinutes(name: string): number {
  return breakReasons.find((r) => r.name === name)?.minutes ?? 0;
}

/**
 * A break reason chosen: its suggested length replaces a length the person has not set (0, or
 * the previous reason's own suggestion); a length they set stays.
 */
export function chooseBreak(current: RastChoice, name: string): RastChoice {
  if (!name) return noRast;
  const length = current.hours * 60 + current.minutes;
  const untouched = !current.name || length === 0 || length === suggestedMinutes(current.name);
  if (!untouched) return { ...current, name };
  const minutes = suggestedMinutes(name);
  return { name, hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/**
 * A break that is set but not subtracted (SPEC.md §5: minutes alone count only on a shift longer
 * than 2 hours): the form says the rule where it applies (issue 25 item 5).
 */
export function breakIgnored(start: string, end: string, rast: Duration): boolean {
  const from = parseTime(start);
  const to = parseTime(end);
  if (from === null || to === null || to <= from || toMinutes(rast) === 0) return false;
  return !breakApplies(rast, to - from);
}

/** A break reason with no length: asked about before the day is sent (issue 17 item 4). */
export function breakWithoutLength(rast: RastChoice): boolean {
  return rast.name !== '' && rast.hours === 0 && rast.minutes === 0;
}

/** The day a draft is for: its date, or today while none is set. */
export function draftDay(draft: TimeDraft, today: string): string {
  return draft.date || today;
}

/** Which of the form's views a draft is in. */
export type DayView = 'earlierDay' | 'summary' | 'form';

export function dayView(draft: TimeDraft, { addMode, today }: { addMode: boolean; today: string }): DayView {
  // Issue 12: a draft from an earlier day is never sent under its date without the person choosing so.
  if (!addMode && draft.stage !== 'new' && draftDay(draft, today) !== today && !draft.dayChosen && !draft.sent) return 'earlierDay';
  if (draft.stage === 'recorded' || draft.stage === 'done') return 'summary';
  return 'form';
}

/** The state the day is in, as the status line says it (issue 10). */
/**
 * It is the one place where the states the app knows about the network are said (DECISIONS.md 33):
 * offline or after a send that got no answer (`networkFailed`), the day waits for the network and
 * goes by itself.
 */
export function stateText(draft: TimeDraft, phase: SendPhase | null, online: boolean, networkFailed = false): string {
  if (phase === 'checking') return sv.time.checking;
  if (phase === 'waiting') return sv.time.waitingForEarlier(draft.mayLandUntil === undefined ? null : nowHhMm(new Date(draft.mayLandUntil)));
  if (phase === 'sending') return sv.time.sending;
  if (draft.stage === 'done' && (!online || networkFailed)) return sv.time.waitingForNetwork;
  if (draft.stage === 'done' && draft.sent) return sv.time.unconfirmed;
  return stageText(draft.stage);
}

// --- Places in one tap (issue 17 item 1, DECISIONS.md 29; issue 25 item 4) ---

type Placed = Pick<TimeEntry, 'date' | 'start' | 'des'>;

/**
 * One site, one name (DECISIONS.md 32): places are told apart by lib/place-match.ts's rule, the
 * one the month per workplace uses. Each place's key is worked out once per call: a month of 500
 * entries arriving is no long task (issue 19).
 */
function keyer(): (place: string) => string {
  const keys = new Map<string, string>();
  return (place) => {
    let key = keys.get(place);
    if (key === undefined) {
      key = siteKey(place);
      keys.set(place, key);
    }
    return key;
  };
}

/** The place of the person's latest entry ('' when none). */
export function lastPlace(entries: readonly Placed[]): string {
  let latest: Placed | undefined;
  for (const e of entries) {
    if (e.des.trim() && (!latest || `${e.date} ${e.start}` > `${latest.date} ${latest.start}`)) latest = e;
  }
  return latest?.des.trim() ?? '';
}

/** Why a place is preselected: the same weekday last week, the most used of 14 days, the last. */
export type LikelyReason = 'sameWeekday' | 'mostUsed' | 'last';

export interface LikelyPlace {
  place: string;
  reason: LikelyReason;
}

/** The date `days` before the ISO date `iso` (local calendar days). */
function daysBefore(iso: string, days: number): string {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
  return localIsoDate(new Date(y, m - 1, d - days));
}

export const LIKELY_DAYS = 14;

/**
 * The place the person most likely means today (issue 25 item 4): where they worked on the same
 * weekday last week (the first shift of that day), else the place used most in the last 14 days
 * (the latest on a tie, written as last written), else their last place.
 */
export function likelyPlace(entries: readonly Placed[], today: string): LikelyPlace | null {
  const weekAgo = daysBefore(today, 7);
  let sameDay: Placed | undefined;
  for (const e of entries) {
    if (e.date === weekAgo && e.des.trim() && (!sameDay || e.start < sameDay.start)) sameDay = e;
  }
  if (sameDay) return { place: sameDay.des.trim(), reason: 'sameWeekday' };
  const from = daysBefore(today, LIKELY_DAYS);
  const key = keyer();
  const used = new Map<string, { place: string; uses: number; latest: string }>();
  for (const e of entries) {
    const place = e.des.trim();
    if (!place || e.date < from || e.date > today) continue;
    const when = `${e.date} ${e.start}`;
    const found = used.get(key(place));
    if (!found) used.set(key(place), { place, uses: 1, latest: when });
    else {
      found.uses += 1;
      if (when > found.latest) Object.assign(found, { place, latest: when });
    }
  }
  let best: { place: string; uses: number; latest: string } | undefined;
  for (const v of used.values()) if (!best || v.uses > best.uses || (v.uses === best.uses && v.latest > best.latest)) best = v;
  if (best) return { place: best.place, reason: 'mostUsed' };
  const last = lastPlace(entries);
  return last ? { place: last, reason: 'last' } : null;
}

/**
 * The person's own places from their entries: `first` (the preselected one) first, then the most
 * used, then the most recently used; one per site (DECISIONS.md 32), named as last written.
 */
export function recentPlaces(entries: readonly Placed[], limit = 6, first: string = lastPlace(entries)): string[] {
  const key = keyer();
  const seen = new Map<string, { place: string; uses: number; latest: string }>();
  for (const e of entries) {
    const place = e.des.trim();
    if (!place) continue;
    const when = `${e.date} ${e.start}`;
    const found = seen.get(key(place));
    if (!found) seen.set(key(place), { place, uses: 1, latest: when });
    else {
      found.uses += 1;
      if (when > found.latest) Object.assign(found, { place, latest: when });
    }
  }
  const top = first ? key(first) : '';
  const ordered = [...seen.entries()]
    .sort(([ka, a], [kb, b]) => Number(kb === top) - Number(ka === top) || b.uses - a.uses || b.latest.localeCompare(a.latest))
    .slice(0, limit)
    .map(([k, v]) => (k === top ? first.trim() : v.place));
  return ordered;
}

/**
 * What the place field offers: the person's recent places, then the workplaces they are
 * assigned to, one per site. Text they typed narrows the list; a place already chosen (tapped or
 * preselected) keeps every other place in view.
 */
export function placeOptions(recent: readonly string[], assigned: readonly string[], typed: string, limit = 8): string[] {
  const key = keyer();
  const all: string[] = [];
  const keys = new Set<string>();
  for (const place of [...recent, ...assigned]) {
    const k = key(place.trim());
    if (place.trim() && !keys.has(k)) {
      keys.add(k);
      all.push(place.trim());
    }
  }
  const text = typed.trim().toLowerCase();
  if (!text || keys.has(key(typed.trim()))) return all.slice(0, limit);
  const words = text.split(/\s+/);
  return all.filter((p) => words.every((w) => p.toLowerCase().includes(w))).slice(0, limit);
}

/**
 * On a new day the likely place is filled in, marked as such so the form says so plainly; a place
 * the person typed, tapped or cleared is never replaced (`placeTouched`: a place cleared before
 * their time had been read stays cleared). Answers the same draft when nothing changes.
 */
export function withLastPlace(draft: TimeDraft, last: string): TimeDraft {
  const open = draft.stage === 'new' || draft.stage === 'started';
  if (!open || !last || draft.placeTouched || (draft.des && !draft.placePreset) || draft.des === last) return draft;
  return { ...draft, des: last, placePreset: true };
}

/** A place the person typed, tapped or cleared: no longer the preselected one, never refilled. */
export function placeChosen(draft: TimeDraft, des: string): TimeDraft {
  const { placePreset: _preset, ...rest } = draft;
  return { ...rest, des, placeTouched: true };
}
