/** A receipt file: a PDF at 600×400 (SPEC.md §9), an image at height 400. */
import { useEffect, useState } from 'react';
import { sv } from '../../../i18n/sv-admin';
import { imageUrl } from '../../../lib/api-client';
import { isPdf } from '../prepare-file';
import styles from './receipt.module.css';

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
  const direct = url ?? (image ? imageUrl(image) : '');
  const isPdfFile = pdf ?? isPdf({ type: '', name: image ?? '' });
  const stored = isPdfFile && !url ? direct : '';
  const pdfUrl = useStoredPdf(stored);
  const src = stored ? pdfUrl : direct;
  if (!src) return null;
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

/**
 * A stored PDF as a local object URL: an <object> loads like a navigation, which the demo
 * provider's service worker does not answer, so the file is fetched first. If the fetch is
 * refused (e.g. no CORS on the upload host), the direct address is used.
 */
function useStoredPdf(address: string): string {
  const [state, setState] = useState<{ address: string; url: string }>({ address: '', url: '' });
  useEffect(() => {
    if (!address) return undefined;
    let objectUrl = '';
    let live = true;
    fetch(address)
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const blob = await response.blob();
        objectUrl = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        if (live) setState({ address, url: objectUrl });
      })
      .catch(() => {
        if (live) setState({ address, url: address });
      });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [address]);
  return state.address === address ? state.url : '';
}
