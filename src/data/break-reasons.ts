/** Reasons for a break (rast) in the time form (SPEC.md §3). */
export const breakReasons = [
  { id: 1, name: 'besöka en läkare' },
  { id: 2, name: 'lunch' },
  { id: 3, name: 'rast' },
  { id: 4, name: 'något annat' },
] as const;

export type BreakReason = (typeof breakReasons)[number];
