/**
 * Local-storage keys (SPEC.md §9) and safe JSON access: a private-mode browser or a full
 * quota must never crash the app or lose the in-memory state.
 */
export const storageKeys = {
  userInfo: 'userInfo',
  token: 'token',
  /** The time-registration draft (start, end, description, materials, status). */
  draftTime: 'TheTime',
  /** The chosen break. */
  rast: 'TheRast',
  updateTime: 'UpdateTime',
  requestTime: 'RequestTime',
  lastData: 'LastData',
  /** Min sida as it was last drawn on this phone, shown at the first paint of a repeat visit (app/kept-picture.ts). */
  keptPicture: 'KeptPicture',
  /**
   * Corrections of worked time made with 'Rätta arbetad tid' (the provider stores only the new
   * totals): kept on this device so the page and the statement can show them (issue 13).
   */
  timeCorrections: 'TimeCorrections',
  /** Corrections undone or dropped here, with when: a settings file cannot bring them back (lib/correction-notes.ts). */
  timeCorrectionsRemoved: 'TimeCorrectionsRemoved',
  /** The admin's export settings (company, PAXml time code, SIE accounts): features/month-close/exports/settings.ts. */
  exportSettings: 'ExportSettings',
  /** Creates whose outcome is not known yet, with what was stored before them (lib/writes/create-once.ts). */
  pendingCreates: 'PendingCreates',
  /** Corrections of a month's total whose outcome is not known yet, with the snapshot before them (person-time/correction-pending.ts). */
  pendingCorrections: 'PendingCorrections',
  /** Receipt uploads whose save stayed unknown, by entry (lib/writes/image.ts): read back before the entry is saved again. */
  pendingUploads: 'PendingUploads',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/**
 * Values local storage refused (a full quota, a browser that allows no storage): kept here for
 * the page's life, and in this tab's session storage when that takes them (it survives a
 * reload, not a closed tab), so the app goes on reading what it wrote (issue 27: a day typed on
 * a full phone is still sent). A later write that local storage takes drops both copies.
 */
const unkept = new Map<StorageKey, string>();

function tabCopy(key: StorageKey): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function stored(key: StorageKey): string | null {
  const held = unkept.get(key) ?? tabCopy(key);
  if (held !== null) return held;
  return localStorage.getItem(key);
}

export function readJson<T>(key: StorageKey, fallback: T): T {
  try {
    const raw = stored(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

function setIn(storage: () => Storage, key: StorageKey, raw: string): boolean {
  try {
    storage().setItem(key, raw);
    return true;
  } catch {
    return false;
  }
}

function removeFrom(storage: () => Storage, key: StorageKey): void {
  try {
    storage().removeItem(key);
  } catch {
    // Nothing to do: storage unavailable.
  }
}

const local = () => localStorage;
const tab = () => sessionStorage;

/**
 * Stores `value` under `key`. False when local storage refused it: the value is then held for
 * this page (and this tab, if its session storage takes it) and readJson answers it; the caller
 * tells the person what cannot be kept on this device.
 */
/** The signed-in person's id as local storage holds it (undefined when none): a write kept for later checks it is still theirs. */
export function storedUserId(): unknown {
  return readJson<{ _id?: unknown } | null>(storageKeys.userInfo, null)?._id;
}

export function writeJson(key: StorageKey, value: unknown): boolean {
  const raw = JSON.stringify(value);
  // A refused write leaves the key's older value where it was: browsers already count the room
  // it frees, and an older draft after a reload is better than none (a copy sent twice is found
  // and removed: features/time/time-slice.ts).
  if (setIn(local, key, raw)) {
    unkept.delete(key);
    removeFrom(tab, key);
    return true;
  }
  unkept.set(key, raw);
  if (!setIn(tab, key, raw)) removeFrom(tab, key);
  return false;
}

/** Whether what is stored under `key` is kept on this device (false: this page or tab only). */
export function keptOnDevice(key: StorageKey): boolean {
  return !unkept.has(key) && tabCopy(key) === null;
}

export function removeKeys(...keys: StorageKey[]): void {
  for (const key of keys) {
    unkept.delete(key);
    removeFrom(tab, key);
    removeFrom(local, key);
  }
}
