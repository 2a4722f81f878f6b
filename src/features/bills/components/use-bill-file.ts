/**
 * The bill form's file (bill-form-dialog.tsx): the one picked, prepared for upload (a HEIC photo
 * converted, prepare-file.ts), its preview's address, and why it was refused. A conversion that
 * finishes after another file was picked is dropped.
 */
import { useEffect, useRef, useState } from 'react';
import { sv } from '../../../i18n/sv-admin';
import { FileRejected, prepareFile, type PreparedFile } from '../prepare-file';

export function useBillFile() {
  const [file, setFile] = useState<PreparedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [converting, setConverting] = useState(false);
  /** The latest pick: a conversion that finishes after another file was picked is dropped. */
  const pickRef = useRef(0);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return undefined;
    }
    const url = URL.createObjectURL(file.blob);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  /** A file picked (or none: the form's next receipt without one). */
  async function onFile(picked: File | undefined) {
    const pick = ++pickRef.current;
    setFileError(null);
    setFile(null);
    if (!picked) {
      setConverting(false);
      return;
    }
    setConverting(true);
    try {
      const prepared = await prepareFile(picked);
      if (pick !== pickRef.current) return;
      setFile(prepared);
    } catch (error) {
      if (pick !== pickRef.current) return;
      // Everything typed stays; only the file is refused.
      setFileError(error instanceof FileRejected ? error.message : sv.bills.fileWrongType);
    } finally {
      if (pick === pickRef.current) setConverting(false);
    }
  }

  return { file, fileError, setFileError, converting, previewUrl, onFile };
}

export type BillFile = ReturnType<typeof useBillFile>;
