import { deleteFile, getPage, uploadFile } from '../../src/features/bills/api';
import { imageUrl, loadClient } from '../../src/lib/api-client';
import { failure, must, resetSession } from './session';

beforeEach(resetSession);

async function download(name: string): Promise<{ type: string; bytes: Uint8Array }> {
  const client = await loadClient();
  const answer = await client.get<ArrayBuffer>(imageUrl(name), { responseType: 'arraybuffer' });
  return { type: String(answer.headers['content-type']), bytes: new Uint8Array(answer.data) };
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

describe('demo provider: upload host', () => {
  it('stores an uploaded image and serves it back with its type', async () => {
    const name = await uploadFile(new Blob([PNG], { type: 'image/png' }), 'kvitto maj.png');
    // 7-character prefix; the original name survives in a browser, jsdom's FormData sends 'blob'.
    expect(name).toMatch(/^\d{6}-(kvitto-maj|blob)\.png$/);
    const file = await download(name);
    expect(file.type).toBe('image/png');
    expect([...file.bytes]).toEqual([...PNG]);
  });

  it('serves the seeded receipts: SVG images and a valid PDF', async () => {
    const items = [...(await getPage('bill', 1)).product, ...(await getPage('bill', 2)).product];
    const svg = must(items.find((i) => i.image.endsWith('.svg')));
    const pdf = must(items.find((i) => i.image.endsWith('.pdf')));
    const image = await download(svg.image);
    expect(image.type).toBe('image/svg+xml');
    expect(new TextDecoder().decode(image.bytes)).toContain('<svg');
    const document = await download(pdf.image);
    expect(document.type).toBe('application/pdf');
    const text = new TextDecoder('latin1').decode(document.bytes);
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // The xref offset points at the xref table.
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
  });

  it('deletes a stored file; later reads answer 404', async () => {
    const name = await uploadFile(new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'faktura.pdf');
    expect(await deleteFile(name)).toEqual({ message: 'Bilden har tagits bort' });
    expect((await failure(download(name))).message).toBe('Request failed with status code 404');
    expect((await failure(deleteFile(name))).status).toBe(404);
  });

  it('refuses files that are neither images nor PDFs', async () => {
    const answer = await failure(uploadFile(new Blob(['hej'], { type: 'text/plain' }), 'anteckning.txt'));
    expect(answer.status).toBe(400);
  });
});
