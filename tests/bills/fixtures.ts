/** The receipt fixtures of tests/fixtures as Files (bundled inline: the tests' types have no Node APIs). */
import fakturaPdf from '../fixtures/faktura.pdf?inline';
import kvittoJpg from '../fixtures/kvitto.jpg?inline';

function bytesOf(dataUrl: string): Uint8Array<ArrayBuffer> {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const sources = { 'kvitto.jpg': kvittoJpg, 'faktura.pdf': fakturaPdf } as const;

/**
 * A HEIC-named file with the start of an ISO-BMFF 'ftypheic' header (Vite cannot inline .heic;
 * the real HEIC fixtures are converted by heic-to in tests/e2e/heic.test.mjs in Chromium).
 */
export function heicFile(type = ''): File {
  const header = [0, 0, 0, 24, ...'ftypheic'.split('').map((c) => c.charCodeAt(0)), 0, 0, 0, 0];
  return new File([new Uint8Array(header)], 'kvitto.heic', { type });
}

export function fixture(name: keyof typeof sources, type: string): File {
  return new File([bytesOf(sources[name])], name, { type });
}
