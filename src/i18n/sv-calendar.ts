/**
 * The months' and weekdays' names, and the short hours and minutes of a list (part of the
 * catalogue: sv.ts includes them, and a language file has them beside its other texts). Their own
 * module, not sv-common.ts: the login screen names no month or weekday, and its download has no
 * room to spare.
 */
import { pad2 } from '../lib/two-digits';
import { translatable } from './language';

export const swedish = {
  /**
   * The months' names in words ('november'): the product's own, not the browser's Intl, whose
   * first use costs a long task on a phone (issue 19).
   */
  monthNames: ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'],
  /** The weekdays' names, Sunday first, so that `weekdayNames[date.getDay()]` names a date. */
  weekdayNames: ['söndag', 'måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag'],
  /** Short weekday names for a list's date ('mån 23/11'); a language without customary abbreviations repeats the full names. */
  weekdayShortNames: ['sön', 'mån', 'tis', 'ons', 'tor', 'fre', 'lör'],
  /** Hours and minutes in a list's cell or heading: '7 h 05 min' (lib/months.ts formatHoursMinutes). */
  shortDuration: (hours: number, minutes: number) => `${hours} h ${pad2(minutes)} min`,
} as const;

/** The live names: Swedish, or the staff's chosen language (language.ts). */
export const sv = translatable(swedish);
