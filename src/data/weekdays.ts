import { sv } from '../i18n/sv-calendar';

/** The weekdays' names in the applied language (the catalogue's), Sunday first: `weekdays[date.getDay()]`. */
export const weekdays = sv.weekdayNames;
