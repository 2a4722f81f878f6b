/**
 * Saving an entry with its receipt (DECISIONS.md 9, 25; issue 10 item 5): upload the new file
 * first, save the entry with the new name, and only then delete the old file. Whatever fails,
 * the entry keeps a working image:
 * - the upload fails: nothing changed, the error is thrown;
 * - the save is refused (a definite answer): the new upload is nobody's and is deleted, the
 *   entry keeps its old image, the error is thrown;
 * - the save's answer is lost or not the expected JSON (ambiguous): the entry is read back.
 *   Naming the new file, it was saved (go on as after a save); not naming it, the save did not
 *   happen (delete the new upload, throw the error); if the read-back fails too, both files are
 *   kept and the person is told that nothing is lost;
 * - the old file is deleted only when no entry the app knows of still names it; a failure to
 *   delete it is reported as `cleanupFailed` (the entry is fine).
 */
import { ApiError, toApiError } from '../../lib/api-client';
import { sv } from '../../i18n/sv';

export interface SaveSteps {
  upload: (file: Blob, fileName: string) => Promise<string>;
  /** Saves the entry with this image name; answers the provider's message. */
  save: (image: string) => Promise<string>;
  /**
   * After an ambiguous save failure: reads the entry back and answers whether it now names
   * this file. Throws when the entry cannot be read back.
   */
  stored: (image: string) => Promise<boolean>;
  remove: (imageName: string) => Promise<unknown>;
  /** Another bill or invoice the app knows of still names this file. */
  inUse: (imageName: string) => boolean;
}

export interface NewFile {
  blob: Blob;
  name: string;
}

export interface SaveOutcome {
  /** The provider's message; '' when the save was confirmed by reading the entry back. */
  message: string;
  image: string;
  /** The old file could not be deleted (the entry is saved and shows the new image). */
  cleanupFailed: boolean;
}

export async function saveWithImage(
  steps: SaveSteps,
  { file, oldImage }: { file: NewFile | null; oldImage: string },
): Promise<SaveOutcome> {
  const newImage = file ? await steps.upload(file.blob, file.name) : null;
  const image = newImage ?? oldImage;
  let message = '';
  try {
    message = await steps.save(image);
  } catch (error) {
    const failure = toApiError(error);
    // Without a new file nothing is left behind; saving the same entry again is safe.
    if (!newImage) throw failure;
    if (failure.ambiguous) {
      let stored: boolean;
      try {
        stored = await steps.stored(newImage);
      } catch {
        // Neither answer: keep both files (the entry names one of them) and say so.
        throw new ApiError(sv.bills.saveUnsure, failure.kind, failure.status, failure.own);
      }
      if (!stored) {
        await steps.remove(newImage).catch(() => undefined);
        throw failure;
      }
      // Stored after all: carry on as after an answered save.
    } else {
      // A definite refusal: the entry still names the old file; the new upload is nobody's.
      await steps.remove(newImage).catch(() => undefined);
      throw failure;
    }
  }
  let cleanupFailed = false;
  if (newImage && oldImage && oldImage !== newImage && !steps.inUse(oldImage)) {
    try {
      await steps.remove(oldImage);
    } catch {
      cleanupFailed = true;
    }
  }
  return { message, image, cleanupFailed };
}
