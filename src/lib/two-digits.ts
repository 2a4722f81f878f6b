/**
 * Two digits: 5 → '05' (months, minutes, days). A module of its own so that Min sida's
 * placeholder, drawn at boot, does not bring the time rules with it (issue 28); lib/time.ts
 * re-exports it.
 */
export function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
