/**
 * Pure helpers of the admin's people screens: worked-time labels, the staff table's search and
 * sort and the per-place grouping. No React, no store.
 */
import { siteKey } from '../../lib/place-match';
import { compareSwedish } from '../../lib/swedish-order';
import { digitsOnly } from '../../lib/validation';
import { sumDurations, type Duration } from '../../lib/time';
import type { TimeEntry, User } from '../../types/api';
import type { SortDirection } from '../../types/sort';

export { hoursMinutes } from '../../lib/time';

/** A user's or month's worked time (total hours + half minutes) as a duration, carried. */
export function workedOf(item: { total: number; half: number }): Duration {
  return sumDurations([{ hours: item.total, minutes: item.half }]);
}

export type SortKey = 'name' | 'hours';

/** Sorted copy: by name (Swedish order) or by worked time; ties by name. */
export function sortMembers(members: readonly User[], key: SortKey, direction: SortDirection): User[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const minutes = (u: User) => workedOf(u).hours * 60 + workedOf(u).minutes;
  return [...members].sort((a, b) => {
    const byName = compareSwedish(a.fullname, b.fullname);
    if (key === 'name') return sign * byName;
    return sign * (minutes(a) - minutes(b)) || byName;
  });
}

/** Members whose name contains the query, or whose phone contains its digits. */
export function filterMembers(members: readonly User[], query: string): User[] {
  const q = query.trim().toLocaleLowerCase('sv');
  if (!q) return [...members];
  const digits = digitsOnly(q);
  return members.filter(
    (m) =>
      m.fullname.toLocaleLowerCase('sv').includes(q) || (digits.length > 0 && digitsOnly(m.phone).includes(digits)),
  );
}

export interface PlaceGroup {
  place: string;
  entries: TimeEntry[];
  worked: Duration;
}

/**
 * Entries grouped by their place (the description), most worked first; the hours of each
 * place are the sum of its entries. One site, one name (DECISIONS.md 32, lib/place-match.ts):
 * places that name the same street address are one group, case, spacing, postcode and town
 * aside; `siteName` gives a site its one name (the workplace's address), else the first
 * spelling met names it.
 */
export function groupByPlace(entries: readonly TimeEntry[], unnamed: string, siteName: (place: string) => string | null = () => null): PlaceGroup[] {
  const groups = new Map<string, PlaceGroup>();
  for (const entry of entries) {
    const written = entry.des.trim();
    const key = written ? siteKey(written) : '';
    const group = groups.get(key) ?? { place: (written && siteName(written)) || written || unnamed, entries: [], worked: { hours: 0, minutes: 0 } };
    group.entries.push(entry);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((g) => ({
      ...g,
      entries: [...g.entries].sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start)),
      worked: sumDurations(g.entries.map((e) => ({ hours: e.total, minutes: e.half }))),
    }))
    .sort((a, b) => b.worked.hours * 60 + b.worked.minutes - (a.worked.hours * 60 + a.worked.minutes) || compareSwedish(a.place, b.place));
}

/**
 * Why a member may not be removed (DECISIONS.md 24), or null when they may: an admin cannot
 * remove their own account ('self'), and the last admin cannot be removed ('lastAdmin').
 */
export function removalRefusal(member: Pick<User, '_id' | 'isAdmin'>, members: readonly Pick<User, '_id' | 'isAdmin'>[], selfId: string | null): 'self' | 'lastAdmin' | null {
  if (selfId !== null && member._id === selfId) return 'self';
  if (member.isAdmin && members.filter((m) => m.isAdmin && m._id !== member._id).length === 0) return 'lastAdmin';
  return null;
}
