/**
 * The one shared piece of code for a create whose outcome may be unknown (issue 27,
 * lib/writes/create-once.ts): a snapshot before the press, what is stored deciding the outcome, one
 * kept, its own copies removed, an older look-alike never touched, a pending create waited for.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/lib/api-client';
import { sv } from '../../../src/i18n/sv-admin';
import {
  createdMessage,
  createOnce,
  markerText,
  NotSent,
  ownRecords,
  pendingCreate,
  type CreateCheck,
  type CreateOptions,
} from '../../../src/lib/writes/create-once';
import { LANDING_WINDOW_MS, WriteUnsure } from '../../../src/lib/writes/outcome';
import { faultyProvider, type Fault } from './faults';

interface Row {
  _id: string;
  name: string;
}

/** A provider in memory: its rows, a read that can be made to fail, and the removes it got. */
function provider(rows: Row[] = []) {
  const state = { rows: [...rows], readsDown: false, removed: [] as string[], reads: 0, nextId: 100 };
  const add = (name: string) => {
    state.nextId += 1;
    state.rows.push({ _id: `id${state.nextId}`, name });
  };
  const check = (name: string): CreateCheck<Row> => ({
    read: () => {
      state.reads += 1;
      return state.readsDown ? Promise.reject(new ApiError('not fund 404', 'network')) : Promise.resolve([...state.rows]);
    },
    idOf: (r) => r._id,
    same: (r) => r.name === name,
    remove: (r) => {
      state.removed.push(r._id);
      state.rows = state.rows.filter((x) => x._id !== r._id);
      return Promise.resolve();
    },
  });
  return { state, add, check };
}

const lost = () => new ApiError('not fund 404', 'network');
const refused = (message: string) => new ApiError(message, 'http', 400);
const gateway = () => new ApiError('Servern svarade med fel 502', 'http', 502, true);
const noPause = () => Promise.resolve();

function create(p: ReturnType<typeof provider>, send: () => Promise<string>, extra: Partial<CreateOptions<string, Row>> = {}) {
  return createOnce<string, Row>({ key: 'row Nora', check: p.check('Nora'), send, data: { label: 'Nora' }, unsureMessage: 'Vi vet inte', pause: noPause, ...extra });
}

describe('createOnce: what is stored decides', () => {
  it('answered: one record, kept; nothing removed; the marker is gone', async () => {
    const p = provider([{ _id: 'id1', name: 'Anna' }]);
    const result = await create(p, () => Promise.resolve(p.add('Nora')).then(() => 'skapad'));
    expect(result).toMatchObject({ how: 'answered', answer: 'skapad', copiesRemoved: 0, record: { name: 'Nora' } });
    expect(p.state.rows.map((r) => r.name)).toEqual(['Anna', 'Nora']);
    expect(pendingCreate('row Nora')).toBeNull();
  });

  it('the browser sent it twice and the answer came: the later copy is removed, the first kept', async () => {
    const p = provider();
    const result = await create(p, () => {
      p.add('Nora');
      p.add('Nora');
      return Promise.resolve('skapad');
    });
    expect(result).toMatchObject({ how: 'answered', copiesRemoved: 1, record: { _id: 'id101' } });
    expect(p.state.removed).toEqual(['id102']);
    expect(p.state.rows.map((r) => r._id)).toEqual(['id101']);
  });

  it('an older record that looks the same was in the snapshot: never touched, never taken for this create', async () => {
    const p = provider([{ _id: 'id1', name: 'Nora' }]);
    const result = await create(p, () => {
      p.add('Nora');
      p.add('Nora');
      return Promise.reject(lost());
    });
    expect(result).toMatchObject({ how: 'lost', copiesRemoved: 1, record: { _id: 'id101' } });
    expect(p.state.removed).toEqual(['id102']);
    expect(p.state.rows.map((r) => r._id)).toEqual(['id1', 'id101']);
  });

  it("the only answer is the refusal of the browser's own resend ('already exists'): created, not refused", async () => {
    const p = provider();
    const result = await create(p, () => {
      p.add('Nora');
      return Promise.reject(refused('Telefonnumret används redan'));
    });
    expect(result).toMatchObject({ how: 'lost', copiesRemoved: 0 });
    expect(createdMessage(result, { created: 'skapad', lost: 'svaret kom inte', copies: (n) => `${n} gånger`, already: 'redan' })).toBe('svaret kom inte');
  });

  it('refused and nothing stored: the refusal stands, and the next press starts afresh', async () => {
    const p = provider([{ _id: 'id1', name: 'Nora' }]);
    await expect(create(p, () => Promise.reject(refused('Telefonnumret används redan')))).rejects.toThrow('Telefonnumret används redan');
    expect(pendingCreate('row Nora')).toBeNull();
    expect(p.state.rows).toHaveLength(1);
  });

  it('a failure before it left (its upload): nothing pending, the failure thrown as it was', async () => {
    const p = provider();
    await expect(create(p, () => Promise.reject(new NotSent(lost())))).rejects.toThrow('not fund 404');
    expect(pendingCreate('row Nora')).toBeNull();
  });

  it('no snapshot, no send: a failed read before the press sends nothing', async () => {
    const p = provider();
    p.state.readsDown = true;
    let sent = 0;
    await expect(create(p, () => Promise.resolve(String((sent += 1))))).rejects.toThrow('not fund 404');
    expect(sent).toBe(0);
  });
});

