import { describe, expect, it } from 'vitest';
import { replaceImage, SaveUnsure, saveWithImage, type SaveSteps } from '../../../src/lib/writes/image';
import { storageKeys } from '../../../src/lib/storage';
import { sv } from '../../../src/i18n/sv-admin';
import { ApiError, badAnswer, errorOfAnswer } from '../../../src/lib/api-client';

type Failure = 'upload' | 'removeNew' | 'removeOld' | 'readBack';

/** The steps, each logged; `save` and `stored` say how the save and the read-back go. */
function steps({
  fail = [],
  save = 'ok',
  stored = false,
  inUse = [],
}: {
  fail?: Failure[];
  save?: 'ok' | 'refused' | 'lost' | 'html';
  stored?: boolean;
  inUse?: string[];
} = {}) {
  const log: string[] = [];
  const s: SaveSteps = {
    upload: async (_blob, name) => {
      log.push(`upload ${name}`);
      if (fail.includes('upload')) throw new ApiError('Uppladdningen misslyckades', 'http', 500);
      return `new-${name}`;
    },
    save: async (image) => {
      log.push(`save ${image}`);
      if (save === 'refused') throw new ApiError('Kunde inte spara', 'http', 400);
      if (save === 'lost') throw new ApiError(sv.errors.network, 'network');
      if (save === 'html') throw badAnswer();
      return 'Informationen har uppdaterats';
    },
    stored: async (image) => {
      log.push(`read back ${image}`);
      if (fail.includes('readBack')) throw new ApiError(sv.errors.network, 'network');
      return stored;
    },
    remove: async (name) => {
      log.push(`remove ${name}`);
      if (name.startsWith('new-') && fail.includes('removeNew')) throw new Error('remove new failed');
      if (name === 'old.jpg' && fail.includes('removeOld')) throw new Error('remove old failed');
    },
    inUse: (name) => inUse.includes(name),
  };
  return { log, s };
}

const file = { blob: new Blob(['x'], { type: 'image/jpeg' }), name: 'k.jpg' };

