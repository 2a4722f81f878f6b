/**
 * Counts by the language's plural rules (issue 43 item 3, src/i18n/plural.ts):
 * never 'you have worked 1 hours', and Arabic's noun in the form its number takes (one, two,
 * 3–10, 11–99, 100…). The spec's own Swedish sentences stay verbatim (DECISIONS.md 16).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../src/i18n/language';
import { plural } from '../../src/i18n/plural';
import { sv } from '../../src/i18n/sv';

afterEach(() => applyLanguage('sv'));

describe('plural: the form Intl.PluralRules picks', () => {
  it('English and Swedish: one and other', () => {
    const count = plural('en');
    const forms = { one: '# hour', other: '# hours' };
    expect([0, 1, 2, 21].map((n) => count(n, forms))).toEqual(['0 hours', '1 hour', '2 hours', '21 hours']);
    expect(plural('sv')(1, { one: '# timme', other: '# timmar' })).toBe('1 timme');
  });

  it('Arabic: zero, one, two, few, many and other, falling back to other', () => {
    const count = plural('ar');
    const forms = { one: 'ساعة واحدة', two: 'ساعتان', few: '# ساعات', many: '# ساعة', other: '# ساعة' };
    expect([0, 1, 2, 3, 10, 11, 99, 100, 103].map((n) => count(n, forms))).toEqual([
      '0 ساعة',
      'ساعة واحدة',
      'ساعتان',
      '3 ساعات',
      '10 ساعات',
      '11 ساعة',
      '99 ساعة',
      '100 ساعة',
      '103 ساعات',
    ]);
  });

  it('the number as shown: minutes padded keep their form', () => {
    expect(plural('ar')(5, { few: '# دقائق', other: '# دقيقة' }, '05')).toBe('05 دقائق');
  });
});

describe('the staff’s counts in each language', () => {
  it('Swedish: natural sentences agree; the spec’s own stay as SPEC.md writes them', () => {
    expect(sv.profile.hoursMinutes(1, 1)).toBe('1 timme och 1 minut');
    expect(sv.profile.totalAll(2, 30)).toBe('Totalt 2 timmar och 30 minuter');
    expect(sv.profile.monthTotal('05/2026', 1, 0)).toBe('05/2026 – 1 timme och 0 minuter');
    expect(sv.time.worked(1, 1)).toBe('du har jobbat 1 timmer och 1 minuter');
    expect(sv.profile.totalFooter(1, 1)).toBe('1 Timmar och 1 minuter');
    expect(sv.month.notRegisteredCount(1)).toBe('1 person har inte registrerat i dag');
    expect(sv.month.loadingTime(0, 1)).toBe('Läser in tid: 0 av 1 person');
  });

  it('English: never “1 hours”', async () => {
    await applyLanguage('en');
    expect(sv.time.worked(1, 1)).toBe('you have worked 1 hour and 1 minute');
    expect(sv.time.worked(8, 30)).toBe('you have worked 8 hours and 30 minutes');
    expect(sv.profile.totalFooter(1, 0)).toBe('1 hour and 0 minutes');
    expect(sv.profile.totalAll(0, 1)).toBe('Total 0 hours and 1 minute');
    expect(sv.month.summary(1, '2 h')).toBe('1 person has worked, 2 h in total.');
  });

  it('Arabic: the noun as its number wants it', async () => {
    await applyLanguage('ar');
    expect(sv.time.worked(1, 2)).toBe('لقد عملت ساعة واحدة و دقيقتان');
    expect(sv.time.worked(8, 30)).toBe('لقد عملت 8 ساعات و 30 دقيقة');
    expect(sv.time.worked(11, 5)).toBe('لقد عملت 11 ساعة و 5 دقائق');
    expect(sv.profile.hoursMinutes(2, 0)).toBe('ساعتان و 0 دقيقة');
    expect(sv.time.duration(100, 3)).toBe('100 ساعة 3 دقائق');
    expect(sv.shortDuration(7, 5)).toBe('7 ساعات 05 دقائق');
  });

  it('Kurdish (Sorani): the noun stays singular after a number; the verb agrees', async () => {
    await applyLanguage('ckb');
    expect(sv.time.worked(1, 1)).toBe('1 کاتژمێر و 1 خولەک کارت کردووە');
    expect(sv.time.worked(8, 30)).toBe('8 کاتژمێر و 30 خولەک کارت کردووە');
    expect(sv.month.notRegisteredCount(1)).toBe('1 کەس ئەمڕۆ تۆماری نەکردووە');
    expect(sv.month.notRegisteredCount(3)).toBe('3 کەس ئەمڕۆ تۆماریان نەکردووە');
  });
});
