/**
 * Saving an export in the browser: a Blob behind a temporary object URL, clicked through a
 * hidden `<a download>`. The URL is released a little later, since some browsers read it only
 * after the click has returned.
 */
import type { ExportFile } from './file-name';

export const REVOKE_AFTER_MS = 10_000;

export function downloadFile(file: ExportFile, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([file.bytes], { type: file.type }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  doc.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
