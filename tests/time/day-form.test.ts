/** The day form's rules (issue 17 item 7): views, the status line, errors that stay, 'Nu'. */
import { describe, expect, it } from 'vitest';
import { dayView, nowHhMm, stateText, stillWrong } from '../../src/features/time/day-form';
import { emptyDraft, type TimeDraft } from '../../src/features/time/draft';

const today = '2026-11-24';
const draft = (over: Partial<TimeDraft>): TimeDraft => ({ ...emptyDraft, ...over });

describe('dayView', () => {
  it('asks about a started draft from an earlier day until the person chooses', () => {
    const yesterday = draft({ stage: 'started', start: '07:00', date: '2026-11-23' });
    expect(dayView(yesterday, { addMode: false, today })).toBe('earlierDay');
    expect(dayView({ ...yesterday, dayChosen: true }, { addMode: false, today })).toBe('form');
    // An admin's add mode has a chosen date of its own; a sent draft is already decided.
    expect(dayView(yesterday, { addMode: true, today })).toBe('form');
    expect(dayView({ ...yesterday, stage: 'done', sent: true }, { addMode: false, today })).toBe('summary');
  });

  it('shows the summary once recorded, the form before', () => {
    expect(dayView(draft({ stage: 'recorded', date: today }), { addMode: false, today })).toBe('summary');
    expect(dayView(draft({ stage: 'new' }), { addMode: false, today })).toBe('form');
  });
});

describe('stateText', () => {
  it('says what is happening to the day, in this order', () => {
    const done = draft({ stage: 'done', sent: true });
    expect(stateText(done, 'checking', true)).toBe('Kontrollerar om dagen redan är registrerad…');
    expect(stateText(done, 'sending', true)).toBe('Skickar…');
    // Issue 18: an earlier send may still land; the time it is waited for, to the minute.
    const until = new Date(2026, 10, 24, 7, 41, 30).getTime();
    expect(stateText({ ...done, mayLandUntil: until }, 'waiting', true)).toBe(
      'Dagen skickades nyss och kan fortfarande komma fram. Vi tittar efter den och skickar inte igen före kl. 07:41.',
    );
    expect(stateText(done, null, false)).toBe('Väntar på nätet – skickas automatiskt');
    expect(stateText(done, null, true)).toBe('skickad – inte bekräftad än');
    expect(stateText(draft({ stage: 'started' }), null, true)).toBe('start tid');
  });
});

describe('stillWrong', () => {
  it('keeps only errors already shown, recomputed; shows no new one', () => {
    const shown = { start: null, end: 'endRequired' as const, des: 'writePlace' as const };
    expect(stillWrong(shown, draft({ start: '07:00', end: '15:30', des: 'x' }))).toEqual({ start: null, end: null, des: 'writePlace' });
    const none = { start: null, end: null, des: null };
    expect(stillWrong(none, draft({}))).toBe(none);
  });
});

it("'Nu' is the time now, to the minute", () => {
  expect(nowHhMm(new Date(2026, 10, 24, 7, 5, 59))).toBe('07:05');
});
