/**
 * The rule of the delta policy (lib/writes/delta.ts; issue 27 item 3, DECISIONS.md 37): what
 * became of a delta on a stored total, from the figure read immediately before the write (the
 * snapshot), the delta, and what is stored after it; and a month's figures
 * (src/person-time/month-delta.ts).
 */
import { describe, expect, it } from 'vitest';
import { deltaStep, deltaVerdict } from '../../../src/lib/writes/delta';
import type { PendingCorrection } from '../../../src/person-time/correction-pending';
import { correctionFigures, monthDrift } from '../../../src/person-time/month-delta';
import type { TotalsRead } from '../../../src/types/totals';

describe('deltaVerdict(snapshot, delta, stored after)', () => {
  it('exactly the delta: stored once', () => {
    expect(deltaVerdict(0, 60, 60)).toBe('stored');
    expect(deltaVerdict(30, -45, -15)).toBe('stored');
  });
  it('exactly twice the delta: the same delta twice (the browser re-sent it, or another admin made the same one)', () => {
    expect(deltaVerdict(0, 60, 120)).toBe('duplicate');
    expect(deltaVerdict(90, -30, 30)).toBe('duplicate');
  });
  it('not moved: not stored', () => {
    expect(deltaVerdict(15, 60, 15)).toBe('notStored');
  });
  it("anything else is another writer's change (another admin's +0:30 beside its own +1:00), never its own", () => {
    expect(deltaVerdict(0, 60, 90)).toBe('foreign');
    expect(deltaVerdict(0, 60, 30)).toBe('foreign');
    expect(deltaVerdict(0, 60, 180)).toBe('foreign');
    expect(deltaVerdict(0, 60, -60)).toBe('foreign');
  });
  it('unreadable figures are unknown', () => {
    expect(deltaVerdict(null, 60, 60)).toBe('unknown');
    expect(deltaVerdict(0, 60, null)).toBe('unknown');
  });
});

const pending = (over: Partial<PendingCorrection> = {}): PendingCorrection => ({
  userId: 'u',
  monthId: 'oct',
  MonthNumber: 10,
  year: 2024,
  minutes: 60,
  at: '2024-10-31T10:00:00.000Z',
  snapshot: 0,
  stored: 735,
  mayRepair: true,
  repaired: false,
  mayLandUntil: 1_000,
  ...over,
});

describe('deltaStep: what the app does next', () => {
  it('saved only when a read-back shows exactly the delta, before or after its one repair', () => {
    expect(deltaStep(pending(), 60, 0)).toBe('saved');
    expect(deltaStep(pending({ repaired: true }), 60, 0)).toBe('saved');
  });
  it("a correction ('add') stored twice is never repaired on its own: the admin chooses (DECISIONS.md 37)", () => {
    expect(deltaStep(pending(), 120, 0)).toBe('choose');
    expect(deltaStep(pending({ mayRepair: false }), 120, 0)).toBe('choose');
  });
  it("a delta to a target ('set', 'Rätta summorna') stored twice is repaired once; never a second time", () => {
    expect(deltaStep(pending({ intent: 'set' }), 120, 0)).toBe('repair');
    // The repair still not seen while it may land: waited for; after that, shown, nothing sent.
    expect(deltaStep(pending({ intent: 'set', repaired: true }), 120, 0)).toBe('wait');
    expect(deltaStep(pending({ intent: 'set', repaired: true }), 120, 2_000)).toBe('differs');
  });
  it('a repair the browser doubled (back to the snapshot) is shown, not repaired again', () => {
    expect(deltaStep(pending({ repaired: true }), 0, 0)).toBe('differs');
    expect(deltaStep(pending({ repaired: true }), 0, 2_000)).toBe('differs');
  });
  it('not stored yet: waited for while the request may land, then not stored', () => {
    expect(deltaStep(pending(), 0, 999)).toBe('wait');
    expect(deltaStep(pending(), 0, 1_000)).toBe('notStored');
  });
  it("another writer's change is shown, nothing sent", () => {
    expect(deltaStep(pending(), 90, 0)).toBe('differs');
    expect(deltaStep(pending(), 30, 0)).toBe('differs');
  });
  it('a doubled figure is not its own when it was sent while another correction of the month was pending', () => {
    expect(deltaStep(pending({ intent: 'set', mayRepair: false }), 120, 0)).toBe('differs');
  });
  it('unreadable: unknown (it stays pending)', () => {
    expect(deltaStep(pending(), null, 0)).toBe('unknown');
  });
});

describe('the figures shown', () => {
  const read = (stored: number, entries: number, unknown = false): TotalsRead => ({
    ...(unknown ? { unknown: true } : {}),
    user: stored,
    records: [{ id: 'oct', MonthNumber: 10, year: 2024, stored, entries, entryIds: [] }],
  });
  it("the month's correction is stored − entries: a day registered meanwhile is not a correction", () => {
    expect(monthDrift(read(795, 735), 'oct')).toBe(60);
    expect(monthDrift(read(795, 735, true), 'oct')).toBeNull();
    expect(monthDrift(read(795, 735), 'nov')).toBeNull();
    // 12:15 stored before; +1:00 meant; the browser's re-send and the repair's re-send leave 12:15.
    expect(correctionFigures(pending(), read(735, 735))).toEqual({ stored: 735, expected: 795 });
    // Another admin's +0:30 as well: 13:45 stored, 13:15 expected from this correction.
    expect(correctionFigures(pending(), read(825, 735))).toEqual({ stored: 825, expected: 795 });
    // A day of 2:00 registered meanwhile: expected follows the entries.
    expect(correctionFigures(pending(), read(915, 855))).toEqual({ stored: 915, expected: 915 });
  });
});
