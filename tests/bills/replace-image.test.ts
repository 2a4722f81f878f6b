import { describe, expect, it } from 'vitest';
import { saveWithImage, type SaveSteps } from '../../src/features/bills/replace-image';

function steps(fail: Partial<Record<'upload' | 'save' | 'removeNew' | 'removeOld', boolean>> = {}) {
  const log: string[] = [];
  const s: SaveSteps = {
    upload: async (_blob, name) => {
      log.push(`upload ${name}`);
      if (fail.upload) throw new Error('upload failed');
      return `new-${name}`;
    },
    save: async (image) => {
      log.push(`save ${image}`);
      if (fail.save) throw new Error('save failed');
      return 'Informationen har uppdaterats';
    },
    remove: async (name) => {
      log.push(`remove ${name}`);
      if (name.startsWith('new-') && fail.removeNew) throw new Error('remove new failed');
      if (name === 'old.jpg' && fail.removeOld) throw new Error('remove old failed');
    },
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
    const { log, s } = steps({ upload: true });
    await expect(saveWithImage(s, { file, oldImage: 'old.jpg' })).rejects.toThrow('upload failed');
    expect(log).toEqual(['upload k.jpg']);
  });

  it('save fails: the new upload is deleted, the old image stays, the error is thrown', async () => {
    const { log, s } = steps({ save: true });
    await expect(saveWithImage(s, { file, oldImage: 'old.jpg' })).rejects.toThrow('save failed');
    expect(log).toEqual(['upload k.jpg', 'save new-k.jpg', 'remove new-k.jpg']);
  });

  it('save fails and the orphan cannot be deleted: still the save error, old image untouched', async () => {
    const { log, s } = steps({ save: true, removeNew: true });
    await expect(saveWithImage(s, { file, oldImage: 'old.jpg' })).rejects.toThrow('save failed');
    expect(log).not.toContain('remove old.jpg');
  });

  it('deleting the old file fails: the entry is saved with the new image, reported softly', async () => {
    const { log, s } = steps({ removeOld: true });
    const outcome = await saveWithImage(s, { file, oldImage: 'old.jpg' });
    expect(log).toEqual(['upload k.jpg', 'save new-k.jpg', 'remove old.jpg']);
    expect(outcome).toMatchObject({ image: 'new-k.jpg', cleanupFailed: true });
  });

  it('no new file: saves with the old image and deletes nothing', async () => {
    const { log, s } = steps();
    const outcome = await saveWithImage(s, { file: null, oldImage: 'old.jpg' });
    expect(log).toEqual(['save old.jpg']);
    expect(outcome.image).toBe('old.jpg');
  });

  it('creating (no old image): upload then save, nothing deleted', async () => {
    const { log, s } = steps();
    await saveWithImage(s, { file, oldImage: '' });
    expect(log).toEqual(['upload k.jpg', 'save new-k.jpg']);
  });
});
