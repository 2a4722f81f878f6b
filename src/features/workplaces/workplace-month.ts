/**
 * A month per workplace (issue 24), pure: every person's month (person-month.ts, the figures of
 * the month overview, DECISIONS.md 26 and 30) split by the place of each entry.
 *
 * - An entry belongs to a workplace when its place names the workplace's address (one site, one
 *   name: lib/place-match.ts, DECISIONS.md 32), else when the admin assigned that place to a
 *   workplace (kept with the export settings, for every month).
 * - Two workplaces at one street address in two towns (issue 43 item 6): an entry whose town
 *   names one of them is that one's; one that names neither (or no town) could be either's: it
 *   counts under the first in the list, as before, and is listed (`shared`) so the screen says so.
 * - Time moved in from another month counts where the month overview counts it: in this month,
 *   dated on its last day (as in the files, DECISIONS.md 27).
 * - A month's correction (its stored total minus its entries) was made to the month, not to a
 *   place: it belongs to no workplace and is a line of its own, so the workplaces, the places
 *   that match none and the corrections add up to the month overview's total.
 */
import { placeTown, siteKey } from '../../lib/place-match';
import { entryMinutes, type PayrollEntry, type PersonMonth } from '../../person-time/person-month';
import type { Id, Post, User } from '../../types/api';

export type PlacePerson = Pick<User, '_id' | 'fullname' | 'personnummer'>;

/** A person and their month of the chosen month (null: nothing held for it). */
export interface PersonAndMonth {
  user: PlacePerson;
  pm: PersonMonth | null;
}

/** A place's text (its site key) assigned by the admin to a workplace's id. */
export type PlaceAssignments = Readonly<Record<string, Id>>;

/** One person's time at one place: their month restricted to the place's entries (no corrections). */
export interface PersonAtPlace {
  user: PlacePerson;
  minutes: number;
  month: PersonMonth;
}

/** One row of a place's day: who worked, when, how long. */
export interface PlaceRow {
  user: PlacePerson;
  /** 'YYYY-MM-DD' as counted (moved time on the month's last day). */
  date: string;
  entry: PayrollEntry;
  minutes: number;
  /** For time moved in from another month: the entry's own date ('?' when unreadable). */
  movedFrom: string | null;
}

export interface PlaceDay {
  date: string;
  minutes: number;
  rows: PlaceRow[];
}

interface PlaceTime {
  minutes: number;
  /** Days with work, in date order. */
  days: PlaceDay[];
  /** By name. */
  people: PersonAtPlace[];
}

export interface WorkplaceLine extends PlaceTime {
  post: Post;
  /** Hours per day × days with work, minutes; null when the workplace's hours cannot be read. */
  contractMinutes: number | null;
  /** People needed (Howmany); null when it cannot be read. */
  needed: number | null;
  /** People assigned to the workplace. */
  assigned: number;
}

export interface UnmatchedPlace extends PlaceTime {
  /** The site key: what an assignment names ('' for entries without a place). */
  key: string;
  /** The place as most entries write it. */
  place: string;
}

/** A street address two or more workplaces share, and the entries that could be either's. */
export interface SharedAddress {
  key: string;
  /** The workplaces at this address, in the list's order: the entries are counted under the first. */
  posts: Post[];
  rows: PlaceRow[];
  minutes: number;
}

export interface CorrectionLine {
  user: PlacePerson;
  minutes: number;
}

export interface WorkplaceMonth {
  /** Every workplace, in the list's order, nobody's with 0. */
  workplaces: WorkplaceLine[];
  /** Places that match no workplace, most hours first. */
  unmatched: UnmatchedPlace[];
  /** Entries that could belong to more than one workplace (the same street address in two towns). */
  shared: SharedAddress[];
  /** The months' corrections, a line per person (signed). */
  corrections: CorrectionLine[];
  workplaceMinutes: number;
  unmatchedMinutes: number;
  correctionMinutes: number;
  /** workplaces + unmatched + corrections: the month overview's total. */
  minutes: number;
}