describe('createOnce: an outcome that stays unknown', () => {
  it('no answer and no read-back: unknown; the next press reads first and finds it, nothing sent again', async () => {
    const p = provider([{ _id: 'id1', name: 'Nora' }]);
    let sent = 0;
    const first = await create(p, () => {
      sent += 1;
      p.add('Nora');
      p.state.readsDown = true;
      return Promise.reject(lost());
    }).catch((error: unknown) => error);
    expect(first).toBeInstanceOf(WriteUnsure);
    expect(first).toMatchObject({ message: 'Vi vet inte' });
    // The snapshot of the first press is kept with it.
    expect(pendingCreate('row Nora')?.before).toEqual(['id1']);
    p.state.readsDown = false;
    const second = await create(p, () => Promise.resolve(String((sent += 1))));
    expect(second).toMatchObject({ how: 'already', record: { _id: 'id101' } });
    expect(sent).toBe(1);
    expect(p.state.rows.map((r) => r._id)).toEqual(['id1', 'id101']);
  });

  it('a send that may still land (a gateway 5xx) is waited for, never sent again meanwhile', async () => {
    const p = provider();
    let sent = 0;
    await expect(
      create(p, () => {
        sent += 1;
        return Promise.reject(gateway());
      }),
    ).rejects.toThrow('502');
    expect(pendingCreate('row Nora')?.mayLandUntil).toBeGreaterThan(Date.now());
    // Entered again: the server stores the first send on the second look.
    const waits: number[] = [];
    let polls = 0;
    const again = await create(p, () => Promise.resolve(String((sent += 1))), {
      onWait: (until) => waits.push(until),
      pause: () => {
        polls += 1;
        if (polls === 2) p.add('Nora');
        return Promise.resolve();
      },
    });
    expect(again.how).toBe('already');
    expect(sent).toBe(1);
    expect(waits.length).toBe(2);
    expect(p.state.rows).toHaveLength(1);
    // Found while it could still land: the same thing entered again later is not stored twice.
    expect(pendingCreate('row Nora')?.found).toBe('id101');
    const third = await create(p, () => Promise.resolve(String((sent += 1))));
    expect(third.how).toBe('already');
    expect(sent).toBe(1);
  });

  it('a window that closes with nothing stored: sent again, with the snapshot of the first press', async () => {
    const p = provider();
    await expect(create(p, () => Promise.reject(gateway()))).rejects.toThrow('502');
    const marker = pendingCreate('row Nora');
    // The window has passed.
    localStorage.setItem('PendingCreates', JSON.stringify({ 'row Nora': { ...marker, mayLandUntil: Date.now() - LANDING_WINDOW_MS } }));
    let sent = 0;
    const result = await create(p, () => {
      sent += 1;
      p.add('Nora');
      return Promise.resolve('skapad');
    });
    expect(result.how).toBe('answered');
    expect(sent).toBe(1);
    expect(pendingCreate('row Nora')).toBeNull();
  });
});

describe('ownRecords', () => {
  it('answers the look-alikes not in the snapshot, oldest id first', () => {
    const rows = [
      { _id: 'b', name: 'Nora' },
      { _id: 'a', name: 'Nora' },
      { _id: 'c', name: 'Anna' },
      { _id: 'd', name: 'Nora' },
    ];
    const check = { idOf: (r: Row) => r._id, same: (r: Row) => r.name === 'Nora' };
    expect(ownRecords(rows, check, ['d']).map((r) => r._id)).toEqual(['a', 'b']);
  });
});

