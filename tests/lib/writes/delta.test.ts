/**
 * The rule of the delta policy (lib/writes/delta.ts; issue 27 item 3, DECISIONS.md 37): what
 * became of a delta on a stored total, from the figure read immediately before the write (the
 * snapshot), the delta, and what is stored after it; and a month's figures
 * (src/person-time/month-delta.ts).
 */
import { describe, expect, it } from 'vitest';
import { deltaOnce, deltaStep, deltaVerdict, healOnce, settleDelta, type DeltaPending, type DeltaPort } from '../../../src/lib/writes/delta';
import type { PendingCorrection } from '../../../src/person-time/correction-pending';
import { correctionFigures, monthDrift } from '../../../src/person-time/month-delta';
import type { TotalsRead } from '../../../src/types/totals';
import { faultyProvider, type Fault } from './faults';

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

describe('deltaOnce against answers that fail as they do in the field', () => {
  /** A stored total (minutes) the delta policy reaches through its port; the pending record as kept. */
  function total(...faults: Fault[]) {
    const provider = faultyProvider();
    provider.faults.push(...faults);
    const state = { figure: 120, kept: [] as (DeltaPending | null)[], readable: true };
    const port: DeltaPort<DeltaPending, number> = {
      read: () => Promise.resolve(state.readable ? state.figure : null),
      figure: (read) => read,
      send: (minutes) => provider.send(() => (state.figure += minutes), 'Informationen har uppdaterats'),
      keep: (next) => state.kept.push(next),
    };
    const pending = (over: Partial<DeltaPending> = {}): DeltaPending => ({ minutes: 60, snapshot: 120, mayRepair: true, repaired: false, mayLandUntil: Date.now() + 60_000, ...over });
    return { provider, state, port, pending };
  }

  it('the answer lost after the server stored it: saved from the read-back, sent once', async () => {
    const { port, pending, provider, state } = total('lost-after-store');
    const settled = await deltaOnce(port, pending());
    expect(settled).toMatchObject({ step: 'saved', sent: { failure: { kind: 'network' } } });
    expect([provider.sends(), state.figure, state.kept.at(-1)]).toEqual([1, 180, null]);
  });

  it("stored twice, a change of its own ('add'): nothing sent to undo it, the admin chooses", async () => {
    const { port, pending, provider, state } = total('stored-twice');
    expect((await deltaOnce(port, pending())).step).toBe('choose');
    expect([provider.sends(), state.figure]).toEqual([1, 240]);
  });

  it("stored twice, a delta to a target ('set'): one repair, read back: saved", async () => {
    const { port, pending, provider, state } = total('stored-twice');
    const settled = await deltaOnce(port, pending({ intent: 'set' }));
    expect(settled).toMatchObject({ step: 'saved', pending: { repaired: true } });
    expect([provider.sends(), state.figure]).toEqual([2, 180]);
  });

  it("a gateway's 502 with nothing stored yet: waited for, the record kept with its window; nothing sent again", async () => {
    const { port, pending, provider, state } = total('gateway-502');
    const settled = await deltaOnce(port, pending());
    expect(settled.step).toBe('wait');
    expect(state.kept.at(-1)?.mayLandUntil).toBeGreaterThan(Date.now());
    // The server stores it late: the next settle calls it saved.
    state.figure += 60;
    expect((await settleDelta(port, settled.pending)).step).toBe('saved');
    expect(provider.sends()).toBe(1);
  });

  it('an HTML page with 200 and nothing stored: its request is over, so it is not stored (said so, not waited for)', async () => {
    const { port, pending, state } = total('html-200');
    const settled = await deltaOnce(port, pending());
    expect(settled).toMatchObject({ step: 'notStored', sent: { failure: { kind: 'shape' } } });
    expect(state.kept.at(-1)).toBeNull();
  });

  it('totals that cannot be read: unknown, kept pending, never called saved', async () => {
    const { port, pending, state } = total();
    state.readable = false;
    expect((await deltaOnce(port, pending())).step).toBe('unknown');
    expect(state.kept.at(-1)).not.toBeNull();
  });
});

describe('healOnce: the repair of totals moved as a side effect', () => {
  const plan = (drift: number) => ({ writes: drift === 0 ? [] : [-drift], healed: drift === 0 });
  it('a doubling repaired by one compensating write from the read, then read again', async () => {
    let drift = 60;
    const sent: number[] = [];
    const outcome = await healOnce({ read: () => Promise.resolve(drift), plan, send: (w: number) => Promise.resolve(sent.push(w)).then(() => (drift += w)) });
    expect([outcome, sent, drift]).toEqual(['healed', [-60], 0]);
  });
  it('right as it is, unreadable, or not readable at all: nothing sent', async () => {
    const send = () => Promise.reject(new Error('must not send'));
    expect(await healOnce({ read: () => Promise.resolve(0), plan, send })).toBe('right');
    expect(await healOnce({ read: () => Promise.resolve(60), plan: () => null, send })).toBe('unreadable');
    expect(await healOnce({ read: () => Promise.reject(new Error('no answer')), plan, send })).toBe('unchecked');
  });
});
