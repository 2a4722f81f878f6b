/** The workplace form's rules (SPEC.md §5 'Workplace form') and the card's links. */
import { describe, expect, it } from 'vitest';
import { isValidAddress, mapUrl, telHref, toPostInput, validatePostForm } from '../../src/features/workplaces/post-form';

const good = { address: 'Kungsgatan 28, Stockholm', phone: '08 123 456 78', hours: '7,5', Howmany: '3', Duration: '12 månader' };

describe('validatePostForm', () => {
  it('accepts a complete workplace', () => {
    expect(validatePostForm(good)).toEqual({});
  });

  it('gives a Swedish message per failing field', () => {
    expect(validatePostForm({ address: 'Ågatan', phone: '070123', hours: '0', Howmany: 'tre', Duration: ' å ' })).toEqual({
      address: 'Skriv adressen: gata och nummer, t.ex. Ågatan 1',
      phone: 'Telefonnumret ska ha minst 10 siffror',
      hours: 'Skriv antalet timmar per dag som ett tal större än 0',
      Howmany: 'Skriv antalet personer som ett tal större än 0',
      Duration: 'Skriv avtalstiden (minst 3 tecken), t.ex. 12 månader',
    });
    expect(validatePostForm({ ...good, hours: '', Howmany: '-2' })).toEqual({
      hours: 'Skriv antalet timmar per dag som ett tal större än 0',
      Howmany: 'Skriv antalet personer som ett tal större än 0',
    });
  });

  it('a street and a number is an address, however short; without a number, 10 characters (issue 43 item 6)', () => {
    for (const address of ['Ågatan 1', 'Ån 2', 'Storg. 1 B', '  Ågatan 1  ', 'Ågatan 1, Märsta', 'Lilla Bergagården']) expect([address, isValidAddress(address)]).toEqual([address, true]);
    for (const address of ['Ågatan', '12', '195 30', 'A 1', '', '   ']) expect([address, isValidAddress(address)]).toEqual([address, false]);
    expect(validatePostForm({ ...good, address: 'Ågatan 1' })).toEqual({});
    expect(validatePostForm({ ...good, address: 'Ågatan' })).toEqual({ address: 'Skriv adressen: gata och nummer, t.ex. Ågatan 1' });
  });

  it('sends the fields trimmed', () => {
    expect(toPostInput({ ...good, address: '  Kungsgatan 28  ' }).address).toBe('Kungsgatan 28');
  });
});

describe('links', () => {
  it('opens the address in a maps search, encoded', () => {
    expect(mapUrl('Drottninggatan 45, 803 20 Gävle')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Drottninggatan%2045%2C%20803%2020%20G%C3%A4vle',
    );
  });

  it('dials digits only', () => {
    expect(telHref('08-123 456 78')).toBe('tel:0812345678');
    expect(telHref('+46 8 123')).toBe('tel:+468123');
  });
});
