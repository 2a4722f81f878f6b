import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { swedishIban } from '../../src/demo/seed-cast';
import {
  ibanChecksumValid,
  isClearingAccount,
  isSwedishIban,
  isValidBankAccount,
  normalizeBankAccount,
} from '../../src/lib/bank-account';
import { sv } from '../../src/i18n/sv';

describe('Swedish IBAN', () => {
  it('accepts the placeholder and real-format IBANs, with or without spaces', () => {
    expect(isValidBankAccount(sv.profile.bankPlaceholder)).toBe(true);
    expect(isValidBankAccount('SE3550000000054910000003')).toBe(true);
    expect(isValidBankAccount('se35 5000 0000 0549 1000 0003')).toBe(true);
  });

  it('rejects a wrong check digit, a wrong length and other countries', () => {
    expect(isValidBankAccount('SE36 5000 0000 0549 1000 0003')).toBe(false);
    expect(isValidBankAccount('SE35 5000 0000 0549 1000 003')).toBe(false);
    expect(isSwedishIban('DE89 3704 0044 0532 0130 00')).toBe(false);
    expect(ibanChecksumValid('DE89370400440532013000')).toBe(true);
  });

  it('accepts every IBAN built with correct check digits and rejects any single changed digit', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{2}$/),
        fc.stringMatching(/^\d{10,17}$/),
        fc.integer({ min: 4, max: 23 }),
        (bank, account, position) => {
          const iban = swedishIban(bank, account).replace(/\s/g, '');
          expect(isSwedishIban(iban)).toBe(true);
          const digit = Number(iban[position]);
          const changed = iban.slice(0, position) + String((digit + 1) % 10) + iban.slice(position + 1);
          expect(isSwedishIban(changed)).toBe(false);
        },
      ),
    );
  });
});

describe('clearing number + account number', () => {
  it('accepts 4-digit clearing plus 7–10 digits, with separators', () => {
    expect(isClearingAccount('6789 123456789')).toBe(true);
    expect(isClearingAccount('3300-7810251111')).toBe(true);
    expect(isClearingAccount('5000 1234567')).toBe(true);
  });

  it('reads Swedbank 8xxxx as a 5-digit clearing number', () => {
    expect(isClearingAccount('8327-9, 123 456 789-0')).toBe(true);
    expect(isClearingAccount('8327-9 123456')).toBe(false);
  });

  it('rejects too short, too long, letters and a leading zero', () => {
    expect(isValidBankAccount('1234 56')).toBe(false);
    expect(isValidBankAccount('1234 12345678901')).toBe(false);
    expect(isValidBankAccount('abcd 1234567')).toBe(false);
    expect(isValidBankAccount('0123 1234567')).toBe(false);
    expect(isValidBankAccount('')).toBe(false);
  });
});

describe('normalizeBankAccount', () => {
  it('groups an IBAN by four in capitals and tidies spaces otherwise', () => {
    expect(normalizeBankAccount('se3550000000054910000003')).toBe('SE35 5000 0000 0549 1000 0003');
    expect(normalizeBankAccount('  8327-9   1234567890 ')).toBe('8327-9 1234567890');
  });
});
