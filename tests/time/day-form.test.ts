/** The day form's rules (issue 17 item 7): views, the status line, errors that stay, 'Nu'. */
import { describe, expect, it } from 'vitest';
import {
  breakWithoutLength,
  chooseBreak,
  dayView,
  endIsNowOnEarlierDay,
  breakIgnored,
  lastPlace,
  likelyPlace,
  nowHhMm,
  nowOffered,
  placeChosen,
  placeOptions,
  recentPlaces,
  stateText,
  stillWrong,
  validateDay,
  withLastPlace,
  type Clock,
} from '../../src/features/time/day-form';
import { emptyDraft, noRast, type TimeDraft } from '../../src/features/time/draft';

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
    // A send that got no answer while the phone is online: the same plain words (DECISIONS.md 33).
    expect(stateText(done, null, true, true)).toBe('Väntar på nätet – skickas automatiskt');
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

describe('a break reason has a length (issue 17 item 4)', () => {
  it('lunch suggests 30 min, rast 15; a length the person set stays; no reason is no break', () => {
    expect(chooseBreak(noRast, 'lunch')).toEqual({ name: 'lunch', hours: 0, minutes: 30 });
    expect(chooseBreak(noRast, 'besöka en läkare')).toEqual({ name: 'besöka en läkare', hours: 1, minutes: 0 });
    // The suggestion of the previous reason is not the person's: it follows the new reason.
    expect(chooseBreak({ name: 'lunch', hours: 0, minutes: 30 }, 'rast')).toEqual({ name: 'rast', hours: 0, minutes: 15 });
    expect(chooseBreak({ name: 'lunch', hours: 0, minutes: 45 }, 'rast')).toEqual({ name: 'rast', hours: 0, minutes: 45 });
    expect(chooseBreak({ name: 'lunch', hours: 0, minutes: 30 }, '')).toEqual(noRast);
    expect(chooseBreak(noRast, 'något annat')).toEqual({ name: 'något annat', hours: 0, minutes: 0 });
  });

  it('a reason left at 0 is asked about before sending; no break, or a length, is not', () => {
    expect(breakWithoutLength({ name: 'något annat', hours: 0, minutes: 0 })).toBe(true);
    expect(breakWithoutLength({ name: 'lunch', hours: 0, minutes: 30 })).toBe(false);
    expect(breakWithoutLength(noRast)).toBe(false);
  });
});

describe("'Nu' means now, today (issue 17 item 3)", () => {
  const morning: Clock = { today, now: new Date(2026, 10, 24, 8, 10) };

  it("offers 'Nu' only on a shift of today", () => {
    expect(nowOffered(today, today)).toBe(true);
    expect(nowOffered('2026-11-23', today)).toBe(false);
  });

  it("refuses an end at about the time now on a shift of an earlier day, with its reason's key", () => {
    const yesterday = draft({ stage: 'ending', date: '2026-11-23', start: '07:00', des: 'Skolan', dayChosen: true });
    expect(validateDay({ ...yesterday, end: '08:10' }, morning).end).toBe('endIsNow');
    expect(validateDay({ ...yesterday, end: '08:20' }, morning).end).toBe('endIsNow');
    expect(validateDay({ ...yesterday, end: '15:30' }, morning).end).toBeNull();
    // Today, the time now is a fine end.
    expect(validateDay({ ...yesterday, date: today, end: '08:10' }, morning).end).toBeNull();
    expect(endIsNowOnEarlierDay('2026-11-23', '', morning)).toBe(false);
  });
});

describe('places in one tap (issue 17 item 1)', () => {
  const entries = [
    { date: '2026-11-02', start: '07:00', des: 'Valstaskolan' },
    { date: '2026-11-03', start: '07:00', des: 'Valstaskolan' },
    { date: '2026-11-04', start: '07:00', des: 'valstaskolan ' },
    { date: '2026-11-05', start: '07:00', des: 'Kontoret, Storgatan 1' },
    { date: '2026-11-05', start: '12:00', des: 'Förskolan Tallen' },
    { date: '2026-11-01', start: '07:00', des: 'Kontoret, Storgatan 1' },
    { date: '2026-11-06', start: '07:00', des: '' },
  ];

  it('the last place first, then the most used, then the most recent; one per place', () => {
    expect(lastPlace(entries)).toBe('Förskolan Tallen');
    expect(recentPlaces(entries)).toEqual(['Förskolan Tallen', 'valstaskolan', 'Kontoret, Storgatan 1']);
    expect(lastPlace([])).toBe('');
  });

  it('offers recent places then assigned ones; typing narrows, a chosen place keeps all in view', () => {
    const recent = ['Förskolan Tallen', 'Valstaskolan'];
    const assigned = ['Ekillavägen 2, Märsta', 'valstaskolan'];
    expect(placeOptions(recent, assigned, '')).toEqual(['Förskolan Tallen', 'Valstaskolan', 'Ekillavägen 2, Märsta']);
    expect(placeOptions(recent, assigned, 'skol')).toEqual(['Förskolan Tallen', 'Valstaskolan']);
    expect(placeOptions(recent, assigned, 'ekilla märsta')).toEqual(['Ekillavägen 2, Märsta']);
    expect(placeOptions(recent, assigned, 'Valstaskolan')).toHaveLength(3);
  });

  it('fills the last place on a new day, marked; never over a place the person chose', () => {
    const fresh = withLastPlace(emptyDraft, 'Valstaskolan');
    expect(fresh).toMatchObject({ des: 'Valstaskolan', placePreset: true });
    expect(withLastPlace(fresh, 'Valstaskolan')).toBe(fresh);
    const chosen = placeChosen(fresh, 'Kontoret');
    expect(chosen.placePreset).toBeUndefined();
    expect(withLastPlace(chosen, 'Valstaskolan')).toBe(chosen);
    expect(withLastPlace(draft({ stage: 'recorded' }), 'Valstaskolan').des).toBe('');
  });
});

