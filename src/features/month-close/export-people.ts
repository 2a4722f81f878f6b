/**
 * The people of a month's files (month-exports.tsx): each with their month (person-month.ts) and
 * all their month records, from which the wage rules' one computation gives their supplements
 * under the settings of the export (person-time/person-wages.ts).
 */
import { sv } from '../../i18n/sv-admin';
import { hoursMinutes, toDuration } from '../../lib/time';
import type { PersonMonth } from '../../person-time/person-month';
import { personWages } from '../../person-time/person-wages';
import type { WageRecord } from '../../person-time/wages/month-wages';
import type { PayrollInput } from './exports/payroll';
import type { ExportSettings } from './exports/settings';

/** A person and their month, as the exports need them. */
export interface ExportPerson {
  userId: string;
  fullname: string;
  personnummer: string;
  month: PersonMonth;
  /** All the person's month records: the wage rules' weeks reach into the month before (person-wages.ts wageRecordsOf). */
  records: readonly WageRecord[];
}

export const hm = (minutes: number) => hoursMinutes(toDuration(Math.abs(minutes)));
const signed = (minutes: number) => `${minutes < 0 ? '−' : '+'}${hm(minutes)}`;

export function payrollInput(people: readonly ExportPerson[], settings: ExportSettings): PayrollInput[] {
  return people.map((p) => ({
    person: { fullname: p.fullname, personnummer: p.personnummer, anstid: settings.anstid[p.userId] ?? '' },
    month: p.month,
    wages: personWages(p.records, p.month.year, p.month.month, settings.wages, p.userId),
  }));
}

/** What the payroll files do with moved time and corrections, one line per person. */
export function movedAndCorrected(people: readonly ExportPerson[]): string[] {
  return people.flatMap((p) => [
    ...(p.month.moved.length > 0 ? [sv.monthClose.movedNote(p.fullname, p.month.moved.length, hm(p.month.movedMinutes), p.month.lastDay)] : []),
    ...(p.month.corrections.length > 0
      ? [sv.monthClose.correctionNote(p.fullname, signed(p.month.correctionMinutes), p.month.lastDay)]
      : []),
  ]);
}
