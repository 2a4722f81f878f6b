/** Swedish weekday names, Sunday first, so that `weekdays[date.getDay()]` names a date. */
export const weekdays = ['söndag', 'måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag'] as const;

export type Weekday = (typeof weekdays)[number];
