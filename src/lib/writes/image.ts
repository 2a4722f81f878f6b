/**
 * The image-replaced policy (DECISIONS.md 9, 25; issue 10 item 5; docs/writes.md): saving an
 * entry with its receipt. Upload the new file first, save the entry with the new name, and only
 * then delete the old file. Whatever fails, the entry keeps a working image, and no upload is
 * left on the upload host that nothing names or may come to name:
 * - the upload fails: nothing changed, the error is thrown;
 * - the save is refused (a definite answer): the new upload is nobody's and is deleted, the
 *   entry keeps its old image, the error is thrown;
 * - the save's answer is lost or not the expected JSON (ambiguous): the entry is read back.
 *   Naming the new file, it was saved (go on as after a save); not naming it, the save did not
 *   happen: the new upload is deleted, unless a gateway's 5xx leaves the save possibly still on
 *   its way (then it is kept as pending, below); if the read-back fails too, both files are kept
 *   and the person is told that nothing is lost;
 * - the old file is deleted only when no entry the app knows of still names it; a failure to
 *   delete it is reported as `cleanupFailed` (the entry is fine).
 * An upload whose save stayed unknown is kept in local storage (`PendingUploads`, by the entry):
 * the next save of that entry reads it back first, so nothing is written twice, and the upload
 * goes if the entry does not name it. A new entry is created by create-once.ts instead (its
 * upload travels with its pending marker).
 */
import { sv } from '../../i18n/sv-admin';
import { type ApiError, toApiError } from '../api-client';
import { readJson, removeKeys, storageKeys, writeJson } from '../storage';
import { mayStillLand, WriteUnsure } from './outcome';

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

/** The save's outcome is unknown and could not be read back: both files are kept. */
export class SaveUnsure extends WriteUnsure {
  /** The file uploaded for this save (the entry may or may not name it). */
  readonly image: string;

  constructor(failure: ApiError, image: string) {
    super(sv.bills.saveUnsure, failure);
    this.image = image;
  }
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
  {
    file,
    oldImage: before,
    pending,
  }: { file: NewFile | null; oldImage: string; pending?: string | undefined },
): Promise<SaveOutcome> {
  let oldImage = before;
  if (pending) {
    let stored: boolean;
    try {
      stored = await steps.stored(pending);
    } catch (error) {
      throw new SaveUnsure(toApiError(error), pending);
    }
    if (stored) {
      // The earlier save went through: the entry names that upload, the old file can go.
      await cleanUp(steps, { message: '', image: pending, cleanupFailed: false }, oldImage);
      // Saved again with what the form holds now (a PUT is safe to repeat).
      oldImage = pending;
    } else {
      await steps.remove(pending).catch(() => undefined);
    }
  }
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
        throw new SaveUnsure(failure, newImage);
      }
      // Not stored, but a gateway's save may still land: the upload stays pending.
      if (!stored && mayStillLand(failure)) throw new SaveUnsure(failure, newImage);
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
  return cleanUp(steps, { message, image, cleanupFailed: false }, newImage ? oldImage : '');
}

/** After a save: the old file goes unless an entry the app knows of still names it. */
async function cleanUp(steps: SaveSteps, outcome: SaveOutcome, oldImage: string): Promise<SaveOutcome> {
  if (!oldImage || oldImage === outcome.image || steps.inUse(oldImage)) return outcome;
  try {
    await steps.remove(oldImage);
    return outcome;
  } catch {
    return { ...outcome, cleanupFailed: true };
  }
}

// --- Uploads whose save stayed unknown, in local storage by the entry ---

function pendingUploads(): Record<string, string> {
  const value = readJson<unknown>(storageKeys.pendingUploads, {});
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function keepUpload(key: string, image: string | null): void {
  const all = Object.fromEntries(Object.entries(pendingUploads()).filter(([k]) => k !== key));
  if (image) all[key] = image;
  if (Object.keys(all).length === 0) removeKeys(storageKeys.pendingUploads);
  else writeJson(storageKeys.pendingUploads, all);
}

/**
 * Replaces an entry's image (saveWithImage), with the upload of an earlier save of the same
 * entry (`key`) whose outcome stayed unknown read back first and settled.
 */
export async function replaceImage(steps: SaveSteps, { key, file, oldImage }: { key: string; file: NewFile | null; oldImage: string }): Promise<SaveOutcome> {
  const pending = pendingUploads()[key];
  try {
    const outcome = await saveWithImage(steps, { file, oldImage, pending });
    if (pending) keepUpload(key, null);
    return outcome;
  } catch (error) {
    // Unknown again: the upload of this attempt is kept; anything else settled it.
    keepUpload(key, error instanceof SaveUnsure ? error.image : null);
    throw error;
  }
}
