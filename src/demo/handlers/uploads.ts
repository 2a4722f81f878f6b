/**
 * The upload host (SPEC.md §7 'Uploads'): stores images and PDFs and serves them back by their
 * stored name. In demo mode env.uploadUrl is '/demo-uploads' on the app's own origin.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { newFileName, readFile, removeFile, writeFile } from '../db';
import { message, param, uploadPath } from './common';

/** DECISIONS.md 15: images and PDFs up to 20 MB. */
const MAX_BYTES = 20 * 1024 * 1024;
const NO_FILE = 'Filen finns inte';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/heic': 'heic',
  'application/pdf': 'pdf',
};

/** The original name, with an extension from the type when it has none (a Blob arrives as 'blob'). */
function nameWithExtension(name: string, type: string): string {
  const extension = EXTENSIONS[type];
  return extension && !/\.[a-z0-9]{2,5}$/i.test(name) ? `${name}.${extension}` : name;
}

function isAccepted(type: string): boolean {
  return type.startsWith('image/') || type === 'application/pdf';
}

/** The image field of the multipart body, or undefined. */
async function uploadedFile(request: Request): Promise<File | undefined> {
  try {
    const value = (await request.formData()).get('image');
    return value !== null && typeof value !== 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

export const uploadHandlers: HttpHandler[] = [
  http.post(uploadPath('/api/uploading/'), async ({ request }) => {
    const file = await uploadedFile(request);
    if (!file) return message('Ingen fil skickades', 400);
    if (!isAccepted(file.type)) return message('Bara bilder och PDF-filer kan laddas upp', 400);
    if (file.size > MAX_BYTES) return message('Filen är större än 20 MB', 400);
    const name = newFileName(nameWithExtension(file.name, file.type));
    await writeFile(name, { type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) });
    return HttpResponse.json({ image: name }, { status: 201 });
  }),

  http.delete(uploadPath('/api/delete/image/:name'), async ({ params }) => {
    const removed = await removeFile(param(params, 'name'));
    return removed ? message('Bilden har tagits bort') : message(NO_FILE, 404);
  }),

  // Last: serves any stored file by name, e.g. <img src="/demo-uploads/000042-kvitto.svg">.
  http.get(uploadPath('/:name'), ({ params }) => {
    const file = readFile(param(params, 'name'));
    if (!file) return message(NO_FILE, 404);
    return new HttpResponse(file.bytes, {
      headers: { 'Content-Type': file.type, 'Cache-Control': 'no-cache' },
    });
  }),
];
