/** The workplace form's rules (SPEC.md §5 'Workplace form') and the card's links. */
import { describe, expect, it } from 'vitest';
import { mapUrl, telHref, toPostInput, validatePostForm } from '../../src/features/workplaces/post-form';

const good = { address: 'Kungsgatan 28, Stockholm', phone: '08 123 456 78', hours: '7,5', Howmany: '3', Duration: '12 månader' };

describe('validatePostForm', () => {
  it('accepts a complete workplace', () => {
    expect(validatePostForm(good)).toEqual({});
  });

  it('gives a Swedish message per failing field', () => {
    expect(validatePostForm({ address: 'Gata 1', phone: '070123', hours: '0', Howmany: 'tre', Duration: ' å ' })).toEqual({
      address: 'Skriv hela adressen (minst 10 tecken)',
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
