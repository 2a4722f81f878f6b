/**
 * SIE voucher numbers from the item alone (FORMATS.md "SIE 4", DECISIONS.md 31; docs/decisions.md,
 * "SIE numbers from the item; files free of device notes"). A voucher's number is its item's
 * creation time in seconds, the first 8 hex digits of the provider's id (a MongoDB ObjectId).
 * It never changes when the item is re-dated or moved to another month, or when other items are
 * added or removed, and it is the same on every computer and every export. Creation times are
 * used from 1 000 000 000 to 2 147 483 647 (2001-09-09 to 2038-01-19): ten digits, within the
 * signed 32-bit integer importers read. Any other id (not an ObjectId, or a time outside that
 * range) is numbered from its whole text, in 1 to 999 999 999: below every creation time, so the
 * two kinds never meet.
 * Two items of one series created in the same second would share a number: the first by id keeps
 * it, each other one takes the number of its whole id, and the screen says so before the file is
 * saved. A number that would still be given twice is given to none: those items stay out of the
 * file and are named.
 */
import { compare } from './sie-text';

/** The creation times used as numbers (seconds since 1970). */
export const FIRST_TIME_NUMBER = 1_000_000_000;
export const LAST_TIME_NUMBER = 2_147_483_647;
/** Numbers from a whole id: 1 to this, below every creation time. */
export const ID_NUMBERS = FIRST_TIME_NUMBER - 1;

/** A number from the whole id: FNV-1a (32 bits) of its text, in 1 … ID_NUMBERS. */
export function idNumber(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % ID_NUMBERS) + 1;
}

/** The item's own number: its ObjectId's creation time in seconds, else the number of its whole id. */
export function voucherNumber(id: string): number {
  const time = /^([0-9a-f]{8})[0-9a-f]{16}$/i.exec(id)?.[1];
  const seconds = time === undefined ? 0 : parseInt(time, 16);
  return seconds >= FIRST_TIME_NUMBER && seconds <= LAST_TIME_NUMBER ? seconds : idNumber(id);
}

/** A voucher before its number: its series, its item's id and its text (what the admin is told). */
interface Draft {
  series: string;
  id: string;
  text: string;
}

/** An item created in the same second as another of its series: numbered from its whole id, and said so. */
export interface SieRenumbered {
  series: string;
  text: string;
  number: number;
  /** The item that keeps the shared number (the first by id), and that number. */
  keptBy: string;
  shared: number;
}

/** An item whose number would be given twice in its series: not in the file, named. */
export interface SieUnnumbered {
  series: string;
  text: string;
  number: number;
}

interface Numbered {
  draft: Draft;
  number: number;
}

const seriesNumber = (n: Numbered) => `${n.draft.series} ${n.number}`;

/** The vouchers by series and number. */
function bySeriesNumber<N extends Numbered>(all: readonly N[]): Map<string, N[]> {
  const groups = new Map<string, N[]>();
  for (const n of all) {
    const group = groups.get(seriesNumber(n));
    if (group) group.push(n);
    else groups.set(seriesNumber(n), [n]);
  }
  return groups;
}

const byId = (a: Numbered, b: Numbered) => compare(a.draft.id, b.draft.id);

/** Numbers the vouchers of one file (see the top of this file); their order is kept. */
export function numberVouchers<T extends Draft>(
  drafts: readonly T[],
): { numbered: (T & { number: number })[]; renumbered: SieRenumbered[]; unnumbered: SieUnnumbered[] } {
  const all = drafts.map((draft) => ({ draft, number: voucherNumber(draft.id) }));
  const renumbered: SieRenumbered[] = [];
  for (const group of bySeriesNumber(all).values()) {
    const [keeper, ...others] = [...group].sort(byId);
    if (!keeper) continue;
    for (const other of others) {
      other.number = idNumber(other.draft.id);
      renumbered.push({ series: other.draft.series, text: other.draft.text, number: other.number, keptBy: keeper.draft.text, shared: keeper.number });
    }
  }
  const uses = bySeriesNumber(all);
  const twice = (n: Numbered) => (uses.get(seriesNumber(n))?.length ?? 0) > 1;
  return {
    numbered: all.filter((n) => !twice(n)).map((n) => ({ ...n.draft, number: n.number })),
    renumbered: renumbered.filter((r) => (uses.get(`${r.series} ${r.number}`)?.length ?? 0) === 1),
    unnumbered: all.filter(twice).map((n) => ({ series: n.draft.series, text: n.draft.text, number: n.number })),
  };
}
