/**
 * A picked receipt made ready for upload (DECISIONS.md 15): images and PDFs up to 20 MB;
 * HEIC/HEIF (iPhone photos) converted to JPEG in the browser. The converter is loaded only
 * when such a file is picked.
 */
import { sv } from '../../i18n/sv-admin';

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
const JPEG_QUALITY = 0.9;

export class FileRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileRejected';
  }
}

export interface PreparedFile {
  blob: Blob;
  name: string;
  /** 'application/pdf' or an image type. */
  type: string;
}

/** Whether a stored file name is a PDF (how the list and the overlay show it). */
export function isPdf(file: { type: string; name: string }): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
}

/** What a file is by its first bytes (issue 11 item 2), whatever its name or type says. */
export type ContentKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'heic' | 'pdf';

const CONTENT: Record<ContentKind, { type: string; extension: string }> = {
  jpeg: { type: 'image/jpeg', extension: 'jpg' },
  png: { type: 'image/png', extension: 'png' },
  gif: { type: 'image/gif', extension: 'gif' },
  webp: { type: 'image/webp', extension: 'webp' },
  heic: { type: 'image/heic', extension: 'heic' },
  pdf: { type: 'application/pdf', extension: 'pdf' },
};

/** ISO-BMFF brands of HEIC/HEIF still images and sequences (not AVIF). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1', 'mif2', 'heif']);

/** How many bytes are read: a PDF header may follow up to 1 KB of other bytes. */
const HEAD_BYTES = 1024;

function ascii(bytes: Uint8Array, from: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(from, from + length));
}

/** The kind of content these first bytes start, or null. */
export function contentKind(head: Uint8Array): ContentKind | null {
  const starts = (...values: number[]) => values.every((value, i) => head[i] === value);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'webp';
  if (ascii(head, 4, 4) === 'ftyp') {
    // The box's size, then the major brand, a version and the compatible brands.
    const size = Math.min(((head[0] ?? 0) << 24) | ((head[1] ?? 0) << 16) | ((head[2] ?? 0) << 8) | (head[3] ?? 0), head.length);
    const brands = [ascii(head, 8, 4)];
    for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(head, at, 4));
    const major = brands[0] ?? '';
    if (major === 'avif' || major === 'avis') return null;
    if (brands.some((brand) => HEIF_BRANDS.has(brand))) return 'heic';
    return null;
  }
  if (ascii(head, 0, HEAD_BYTES).includes('%PDF-')) return 'pdf';
  return null;
}

/** The first bytes of a file (FileReader where Blob.arrayBuffer is missing). */
async function headOf(file: Blob): Promise<Uint8Array> {
  const part = file.slice(0, HEAD_BYTES);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(part);
  });
}

/** The name with the extension of its content ('kvitto.heic' → 'kvitto.jpg', 'scan' → 'scan.pdf'). */
function renamed(name: string, extension: string): string {
  const base = name.replace(/\.[a-z0-9]{1,5}$/i, '') || 'kvitto';
  if (extension === 'jpg' && /\.jpe?g$/i.test(name)) return name;
  return `${base}.${extension}`;
}

/** Converts HEIC to JPEG; injectable for tests. */
export type HeicConverter = (blob: Blob) => Promise<Blob>;

/**
 * heic-to (libheif 1.22, decoding in its own worker; DECISIONS.md 20), loaded only when a HEIC
 * file is picked. The picture is drawn on white before JPEG encoding, so a HEIC with an alpha
 * channel does not turn black where it is transparent.
 */
export const heicToJpeg: HeicConverter = async (blob) => {
  // The CSP build of heic-to: no eval, so the Content-Security-Policy needs no 'unsafe-eval'.
  const { heicTo } = await import('heic-to/csp');
  const bitmap = await heicTo({ blob, type: 'bitmap' });
  try {
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0);
    const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    // Let the browser drop the big canvas now.
    canvas.width = 0;
    canvas.height = 0;
    if (!jpeg) throw new Error('canvas gave no JPEG');
    return jpeg;
  } finally {
    bitmap.close();
  }
};

export async function prepareFile(file: File, convert: HeicConverter = heicToJpeg): Promise<PreparedFile> {
  if (file.size === 0) throw new FileRejected(sv.bills.fileEmpty);
  if (file.size > MAX_UPLOAD_BYTES) throw new FileRejected(sv.bills.fileTooLarge);
  let kind: ContentKind | null;
  try {
    kind = contentKind(await headOf(file));
  } catch {
    kind = null;
  }
  if (!kind) throw new FileRejected(sv.bills.fileWrongType);
  if (kind === 'heic') {
    let jpeg: Blob;
    try {
      jpeg = await convert(file);
    } catch (error) {
      console.error('HEIC conversion failed', error);
      throw new FileRejected(sv.bills.heicFailed);
    }
    if (jpeg.size > MAX_UPLOAD_BYTES) throw new FileRejected(sv.bills.fileTooLarge);
    return { blob: new Blob([jpeg], { type: 'image/jpeg' }), name: renamed(file.name, 'jpg'), type: 'image/jpeg' };
  }
  // The type and the extension follow the content, so the upload host and the list agree.
  const { type, extension } = CONTENT[kind];
  const blob = file.type === type ? file : new Blob([file], { type });
  return { blob, name: renamed(file.name, extension), type };
}
