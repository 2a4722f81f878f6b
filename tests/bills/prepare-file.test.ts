import { describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES, prepareFile } from '../../src/features/bills/prepare-file';
import { sv } from '../../src/i18n/sv-admin';
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
    const limit = new Uint8Array(MAX_UPLOAD_BYTES);
    limit.set([0xff, 0xd8, 0xff, 0xe0]);
    const exactly = new File([limit], 'gräns.jpg', { type: 'image/jpeg' });
    await expect(prepareFile(exactly)).resolves.toMatchObject({ name: 'gräns.jpg' });
    const doc = new File(['hej'], 'kvitto.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    await expect(prepareFile(doc)).rejects.toThrow(sv.bills.fileWrongType);
  });

  it('an empty file is refused with its own message', async () => {
    const convert = vi.fn();
    await expect(prepareFile(new File([], 'kvitto.jpg', { type: 'image/jpeg' }), convert)).rejects.toThrow(sv.bills.fileEmpty);
    expect(convert).not.toHaveBeenCalled();
  });
});

/** A file whose first bytes are these, then some filler. */
function withHead(head: number[] | string, name: string, type = ''): File {
  const bytes = typeof head === 'string' ? [...head].map((c) => c.charCodeAt(0)) : head;
  return new File([new Uint8Array([...bytes, ...new Array<number>(64).fill(0x20)])], name, { type });
}

describe('files are checked by their content, whatever the name or type says (issue 11 item 2)', () => {
  it('a text file named and typed as a JPEG is refused', async () => {
    const text = new File(['Kvitto: 100 kr, moms 20 kr'], 'kvitto.jpg', { type: 'image/jpeg' });
    await expect(prepareFile(text, vi.fn())).rejects.toThrow(sv.bills.fileWrongType);
  });

  it('a real JPEG with no type and a wrong name goes up as a .jpg JPEG', async () => {
    const jpeg = fixture('kvitto.jpg', 'image/jpeg');
    const unnamed = new File([jpeg], 'kvitto.txt', { type: '' });
    const prepared = await prepareFile(unnamed, vi.fn());
    expect(prepared).toMatchObject({ name: 'kvitto.jpg', type: 'image/jpeg' });
    expect(prepared.blob.type).toBe('image/jpeg');
    expect(prepared.blob.size).toBe(jpeg.size);
  });

  it('a PDF without a name extension or type is a .pdf', async () => {
    const pdf = new File([fixture('faktura.pdf', 'application/pdf')], 'skanning', { type: 'application/octet-stream' });
    await expect(prepareFile(pdf, vi.fn())).resolves.toMatchObject({ name: 'skanning.pdf', type: 'application/pdf' });
  });

  it('PNG, GIF and WebP by their signatures, renamed to match', async () => {
    const png = withHead([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'bild.pdf', 'application/pdf');
    await expect(prepareFile(png, vi.fn())).resolves.toMatchObject({ name: 'bild.png', type: 'image/png' });
    await expect(prepareFile(withHead('GIF89a', 'anim.jpg'), vi.fn())).resolves.toMatchObject({ name: 'anim.gif', type: 'image/gif' });
    const webp = withHead([...'RIFF'].map((c) => c.charCodeAt(0)).concat([0x24, 0, 0, 0], [...'WEBPVP8 '].map((c) => c.charCodeAt(0))), 'foto.jpeg');
    await expect(prepareFile(webp, vi.fn())).resolves.toMatchObject({ name: 'foto.webp', type: 'image/webp' });
  });

  it('a HEIC named and typed as a JPEG is converted; an AVIF is refused', async () => {
    const heic = new File([heicFile()], 'IMG_0042.JPG', { type: 'image/jpeg' });
    const convert = vi.fn(async () => new Blob(['jpeg bytes'], { type: 'image/jpeg' }));
    await expect(prepareFile(heic, convert)).resolves.toMatchObject({ name: 'IMG_0042.JPG', type: 'image/jpeg' });
    expect(convert).toHaveBeenCalledTimes(1);
    const ftyp = (brand: string, ...compatible: string[]) =>
      withHead([0, 0, 0, 16 + 4 * compatible.length, ...[...`ftyp${brand}`].map((c) => c.charCodeAt(0)), 0, 0, 0, 0, ...[...compatible.join('')].map((c) => c.charCodeAt(0))], 'bild.heic', 'image/heic');
    await expect(prepareFile(ftyp('mif1', 'heic'), convert)).resolves.toMatchObject({ type: 'image/jpeg' });
    await expect(prepareFile(ftyp('avif', 'mif1'), convert)).rejects.toThrow(sv.bills.fileWrongType);
    await expect(prepareFile(ftyp('isom', 'mp41'), convert)).rejects.toThrow(sv.bills.fileWrongType);
  });
});
