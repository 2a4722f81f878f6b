import { describe, expect, it } from 'vitest';
import { compareSwedish } from '../../src/lib/swedish-order';

// Names of staff as they are typed: letters of both cases, Swedish and a few foreign ones,
// spaces, hyphens and apostrophes.
const alphabet = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZåäöÅÄÖéÉèüÜæøáíóúç -.,;:\'0123456789'];

/** A small seeded generator: the same names on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function names(count: number, next: () => number): string[] {
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(next() * 12);
    return Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
  });
}

const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);

describe('compareSwedish', () => {
  const intl = new Intl.Collator('sv', { sensitivity: 'base' });

  it("orders 4 000 random pairs of names as Intl's Swedish collator does", () => {
    const next = random(7);
    const list = names(8000, next);
    for (let i = 0; i < list.length; i += 2) {
      const a = list[i] ?? '';
      // Every other pair shares a beginning, so later letters are compared too.
      const b = i % 4 === 0 ? a.slice(0, Math.floor(next() * a.length)) + (list[i + 1] ?? '') : (list[i + 1] ?? '');
      expect(sign(compareSwedish(a, b)), `${a} / ${b}`).toBe(sign(intl.compare(a, b)));
    }
  });

  it('sorts 2 000 random names into the same order as Intl', () => {
    const list = names(2000, random(11));
    const byIntl = [...list].sort((a, b) => intl.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0));
    const bySwedish = [...list].sort((a, b) => compareSwedish(a, b) || (a < b ? -1 : a > b ? 1 : 0));
    expect(bySwedish).toEqual(byIntl);
  });

  it("orders dates, times and timestamps as Intl does, unpadded hours too", () => {
    const texts = ['2026-11-05', '2026-11-15', '2026-10-31', '9:30', '10:00', '1:00', '09:30', '', '2026-11-05T07:00:00.000Z', '2026-11-05T17:00:00.000Z', '2026-11-05 07:00'];
    expect([...texts].sort(compareSwedish)).toEqual([...texts].sort((a, b) => intl.compare(a, b)));
  });

  it('sorts a staff list as Intl does: å, ä, ö after z, case and accents aside, ü as y', () => {
    const staff = ['Östen Ek', 'Åsa Berg', 'Ärla Ström', 'Zara Lind', 'anna Holm', 'Anna Holm', 'Émile Roy', 'Ümit Yilmaz', 'Yvonne Ek', 'Per-Olof Nilsson', 'Per Olof', 'Perla'];
    expect([...staff].sort(compareSwedish)).toEqual([...staff].sort((a, b) => intl.compare(a, b)));
    expect([...staff].sort(compareSwedish).slice(-3)).toEqual(['Åsa Berg', 'Ärla Ström', 'Östen Ek']);
  });
});
