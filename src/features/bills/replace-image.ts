/**
 * Saving an entry with its receipt (DECISIONS.md 9): upload the new file first, save the
 * entry with the new name, and only then delete the old file. No failing step leaves the
 * entry without a working image:
 * - the upload fails: nothing changed, the error is thrown;
 * - the save fails: the new upload is an orphan and is deleted, the entry keeps its old image,
 *   the error is thrown;
 * - deleting the old file fails: the entry is already fine; reported as `cleanupFailed`.
 */

export interface SaveSteps {
  upload: (file: Blob, fileName: string) => Promise<string>;
  /** Saves the entry with this image name; answers the provider's message. */
  save: (image: string) => Promise<string>;
  remove: (imageName: string) => Promise<unknown>;
}

export interface NewFile {
  blob: Blob;
  name: string;
}

export interface SaveOutcome {
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
  let message: string;
  try {
    message = await steps.save(image);
  } catch (error) {
    if (newImage) {
      // The entry still points at the old file; the new upload is nobody's.
      await steps.remove(newImage).catch(() => undefined);
    }
    throw error;
  }
  let cleanupFailed = false;
  if (newImage && oldImage && oldImage !== newImage) {
    try {
      await steps.remove(oldImage);
    } catch {
      cleanupFailed = true;
    }
  }
  return { message, image, cleanupFailed };
}