describe('DECISIONS.md 9: upload new, save entry, then delete old', () => {
  it('runs the steps in that order', async () => {
    const { log, s } = steps();
    const outcome = await saveWithImage(s, { file, oldImage: 'old.jpg' });
    expect(log).toEqual(['upload k.jpg', 'save new-k.jpg', 'remove old.jpg']);
    expect(outcome).toEqual({ message: 'Informationen har uppdaterats', image: 'new-k.jpg', cleanupFailed: false });
  });

  it('upload fails: nothing is saved or deleted, the error is thrown', async () => {
    const { log, s } = steps({ fail: ['upload'] });
    await expect(saveWithImage(s, { file, oldImage: 'old.jpg' })).rejects.toThrow('Uppladdningen misslyckades');
    expect(log).toEqual(['upload k.jpg']);
  });

  it('save refused (a definite answer): the new upload is deleted without reading back, the error is thrown', async () => {
    const { log, s } = steps({ save: 'refused' });
    await expect(saveWithImage(s, { file, oldImage: 'old.jpg' })).rejects.toThrow('Kunde inte spara');
    expect(log).toEqual(['upload k.jpg', 'save new-k.jpg', 'remove new-k.jpg']);
  });

  it('save refused and the orphan cannot be deleted: still the save error, old image untouched', async () => {
    const { log, s } = steps({ save: 'refused', fail: ['removeNew'] });
    await expect(saveWithImage(s, { file, oldImage: 'old.jpg' })).rejects.toThrow('Kunde inte spara');
    expect(log).not.toContain('remove old.jpg');
  });

  it("save's answer lost but the entry names the new file: saved, the old file is deleted", async () => {
    const { log, s } = steps({ save: 'lost', stored: true });
    const outcome = await saveWithImage(s, { file, oldImage: 'old.jpg' });
    expect(log).toEqual(['upload k.jpg', 'save new-k.jpg', 'read back new-k.jpg', 'remove old.jpg']);
    expect(outcome).toEqual({ message: '', image: 'new-k.jpg', cleanupFailed: false });
  });

  it("save's answer lost and the entry still names the old file: not saved, the new upload is deleted", async () => {
    const { log, s } = steps({ save: 'lost', stored: false });
    await expect(saveWithImage(s, { file, oldImage: 'old.jpg' })).rejects.toThrow(sv.errors.network);
    expect(log).toEqual(['upload k.jpg', 'save new-k.jpg', 'read back new-k.jpg', 'remove new-k.jpg']);
  });

  it('an HTML 200 to the save is never a success: read back, then the catalogue text', async () => {
    const { log, s } = steps({ save: 'html', stored: false });
    await expect(saveWithImage(s, { file, oldImage: 'old.jpg' })).rejects.toThrow(sv.errors.badAnswer);
    expect(log).toEqual(['upload k.jpg', 'save new-k.jpg', 'read back new-k.jpg', 'remove new-k.jpg']);
  });

  it('answer lost and the read-back fails too: both files are kept and the person is told', async () => {
    const { log, s } = steps({ save: 'lost', fail: ['readBack'] });
    const failure = await saveWithImage(s, { file, oldImage: 'old.jpg' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SaveUnsure);
    expect(failure).toMatchObject({ message: sv.bills.saveUnsure, image: 'new-k.jpg', ambiguous: true });
    expect(log).toEqual(['upload k.jpg', 'save new-k.jpg', 'read back new-k.jpg']);
  });

  it('deleting the old file fails: the entry is saved with the new image, reported softly', async () => {
    const { log, s } = steps({ fail: ['removeOld'] });
    const outcome = await saveWithImage(s, { file, oldImage: 'old.jpg' });
    expect(log).toEqual(['upload k.jpg', 'save new-k.jpg', 'remove old.jpg']);
    expect(outcome).toMatchObject({ image: 'new-k.jpg', cleanupFailed: true });
  });

  it('the old file is kept while another entry still names it', async () => {
    const { log, s } = steps({ inUse: ['old.jpg'] });
    const outcome = await saveWithImage(s, { file, oldImage: 'old.jpg' });
    expect(log).toEqual(['upload k.jpg', 'save new-k.jpg']);
    expect(outcome).toMatchObject({ image: 'new-k.jpg', cleanupFailed: false });
  });

  it('no new file: saves with the old image and deletes nothing, whatever the failure', async () => {
    const { log, s } = steps();
    const outcome = await saveWithImage(s, { file: null, oldImage: 'old.jpg' });
    expect(log).toEqual(['save old.jpg']);
    expect(outcome.image).toBe('old.jpg');
    const lost = steps({ save: 'lost' });
    await expect(saveWithImage(lost.s, { file: null, oldImage: 'old.jpg' })).rejects.toThrow(sv.errors.network);
    expect(lost.log).toEqual(['save old.jpg']);
  });

  it('creating (no old image): upload then save, nothing deleted', async () => {
    const { log, s } = steps();
    await saveWithImage(s, { file, oldImage: '' });
    expect(log).toEqual(['upload k.jpg', 'save new-k.jpg']);
  });
});

describe('saving again after an unknown outcome reads back first (DECISIONS.md 25)', () => {
  it('an update that was not stored: the earlier upload is deleted, then the usual steps', async () => {
    const { log, s } = steps({ stored: false });
    await saveWithImage(s, { file, oldImage: '', pending: 'new-earlier.jpg' });
    expect(log).toEqual(['read back new-earlier.jpg', 'remove new-earlier.jpg', 'upload k.jpg', 'save new-k.jpg']);
  });

  it('an update that was stored: the old file goes, the entry is saved again with the form as it is', async () => {
    const { log, s } = steps({ stored: true });
    const outcome = await saveWithImage(s, { file: null, oldImage: 'old.jpg', pending: 'new-earlier.jpg' });
    expect(log).toEqual(['read back new-earlier.jpg', 'remove old.jpg', 'save new-earlier.jpg']);
    expect(outcome.image).toBe('new-earlier.jpg');
  });

  it('still no answer: unknown again, nothing uploaded, deleted or saved', async () => {
    const { log, s } = steps({ fail: ['readBack'] });
    const failure = await saveWithImage(s, { file, oldImage: 'old.jpg', pending: 'new-earlier.jpg' }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: sv.bills.saveUnsure, image: 'new-earlier.jpg' });
    expect(log).toEqual(['read back new-earlier.jpg']);
  });
});

describe("an image whose save failed leaves nothing on the upload host that nothing names (issue 42)", () => {
  it("a gateway's 502 and the entry does not name the upload yet: kept as pending by the entry; the next save reads it back and removes it", async () => {
    const { log, s } = steps({ stored: false });
    const gateway: SaveSteps = { ...s, save: (image) => (image === 'new-k.jpg' ? Promise.reject(errorOfAnswer(502, '<html>502</html>')) : s.save(image)) };
    const failure = await replaceImage(gateway, { key: 'bill b1', file, oldImage: 'old.jpg' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SaveUnsure);
    expect(JSON.parse(localStorage.getItem(storageKeys.pendingUploads) ?? '{}')).toEqual({ 'bill b1': 'new-k.jpg' });
    expect(log).not.toContain('remove new-k.jpg');
    // The next save of that entry: the earlier upload is read back, not named, removed.
    await replaceImage(s, { key: 'bill b1', file: null, oldImage: 'old.jpg' });
    expect(log.slice(-3)).toEqual(['read back new-k.jpg', 'remove new-k.jpg', 'save old.jpg']);
    expect(localStorage.getItem(storageKeys.pendingUploads)).toBeNull();
  });

  it('an HTML page with 200 after the entry was saved: read back, saved, the old file goes', async () => {
    const { log, s } = steps({ save: 'html', stored: true });
    const outcome = await replaceImage(s, { key: 'bill b2', file, oldImage: 'old.jpg' });
    expect(outcome).toEqual({ message: '', image: 'new-k.jpg', cleanupFailed: false });
    expect(log).toEqual(['upload k.jpg', 'save new-k.jpg', 'read back new-k.jpg', 'remove old.jpg']);
  });
});
