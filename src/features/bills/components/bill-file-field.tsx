/** The bill form's 'Bild' (bill-form-dialog.tsx): the file input, also a drop zone, and the preview below the fields. */
import { useId, type DragEvent } from 'react';
import { Loader, uiStyles } from '../../../components/ui';
import { sv } from '../../../i18n/sv-admin';
import type { BillItem } from '../../../types/api';
import { ReceiptView } from './receipt-view';
import type { BillFile } from './use-bill-file';
import styles from './bill-form.module.css';

export interface BillFileFieldProps {
  billFile: BillFile;
  /** The form's key: a fresh form starts with an empty input, not the last file's name. */
  formKey: string;
  /** Several files at once are a queue (create only). */
  multiple: boolean;
  item: BillItem | undefined;
  queued: number;
  onFiles: (files: readonly File[]) => void;
}

export function BillFileField({ billFile, formKey, multiple, item, queued, onFiles }: BillFileFieldProps) {
  const { file, fileError, converting } = billFile;
  const fileId = useId();
  const b = sv.bills;

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  }

  return (
    // Files can also be dropped here; the input is the keyboard's way in.
    <div className={[uiStyles.field, styles.wideField, styles.dropZone].join(' ')} onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
      <label className={uiStyles.label} htmlFor={fileId}>
        {b.image}
      </label>
      <input
        key={formKey}
        id={fileId}
        type="file"
        className={[uiStyles.input, styles.fileInput, fileError ? uiStyles.invalid : ''].join(' ')}
        accept="image/*,.heic,.heif,application/pdf"
        multiple={multiple}
        aria-invalid={fileError ? true : undefined}
        aria-describedby={`${fileId}-chosen ${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
        onChange={(e) => onFiles([...(e.target.files ?? [])])}
      />
      <p id={`${fileId}-chosen`} className={styles.fileChosen}>
        {file ? b.fileChosen(file.name) : converting ? null : item?.image ? b.noNewFile : b.noFile}
      </p>
      <p id={`${fileId}-hint`} className={uiStyles.hint}>
        {b.imageHint} {multiple ? b.pickHint : null}
      </p>
      {queued > 0 ? (
        <p className={styles.queue} role="status">
          {b.queued(queued)}
        </p>
      ) : null}
      {fileError ? (
        <p id={`${fileId}-error`} className={uiStyles.fieldError} role="alert">
          {fileError}
        </p>
      ) : null}
      {converting ? <Loader label={b.converting} /> : null}
    </div>
  );
}

/** The picked file as it will be stored, or the item's current image. */
export function BillFilePreview({ billFile, item }: { billFile: BillFile; item: BillItem | undefined }) {
  const { file, previewUrl } = billFile;
  const b = sv.bills;
  if (file && previewUrl) {
    return (
      <figure className={styles.preview}>
        <figcaption>{b.preview}</figcaption>
        <ReceiptView url={previewUrl} pdf={file.type === 'application/pdf'} title={b.preview} />
      </figure>
    );
  }
  if (!item?.image) return null;
  return (
    <figure className={styles.preview}>
      <figcaption>{b.currentImage}</figcaption>
      <ReceiptView image={item.image} title={b.currentImage} small />
    </figure>
  );
}