describe('createOnce against answers that fail as they do in the field', () => {
  /** A create of 'Nora' sent through the faulty provider, its upload noted with the marker. */
  function faulty(p: ReturnType<typeof provider>, ...faults: Fault[]) {
    const answers = faultyProvider();
    answers.faults.push(...faults);
    const abandoned: string[] = [];
    const check: CreateCheck<Row> = {
      ...p.check('Nora'),
      abandon: (marker) => {
        abandoned.push(markerText(marker, 'upload'));
        return Promise.resolve();
      },
    };
    const send = (note: (more: Record<string, unknown>) => void) => {
      note({ upload: `kvitto-${answers.sends() + 1}.jpg` });
      return answers.send(() => p.add('Nora'), 'skapad');
    };
    return { answers, abandoned, run: () => create(p, () => Promise.reject(new Error('unused')), { check, send }) };
  }

  it('the answer lost after the server stored it: created, once, said so', async () => {
    const p = provider();
    const { run, answers } = faulty(p, 'lost-after-store');
    const result = await run();
    expect(result).toMatchObject({ how: 'lost', copies: 1, copiesRemoved: 0 });
    expect(answers.sends()).toBe(1);
    expect(createdMessage(result, { created: 'skapad', lost: 'svaret kom inte', copies: (n) => `${n} gånger`, already: 'redan' })).toBe('svaret kom inte');
  });

  it('stored three times: three copies found, two removed, and the message says three (DECISIONS.md 37)', async () => {
    const p = provider();
    const result = await faulty(p, 'stored-thrice').run();
    expect(result).toMatchObject({ how: 'answered', copies: 3, copiesRemoved: 2, record: { _id: 'id101' } });
    expect(p.state.rows.map((r) => r._id)).toEqual(['id101']);
    const texts = { created: '', lost: '', copies: sv.bills.createdCopies, already: '' };
    expect(createdMessage(result, texts)).toBe('Fakturan har registrerats. Den hade kommit in tre gånger; de två extra har tagits bort.');
    expect(createdMessage({ how: 'answered', copies: 3, copiesRemoved: 1 }, texts)).toBe(
      'Fakturan har registrerats. Den hade kommit in tre gånger; en av de två extra har tagits bort; de andra syns i listan.',
    );
    expect(createdMessage({ how: 'lost', copies: 2, copiesRemoved: 1 }, texts)).toBe('Fakturan har registrerats. Den hade kommit in två gånger; den extra har tagits bort.');
  });

  it('an HTML page with 200 after the server stored it: created (never a failure once it is found)', async () => {
    const p = provider();
    expect((await faulty(p, 'html-200-after-store').run()).how).toBe('lost');
  });

  it("the server's own refusal, nothing stored: the refusal stands and the upload made for it is removed at once", async () => {
    const p = provider();
    const { run, abandoned } = faulty(p, 'refused-500');
    await expect(run()).rejects.toThrow('Kunde inte spara');
    expect(abandoned).toEqual(['kvitto-1.jpg']);
    expect(pendingCreate('row Nora')).toBeNull();
  });

  it('an HTML page with 200, nothing stored: failed; the next attempt looks, removes the first upload, and sends once more', async () => {
    const p = provider();
    const { run, abandoned, answers } = faulty(p, 'html-200');
    await expect(run()).rejects.toThrow(sv.errors.badAnswer);
    // Its request is over: kept without a window, with its upload, until it is looked for.
    expect(pendingCreate('row Nora')).toMatchObject({ data: { upload: 'kvitto-1.jpg' } });
    expect(pendingCreate('row Nora')?.mayLandUntil).toBeUndefined();
    expect(abandoned).toEqual([]);
    const again = await run();
    expect(abandoned).toEqual(['kvitto-1.jpg']);
    expect(again).toMatchObject({ how: 'answered', copies: 1 });
    expect(answers.sends()).toBe(2);
  });

  it("a gateway's 502, nothing stored yet: waited for (its upload kept) and found when the server stores it late", async () => {
    const p = provider();
    const { run, abandoned, answers } = faulty(p, 'gateway-502');
    await expect(run()).rejects.toMatchObject({ status: 502, ambiguous: true });
    expect(pendingCreate('row Nora')?.mayLandUntil).toBeGreaterThan(Date.now());
    p.add('Nora');
    expect((await run()).how).toBe('already');
    expect([answers.sends(), abandoned]).toEqual([1, []]);
  });
});
