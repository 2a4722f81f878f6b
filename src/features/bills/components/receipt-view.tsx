/** A receipt file: a PDF at 600×400 (SPEC.md §9), an image at height 400. */
import { sv } from '../../../i18n/sv';
import { imageUrl } from '../../../lib/api-client';
import { isPdf } from '../prepare-file';
import styles from './bills.module.css';

export function ReceiptView({
  image,
  url,
  pdf,
  title,
  small = false,
}: {
  /** A stored file name on the upload host. */
  image?: string;
  /** Or a local object URL of a picked file. */
  url?: string;
  pdf?: boolean;
  title: string;
  small?: boolean;
}) {
  const src = url ?? (image ? imageUrl(image) : '');
  if (!src) return null;
  const isPdfFile = pdf ?? isPdf({ type: '', name: image ?? '' });
  if (isPdfFile) {
    return (
      <div className={styles.receipt}>
        <object data={src} type="application/pdf" width={600} height={400} className={styles.pdf} title={title}>
          <a href={src} target="_blank" rel="noreferrer">
            {sv.bills.openFile}
          </a>
        </object>
      </div>
    );
  }
  return (
    <div className={styles.receipt}>
      <img src={src} alt={title} height={small ? 200 : 400} className={small ? styles.receiptSmall : styles.receiptImage} />
    </div>
  );
}
