/**
 * The storage wrapper when the phone's storage refuses a write (issue 27 item 5): what was
 * written is still what the app reads, held by the page (and the tab, when its session storage
 * takes it); the caller is told; a later accepted write, or a removal, drops the held copies.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptOnDevice, readJson, removeKeys, storageKeys, writeJson } from '../../src/lib/storage';

const KEY = storageKeys.draftTime;
const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/**
 * A storage that holds at most `limit` characters (keys and values, as browsers count them);
 * `tabToo`: session storage is full as well.
 */
function fullAt(limit: number, { tabToo = false } = {}) {
  const setItem = Storage.prototype.setItem;
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
    if (this === sessionStorage && !tabToo) return setItem.call(this, key, value);
    let used = key.length + value.length;
    for (let i = 0; i < this.length; i += 1) {
      const other = this.key(i);
      if (other !== null && other !== key) used += other.length + (this.getItem(other)?.length ?? 0);
    }
    if (used > limit) throw quotaError();
    setItem.call(this, key, value);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  removeKeys(...Object.values(storageKeys));
  sessionStorage.clear();
});

describe('a write local storage refuses', () => {
  it('is held by the tab: read back as written, said not kept on the device', () => {
    fullAt(0);
    expect(writeJson(KEY, { u1: { start: '07:00' } })).toBe(false);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBe('{"u1":{"start":"07:00"}}');
    expect(readJson(KEY, null)).toEqual({ u1: { start: '07:00' } });
    expect(keptOnDevice(KEY)).toBe(false);
    expect(keptOnDevice(storageKeys.rast)).toBe(true);
  });

  it('is held by the page when the tab refuses it too, until the page is left', () => {
    fullAt(0, { tabToo: true });
    expect(writeJson(KEY, { u1: { start: '07:00' } })).toBe(false);
    expect(writeJson(KEY, { u1: { start: '07:15' } })).toBe(false);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(readJson(KEY, null)).toEqual({ u1: { start: '07:15' } });
    expect(keptOnDevice(KEY)).toBe(false);
    removeKeys(KEY);
    expect(readJson(KEY, null)).toBeNull();
    expect(keptOnDevice(KEY)).toBe(true);
  });

  it('is held even when setItem throws something other than a quota error (a browser allowing no storage)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(writeJson(storageKeys.token, 'abc')).toBe(false);
    expect(readJson(storageKeys.token, null)).toBe('abc');
  });

  it('keeps the older value on the device when even its room is not enough (never leaves nothing behind)', () => {
    localStorage.setItem(KEY, JSON.stringify({ u1: 'a' }));
    fullAt(KEY.length + 20);
    expect(writeJson(KEY, { u1: 'b'.repeat(100) })).toBe(false);
    expect(localStorage.getItem(KEY)).toBe('{"u1":"a"}');
    // The app reads what it wrote last.
    expect(readJson(KEY, null)).toEqual({ u1: 'b'.repeat(100) });
  });

  it('a later write local storage takes drops the held copies', () => {
    const full = fullAt(0);
    writeJson(KEY, { u1: 1 });
    full.mockRestore();
    expect(writeJson(KEY, { u1: 2 })).toBe(true);
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(readJson(KEY, null)).toEqual({ u1: 2 });
    expect(keptOnDevice(KEY)).toBe(true);
  });
});
