/**
 * Reasons for a break (rast) in the time form (SPEC.md §3), each with the length it suggests
 * when chosen (issue 17: a break reason has a length). 0 suggests nothing: the person sets it,
 * and a reason left at 0 is asked about before the day is sent.
 */
import { sv } from '../i18n/sv';

export const breakReasons = [
  { id: 1, name: 'besöka en läkare', minutes: 60 },
  { id: 2, name: 'lunch', minutes: 30 },
  { id: 3, name: 'rast', minutes: 15 },
  { id: 4, name: 'något annat', minutes: 0 },
] as const;

/** A break reason's name as shown, in the language shown (the provider stores the Swedish name; another name is shown as it is). */
export function breakLabel(name: string): string {
  return (sv.time.breakNames as Record<string, string>)[name] ?? name;
}
