import { describe, expect, it } from 'vitest';
import { clearDraft, draftOwner, emptyDraft, loadDraft, noRast, readDraft, saveDraft } from '../../src/features/time/draft';
import { buildTimeEntry, hasNumericTotals } from '../../src/features/time/entry';
import { storageKeys } from '../../src/lib/storage';

describe('the stored draft', () => {
  it('is kept per owner under the draftTime and rast keys', () => {
    saveDraft('u1', { ...emptyDraft, stage: 'started', start: '07:00' }, { name: 'lunch', hours: 0, minutes: 30 });
    saveDraft(draftOwner('u2', true), { ...emptyDraft, stage: 'started', start: '08:00' }, noRast);
    expect(loadDraft('u1').draft.start).toBe('07:00');
    expect(loadDraft('u1').rast).toEqual({ name: 'lunch', hours: 0, minutes: 30 });
    expect(loadDraft('add:u2').draft.start).toBe('08:00');
    expect(loadDraft('u2').draft).toEqual(emptyDraft);
    clearDraft('u1');
    expect(loadDraft('u1').draft).toEqual(emptyDraft);
    expect(loadDraft('add:u2').draft.start).toBe('08:00');
    clearDraft('add:u2');
    expect(localStorage.getItem(storageKeys.draftTime)).toBeNull();
    expect(localStorage.getItem(storageKeys.rast)).toBeNull();
  });

  it('reads broken or foreign data as the empty draft, never crashing', () => {
    localStorage.setItem(storageKeys.draftTime, 'not json');
    expect(loadDraft('u1').draft).toEqual(emptyDraft);
    localStorage.setItem(storageKeys.draftTime, JSON.stringify(['x']));
    expect(loadDraft('u1').draft).toEqual(emptyDraft);
    expect(readDraft({ stage: 'weird', start: 7, products: [null, { name: 'A', count: 2 }] })).toEqual({
      ...emptyDraft,
      products: [{ name: 'A', sort: '', count: '' }],
    });
  });
});

describe('the post body', () => {
  it('takes the break as TheTaBort and today as the date unless set', () => {
    const draft = { ...emptyDraft, stage: 'done' as const, start: '07:00', end: '08:00', des: ' Skolan ' };
    expect(buildTimeEntry(draft, noRast, new Date(2025, 0, 2, 0, 15))).toEqual({
      TheTaBort: { TheHours: 0, TheMinutes: 0 },
      CheckPost: true,
      start: '07:00',
      end: '08:00',
      date: '2025-01-02',
      des: 'Skolan',
      total: 1,
      half: 0,
      products: [],
    });
    const withBreak = buildTimeEntry({ ...draft, date: '2024-12-30' }, { name: 'rast', hours: 0, minutes: 20 });
    expect(withBreak.date).toBe('2024-12-30');
    expect(withBreak.TheTaBort).toEqual({ TheHours: 0, TheMinutes: 20 });
    // One hour is not above 2 hours: a minutes-only break does not count.
    expect([withBreak.total, withBreak.half]).toEqual([1, 0]);
  });

  it('knows totals that are not numbers', () => {
    expect(hasNumericTotals({ total: 8, half: 30 })).toBe(true);
    expect(hasNumericTotals({ total: Number.NaN, half: 0 })).toBe(false);
    expect(hasNumericTotals({ total: 1, half: Number.POSITIVE_INFINITY })).toBe(false);
  });
});
