/**
 * One site, one name (DECISIONS.md 32): when two places written by people are the same site.
 *
 * A place that names a street address (a street and a number, with or without an entrance
 * letter) is that address, whatever the case, the spacing, the dots, the postcode or the town:
 * 'Storgatan 1, Märsta', 'storgatan 1 195 30 Märsta' and 'Storg. 1' are one site; 'Storgatan 11'
 * and 'Storgatan 1 B' are others. A place without a street address ('flyttstädning') is only
 * itself, case and spacing aside. The month per workplace, a person's time by place and the
 * staff's list of places all use this rule, so a site has one name everywhere.
 */

/** Swedish postcodes: '195 30' or '19530', never part of a street number. */
const POSTCODE = /\b\d{3}\s?\d{2}\b/gu;
/** The number of an address, with an entrance letter when one follows alone ('1A', '1 a'). */
const NUMBER = /(\d+)(?:\s?([a-zåäö])(?![\p{L}\d]))?/u;

const tidy = (text: string) =>
  text.normalize('NFC').toLocaleLowerCase('sv').replace(/\s+/gu, ' ').trim();

/** 'Storg.' → 'storgatan', 'Kungsv.' → 'kungsvägen', 'Storgata' → 'storgatan'; the rest as written. */
function street(name: string): string {
  const full = name
    .trim()
    .replace(/(?<=\p{L})g\.$/u, 'gatan')
    .replace(/(?<=\p{L})v\.$/u, 'vägen')
    .replace(/(?<=\p{L})gata$/u, 'gatan')
    .replace(/(?<=\p{L})väg$/u, 'vägen');
  return full.replace(/\./gu, ' ').replace(/\s+/gu, ' ').trim();
}

/** The street address a place names ('storgatan 1a') and the town written after it, if any. */
function readAddress(place: string): { address: string; town: string | null } | null {
  const parts = tidy(place).replace(POSTCODE, ' ').split(',');
  for (const [i, part] of parts.entries()) {
    const found = NUMBER.exec(part);
    if (!found) continue;
    const name = street(part.slice(0, found.index));
    if (!/\p{L}{2}/u.test(name)) continue;
    const after = [part.slice(found.index + found[0].length), ...parts.slice(i + 1)].join(' ');
    const town = after.replace(/[^\p{L}\s-]/gu, ' ').replace(/\s+/gu, ' ').trim();
    return { address: `${name} ${found[1]}${found[2] ?? ''}`, town: town || null };
  }
  return null;
}

/** The street address a place names ('storgatan 1a'), or null when it names none. */
export function streetAddress(place: string): string | null {
  return readAddress(place)?.address ?? null;
}

/**
 * The town written after a place's street address ('märsta' of 'Storgatan 1, 195 30 Märsta'),
 * or null. One site ignores it; it only tells apart two workplaces at the same street address
 * in two towns (issue 43 item 6).
 */
export function placeTown(place: string): string | null {
  return readAddress(place)?.town ?? null;
}

/** What two places share when they are one site: their street address, else the tidy text. */
export function siteKey(place: string): string {
  return streetAddress(place) ?? tidy(place);
}

export function samePlace(a: string, b: string): boolean {
  return siteKey(a) === siteKey(b);
}

/** The first item whose place names the same site ('' never matches). */
export function findSite<T>(place: string, items: readonly T[], placeOf: (item: T) => string): T | undefined {
  const key = siteKey(place);
  if (!key) return undefined;
  return items.find((item) => siteKey(placeOf(item)) === key);
}
