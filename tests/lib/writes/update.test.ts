/** The update policy (lib/writes/update.ts) against answers that fail as they do in the field. */
import { describe, expect, it } from 'vitest';
import { badAnswer } from '../../../src/lib/api-client';
import { WriteUnsure } from '../../../src/lib/writes/outcome';
import { updateOnce } from '../../../src/lib/writes/update';
import { faultyProvider, type Fault } from './faults';

/** A stored value the write sets to 'new', and how often it was read back. */
function setUp(...faults: Fault[]) {
  const provider = faultyProvider();
  provider.faults.push(...faults);
  const state = { value: 'old', reads: 0 };
  const options = {
    send: () => provider.send(() => (state.value = 'new'), { message: 'Informationen har uppdaterats' }),
    stored: () => {
      state.reads += 1;
      return Promise.resolve(state.value === 'new');
    },
    unsureMessage: () => 'Ändringen kan redan vara sparad.',
  };
  return { provider, state, options };
}

describe('updateOnce: what is stored decides', () => {
  it('answered: saved, no read-back', async () => {
    const { options, state } = setUp();
    expect(await updateOnce(options)).toEqual({ how: 'answered', answer: { message: 'Informationen har uppdaterats' } });
    expect(state.reads).toBe(0);
  });

  it('the answer lost after the server stored it: read back, saved, sent once', async () => {
    const { options, state, provider } = setUp('lost-after-store');
    expect(await updateOnce(options)).toEqual({ how: 'lost', answer: null });
    expect([provider.sends(), state.reads, state.value]).toEqual([1, 1, 'new']);
  });

  it('an HTML page with 200 after the server stored it: read back, saved', async () => {
    const { options } = setUp('html-200-after-store');
    expect((await updateOnce(options)).how).toBe('lost');
  });

  it('an HTML page with 200 and nothing stored: never a success; unsure, with the failure kept', async () => {
    const { options, state } = setUp('html-200');
    const failure = await updateOnce(options).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WriteUnsure);
    expect(failure).toMatchObject({ message: 'Ändringen kan redan vara sparad.', kind: 'shape', ambiguous: true });
    expect(state.value).toBe('old');
  });

  it("a gateway's 502 with nothing stored: unsure; the next attempt reads first and finds the late write, sending nothing", async () => {
    const { options, state, provider } = setUp('gateway-502');
    await expect(updateOnce(options)).rejects.toMatchObject({ ambiguous: true, status: 502 });
    // The server behind the gateway stored it after all.
    state.value = 'new';
    expect(await updateOnce({ ...options, earlier: true })).toEqual({ how: 'already', answer: null });
    expect(provider.sends()).toBe(1);
  });

  it("the server's own refusal (a 500 with its message) stands, with no read-back; 'always' reads it back", async () => {
    const { options, state } = setUp('refused-500', 'refused-500');
    await expect(updateOnce(options)).rejects.toMatchObject({ message: 'Kunde inte spara', ambiguous: false });
    expect(state.reads).toBe(0);
    await expect(updateOnce({ ...options, readBack: 'always' })).rejects.toMatchObject({ message: 'Kunde inte spara' });
    expect(state.reads).toBe(1);
  });

  it('a value that cannot be read back (a password): an unknown outcome says it may be stored', async () => {
    const { options } = setUp('lost-after-store');
    await expect(updateOnce({ send: options.send, unsureMessage: options.unsureMessage })).rejects.toBeInstanceOf(WriteUnsure);
  });

  it('a read-back that fails too: unsure, never saved', async () => {
    const { options } = setUp('lost-after-store');
    const failure = await updateOnce({ ...options, stored: () => Promise.reject(badAnswer()) }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: 'Ändringen kan redan vara sparad.', kind: 'network' });
  });
});
