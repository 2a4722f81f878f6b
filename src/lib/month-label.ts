/**
 * 'MM/YYYY' ('05/2025'): how a month is named on every screen and in every file (DECISIONS.md 8).
 * The one place it is written. Small on purpose, like two-digits.ts: Min sida's placeholder, drawn
 * at boot, uses it; lib/months.ts names a month record with it (finding the record's year first).
 */
import { pad2 } from './two-digits';

export function monthYearLabel(month: number, year: number): string {
  return `${pad2(month)}/${year}`;
}