describe('places: one site once, the likely place today (issue 25 item 4)', () => {
  // Thursday 26 November 2026; a week ago: Thursday 19 November.
  const today = '2026-11-26';

  it('one site is offered once, named as last written (DECISIONS.md 32)', () => {
    const entries = [
      { date: '2026-11-20', start: '07:00', des: 'Storgatan 1, Märsta' },
      { date: '2026-11-23', start: '07:00', des: 'Storgatan 1, 195 30 Märsta' },
      { date: '2026-11-10', start: '07:00', des: 'Storgatan 11, Märsta' },
    ];
    expect(recentPlaces(entries)).toEqual(['Storgatan 1, 195 30 Märsta', 'Storgatan 11, Märsta']);
    expect(placeOptions(['Storgatan 1, Märsta'], ['storgatan 1 195 30 MÄRSTA', 'Kungsvägen 3'], '')).toEqual(['Storgatan 1, Märsta', 'Kungsvägen 3']);
  });

  it('the same weekday last week first (its first shift)', () => {
    const entries = [
      { date: '2026-11-19', start: '12:00', des: 'Kontoret, Storgatan 1' },
      { date: '2026-11-19', start: '07:00', des: 'Valstaskolan' },
      { date: '2026-11-25', start: '07:00', des: 'flyttstädning' },
      { date: '2026-11-24', start: '07:00', des: 'Kontoret, Storgatan 1' },
    ];
    expect(likelyPlace(entries, today)).toEqual({ place: 'Valstaskolan', reason: 'sameWeekday' });
  });

  it('else the most used of the last 14 days over the last one; older days do not count', () => {
    const entries = [
      { date: '2026-11-16', start: '07:00', des: 'Valstaskolan' },
      { date: '2026-11-17', start: '07:00', des: 'valstaskolan ' },
      { date: '2026-11-18', start: '07:00', des: 'Valstaskolan' },
      { date: '2026-11-25', start: '07:00', des: 'flyttstädning' },
      { date: '2026-10-01', start: '07:00', des: 'Kontoret' },
      { date: '2026-10-02', start: '07:00', des: 'Kontoret' },
      { date: '2026-10-03', start: '07:00', des: 'Kontoret' },
      { date: '2026-10-04', start: '07:00', des: 'Kontoret' },
    ];
    expect(likelyPlace(entries, today)).toEqual({ place: 'Valstaskolan', reason: 'mostUsed' });
    // Offered first, then the others.
    expect(recentPlaces(entries, 6, 'Valstaskolan')[0]).toBe('Valstaskolan');
  });

  it('else the last place; nothing without entries', () => {
    const entries = [{ date: '2026-09-01', start: '07:00', des: 'Kontoret' }];
    expect(likelyPlace(entries, today)).toEqual({ place: 'Kontoret', reason: 'last' });
    expect(likelyPlace([], today)).toBeNull();
  });

  it('a place the person cleared before their time was read is not filled in again', () => {
    const cleared = placeChosen(withLastPlace(emptyDraft, 'Valstaskolan'), '');
    expect(cleared).toMatchObject({ des: '', placeTouched: true });
    expect(withLastPlace(cleared, 'Kontoret')).toBe(cleared);
    expect(withLastPlace(emptyDraft, 'Kontoret')).toMatchObject({ des: 'Kontoret', placePreset: true });
  });
});

describe('the break rule where it applies (issue 25 item 5)', () => {
  it('minutes alone on a shift of 2 hours or less are not subtracted, and that is said', () => {
    const lunch = { name: 'lunch', hours: 0, minutes: 30 };
    expect(breakIgnored('07:00', '08:45', lunch)).toBe(true);
    expect(breakIgnored('07:00', '09:00', lunch)).toBe(true);
    expect(breakIgnored('07:00', '09:01', lunch)).toBe(false);
    expect(breakIgnored('07:00', '08:00', { hours: 1, minutes: 0 })).toBe(false);
    expect(breakIgnored('07:00', '08:00', noRast)).toBe(false);
  });
});
