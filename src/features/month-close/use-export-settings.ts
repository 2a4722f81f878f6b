/** The export settings as a screen shows them: drawn again whenever they change (exports/settings.ts). */
import { useSyncExternalStore } from 'react';
import { exportSettingsSnapshot, subscribeExportSettings, type ExportSettings } from './exports/settings';

export function useExportSettings(): ExportSettings {
  return useSyncExternalStore(subscribeExportSettings, exportSettingsSnapshot, exportSettingsSnapshot);
}
