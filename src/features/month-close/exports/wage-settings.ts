/**
 * The wage settings as the month close keeps and checks them (DECISIONS.md 36, issue 41 items 3
 * and 7): they live in the export settings (settings.ts, `wages`) and travel in the settings
 * file; the rules and their checks are person-time/wages'. Nothing is exported while a check
 * fails, and the first export with supplements waits until an admin has seen the windows.
 */
import { wageLines, type MonthWages } from '../../../person-time/wages/month-wages';
import { withWeeklyHours } from '../../../person-time/wages/settings';
import { hasWageSettingsErrors, refusedWeeklyHours, validateWageSettings } from '../../../person-time/wages/validation';
import { readExportSettings, writeExportSettings, type ExportSettings } from './settings';

/**
 * Whether the wage settings break a rule (windows, codes against the worked-hours code, weekly
 * hours; of these people only where given): no export then.
 */
export function wageSettingsRefused(settings: ExportSettings, people?: readonly string[]): boolean {
  const refused = refusedWeeklyHours(settings.wages).filter((id) => !people || people.includes(id));
  return hasWageSettingsErrors(validateWageSettings(settings.wages, settings.timeCode)) || refused.length > 0;
}

/** Whether a file with these months' supplements must first show the windows to confirm. */
export function wagesToConfirm(settings: ExportSettings, wages: readonly MonthWages[]): boolean {
  return !settings.wages.confirmed && wages.some((w) => wageLines(w, settings.wages).length > 0);
}

/** Sets one person's weekly hours (40 removes them: the default); false when the device refuses. */
export function writeWeeklyHours(userId: string, hours: number): boolean {
  const settings = readExportSettings();
  return writeExportSettings({ ...settings, wages: withWeeklyHours(settings.wages, userId, hours) });
}
