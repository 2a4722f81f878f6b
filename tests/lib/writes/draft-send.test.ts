/** The day's-registration policy (lib/writes/draft-send.ts) against answers that fail as they do in the field. */
import { describe, expect, it } from 'vitest';
import { sendDraftOnce, type DraftPort, type SendPhase } from '../../../src/lib/writes/draft-send';
import { faultyProvider, type Fault } from './faults';

/** A confirmed draft on the phone, the person's stored copies of the day, and the phases shown. */
function day(...faults: Fault[]) {
  const provider = faultyProvider();
  provider.faults.push(...faults);
  const state = {
    draft: { sent: false, mayLandUntil: undefined as number | undefined } as { sent: boolean; mayLandUntil?: number | undefined } | null,
    copies: [] as string[],
    phases: [] as SendPhase[],
    pauses: 0,
    next: 1,
  };
  const port: DraftPort<string> = {
    load: () => state.draft,
    mark: (mark) => (state.draft = mark),
    clear: () => (state.draft = null),
    copies: () => Promise.resolve([...state.copies]),
    remove: (copy) => Promise.resolve((state.copies = state.copies.filter((c) => c !== copy))),
    send: () => provider.send(() => state.copies.push(`day${state.next++}`), 'Tiden har registrerats'),
    phase: (phase) => state.phases.push(phase),
    pause: () => {
      state.pauses += 1;
      return Promise.resolve();
    },
  };
  return { provider, state, port };
}

describe('sendDraftOnce', () => {
  it('answered: registered, the draft goes', async () => {
    const { port, state } = day();
    expect(await sendDraftOnce(port)).toEqual({ outcome: 'sent', message: 'Tiden har registrerats', duplicatesRemoved: 0 });
    expect([state.draft, state.copies]).toEqual([null, ['day1']]);
  });

  it('stored twice by the browser: the later copy removed, and said', async () => {
    const { port, state } = day('stored-twice');
    expect(await sendDraftOnce(port)).toMatchObject({ outcome: 'sent', duplicatesRemoved: 1 });
    expect(state.copies).toEqual(['day1']);
  });

  it('the answer lost after the server stored it: the draft stays sent; the next try finds the day and sends nothing', async () => {
    const { port, state, provider } = day('lost-after-store');
    await expect(sendDraftOnce(port)).rejects.toMatchObject({ kind: 'network' });
    // The request is over: checked once, no window to wait through.
    expect(state.draft).toEqual({ sent: true });
    expect(await sendDraftOnce(port)).toEqual({ outcome: 'alreadyRegistered', duplicatesRemoved: 0 });
    expect([provider.sends(), state.copies, state.draft]).toEqual([1, ['day1'], null]);
  });

  it("a gateway's 502 with nothing stored yet: waited for while it may land, found when it does; never sent twice", async () => {
    const { port, state, provider } = day('gateway-502');
    await expect(sendDraftOnce(port)).rejects.toMatchObject({ status: 502 });
    expect(state.draft?.mayLandUntil).toBeGreaterThan(Date.now());
    port.pause = () => {
      state.pauses += 1;
      // The server behind the gateway stores it while the app waits.
      if (state.pauses === 2) state.copies.push('late');
      return Promise.resolve();
    };
    expect(await sendDraftOnce(port)).toEqual({ outcome: 'alreadyRegistered', duplicatesRemoved: 0 });
    expect(state.phases).toContain('waiting');
    expect(provider.sends()).toBe(1);
  });

  it('an HTML page with 200, nothing stored: checked once on the next try, then sent once more', async () => {
    const { port, state, provider } = day('html-200');
    await expect(sendDraftOnce(port)).rejects.toMatchObject({ kind: 'shape' });
    expect(await sendDraftOnce(port)).toMatchObject({ outcome: 'sent' });
    expect([provider.sends(), state.copies, state.pauses]).toEqual([2, ['day1'], 0]);
  });

  it("the server's own refusal: nothing stored, the draft not sent, the next try sends without a check", async () => {
    const { port, state } = day('refused-500');
    await expect(sendDraftOnce(port)).rejects.toMatchObject({ message: 'Kunde inte spara' });
    expect(state.draft).toEqual({ sent: false });
  });
});