/** A number a workplace's field holds ('8', '7,5', 8); null when it is none. */
export function fieldNumber(value: string | number): number | null {
  const n = typeof value === 'number' ? value : Number(String(value).trim().replace(',', '.'));
  return String(value).trim() !== '' && Number.isFinite(n) && n >= 0 ? n : null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** An entry's row as a place's day shows it (moved time on the month's last day). */
function rowOf(user: PlacePerson, pm: PersonMonth, entry: PayrollEntry, moved: PersonMonth['moved'][number] | null): PlaceRow {
  return moved
    ? { user, date: pm.lastDay, entry: moved.entry, minutes: moved.minutes, movedFrom: moved.date || '?' }
    : { user, date: text(entry.date).slice(0, 10), entry, minutes: entryMinutes(entry), movedFrom: null };
}

/** Collects one place's entries, then gives its time. */
class PlaceBuilder {
  private readonly byPerson = new Map<Id, { user: PlacePerson; pm: PersonMonth; entries: PayrollEntry[]; moved: PersonMonth['moved'] }>();
  private readonly texts = new Map<string, number>();

  add(user: PlacePerson, pm: PersonMonth, entry: PayrollEntry, moved: PersonMonth['moved'][number] | null): void {
    let person = this.byPerson.get(user._id);
    if (!person) {
      person = { user, pm, entries: [], moved: [] };
      this.byPerson.set(user._id, person);
    }
    if (moved) person.moved.push(moved);
    else person.entries.push(entry);
    const place = text(entry.des).trim();
    this.texts.set(place, (this.texts.get(place) ?? 0) + 1);
  }

  /** The place as most entries write it (the first of equals). */
  commonText(): string {
    let best = '';
    let count = 0;
    for (const [place, n] of this.texts) {
      if (n > count) {
        best = place;
        count = n;
      }
    }
    return best;
  }

  time(): PlaceTime {
    const people: PersonAtPlace[] = [];
    const days = new Map<string, PlaceRow[]>();
    const addRow = (row: PlaceRow) => {
      const list = days.get(row.date);
      if (list) list.push(row);
      else days.set(row.date, [row]);
    };
    for (const { user, pm, entries, moved } of this.byPerson.values()) {
      const entryTotal = entries.reduce((sum, e) => sum + entryMinutes(e), 0);
      const movedTotal = moved.reduce((sum, m) => sum + m.minutes, 0);
      const month: PersonMonth = {
        ...pm,
        entries,
        moved,
        corrections: [],
        entryMinutes: entryTotal,
        movedMinutes: movedTotal,
        correctionMinutes: 0,
        minutes: entryTotal + movedTotal,
      };
      people.push({ user, minutes: month.minutes, month });
      for (const entry of entries) addRow(rowOf(user, pm, entry, null));
      for (const m of moved) addRow(rowOf(user, pm, m.entry, m));
    }
    people.sort((a, b) => a.user.fullname.localeCompare(b.user.fullname, 'sv'));
    const dayList: PlaceDay[] = [...days.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([date, rows]) => ({
        date,
        minutes: rows.reduce((sum, r) => sum + r.minutes, 0),
        rows: rows.sort(
          (a, b) => text(a.entry.start).localeCompare(text(b.entry.start)) || a.user.fullname.localeCompare(b.user.fullname, 'sv'),
        ),
      }));
    return { minutes: people.reduce((sum, p) => sum + p.minutes, 0), days: dayList, people };
  }
}

/**
 * The month per workplace of everyone's months. `assignments` maps a place's site key to a
 * workplace id; an assignment to a workplace that no longer exists is ignored.
 */
export function workplaceMonth(people: readonly PersonAndMonth[], posts: readonly Post[], assignments: PlaceAssignments = {}): WorkplaceMonth {
  // The workplaces of each site key (more than one: one street address in two towns).
  const byAddress = new Map<string, Post[]>();
  for (const post of posts) {
    const key = siteKey(post.address);
    if (key) byAddress.set(key, [...(byAddress.get(key) ?? []), post]);
  }
  const shared = new Map<string, SharedAddress>();
  const postIds = new Set(posts.map((p) => p._id));
  const builders = new Map<Id, PlaceBuilder>(posts.map((p) => [p._id, new PlaceBuilder()]));
  const unmatched = new Map<string, PlaceBuilder>();
  // 300 people × 25 days write a few dozen places: each text is keyed once.
  const keys = new Map<string, string>();
  const keyOf = (place: string) => {
    let key = keys.get(place);
    if (key === undefined) {
      key = siteKey(place);
      keys.set(place, key);
    }
    return key;
  };
  /** The workplace of a place that names a shared address: by its town, else null (either's). */
  const byTown = (place: string, site: Post[]): Post | null => {
    const town = placeTown(place);
    const named = town === null ? [] : site.filter((post) => placeTown(post.address) === town);
    return named.length === 1 ? (named[0] as Post) : null;
  };
  const builderOf = (place: string, row: PlaceRow): PlaceBuilder => {
    const key = keyOf(place);
    const assigned = assignments[key];
    const site = key ? byAddress.get(key) : undefined;
    let id = site?.[0]?._id ?? (key && assigned && postIds.has(assigned) ? assigned : undefined);
    if (site && site.length > 1) {
      const post = byTown(place, site);
      if (post) id = post._id;
      else {
        const either = shared.get(key) ?? { key, posts: site, rows: [], minutes: 0 };
        either.rows.push(row);
        either.minutes += row.minutes;
        shared.set(key, either);
      }
    }
    if (id !== undefined) return builders.get(id) as PlaceBuilder;
    let builder = unmatched.get(key);
    if (!builder) {
      builder = new PlaceBuilder();
      unmatched.set(key, builder);
    }
    return builder;
  };

  const corrections: CorrectionLine[] = [];
  for (const { user, pm } of people) {
    if (!pm) continue;
    for (const entry of pm.entries) builderOf(text(entry.des), rowOf(user, pm, entry, null)).add(user, pm, entry, null);
    for (const moved of pm.moved) builderOf(text(moved.entry.des), rowOf(user, pm, moved.entry, moved)).add(user, pm, moved.entry, moved);
    if (pm.correctionMinutes !== 0) corrections.push({ user, minutes: pm.correctionMinutes });
  }
  corrections.sort((a, b) => a.user.fullname.localeCompare(b.user.fullname, 'sv'));

  const workplaces: WorkplaceLine[] = posts.map((post) => {
    const time = (builders.get(post._id) as PlaceBuilder).time();
    const hours = fieldNumber(post.hours);
    const needed = fieldNumber(post.Howmany);
    return {
      post,
      ...time,
      contractMinutes: hours === null ? null : Math.round(hours * 60) * time.days.length,
      needed,
      assigned: new Set(post.addUser.map((a) => a.user._id)).size,
    };
  });
  const unmatchedLines: UnmatchedPlace[] = [...unmatched.entries()]
    .map(([key, builder]) => ({ key, place: builder.commonText(), ...builder.time() }))
    .sort((a, b) => b.minutes - a.minutes || a.place.localeCompare(b.place, 'sv'));

  const workplaceMinutes = workplaces.reduce((sum, w) => sum + w.minutes, 0);
  const unmatchedMinutes = unmatchedLines.reduce((sum, u) => sum + u.minutes, 0);
  const correctionMinutes = corrections.reduce((sum, c) => sum + c.minutes, 0);
  return {
    workplaces,
    unmatched: unmatchedLines,
    shared: [...shared.values()],
    corrections,
    workplaceMinutes,
    unmatchedMinutes,
    correctionMinutes,
    minutes: workplaceMinutes + unmatchedMinutes + correctionMinutes,
  };
}
