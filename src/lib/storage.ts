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
  /**
   * Corrections of worked time made with 'Rätta arbetad tid' (the provider stores only the new
   * totals): kept on this device so the page and the statement can show them (issue 13).
   */
  timeCorrections: 'TimeCorrections',
  /** Corrections undone or dropped here, with when: a settings file cannot bring them back (lib/correction-notes.ts). */
  timeCorrectionsRemoved: 'TimeCorrectionsRemoved',
  /** The admin's export settings (company, PAXml time code, SIE accounts): features/month-close/exports/settings.ts. */
  exportSettings: 'ExportSettings',
  /** Creates whose outcome is not known yet, with what was stored before them (lib/create-once.ts). */
  pendingCreates: 'PendingCreates',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

export function readJson<T>(key: StorageKey, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeJson(key: StorageKey, value: unknown): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeKeys(...keys: StorageKey[]): void {
  for (const key of keys) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing to do: storage unavailable.
    }
  }
}
