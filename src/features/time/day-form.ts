/**
 * The day form's rules, outside its components (issue 17 item 7): which view the form shows,
 * what the status line says, which errors stay shown, what 'Nu' fills in. Plain functions,
 * unit-tested in tests/time/day-form.test.ts; the components under components/ only call them.
 */
import { hasErrors, pad2, validateTimeForm, type TimeFormErrors } from '../../lib/time';
import { sv } from '../../i18n/sv';
import { stageText, type TimeDraft } from './draft';
import type { SendPhase } from './time-slice';

export const noErrors: TimeFormErrors = { start: null, end: null, des: null };

/** The errors still wrong after a change: only those already shown, recomputed (DECISIONS.md 19). */
export function stillWrong(shown: TimeFormErrors, next: TimeDraft): TimeFormErrors {
  if (!hasErrors(shown)) return shown;
  const now = validateTimeForm(next);
  return { start: shown.start ? now.start : null, end: shown.end ? now.end : null, des: shown.des ? now.des : null };
}

/** The current time, to the minute: what 'Nu' fills in. */
export function nowHhMm(now: Date = new Date()): string {
  return `${pad2(now.getHours())}:${pad2(now.getMinutes())}`;
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
export function stateText(draft: TimeDraft, phase: SendPhase | null, online: boolean): string {
  if (phase === 'checking') return sv.time.checking;
  if (phase === 'waiting') return sv.time.waitingForEarlier(draft.mayLandUntil === undefined ? null : nowHhMm(new Date(draft.mayLandUntil)));
  if (phase === 'sending') return sv.time.sending;
  if (draft.stage === 'done' && !online) return sv.time.waitingForNetwork;
  if (draft.stage === 'done' && draft.sent) return sv.time.unconfirmed;
  return stageText[draft.stage];
}
