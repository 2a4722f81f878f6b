import { describe, expect, it } from 'vitest';
import { findSite, placeTown, samePlace, siteKey, streetAddress } from '../../src/lib/place-match';

// One site, one name (DECISIONS.md 32): real ways staff and admins write the same address.
describe('samePlace', () => {
  const same: [string, string][] = [
    ['Storgatan 1, Märsta', 'Storgatan 1, 195 30 Märsta'],
    ['Storgatan 1, Märsta', 'storgatan 1'],
    ['Storgatan 1', 'STORGATAN  1 ,  MÄRSTA'],
    ['Storgatan 1, 19530 Märsta', 'Storgatan 1 195 30 Märsta'],
    ['Storgatan 1 Märsta', 'Storgatan 1, Märsta'],
    ['Storg. 1', 'Storgatan 1, Märsta'],
    ['Storgata 1', 'Storgatan 1'],
    ['Kungsv. 12, Uppsala', 'Kungsvägen 12'],
    ['Kungsväg 12', 'Kungsvägen 12, 753 20 Uppsala'],
    ['Drottninggatan 5A, Stockholm', 'drottninggatan 5 a'],
    ['Drottninggatan 5 A', 'Drottninggatan 5A, 111 51 Stockholm'],
    ['Sankt Eriksgatan 10', 'sankt  eriksgatan 10, Stockholm'],
    ['Östra Ågatan 3', 'östra ågatan 3, Uppsala'],
    ['flyttstädning', '  Flyttstädning '],
    ['Storgatan 1 – trappstädning', 'Storgatan 1, Märsta'],
  ];
  it.each(same)('%s = %s', (a, b) => {
    expect(samePlace(a, b)).toBe(true);
  });

  const other: [string, string][] = [
    ['Storgatan 1, Märsta', 'Storgatan 11, Märsta'], // a typo's number is another building
    ['Storgatan 1', 'Storgatan 12'],
    ['Storgatan 1A', 'Storgatan 1B'],
    ['Storgatan 1', 'Storgatan 1 B'],
    ['Storgatan 1', 'Lillgatan 1'],
    ['Östra Storgatan 5', 'Storgatan 5'],
    ['Kungsgatan 12', 'Kungsvägen 12'],
    ['flyttstädning', 'storstädning'],
    ['Storgatan 1, 195 30 Märsta', 'Storgatan 195'],
  ];
  it.each(other)('%s ≠ %s', (a, b) => {
    expect(samePlace(a, b)).toBe(false);
  });
});

describe('streetAddress', () => {
  it('is the street and the number, without postcode or town', () => {
    expect(streetAddress('Storgatan 1, 195 30 Märsta')).toBe('storgatan 1');
    expect(streetAddress('Drottninggatan 5 A, 111 51 Stockholm')).toBe('drottninggatan 5a');
  });

  it('finds the address after a first part without one', () => {
    expect(streetAddress('Märsta, Storgatan 1')).toBe('storgatan 1');
  });

  it('is null for a place that names no street address', () => {
    expect(streetAddress('flyttstädning')).toBeNull();
    expect(streetAddress('195 30 Märsta')).toBeNull();
    expect(streetAddress('')).toBeNull();
  });
});

describe('findSite', () => {
  const workplaces = [
    { _id: 'w1', address: 'Storgatan 1, 195 30 Märsta' },
    { _id: 'w2', address: 'Storgatan 11, Märsta' },
  ];
  it('finds the workplace a place names, and none for another number or an empty place', () => {
    expect(findSite('storgatan 1 Märsta', workplaces, (w) => w.address)?._id).toBe('w1');
    expect(findSite('Storgatan 11', workplaces, (w) => w.address)?._id).toBe('w2');
    expect(findSite('Storgatan 111', workplaces, (w) => w.address)).toBeUndefined();
    expect(findSite('  ', workplaces, (w) => w.address)).toBeUndefined();
    expect(siteKey('  ')).toBe('');
  });
});

// Issue 43 item 6: the town after a street address tells apart two workplaces at one address.
describe('placeTown', () => {
  it.each([
    ['Storgatan 1, Märsta', 'märsta'],
    ['Storgatan 1, 195 30 Märsta', 'märsta'],
    ['storgatan 1 195 30 märsta', 'märsta'],
    ['Storgatan 1 B, Upplands Väsby', 'upplands väsby'],
    ['Kontoret, Storgatan 1, Sigtuna', 'sigtuna'],
    ['Storgatan 1', null],
    ['Storgatan 1 B', null],
    ['Storgatan 1, 195 30', null],
    ['flyttstädning', null],
  ])('%s → %s', (place, town) => {
    expect(placeTown(place)).toBe(town);
  });
});
