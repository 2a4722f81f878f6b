/**
 * The months' and weekdays' names (part of the catalogue: sv.ts includes them, and a language file
 * has them beside its other texts). Their own module, not sv-common.ts: the login screen names no
 * month or weekday, and its download has no room to spare.
 */
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
} as const;

/** The live names: Swedish, or the staff's chosen language (language.ts). */
export const sv = translatable(swedish);
