/**
 * A picked receipt made ready for upload (DECISIONS.md 15): images and PDFs up to 20 MB;
 * HEIC/HEIF (iPhone photos) converted to JPEG in the browser. The converter is loaded only
 * when such a file is picked.
 */
import { sv } from '../../i18n/sv';

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

export function isHeic(file: File): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.hei[cf]$/i.test(file.name);
}

export function isPdf(file: { type: string; name: string }): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
}

function isImage(file: File): boolean {
  return file.type.startsWith('image/') || /\.(jpe?g|png|gif|webp)$/i.test(file.name);
}

/** Converts HEIC to JPEG; injectable for tests. */
export type HeicConverter = (blob: Blob) => Promise<Blob>;

/**
 * heic-to (libheif 1.22, decoding in its own worker; DECISIONS.md 20), loaded only when a HEIC
 * file is picked. The picture is drawn on white before JPEG encoding, so a HEIC with an alpha
 * channel does not turn black where it is transparent.
 */
export const heicToJpeg: HeicConverter = async (blob) => {
  const { heicTo } = await import('heic-to');
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
  if (file.size > MAX_UPLOAD_BYTES) throw new FileRejected(sv.bills.fileTooLarge);
  if (isHeic(file)) {
    let jpeg: Blob;
    try {
      jpeg = await convert(file);
    } catch (error) {
      console.error('HEIC conversion failed', error);
      throw new FileRejected(sv.bills.heicFailed);
    }
    if (jpeg.size > MAX_UPLOAD_BYTES) throw new FileRejected(sv.bills.fileTooLarge);
    const name = file.name.replace(/\.hei[cf]$/i, '') + '.jpg';
    return { blob: new Blob([jpeg], { type: 'image/jpeg' }), name, type: 'image/jpeg' };
  }
  if (isPdf(file)) return { blob: file, name: file.name, type: 'application/pdf' };
  if (isImage(file)) return { blob: file, name: file.name, type: file.type || 'image/jpeg' };
  throw new FileRejected(sv.bills.fileWrongType);
}
