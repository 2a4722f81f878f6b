/** The body of POST /api/time/create/{userId} (SPEC.md §7) from a confirmed draft. */
import { localIsoDate, workedTime } from '../../lib/time';
import type { NewTimeEntry } from '../../types/api';
import type { RastChoice, TimeDraft } from './draft';

export function buildTimeEntry(draft: TimeDraft, rast: RastChoice, today: Date = new Date()): NewTimeEntry {
  const chosen = rast.name ? rast : { name: '', hours: 0, minutes: 0 };
  const worked = workedTime(draft.start, draft.end, chosen);
  return {
    TheTaBort: { TheHours: chosen.hours, TheMinutes: chosen.minutes },
    CheckPost: true,
    start: draft.start,
    end: draft.end,
    date: draft.date || localIsoDate(today),
    des: draft.des.trim(),
    total: worked.hours,
    half: worked.minutes,
    products: draft.products.map((p) => ({ ...p })),
    ...(rast.name ? { rast: { name: rast.name, hours: rast.hours, minutes: rast.minutes } } : {}),
  };
}

/** SPEC.md §4: totals that are not numbers clear the draft instead of being posted. */
export function hasNumericTotals(entry: Pick<NewTimeEntry, 'total' | 'half'>): boolean {
  return Number.isFinite(entry.total) && Number.isFinite(entry.half) && entry.total >= 0 && entry.half >= 0;
}
