import { describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES, prepareFile } from '../../src/features/bills/prepare-file';
import { sv } from '../../src/i18n/sv';
import { fixture, heicFile } from './fixtures';

describe('picked receipts (DECISIONS.md 15)', () => {
  it('the fixtures are the real files', () => {
    expect(fixture('kvitto.jpg', 'image/jpeg').size).toBe(26352);
    expect(fixture('faktura.pdf', 'application/pdf').size).toBe(26781);
  });

  it('passes JPEG and PDF through unchanged, without loading the converter', async () => {
    const convert = vi.fn();
    const jpeg = fixture('kvitto.jpg', 'image/jpeg');
    await expect(prepareFile(jpeg, convert)).resolves.toMatchObject({ blob: jpeg, name: 'kvitto.jpg', type: 'image/jpeg' });
    const pdf = fixture('faktura.pdf', 'application/pdf');
    await expect(prepareFile(pdf, convert)).resolves.toMatchObject({ name: 'faktura.pdf', type: 'application/pdf' });
    expect(convert).not.toHaveBeenCalled();
  });

  it('converts HEIC (also when the browser gives no type) to a .jpg JPEG', async () => {
    const heic = heicFile('');
    const convert = vi.fn(async () => new Blob(['jpeg bytes'], { type: 'image/jpeg' }));
    const prepared = await prepareFile(heic, convert);
    expect(convert).toHaveBeenCalledWith(heic);
    expect(prepared).toMatchObject({ name: 'kvitto.jpg', type: 'image/jpeg' });
    expect(prepared.blob.type).toBe('image/jpeg');
  });

  it('reports a failed conversion in Swedish (not only logged)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const heic = heicFile('image/heic');
    await expect(prepareFile(heic, () => Promise.reject(new Error('ERR_LIBHEIF')))).rejects.toThrow(sv.bills.heicFailed);
    error.mockRestore();
  });

  it('refuses files over 20 MB and files that are neither image nor PDF', async () => {
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'stor.jpg', { type: 'image/jpeg' });
    await expect(prepareFile(big)).rejects.toThrow(sv.bills.fileTooLarge);
    const exactly = new File([new Uint8Array(MAX_UPLOAD_BYTES)], 'gräns.jpg', { type: 'image/jpeg' });
    await expect(prepareFile(exactly)).resolves.toMatchObject({ name: 'gräns.jpg' });
    const doc = new File(['hej'], 'kvitto.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    await expect(prepareFile(doc)).rejects.toThrow(sv.bills.fileWrongType);
  });
});
