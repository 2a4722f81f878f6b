/**
 * A picked receipt made ready for upload (DECISIONS.md 15): images and PDFs up to 20 MB;
 * HEIC/HEIF (iPhone photos) converted to JPEG in the browser. The converter is loaded only
 * when such a file is picked.
 */
import { sv } from '../../i18n/sv';

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

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

export const heicToJpeg: HeicConverter = async (blob) => {
  const { default: heic2any } = await import('heic2any');
  const result = await heic2any({ blob, toType: 'image/jpeg', quality: 0.85 });
  const jpeg = Array.isArray(result) ? result[0] : result;
  if (!jpeg) throw new Error('heic2any returned nothing');
  return jpeg;
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
