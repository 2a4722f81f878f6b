import { downloadFile, REVOKE_AFTER_MS } from '../../../src/features/month-close/exports/download';
import { exportFileName, monthKey } from '../../../src/features/month-close/exports/file-name';

describe('export file names', () => {
  it('carry the month and year', () => {
    expect(exportFileName('paxml', 2026, 11)).toBe('loneunderlag-2026-11.xml');
    expect(exportFileName('sie', 2026, 11)).toBe('verifikationer-2026-11.si');
    expect(exportFileName('csv', 2027, 1)).toBe('tid-2027-01.csv');
    expect(() => monthKey(2026, 13)).toThrow(RangeError);
  });
});

function readBytes(blob: Blob): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer)]);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('downloadFile', () => {
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    Object.assign(URL, original);
  });

  it('clicks a temporary <a download> to an object URL of the bytes, then releases the URL', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let blob: Blob | null = null;
    const create = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:export-1';
    });
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: { href: string; download: string; inDocument: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inDocument: document.body.contains(this) });
    });

    downloadFile({ name: 'tid-2026-11.csv', type: 'text/csv;charset=utf-8', bytes: Uint8Array.from([0xef, 0xbb, 0xbf, 0x41]) });

    expect(clicked).toEqual([{ href: 'blob:export-1', download: 'tid-2026-11.csv', inDocument: true }]);
    expect(document.querySelector('a')).toBeNull();
    expect(blob).not.toBeNull();
    const saved = blob as unknown as Blob;
    expect(saved.type).toBe('text/csv;charset=utf-8');
    expect(await readBytes(saved)).toEqual([0xef, 0xbb, 0xbf, 0x41]);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(revoke).toHaveBeenCalledWith('blob:export-1');
  });
});
